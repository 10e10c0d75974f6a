import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { contentHeadings } from '../../../../../../adapters/outbound/extract/html/metadata/page-heading-reader.js';
import { readPageMetadata } from '../../../../../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';

/**
 * Session 33's heading rule: a link that edits the heading's page (Launchpad's "Edit" after a bug's
 * title, a wiki's "[edit]") is no word of the heading, wherever it points.
 */

const BUG = 'https://bugs.launchpad.net/ubuntu/+source/cups/+bug/2051837';
const documentOf = (head: string, body: string): Document => parseHTML(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`).document as unknown as Document;
const BODY = `<p>${'After resuming a laptop from suspend, jobs sent to a network printer stay in the queue. '.repeat(6)}</p>`;
const TITLE = 'Printer queue stalls after resume from suspend when the printer was discovered via mDNS';
const LAUNCHPAD_HEADING = `<div id="watermark-heading"><h1 id="edit-title" class="yui3-editable_text">
  <span class="yui3-editable_text-text ellipsis">${TITLE}</span>
  <a class="yui3-editable_text-trigger sprite edit action-icon" href="+edit" title="Edit summary">Edit</a>
</h1></div>`;
const headingTexts = (body: string, url = BUG): string[] => contentHeadings(documentOf('', body), url).map((heading) => heading.text);

describe('contentHeadings: an edit link in the heading', () => {
  it("reads Launchpad's bug heading without its \"Edit\" link", () => {
    expect(headingTexts(`${LAUNCHPAD_HEADING}${BODY}`)).toEqual([TITLE]);
  });

  it('drops an edit link before the text, a wiki\'s "[edit]", and one that points to another page', () => {
    expect(headingTexts(`<h1><a href="/wiki/Bridges?action=edit">[edit]</a> River bridges</h1>${BODY}`)).toEqual(['River bridges']);
    expect(headingTexts(`<h1>River bridges <a href="https://wiki.example/edit/River_bridges">edit</a></h1>${BODY}`)).toEqual(['River bridges']);
    expect(headingTexts(`<h1>River bridges <a href="#edit">EDIT</a></h1>${BODY}`)).toEqual(['River bridges']);
  });

  it('keeps "Edit" where it is a word of the heading and no link, and a link that says more', () => {
    expect(headingTexts(`<h1>How to Edit Photos</h1>${BODY}`)).toEqual(['How to Edit Photos']);
    expect(headingTexts(`<h1>Edit</h1>${BODY}`)).toEqual(['Edit']);
    expect(headingTexts(`<h1>River bridges <a href="/history">Edit history</a></h1>${BODY}`)).toEqual(['River bridges Edit history']);
  });

  it('still drops a permalink mark into the page, and keeps a "#" that links elsewhere', () => {
    expect(headingTexts(`<h1><a class="Heading-anchor" href="#create_price">#</a>Create a price</h1>${BODY}`)).toEqual(['Create a price']);
    expect(headingTexts(`<h1>Create a price <a href="/tags/1">#</a></h1>${BODY}`)).toEqual(['Create a price #']);
  });
});

describe('readPageMetadata: a bug page whose <title> was cut short', () => {
  it("takes the whole title from the heading, without its \"Edit\" link (Launchpad's)", () => {
    const head = '<title>Bug #2051837 “Printer queue stalls after resume from suspend when ...” : Bugs : cups package : Ubuntu</title>';
    expect(readPageMetadata(documentOf(head, `${LAUNCHPAD_HEADING}${BODY}`), BUG).title).toBe(TITLE);
  });
});
