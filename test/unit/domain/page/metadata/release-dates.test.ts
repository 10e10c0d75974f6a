import { describe, expect, it } from 'vitest';
import { findPublicationDateInText, labelsOtherDate } from '../../../../../domain/page/metadata/publication-date.js';

/**
 * Session 36: a work's release date (a game's "released on Oct 19, 2023" under its title on Backloggd, a
 * show's "premiered on", "first aired") dates the work, not the page: it is no publication date.
 */
describe('release dates are no publication', () => {
  it.each(['Cinderwell Cartographers released on', 'The series premiered on', 'First aired:', 'Episode 1 first aired on Sunday,'])('reads %j as labelling another date', (before) => {
    expect(labelsOtherDate(before)).toBe(true);
  });

  it('finds no publication in a game\'s "released on Oct 19, 2023", and still the date a post states', () => {
    expect(findPublicationDateInText('released on Oct 19, 2023')).toBeUndefined();
    expect(findPublicationDateInText('Oct 19, 2023', 'Cinderwell Cartographers (2023) Tidefall Games released on')).toBeUndefined();
    expect(findPublicationDateInText('premiered on 4 March 2024')).toBeUndefined();
    expect(findPublicationDateInText('Posted on Oct 19, 2023')).toBe('2023-10-19');
  });

  it('passes over the release to the publication after it', () => {
    expect(findPublicationDateInText('First aired March 2, 2021. Review published March 9, 2021')).toBe('2021-03-09');
  });
});
