import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { readByline } from '../../../../../../adapters/outbound/extract/html/metadata/byline-reader.js';
import { collectStatementElements } from '../../../../../../adapters/outbound/extract/html/metadata/statement-elements.js';
import { readPageMetadata } from '../../../../../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';

const documentOf = (body: string, head = ''): Document => parseHTML(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`).document as unknown as Document;
const bylineOf = (body: string): string | undefined => readByline(collectStatementElements(documentOf(body)).bylineCandidates);
const MESSAGE = `<div class="description">${'Schedule alarms from a monotonic clock so the repeated autumn hour fires each alarm once. '.repeat(6)}</div>`;

/** hgweb's changeset table: every row's header and cell are classed "author", the parents' and children's too. */
const CHANGESET = '<table id="changesetEntry">'
  + '<tr><th class="author">author</th><td class="author">Ingrid Vallmark &lt;ingrid&#64;vallmark.example.net&gt;</td></tr>'
  + '<tr><th class="date">date</th><td class="date age">Fri, 03 May 2024 10:11:12 +0200</td></tr>'
  + '<tr><th class="author">parents</th><td class="author"><a href="/tidewater/rev/9a01d3c5e6f2">9a01d3c5e6f2</a></td></tr>'
  + '<tr><th class="author">children</th><td class="author"><a href="/tidewater/rev/c3b8e0f41a92">c3b8e0f41a92</a></td></tr>'
  + '</table>';

describe("readByline: a table's header cells (hgweb's th.author)", () => {
  it('reads the name in the author row\'s cell, without its address, and not the "parents" row\'s header', () => {
    const page = `<h1>tidewater: 4f2c9e8a1b7d</h1>${MESSAGE}${CHANGESET}`;
    expect(bylineOf(page)).toBe('Ingrid Vallmark');
    expect(readPageMetadata(documentOf(page, '<title>tidewater: 4f2c9e8a1b7d</title>'), 'https://hg.tidewater.example/tidewater/rev/4f2c9e8a1b7d').author).toBe('Ingrid Vallmark');
  });

  it('takes no header cell for a byline, whatever its class', () => {
    expect(bylineOf(`<h1>Changeset</h1>${MESSAGE}<table><tr><th class="author">parents</th><td>9a01d3c5e6f2</td></tr></table>`)).toBeUndefined();
  });
});
