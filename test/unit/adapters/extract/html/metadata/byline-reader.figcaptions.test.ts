import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { readByline } from '../../../../../../adapters/outbound/extract/html/metadata/byline-reader.js';
import { collectStatementElements } from '../../../../../../adapters/outbound/extract/html/metadata/statement-elements.js';
import { readPageMetadata } from '../../../../../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';

/**
 * Session 33's caption rule: a byline-named element inside a picture's `<figcaption>` (SVT's
 * `span.nyh_image__byline` "Foto: Mattias Grönberg/SVT") names who took the picture, not who wrote the
 * page: it is no byline, and the article's own bylines and its JSON-LD `Person` authors stand.
 */

const URL_ = 'https://www.nordnytt.example/nyheter/lokalt/jamtland/fjallstugor-stangs';
const documentOf = (body: string, head = ''): Document => parseHTML(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`).document as unknown as Document;
const bylineOf = (body: string): string | undefined => readByline(collectStatementElements(documentOf(body)).bylineCandidates);
const BODY = `<p>${'Under förra vintersäsongen larmades fjällräddningen ut fler gånger än någon gång tidigare. '.repeat(12)}</p>`;
const FIGURE = '<figure class="nyh_image"><img src="https://static.nordnytt.example/image/1.jpg" alt="En fjällstuga i snöstorm">'
  + '<figcaption class="nyh_image__caption"><span class="nyh_image__text">Stugan håller stängt i vinter.</span> <span class="nyh_image__byline">Foto: Mattias Grönberg/Nordnytt</span></figcaption></figure>';
const BYLINES = '<div class="nyh_byline"><a class="nyh_byline__name" href="mailto:elin@nordnytt.example">Elin Åhlund</a> <span class="nyh_byline__title">Reporter</span></div>';
const HEAD = '<title>Fjällstugor stängs | Nordnytt</title><script type="application/ld+json">'
  + JSON.stringify({ '@context': 'http://schema.org', '@type': 'NewsArticle', headline: 'Fjällstugor stängs', datePublished: '2024-11-08T06:34:00.000Z', author: [{ '@type': 'Person', name: 'Elin Åhlund' }, { '@type': 'Person', name: 'Mattias Grönberg' }] })
  + '</script>';

describe('readByline: a byline in a picture\'s caption', () => {
  it('passes over the caption\'s "Foto: …" byline to the article\'s own', () => {
    expect(bylineOf(`<article><h1>Fjällstugor stängs</h1>${FIGURE}${BYLINES}${BODY}</article>`)).toBe('Elin Åhlund');
  });

  it('reads no byline from a page whose only byline-named element is in a caption, whatever it says', () => {
    expect(bylineOf(`<article><h1>Fjällstugor stängs</h1>${FIGURE}${BODY}</article>`)).toBeUndefined();
    const named = '<figure><img src="/a.jpg" alt=""><figcaption>The harbour at dawn. <span class="byline">Jane Doe</span></figcaption></figure>';
    expect(bylineOf(`<article><h1>Harbour</h1>${named}${BODY}</article>`)).toBeUndefined();
  });

  it('still reads a byline next to a figure, outside its caption', () => {
    expect(bylineOf(`<article><h1>Harbour</h1><figure><img src="/a.jpg" alt=""><figcaption>The harbour at dawn.</figcaption></figure><p class="byline">By Jane Doe</p>${BODY}</article>`)).toBe('Jane Doe');
  });
});

describe('readPageMetadata: a caption\'s credit and the JSON-LD authors', () => {
  it('names the JSON-LD Person authors, not the caption\'s photographer credit', () => {
    const metadata = readPageMetadata(documentOf(`<article><h1>Fjällstugor stängs</h1>${FIGURE}${BODY}</article>`, HEAD), URL_);
    expect(metadata.author).toBe('Elin Åhlund, Mattias Grönberg');
    expect(metadata.author).not.toContain('Foto');
    expect(metadata.author).not.toContain('/Nordnytt');
  });

  it('names no author from the caption alone, where nothing else names one', () => {
    const metadata = readPageMetadata(documentOf(`<article><h1>Fjällstugor stängs</h1>${FIGURE}${BODY}</article>`, '<title>Fjällstugor stängs</title>'), URL_);
    expect(metadata.author).toBeUndefined();
  });
});
