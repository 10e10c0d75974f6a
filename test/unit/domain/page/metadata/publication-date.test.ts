import { describe, expect, it } from 'vitest';
import { datesInText, findDateInText, normalizePublicationDate } from '../../../../../domain/page/metadata/publication-date.js';

describe('normalizePublicationDate', () => {
  it.each([
    ['2019-11-19T06:51:00-05:00', '2019-11-19T06:51:00-05:00'],
    ['2019-11-19T06:51:00.000Z', '2019-11-19T06:51:00Z'],
    ['2026-02-21 16:44:29 +0100', '2026-02-21T16:44:29+01:00'],
    ['2025-06-14T08:33:11-0400', '2025-06-14T08:33:11-04:00'],
    ['2019-11-19', '2019-11-19'],
    ['2019/11/19', '2019-11-19'],
    ['19.11.2019', '2019-11-19'],
    ['13/02/2020', '2020-02-13'],
    ['Nov 19, 2019', '2019-11-19'],
    ['November 19th, 2019 6:51 AM', '2019-11-19'],
    ['Tuesday, 19 November 2019', '2019-11-19'],
    ['11. Sep 2024, 18:36', '2024-09-11'],
  ])('reads %j as %j', (raw, iso) => {
    expect(normalizePublicationDate(raw)).toBe(iso);
  });

  it.each(['', 'yesterday', '2 days ago', '01/07/16', '03/04/2020', '2019-02-30', '2019-13-01', '1850-01-01', 'Nov 19', '20241008', 'Smarch 3, 2020'])('refuses %j', (raw) => {
    expect(normalizePublicationDate(raw)).toBeUndefined();
  });

  it('keeps the calendar day the page shows, never converting time zones', () => {
    expect(normalizePublicationDate('2025-12-18T23:25:38-08:00')?.slice(0, 10)).toBe('2025-12-18');
  });
});

describe('dates in running text', () => {
  it('finds the first written date with a year', () => {
    expect(findDateInText('Published on: February 14, 2025 by the desk')).toBe('2025-02-14');
    expect(findDateInText('Essay - Published: 2025.12.17 | programming')).toBe('2025-12-17');
    expect(findDateInText('Updated 3 hours ago')).toBeUndefined();
  });

  it('lists every date as a calendar day', () => {
    expect(datesInText('From 2019-11-19T06:51 to Nov 20, 2019; not 2 days ago')).toEqual(['2019-11-19', '2019-11-20']);
  });
});
