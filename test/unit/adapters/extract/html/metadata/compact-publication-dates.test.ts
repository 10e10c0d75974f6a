import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { readPageMetadata } from '../../../../../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { normalizePublicationDate } from '../../../../../../domain/page/metadata/publication-date.js';

/**
 * Session 33's compact-date rule: a date in ISO 8601's basic form, eight digits, reads as a date where a
 * `<meta>` or microdata states it (Bandcamp's `<meta itemprop="datePublished" content="20250314">`, an old
 * CMS's `<meta name="pubdate" content="20240315">`). Eight digits in text stay a number.
 */

const URL_ = 'https://vesselhum.music.example/album/harbor-lights-in-reverse';
const documentOf = (head: string, body: string): Document => parseHTML(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`).document as unknown as Document;
const TEXT = `<p>${'Seven pieces built from cassette loops recorded on the night ferry between the two harbours. '.repeat(8)}</p>`;
const album = (dated: string): string => `<div id="name-section" itemscope itemtype="http://schema.org/MusicAlbum"><h2 class="trackTitle" itemprop="name">Harbor Lights in Reverse</h2>${dated}`
  + '<h3>by <span itemprop="byArtist" itemscope itemtype="http://schema.org/MusicGroup"><a href="/" itemprop="url"><span itemprop="name">Vessel Hum</span></a></span></h3></div>'
  + `${TEXT}<div class="tralbumData tralbum-credits">released March 14, 2025</div>`;
const HEAD = '<title>Harbor Lights in Reverse | Vessel Hum</title>';

describe('readPageMetadata: an eight-digit date the markup states', () => {
  it('reads a <meta itemprop="datePublished" content="20250314"> the page shows as "March 14, 2025" as 2025-03-14 (Bandcamp\'s album)', () => {
    expect(readPageMetadata(documentOf(HEAD, album('<meta itemprop="datePublished" content="20250314">')), URL_).publishedAt).toBe('2025-03-14');
  });

  it("reads a dated item's microdata <meta itemprop=\"datePublished\" content=\"20250314\"> as 2025-03-14", () => {
    const body = `<article itemscope itemtype="https://schema.org/BlogPosting"><meta itemprop="datePublished" content="20250314"><h1 itemprop="headline">Harbor Lights in Reverse</h1>${TEXT}</article>`;
    expect(readPageMetadata(documentOf(HEAD, body), URL_).publishedAt).toBe('2025-03-14');
  });

  it('reads a <meta name="pubdate" content="20240315"> in the head, the day the page shows, as 2024-03-15', () => {
    const metadata = readPageMetadata(documentOf(`${HEAD}<meta name="pubdate" content="20240315">`, `<article><h1>Harbor Lights in Reverse</h1>${TEXT}<footer><p>The first pressing sold out on 15 March 2024.</p></footer></article>`), URL_);
    expect(metadata.publishedAt).toBe('2024-03-15');
  });

  it('reads no date from eight digits that are no day (month 13), nor from seven digits', () => {
    const body = `<article><h1>Harbor Lights in Reverse</h1>${TEXT}</article>`;
    const shown = `<article><h1>Harbor Lights in Reverse</h1>${TEXT}<footer><p>The first pressing sold out on 15 March 2024.</p></footer></article>`;
    expect(readPageMetadata(documentOf(`${HEAD}<meta name="pubdate" content="20241399">`, body), URL_).publishedAt).toBeUndefined();
    expect(readPageMetadata(documentOf(`${HEAD}<meta name="pubdate" content="2024031">`, shown), URL_).publishedAt).toBeUndefined();
    expect(readPageMetadata(documentOf(`${HEAD}<meta name="pubdate" content="18240315">`, shown), URL_).publishedAt).toBeUndefined();
  });
});

describe('an eight-digit number in text', () => {
  it('is no date by itself', () => {
    expect(normalizePublicationDate('20241008')).toBeUndefined();
  });

  it('gives a page that states no date none, even set beside a "Published" label', () => {
    const metadata = readPageMetadata(documentOf(HEAD, `<article><h1>Harbor Lights in Reverse</h1><p class="date">Published 20241008</p><p>Catalogue number 20250314.</p>${TEXT}</article>`), URL_);
    expect(metadata.publishedAt).toBeUndefined();
  });
});
