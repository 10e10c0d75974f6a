import { describe, expect, it } from 'vitest';
import { choosePageTitle } from '../../../../../domain/page/metadata/page-title.js';

describe('choosePageTitle: a later stated segment cut short with an ellipsis', () => {
  const savane = 'GNU Quire - bugs: bug #65817, quire-index loses entries after a crash... [Savannah]';
  const heading = 'bug #65817: quire-index loses entries after a crash during compaction';

  it("gives way to the heading that segment opens (Savane's \"GNU Quire - bugs: bug #65817, … after a crash... [Savannah]\"), not the first segment, the project's name", () => {
    expect(choosePageTitle({ documentTitle: savane, headings: [heading], siteNames: [] })).toBe(heading);
    expect(choosePageTitle({ documentTitle: savane, headings: [heading], siteNames: ['Savannah'] })).toBe(heading);
    expect(choosePageTitle({ documentTitle: 'Quillstone Forum | Why does my starter smell like nail polish after…', headings: ['Why does my starter smell like nail polish after a week in the fridge?'], siteNames: [] }))
      .toBe('Why does my starter smell like nail polish after a week in the fridge?');
  });

  it('gives way only where the segment is cut short and the heading continues it: else the first segment stays', () => {
    const other = 'bug #65818: quire-index loses entries after a crash during compaction';
    expect([heading, other, 'Browse bugs of GNU Quire'].map((h1) => choosePageTitle({ documentTitle: savane, headings: [h1], siteNames: [] }))).toEqual([heading, 'GNU Quire', 'GNU Quire']);
    expect(choosePageTitle({ documentTitle: 'GNU Quire - bugs: bug #65817, quire-index loses entries after a crash [Savannah]', headings: [heading], siteNames: [] })).toBe('GNU Quire');
  });
});
