import { describe, expect, it } from 'vitest';
import { findPublicationDateInText, labelsOtherDate } from '../../../../../domain/page/metadata/publication-date.js';

describe('findPublicationDateInText: dates labelled as when a thing on offer can be had', () => {
  it.each([
    'Bezugsfrei ab 01.08.2025',
    'Bezugsfrei ab: 01.08.2025',
    'Verfügbar ab 01.08.2025',
    'Frei ab 01.08.2025',
    'Available from 1 August 2025',
    'Available on August 1, 2025',
    'Move-in date: 1 August 2025',
    'Disponible à partir du 1 août 2025',
    'Disponible dès le 1 août 2025',
    'Beschikbaar per 1 augustus 2025',
    'Beschikbaar vanaf 1 augustus 2025',
  ])('passes over the date of %j: a listing\'s terms, not its publication', (text) => {
    expect(findPublicationDateInText(text)).toBeUndefined();
  });

  it('reads the words before a date as an availability label ("Bezugsfrei ab", ImmobilienScout24\'s field name over its value), and a publication label still dates the page', () => {
    expect(labelsOtherDate('Bezugsfrei ab')).toBe(true);
    expect(labelsOtherDate('Available from')).toBe(true);
    expect(findPublicationDateInText('01.08.2025', 'Bezugsfrei ab')).toBeUndefined();
    expect(findPublicationDateInText('Veröffentlicht am 01.08.2025')).toBe('2025-08-01');
    expect(findPublicationDateInText('Published August 1, 2025')).toBe('2025-08-01');
  });
});
