import { describe, expect, it } from 'vitest';
import { findPublicationDateInText, findRevisionDateInText, labelsOtherDate, labelsRevision } from '../../../../../domain/page/metadata/publication-date.js';

/**
 * Session 33's date rule: "Last revision" labels a revision (a wiki's or a manual's footer, a
 * specification's history line), as "Last updated" and "Revised" do, so the date after it is no publication.
 */

describe('a date labelled "Last revision"', () => {
  it('is no publication date', () => {
    expect(findPublicationDateInText('Last revision: 14 March 2024')).toBeUndefined();
    expect(findPublicationDateInText('Last revision March 14, 2024')).toBeUndefined();
    expect(findPublicationDateInText('Last revision on 2024-03-14 09:12')).toBeUndefined();
    expect(findPublicationDateInText('14 March 2024', 'Last revision:')).toBeUndefined();
    expect(findPublicationDateInText('Revision: 2024-03-14')).toBeUndefined();
  });

  it('is a revision date', () => {
    expect(findRevisionDateInText('Last revision: 14 March 2024')).toBe('2024-03-14');
    expect(findRevisionDateInText('14 March 2024', 'Last revision:')).toBe('2024-03-14');
    expect(labelsRevision('Last revision:')).toBe(true);
    expect(labelsRevision('Revision')).toBe(true);
    expect(labelsOtherDate('Last revision:')).toBe(true);
  });

  it('leaves the publication date before it, and the revision after it, each its own', () => {
    const line = 'Published 2 March 2024 · Last revision 9 April 2024';
    expect(findPublicationDateInText(line)).toBe('2024-03-02');
    expect(findRevisionDateInText(line)).toBe('2024-04-09');
  });

  it('leaves a date labelled as published, or not labelled, a publication', () => {
    expect(labelsOtherDate('Published:')).toBe(false);
    expect(labelsRevision('Published:')).toBe(false);
    expect(findPublicationDateInText('Published 14 March 2024')).toBe('2024-03-14');
    expect(findPublicationDateInText('14 March 2024', 'By Ana Ruiz ·')).toBe('2024-03-14');
  });
});
