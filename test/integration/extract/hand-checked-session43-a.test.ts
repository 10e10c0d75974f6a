import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract } from './hand-checked-support.js';

/**
 * Session 43, helper a: pages (invented text) for the rules of commits 1c4224a, e4a990f and 9eb4143. A Sphinx tutorial
 * in the layout of Django's documentation: a section whose id is its heading's anchor after a one-letter prefix
 * (`div.section#s-adding-related-objects`) is hidden from Readability's unlikely-name test ("related"), so the section
 * stays; the `<h1>` of `div#hd` wholly linking to `../index.html` (the documentation set's name, "Harbor 3.2
 * documentation") is no page heading, so the title is the page's own; a release-notes part whose
 * `div.section#s-member-username-…` is its heading's anchor names no author. An AsciiDoc manual page whose
 * `h2#_mapping_authors` "MAPPING AUTHORS" names no author either. A Javadoc class page whose declarations
 * (`div.type-signature`, `div.member-signature`) link their types to their pages: the class's declaration, a
 * constructor's with two linked parameter types and methods' with a linked return type stay in the text. What stays
 * right beside them: each page's description and sections, and no header navigation, sidebar or footer.
 */

describe("a tutorial page (Sphinx, Django's documentation layout) with an \"Adding related objects\" section, the set's name as div#hd's h1 and a Member.username section", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('docs-tutorial-related-objects-section-set-name-header.html', 'https://docs.harborproject.example/en/3.2/intro/tutorial07/');
  });

  it('keeps the section div.section#s-adding-related-objects, its heading, paragraphs and code, after the section before it', () => {
    expect(doc.text).toContain('whether librarians can fill it in without hunting.\n\n## Adding related objects\n\nThe console now shows books nicely, but every `Book` owns several `Copy` records, and the book page says nothing about them.\n\nNot yet, anyway.\n\nOne way to fix this is to register `Copy` on its own, the way we registered `Book`.');
    expect(doc.text).toContain("class CopyInline(console.StackedInline):\n    model = Copy\n    extra = 2\n\n\nclass BookConsole(console.ModelConsole):\n    fields = ['shelf_mark', 'title']\n    inlines = [CopyInline]");
    expect(doc.text).toContain('This tells Harbor that `Copy` records are edited on the `Book` page, with room for two new copies by default.');
    expect(doc.text).toMatch(/Each time you come back to an existing book, two empty slots wait below the saved copies, .*which sets one copy per table row\.\n\n## Customize the console change list\n/);
  });

  it("takes the page's own heading for its title, not the documentation set's name in div#hd's h1 linking ../index.html", () => {
    expect(doc.title).toBe('Writing your first Harbor app, part 7');
    expect(doc.text).not.toContain('Harbor 3.2 documentation');
  });

  it('names no author: the section div.section#s-member-username-… is its heading\'s anchor, and its link no byline', () => {
    expect(doc.author).toBeUndefined();
    expect(doc.text).toMatch(/## Changes in Harbor 3\.2\n\nIf you wrote this tutorial’s code against an earlier release, two changes in Harbor 3\.2 touch it\.\n\n### \[`Member\.username`\]\([^)]*\) `max_length` increased to 150\n\nLibrarians sign in to the console with their member name/);
  });

  it('keeps the introduction and every section in order, without the header, sidebar or footer navigation', () => {
    expect(doc.text).toMatch(/^#+ Writing your first Harbor app, part 7\n\nThis tutorial picks up where \[Tutorial 6\]\([^)]*\) stopped\./);
    expect(doc.text).toMatch(/## Customize the console form\n[\s\S]*\n## Adding related objects\n[\s\S]*\n## Customize the console change list\n[\s\S]*\n## Changes in Harbor 3\.2\n[\s\S]*\n### Inlines remember their collapsed state\n[\s\S]*\n## What’s next\?\n\nThis is the end of the beginner tutorial\./);
    for (const chrome of ['Table of contents', 'Module index', 'Table of Contents', 'Previous topic', 'Next topic', 'Quick search', 'Last update', 'previous', 'Advanced tutorial: Packaging a reusable app']) expect(doc.text, chrome).not.toContain(chrome);
  });
});

describe('a manual page (AsciiDoc) with a "MAPPING AUTHORS" section, h2#_mapping_authors', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('manual-page-mapping-authors-section.html', 'https://quill-vcs.example/docs/quill-tally.html');
  });

  it('names no author: the heading h2#_mapping_authors is its section\'s, not a byline', () => {
    expect(doc.author).toBeUndefined();
  });

  it('keeps the MAPPING AUTHORS section under its heading, with its example and the reference after it', () => {
    expect(doc.text).toContain('## MAPPING AUTHORS\n\nPeople often record changes under more than one name or address over the years: a maiden name, a work address and a home one.');
    expect(doc.text).toContain('```\nRosa Lindqvist <rosa@tern.example> <r.lindqvist@oldmail.example>\nTomasz Ebbe <tomasz@tern.example> Tom Ebbe <tom@tern.example>\n```\n\nSee [quillmap(5)](https://quill-vcs.example/docs/quillmap.html) for the full format of the file');
  });

  it('keeps the title, the name line, the synopsis and the description, without the footer', () => {
    expect(doc.title).toBe('quill-tally(1)');
    expect(doc.text).toContain('quill-tally - Count the changes in a history by who made them');
    expect(doc.text).toContain('```\nquill tally [-n | --numbered] [-e | --email] [--since=<date>] [<revision-range>]\nquill log --pretty=short | quill tally [<options>]\n```');
    expect(doc.text).toContain('## DESCRIPTION\n\nGroups the changes of a history by the person who recorded them and prints, for each person, how many changes they made');
    expect(doc.text).not.toContain('Last updated');
  });
});

