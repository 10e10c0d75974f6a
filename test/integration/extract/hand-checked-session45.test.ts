import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract } from './hand-checked-support.js';

/**
 * Session 45: the navigation that two documentation generators set inside a page's content, which no `<nav>` or
 * role marks. The pages' text is invented, their markup is the generators'.
 *
 * - A DocBook chapter as PostgreSQL's site serves its chunked manual (`div#docContent`): a `div.navheader` table
 *   (the chapter's title, then Prev, Up, the part's title, Home and Next) above the chapter, a `div.navfooter` table
 *   below it, and between them the `h2` title, a `div.toc` "Table of Contents" of 12 sections and 27 subsections,
 *   and two paragraphs. Readability keeps only the two paragraphs, so the region wins, and it kept both tables
 *   ("| [Prev](…) | [Up](…) | … | [Next](…) |") until DocBook's two class names joined the chrome words.
 * - A module page of a web server's manual in the layout of Apache httpd's: the `h1`, a `div.toplang` paragraph
 *   "Available Languages: de | en | fr | ja" whose links other than the page's own language carry `hreflang`, the
 *   module's table, a summary, the directives' list, and two `div.directive-section`s, each after a `div.top` link
 *   back to `#page-header` drawn as `<img alt="top">`; a `div.bottomlang` repeats the languages. Readability wins
 *   and kept both language paragraphs and every "top" picture.
 */

const CHAPTER_URL = 'https://quillstore.dev/docs/3.2/store.html';
const MODULE_URL = 'https://kestrel.example.org/docs/3.1/mod/mod_tally.html';

describe('a DocBook chapter with its navigation header and footer', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('docbook-chapter-with-navigation-header-and-footer.html', CHAPTER_URL);
  });

  it('leaves out the Prev, Up, Home and Next tables above and below the chapter', () => {
    expect(doc.text).not.toMatch(/\[(?:Prev|Up|Home|Next)\]\(/);
    expect(doc.text).not.toContain('Part II. The Query Language');
    expect(doc.text).not.toContain('4.3. Calling Procedures');
    expect(doc.text).not.toContain('| --- |');
  });

  it("keeps the chapter: its title, the table of contents with its subsections, and the introduction", () => {
    expect(doc.stage).toBe('cleaned-body');
    expect(doc.text).toContain('## Chapter 5. Defining Stores\n\n**Table of Contents**\n\n[5.1. Table Basics](https://quillstore.dev/docs/3.2/store-basics.html)');
    expect(doc.text).toContain('[5.4.6. Exclusion Constraints](https://quillstore.dev/docs/3.2/store-constraints.html#STORE-CONSTRAINTS-6)');
    expect(doc.text).toContain('[5.12. Foreign Data](https://quillstore.dev/docs/3.2/store-foreign-data.html)');
    expect(doc.text).toMatch(/This chapter shows how a store's shape is declared before any record is written to it\. .+\n\nAfter that it shows how tables are grouped into schemas, .+ live on another server\.$/);
  });

  it("keeps no site navigation or footer", () => {
    expect(doc.text).not.toContain('Download');
    expect(doc.text).not.toContain('Copyright');
  });
});

describe("a web server manual's module page with its language links and pictures back to the top", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('server-manual-module-page-with-language-links.html', MODULE_URL);
  });

  it('leaves out the "Available Languages" paragraphs above and below the page', () => {
    expect(doc.text).not.toContain('Available Languages');
    expect(doc.text).not.toContain('/docs/de/mod/mod_tally.html');
  });

  it('leaves out each picture that links back to the top of the page', () => {
    expect(doc.text).not.toContain('up.gif');
    expect(doc.text).not.toContain('![top]');
    expect(doc.text).toContain('a monitoring job should read the file before the server is stopped.\n\n## TallyFile Directive');
    expect(doc.text).toContain('```config\nTallyFile "logs/tally.txt"\n```\n\n## TallyInterval Directive');
  });

  it("keeps the module: its heading, its table, the summary and every directive with its table, example and note", () => {
    expect(doc.stage).toBe('readability');
    expect(doc.text.startsWith('## Kestrel Module mod_tally\n\n|  |  |\n| --- | --- |\n| [Description:](https://kestrel.example.org/docs/3.1/mod/module-dict.html#Description) | Counts requests per virtual host and writes the totals to a file |')).toBe(true);
    expect(doc.text).toContain('### Summary\n\nThis module keeps a running count of the requests each virtual host answers');
    expect(doc.text).toContain('| [Syntax:](https://kestrel.example.org/docs/3.1/mod/directive-dict.html#Syntax) | `TallyInterval seconds` |');
    expect(doc.text).toMatch(/Sets how many seconds pass between two writes of the totals\. .+\n\nThe interval is measured from the end of the last write, not from its start, so the writes drift slowly on a loaded machine\.$/);
  });
});
