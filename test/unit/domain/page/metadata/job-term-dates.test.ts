import { describe, expect, it } from 'vitest';
import { findPublicationDateInText, labelsOtherDate } from '../../../../../domain/page/metadata/publication-date.js';

describe('findPublicationDateInText: dates labelled as when a job starts or ends', () => {
  it.each([
    'Eintrittsdatum ab 01.02.2025',
    'Eintrittsdatum: 01.02.2025',
    'Eintritt zum 01.02.2025',
    'Arbeitsbeginn: 01.02.2025',
    'Befristet bis 31.01.2026',
    'Date de début : 01.02.2025',
    'Fecha de incorporación: 01.02.2025',
    'Data di inizio: 01.02.2025',
  ])('passes over the date of %j: the post\'s terms, not its publication', (text) => {
    expect(findPublicationDateInText(text)).toBeUndefined();
  });

  it("reads the words before a date as a job's start label (the Bundesagentur's \"Eintrittsdatum\" over \"ab 01.02.2025\"), and a publication label still dates the page", () => {
    expect(labelsOtherDate('Eintrittsdatum ab')).toBe(true);
    expect(labelsOtherDate('Eintrittsdatum')).toBe(true);
    expect(labelsOtherDate('befristet bis')).toBe(true);
    expect(findPublicationDateInText('ab 01.02.2025', 'Eintrittsdatum')).toBeUndefined();
    expect(labelsOtherDate('Veröffentlicht am')).toBe(false);
    expect(findPublicationDateInText('Veröffentlicht am 28.11.2024')).toBe('2024-11-28');
  });
});