describe('an API reference class page (Javadoc) whose declarations link their types to their pages', () => {
  let doc: ExtractedDocument;
  const STATION = '[Station](https://api.tidewater.example/2.4/org/example/tidewater/Station.html)';
  const READING = '[Reading](https://api.tidewater.example/2.4/org/example/tidewater/Reading.html)';
  const JDK = 'https://api.tidewater.example/jdk/java.base/java';
  beforeAll(async () => {
    doc = await extract('api-reference-class-linked-type-signatures.html', 'https://api.tidewater.example/2.4/org/example/tidewater/TideTable.html');
  });

  it("keeps the class's declaration, its linked supertypes, before the description", () => {
    expect(doc.text).toContain(`public class TideTable extends [Object](${JDK}/lang/Object.html) implements [Cloneable](${JDK}/lang/Cloneable.html)\n\nA year of predicted high and low waters for one tide gauge`);
  });

  it('keeps the signature of a constructor with two linked parameter types, above its description', () => {
    expect(doc.text).toContain(`public TideTable(${STATION} station, [Year](${JDK}/time/Year.html) year)\n\n    Builds the table of the given year for a station.`);
  });

  it('keeps the signatures of methods whose return type links to its page', () => {
    expect(doc.text).toContain(`public ${READING} highWater([LocalDate](${JDK}/time/LocalDate.html) day)\n\n    Returns the highest water predicted on a day.`);
    expect(doc.text).toContain(`public [Iterator](${JDK}/util/Iterator.html)<${READING}\\> readings()\n\n    Returns the year's predicted high and low waters in time order.`);
    expect(doc.text).toContain(`public [Object](${JDK}/lang/Object.html) clone()\n\n    Returns an independent copy of this table, which another thread may use`);
  });

  it('keeps the signatures with one linked parameter type, the title, the description and the summary tables, without the navigation bar or footer', () => {
    expect(doc.text).toContain(`public TideTable(${STATION} station)\n\n    Builds the table of the current year for a station, in the station's own time zone.`);
    expect(doc.text).toContain(`public boolean isSpringTide([LocalDate](${JDK}/time/LocalDate.html) day)`);
    expect(doc.title).toBe('TideTable (Tidewater 2.4 API)');
    expect(doc.text).toContain("Tables are not safe for use by several threads at once; give each thread its own [`clone()`](https://api.tidewater.example/2.4/org/example/tidewater/TideTable.html#clone%28%29) instead of sharing one table.");
    expect(doc.text).toContain('| Builds the table of the given year for a station. |');
    expect(doc.text).toContain('| Returns the year\'s predicted high and low waters in time order. |');
    for (const chrome of ['Skip navigation links', 'SEARCH', 'All Methods', 'Instance Methods', 'Copyright', 'issue tracker']) expect(doc.text, chrome).not.toContain(chrome);
  });
});
