import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { readPageMetadata } from '../../../../../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';

const documentOf = (head: string, body: string): Document => parseHTML(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`).document as unknown as Document;
const URL_ = 'https://forum.example/index.php?topic=9182.0';
const POST = `<div class="windowbg"><div class="post"><div class="inner">${'Third coat of oil-based satin polyurethane went on nine days ago and the top is still tacky. '.repeat(4)}</div></div></div>`;
const topic = (line: string): Document => documentOf('<title>Oil-based poly still tacky after nine days</title>',
  `<div id="display_head" class="information"><h2 class="display_title"><span id="top_subject">Oil-based poly still tacky after nine days</span></h2><p>${line}</p></div><div id="forumposts">${POST}</div>`);

describe('readPageMetadata: who posted the page, said on its dateline', () => {
  it("names the topic's starter from SMF's line under the subject, \"Started by NAME, DATE\", beside its date", () => {
    const metadata = readPageMetadata(topic('Started by Corwen Ashdale, March 14, 2026, 08:02:51 AM'), URL_);
    expect(metadata.author).toBe('Corwen Ashdale');
    expect(metadata.publishedAt).toBe('2026-03-14');
    expect(readPageMetadata(topic('Posted by <a href="/index.php?action=profile;u=27">Hesketh Varley</a> on March 14, 2026'), URL_).author).toBe('Hesketh Varley');
  });

  it('names no one from a dateline that says who edited the page, or says no name', () => {
    expect(readPageMetadata(topic('Last edited by Corwen Ashdale, March 14, 2026, 08:02:51 AM'), URL_).author).toBeUndefined();
    expect(readPageMetadata(topic('March 14, 2026, 08:02:51 AM'), URL_).author).toBeUndefined();
  });

  it("prefers a byline the markup marks to the dateline's name", () => {
    const marked = documentOf('<title>Oil-based poly still tacky after nine days</title>', `<h2>Oil-based poly still tacky after nine days</h2><p>Started by Corwen Ashdale, March 14, 2026</p><span class="author">Ottilie Brandreth</span>${POST}`);
    expect(readPageMetadata(marked, URL_).author).toBe('Ottilie Brandreth');
  });
});
