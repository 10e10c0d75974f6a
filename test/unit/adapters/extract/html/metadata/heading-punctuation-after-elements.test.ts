import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { spacedText } from '../../../../../../adapters/outbound/extract/html/metadata/page-heading-reader.js';
import { readPageMetadata } from '../../../../../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';

const documentOf = (head: string, body: string): Document => parseHTML(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`).document as unknown as Document;
/** The heading's text as titles read it: spaced at element boundaries, then squeezed. */
const headingText = (html: string): string => spacedText(documentOf('', html).querySelector('h1') as Element).replace(/\s+/g, ' ').trim();
/** Savane's item heading: the item's number a link in <i>, the colon and the summary after it. */
const SAVANE_HEADING = '<h1 class="priorityc"><i><a href="?65817">bug #65817</a></i>: quire-index loses entries after a crash during compaction</h1>';
const BODY = `<p>${'After a crash during compaction, the index no longer lists the entries written just before it. '.repeat(6)}</p>`;

describe('spacedText: punctuation that follows an element', () => {
  it("puts no space before the colon after Savane's <i>bug #65817</i>, nor before other punctuation after an element", () => {
    expect(headingText(SAVANE_HEADING)).toBe('bug #65817: quire-index loses entries after a crash during compaction');
    expect(headingText('<h1><code>readFile</code>, <code>writeFile</code>; and <em>streams</em>.</h1>')).toBe('readFile, writeFile; and streams.');
    // Words after an element are still spaced from it.
    expect(headingText('<h1><span>Release</span>notes</h1>')).toBe('Release notes');
  });

  it("reads Savane's heading as the page's title, its colon unspaced", () => {
    const head = '<title>GNU Quire - bugs: bug #65817, quire-index loses entries after a crash... [Savannah]</title>';
    const metadata = readPageMetadata(documentOf(head, `${SAVANE_HEADING}${BODY}`), 'https://savannah.gnu.org/bugs/?65817');
    expect(metadata.title).toBe('bug #65817: quire-index loses entries after a crash during compaction');
  });
});
