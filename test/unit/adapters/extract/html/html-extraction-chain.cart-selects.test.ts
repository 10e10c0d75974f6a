import { describe, expect, it } from 'vitest';
import { runHtmlChain, type HtmlStage } from '../../../../../adapters/outbound/extract/html/html-extraction-chain.js';
import type { ParsedHtmlPage } from '../../../../../adapters/outbound/extract/html/parsed-html-page.js';
import type { DeclaredPageKind } from '../../../../../domain/page/content-choice.policy.js';
import { ARTICLE, documentOf, page, produced, stages, URL_ } from './html-chain-fixtures.js';

/**
 * Session 33: on a shop that declares no product (osCommerce, Zen Cart, VirtueMart, JTL-Shop serve no
 * structured data), the drop-downs of the form that adds to the cart are still the product's options:
 * each is written as one line before the stages read the page. A drop-down in any other form (a forum's
 * "Jump to", a search form) stays as it is, and a page that declares a listing keeps its drop-downs.
 */

const options = (...names: string[]): string => names.map((name, index) => `<option value="${index + 1}">${name}</option>`).join('');
const OSCOMMERCE_FORM = '<form name="cart_quantity" action="https://shop.example/product_info.php?products_id=57&amp;action=add_product" method="post">'
  + '<div><h1 style="float: right;">$74.50</h1><h1>Brightwater Gooseneck Kettle</h1></div>'
  + `<p>${ARTICLE}</p><p>Available Options:</p><p>`
  + `<strong>Finish:</strong><br><select name="id[5]">${options('Brushed Steel', 'Matte Black (+$6.00) ', 'Copper (+$12.00) ')}</select><br>`
  + `<strong>Plug Type:</strong><br><select name="id[6]">${options('US (Type A/B)', 'UK (Type G)')}</select><br>`
  + '</p><input type="hidden" name="products_id" value="57"><button type="submit">Add to Cart</button></form>';
const FORUM_JUMP = `<main><h1>Kettle descaling tips</h1><p>${ARTICLE}</p>`
  + `<form id="jumpbox" action="./viewforum.php" method="get"><label for="f">Jump to:</label><select name="f" id="f">${options('Brewing at home', 'Grinders', 'Kettles and water')}</select><input type="submit" value="Go"></form></main>`;

interface Seen {
  readonly text: string;
  readonly selects: number;
}

async function read(html: string, declared: DeclaredPageKind, choiceFieldsets?: boolean): Promise<{ seen: Seen; removalNotes: readonly string[] }> {
  const parsed: ParsedHtmlPage = { ...page, notes: [], document: documentOf(html) };
  let seen: Seen = { text: '', selects: -1 };
  const reading: HtmlStage = async (document) => {
    seen = { text: (document.body?.textContent ?? '').replace(/\s+/g, ' '), selects: document.querySelectorAll('select').length };
    return produced('cleaned-body', ARTICLE);
  };
  const result = await runHtmlChain(parsed, URL_, { declared, ...(choiceFieldsets === undefined ? {} : { choiceFieldsets }), stages: { ...stages({ readability: produced('readability', ARTICLE) }), cleanedBody: reading } });
  return { seen, removalNotes: result.removalNotes };
}

const NO_PRODUCT: DeclaredPageKind = { article: false, collection: false };
const CART_NOTE = "2 drop-downs of a cart's form written as one line each (option pickers)";

