import { describe, expect, it } from 'vitest';
import { datesInText, findDateInText, findPublicationDateInText, findRevisionDateInText, labelsOtherDate, labelsRevision, normalizePublicationDate, writesDay } from '../../../../../domain/page/metadata/publication-date.js';

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
    ['2024 Feb 5', '2024-02-05'],
    ['2024 Feb 5;24:391', '2024-02-05'],
    // A dotted date puts the day first, whatever its day; other languages' month names after a day; CJK dates.
    ['05.03.2024, 14:32 Uhr', '2024-03-05'],
    ['5. März 2024', '2024-03-05'],
    ['Dienstag, 5. März 2024', '2024-03-05'],
    ['5 mars 2024', '2024-03-05'],
    ['5 de marzo de 2024', '2024-03-05'],
    ['12 dicembre 2023', '2023-12-12'],
    ['2024年03月05日 14時32分', '2024-03-05'],
    ['2024년 3월 5일', '2024-03-05'],
  ])('reads %j as %j', (raw, iso) => {
    expect(normalizePublicationDate(raw)).toBe(iso);
  });

  it.each(['', 'yesterday', '2 days ago', '01/07/16', '03/04/2020', '2019-02-30', '2019-13-01', '1850-01-01', 'Nov 19', '20241008', 'Smarch 3, 2020', '2024 Smarch 5', '2024 Feb 30', '31.02.2024', '5 set 2024', 'März 5, 2024'])('refuses %j', (raw) => {
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
    expect(datesInText('BMC Public Health. 2024 Feb 5;24:391. doi: 10.1186/x')).toEqual(['2024-02-05']);
    expect(datesInText('Veröffentlicht am 5. März 2024, aktualisiert 07.03.2024; 投稿日 2024年03月05日')).toEqual(['2024-03-05', '2024-03-07', '2024-03-05']);
  });
});

describe('date labels and written days', () => {
  it('passes over join and revision dates in text', () => {
    expect(findPublicationDateInText('Joined: Wed Jul 04, 2012 · Posted 11 Sep 2024')).toBe('2024-09-11');
    expect(findPublicationDateInText('Last updated on Mon, March 3, 2025')).toBeUndefined();
    expect(findPublicationDateInText('Dec 18, 2025', 'Member since')).toBeUndefined();
    expect(findPublicationDateInText('Dec 18, 2025', 'By Ana Ruiz ·')).toBe('2025-12-18');
    // A date spelled inside an identifier or a path is no date the page states (bioRxiv's DOI under a preprint's title).
    expect(findPublicationDateInText('doi: https://doi.org/10.1101/2024.03.11.584421')).toBeUndefined();
    expect(findPublicationDateInText('https://news.example/2024/03/11/bridge-reopens')).toBeUndefined();
    expect(findPublicationDateInText('doi: 10.1101/2024.03.11.584421 · Posted March 14, 2024.')).toBe('2024-03-14');
    expect(findPublicationDateInText('Posted 2024.03.14.')).toBe('2024-03-14');
    // A date a rate, fee or rule applies from is no publication (a bank's rates, an airline's fees, an API's end of life).
    expect(findPublicationDateInText('Rates effective as of September 18, 2024')).toBeUndefined();
    expect(findPublicationDateInText('Fees below apply to tickets purchased on or after March 1, 2024.')).toBeUndefined();
    expect(findPublicationDateInText('Version 1 is deprecated and stops accepting requests on 30 September 2024.')).toBeUndefined();
    expect(labelsOtherDate('Modified:')).toBe(true);
    expect(labelsOtherDate('Published')).toBe(false);
  });

  it('finds a day written with a month name, with or without the year', () => {
    expect(writesDay('Posted Jun 2 by Polly', '2019-06-02T13:43:38-04:00')).toBe(true);
    expect(writesDay('on 2nd June 2019', '2019-06-02')).toBe(true);
    expect(writesDay('Sept. 9', '2024-09-09')).toBe(true);
    expect(writesDay('Jun 20', '2019-06-02')).toBe(false);
    expect(writesDay('June', '2019-06-02')).toBe(false);
    expect(writesDay('Jun 2', 'not a date')).toBe(false);
  });

  it('finds a date labelled as a revision, and tells revision labels from join labels', () => {
    expect(findRevisionDateInText('Updated Dec 18, 2025 · 12 min read')).toBe('2025-12-18');
    expect(findRevisionDateInText('2025-02-23', 'Last updated on')).toBe('2025-02-23');
    expect(findRevisionDateInText('Published Jan 5, 2024 · Last modified: Mar 3, 2025')).toBe('2025-03-03');
    expect(findRevisionDateInText('Dec 18, 2025')).toBeUndefined();
    expect(findRevisionDateInText('Joined: Dec 18, 2025')).toBeUndefined();
    expect(labelsRevision('Last updated on')).toBe(true);
    expect(labelsRevision('Member since')).toBe(false);
    expect(labelsRevision('Published')).toBe(false);
    expect(labelsRevision('Zuletzt aktualisiert:')).toBe(true);
    expect(labelsRevision('编辑于')).toBe(true);
    expect(findPublicationDateInText('编辑于 2024-03-05 09:11')).toBeUndefined();
    // A clock time between the label and the date (AP's dateline) keeps the label.
    expect(findRevisionDateInText('Updated 10:04 AM EST, March 2, 2024')).toBe('2024-03-02');
    expect(findPublicationDateInText('Updated 10:04 AM EST, March 2, 2024')).toBeUndefined();
    expect(findPublicationDateInText('Published 10:04 AM EST, March 2, 2024')).toBe('2024-03-02');
  });
});
