import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { readPageMetadata } from '../../../../../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';

const documentOf = (head: string, body: string): Document => parseHTML(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`).document as unknown as Document;
const PROSE = `<p>${'The raised bed in the shade grew chard, sorrel and wild garlic better than anything in the sun. '.repeat(6)}</p>`;
/** One entry as Friendica's frio theme serves a post: its time only as `time.dt-published`, shown as "2 days ago". */
const entry = (id: number, datetime: string): string => `<div class="wall-item-container thread_level_1 h-entry" id="item-${id}">`
  + `<h4 class="media-heading"><a class="p-author h-card" href="/profile/marlene">Marlene Hofstetter</a></h4>`
  + `<small><a class="time" href="/display/${id}"><time class="dt-published" datetime="${datetime}">2 days ago</time></a></small>`
  + `<div class="wall-item-content e-content">${PROSE}</div></div>`;
const URL = 'https://social.example/display/4471203';

/**
 * Session 37: microformats state a post's publication in the `dt-published` of its `h-entry` (Friendica, Known,
 * IndieWeb themes); the date of the page's only entry is the page's. A page of several entries (a blog's index) has none of its own.
 */
describe("readPageMetadata: the dt-published of the page's one h-entry", () => {
  it("reads the publication from the only h-entry's time.dt-published, its datetime in RFC 2822 form (Friendica's \"Sat, 12 Apr 2025 11:31:04 +0200\")", () => {
    const metadata = readPageMetadata(documentOf('<title>Hochbeet im Schatten</title>', `<main>${entry(4471203, 'Sat, 12 Apr 2025 11:31:04 +0200')}</main>`), URL);
    expect(metadata.publishedAt).toBe('2025-04-12');
  });

  it('reads an ISO datetime the same way', () => {
    expect(readPageMetadata(documentOf('<title>Hochbeet im Schatten</title>', `<main>${entry(1, '2025-04-12T11:31:04+02:00')}</main>`), URL).publishedAt).toMatch(/^2025-04-12/);
  });

  it('reads no date from a page of several h-entries (an index of posts), nor from an h-entry without dt-published', () => {
    const index = `<main>${entry(1, '2025-04-12T11:31:04+02:00')}${entry(2, '2025-03-02T09:00:00+01:00')}</main>`;
    expect(readPageMetadata(documentOf('<title>Posts</title>', index), 'https://social.example/profile/marlene').publishedAt).toBeUndefined();
    const undated = `<main><div class="h-entry"><h4>Marlene Hofstetter</h4><div class="e-content">${PROSE}</div></div></main>`;
    expect(readPageMetadata(documentOf('<title>Hochbeet im Schatten</title>', undated), URL).publishedAt).toBeUndefined();
  });
});
