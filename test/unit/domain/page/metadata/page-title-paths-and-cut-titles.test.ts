import { describe, expect, it } from 'vitest';
import { choosePageTitle } from '../../../../../domain/page/metadata/page-title.js';

/**
 * Session 33's title rules: a title written as a path between " :: " (MySQL's reference manual) names the
 * page in its last part, and a title the site cut short with an ellipsis (Launchpad's bug pages) gives way
 * to the `<h1>` it opens.
 */

describe('choosePageTitle: a path of parts between " :: "', () => {
  it("takes the last part of a path of three parts or more (MySQL's \"MySQL :: MySQL 8.4 Reference Manual :: 15.1.15 CREATE INDEX Statement\")", () => {
    const documentTitle = 'MySQL :: MySQL 8.4 Reference Manual :: 15.1.15 CREATE INDEX Statement';
    expect(choosePageTitle({ documentTitle, siteNames: ['MySQL'] })).toBe('15.1.15 CREATE INDEX Statement');
    // Without a site name to drop, the path still ends with the page.
    expect(choosePageTitle({ documentTitle, siteNames: [] })).toBe('15.1.15 CREATE INDEX Statement');
    expect(choosePageTitle({ documentTitle: 'Larkspur :: User Guide :: Networking :: Configuring a static route', siteNames: [] })).toBe('Configuring a static route');
  });

  it('passes over a last part that names the site: the page is the last part left', () => {
    expect(choosePageTitle({ documentTitle: 'User Guide :: Configuring a static route :: Larkspur Docs', siteNames: ['Larkspur Docs'] })).toBe('Configuring a static route');
  });

  it('leaves a title of two parts between " :: " as before: its first part', () => {
    expect(choosePageTitle({ documentTitle: 'Release notes :: Version 4.2', siteNames: [] })).toBe('Release notes');
    expect(choosePageTitle({ documentTitle: 'Configuring a static route :: User Guide', siteNames: [] })).toBe('Configuring a static route');
  });

  it('leaves titles of three parts between other separators as before: the first part is the page', () => {
    expect(choosePageTitle({ documentTitle: 'CREATE INDEX Statement | MySQL 8.4 Reference Manual | MySQL', siteNames: ['MySQL'] })).toBe('CREATE INDEX Statement');
    expect(choosePageTitle({ documentTitle: 'Configuring a static route | User Guide | Larkspur', siteNames: [] })).toBe('Configuring a static route');
    expect(choosePageTitle({ documentTitle: 'Configuring a static route - User Guide - Larkspur', siteNames: ['Larkspur'] })).toBe('Configuring a static route');
  });
});

describe('choosePageTitle: a stated title cut short with an ellipsis', () => {
  const launchpad = 'Bug #2051837 “Printer queue stalls after resume from suspend when ...” : Bugs : cups package : Ubuntu';
  const heading = 'Printer queue stalls after resume from suspend when the printer was discovered via mDNS';

  it("gives way to the heading it opens (Launchpad's bug title, cut before what the site adds)", () => {
    expect(choosePageTitle({ documentTitle: launchpad, headings: [heading], siteNames: ['Launchpad'] })).toBe(heading);
    expect(choosePageTitle({ documentTitle: launchpad, socialTitle: launchpad, headings: [heading], siteNames: [] })).toBe(heading);
  });

  it('gives way to the heading where the title ends with a typographic ellipsis', () => {
    const question = 'Why does my sourdough starter smell like nail polish after a week in the fridge?';
    expect(choosePageTitle({ documentTitle: 'Why does my sourdough starter smell like nail polish after…', headings: [question], siteNames: [] })).toBe(question);
    expect(choosePageTitle({ documentTitle: 'Why does my sourdough starter smell like nail polish after… - Crumb & Crust Forum', headings: [question], siteNames: ['Crumb & Crust Forum'] })).toBe(question);
  });

  it('stays where the heading does not continue it', () => {
    expect(choosePageTitle({ documentTitle: launchpad, headings: ['Duplex jobs print blank pages on a Brother laser printer'], siteNames: [] })).toBe(launchpad);
    expect(choosePageTitle({ documentTitle: 'Why does my sourdough starter smell like nail polish after…', headings: ['Recent topics'], siteNames: [] })).toBe('Why does my sourdough starter smell like nail polish after…');
    // A heading that shares the title's first words but goes another way does not continue what was cut.
    const cut = 'Printer queue stalls after resume from suspend when ...';
    expect(choosePageTitle({ documentTitle: cut, headings: ['Printer queue stalls after a firmware update on the printer'], siteNames: [] })).toBe(cut);
    // Nor does one that opens with fewer than twelve letters of what was cut.
    expect(choosePageTitle({ documentTitle: 'Notes on Rust ...', headings: ['Rust ownership in practice'], siteNames: [] })).toBe('Notes on Rust ...');
  });

  it('stays where no heading is given, or the title has no ellipsis', () => {
    expect(choosePageTitle({ documentTitle: launchpad, siteNames: [] })).toBe(launchpad);
    expect(choosePageTitle({ documentTitle: 'Printer queue stalls after resume from suspend', headings: [heading], siteNames: [] })).toBe('Printer queue stalls after resume from suspend');
  });
});