describe("runHtmlChain: a cart form's drop-downs on a page that declares no product", () => {
  it('writes each as its caption and options ("Finish; options: …") before the stages read the page, and notes it', async () => {
    const { seen, removalNotes } = await read(OSCOMMERCE_FORM, NO_PRODUCT);
    expect(seen.text).toContain('Finish; options: Brushed Steel, Matte Black (+$6.00), Copper (+$12.00)');
    expect(seen.text).toContain('Plug Type; options: US (Type A/B), UK (Type G)');
    expect(seen.text).not.toContain('Finish:');
    expect(seen.selects).toBe(0);
    expect(seen.text).toContain('bridge299');
    expect(removalNotes).toContain(CART_NOTE);
  });

  it('writes one drop-down as one line, named by its label (Zen Cart), and says "1 drop-down"', async () => {
    const zenCart = '<form name="cart_quantity" action="https://shop.example/index.php?main_page=product_info&amp;products_id=184&amp;action=add_product" method="post">'
      + `<h1 id="productName">Ridgeback Titanium Trail Stove</h1><div id="productDescription"><p>${ARTICLE}</p></div>`
      + `<div class="wrapperAttribsOptions"><h4 class="optionName back"><label class="attribsSelect" for="attrib-3">Bundle</label></h4><div class="back"><select name="id[3]" id="attrib-3">${options('Stove only', 'Stove + 450 ml Titanium Mug ( +$24.00 )')}</select></div></div>`
      + '<div id="cartAdd"><input type="text" name="cart_quantity" value="1"><input type="submit" value="Add to Cart"></div></form>';
    const { seen, removalNotes } = await read(zenCart, NO_PRODUCT);
    expect(seen.text).toContain('Bundle; options: Stove only, Stove + 450 ml Titanium Mug ( +$24.00 )');
    expect(seen.selects).toBe(0);
    expect(removalNotes).toContain("1 drop-down of a cart's form written as one line each (option pickers)");
  });

  it('writes a JTL-Shop buy form\'s drop-down named by the <dt> before it, and leaves the search form\'s', async () => {
    const html = `<header><form action="/navi.php" method="get"><select name="kategorie">${options('Alle Kategorien', 'Rucksäcke', 'Zelte')}</select><input type="search" name="qs"></form></header>`
      + `<main><h1>Wanderrucksack Fjell 38</h1><p>${ARTICLE}</p><form id="buy_form" method="post" action="https://shop.example/Wanderrucksack-Fjell-38">`
      + `<dl><dt>Farbe</dt><dd><select name="eigenschaftwert[3]">${options('Tannengrün', 'Schiefergrau')}</select></dd></dl>`
      + '<input type="number" name="anzahl" value="1"><button type="submit" name="inWarenkorb">In den Warenkorb</button></form></main>';
    const { seen, removalNotes } = await read(html, NO_PRODUCT);
    expect(seen.text).toContain('Farbe; options: Tannengrün, Schiefergrau');
    expect(seen.selects).toBe(1);
    expect(seen.text).toContain('Alle Kategorien');
    expect(removalNotes).toContain("1 drop-down of a cart's form written as one line each (option pickers)");
  });

  it('leaves a forum\'s "Jump to" drop-down as it is: its form adds nothing to a cart', async () => {
    const { seen, removalNotes } = await read(FORUM_JUMP, NO_PRODUCT);
    expect(seen.selects).toBe(1);
    expect(seen.text).toContain('Jump to:');
    expect(seen.text).toContain('Brewing at home');
    expect(seen.text).not.toContain('options:');
    expect(removalNotes.some((note) => note.includes('drop-down'))).toBe(false);
  });

  it('leaves the drop-downs of a page that declares a listing, or when option pickers are off', async () => {
    const listing = await read(OSCOMMERCE_FORM, { article: false, collection: true, listing: true });
    expect(listing.seen.selects).toBe(2);
    expect(listing.seen.text).not.toContain('options:');
    expect(listing.removalNotes).not.toContain(CART_NOTE);
    const off = await read(OSCOMMERCE_FORM, NO_PRODUCT, false);
    expect(off.seen.selects).toBe(2);
    expect(off.removalNotes).not.toContain(CART_NOTE);
  });

  it('names the drop-downs by their captions on a declared product page too, noted as option pickers', async () => {
    const { seen, removalNotes } = await read(OSCOMMERCE_FORM, { article: false, collection: true, product: true });
    expect(seen.text).toContain('Finish; options: Brushed Steel, Matte Black (+$6.00), Copper (+$12.00)');
    expect(seen.selects).toBe(0);
    expect(removalNotes).toContain('2 groups of options (radio buttons, buttons, drop-downs) written as one line each (option pickers)');
    expect(removalNotes).not.toContain(CART_NOTE);
  });
});
