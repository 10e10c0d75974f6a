import { describe, expect, it } from 'vitest';
import { runHtmlChain, type HtmlStage } from '../../../../../adapters/outbound/extract/html/html-extraction-chain.js';
import type { ParsedHtmlPage } from '../../../../../adapters/outbound/extract/html/parsed-html-page.js';
import type { DeclaredPageKind } from '../../../../../domain/page/content-choice.policy.js';
import { ARTICLE, documentOf, page, produced, stages, URL_ } from './html-chain-fixtures.js';

/** A marketplace offer: the buy form's quantity stepper with its note, and a description whose seller set its own h2s. */
const OFFER = '<main><h1>Czajnik Termika KE-17</h1><div class="price">129,99 zł</div>'
  + '<form action="/kup-teraz/1" method="post"><div><label for="quantity">Liczba sztuk</label><div><button type="button">−</button><input id="quantity" name="quantity" type="number" value="1"><button type="button">+</button></div><span>z 48 sztuk</span></div><button type="submit">Kup teraz</button></form>'
  + `<section><h2>Opis</h2><div><section><h2>Czajnik, który nie zawodzi</h2><p>${ARTICLE}</p></section></div></section></main>`;

async function read(declared: DeclaredPageKind): Promise<string> {
  const parsed: ParsedHtmlPage = { ...page, notes: [], document: documentOf(OFFER) };
  let seen = '';
  const reading: HtmlStage = async (document) => {
    seen = document.body?.innerHTML ?? '';
    return produced('cleaned-body', ARTICLE);
  };
  await runHtmlChain(parsed, URL_, { declared, stages: { ...stages({ readability: produced('readability', ARTICLE) }), cleanedBody: reading } });
  return seen;
}

describe('runHtmlChain: a quantity field and a titled section\'s own headings, before the stages read the page', () => {
  it('writes the quantity with its note before the buy form on a product page, and sets the description\'s headings below its title', async () => {
    const seen = await read({ article: false, collection: false, product: true, productSchema: true });
    expect(seen).toContain('<p>Liczba sztuk: 1 z 48 sztuk</p><form');
    expect(seen).toContain('<h2>Opis</h2><div><section><h3>Czajnik, który nie zawodzi</h3>');
  });

  it('leaves the quantity field as it is on a page that declares no product', async () => {
    const seen = await read({ article: true, collection: false });
    expect(seen).not.toContain('Liczba sztuk: 1');
    expect(seen).toContain('<label for="quantity">Liczba sztuk</label>');
    expect(seen).toContain('<h3>Czajnik, który nie zawodzi</h3>');
  });
});
