import { describe, expect, it } from 'vitest';
import { choosePageTitle } from '../../../../../domain/page/metadata/page-title.js';

describe('choosePageTitle: icon glyphs before a title', () => {
  it("drops the anchor glyph Phabricator sets before a task's title (\"⚓ T48213 …\")", () => {
    expect(choosePageTitle({ documentTitle: '⚓ T48213 Tile server drops requests after a config reload', siteNames: ['Wikimedia Phabricator'] })).toBe('T48213 Tile server drops requests after a config reload');
    expect(choosePageTitle({ documentTitle: '⚓ T48213 Tile server drops requests after a config reload', headings: ['⚓ T48213 Tile server drops requests after a config reload'], siteNames: [] })).toBe('T48213 Tile server drops requests after a config reload');
  });

  it("drops an emoji and its space before a post's title, joined emoji and variation selectors too", () => {
    expect(choosePageTitle({ documentTitle: '🚀 Shipping our first release', siteNames: [] })).toBe('Shipping our first release');
    expect(choosePageTitle({ documentTitle: '👩‍💻 Notes from a week of pair programming', siteNames: [] })).toBe('Notes from a week of pair programming');
    expect(choosePageTitle({ documentTitle: '❤️ Thank you, contributors', siteNames: [] })).toBe('Thank you, contributors');
    // A glyph inside the title, or one with no space after it, is kept.
    expect(choosePageTitle({ documentTitle: 'Release notes 🚀 spring', siteNames: [] })).toBe('Release notes 🚀 spring');
  });
});

describe("choosePageTitle: a forum's \"Forum: Thread\" title over a skin <h1> of the forum's name", () => {
  const forumTitle = 'Fossil Forum: Autosync after commit hangs when the remote uses a self-signed certificate';
  const thread = 'Autosync after commit hangs when the remote uses a self-signed certificate';

  it("takes the post's own <h1>, which ends the title, over the skin's <h1>Fossil Forum</h1>, which opens it", () => {
    expect(choosePageTitle({ documentTitle: forumTitle, headings: ['Fossil Forum', thread], siteNames: [] })).toBe(thread);
    // A later <h1> that does not end the title is no fuller heading.
    expect(choosePageTitle({ documentTitle: forumTitle, headings: ['Fossil Forum', 'Recent posts'], siteNames: [] })).toBe('Fossil Forum');
  });
});
