import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { removeAsideBlocks } from '../../../../../../adapters/outbound/extract/html/region/aside-blocks.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const prose = (stem: string, count: number): string => Array.from({ length: count }, (_, index) => `${stem} sentence ${index} says something.`).join(' ');
const text = (root: Element): string => (root.textContent ?? '').replace(/\s+/g, ' ');
const card = (name: string): string => `<li class="card"><a href="/itm/${name}"><h3>${name} clutch kit for vans</h3></a><span>$173.71</span><span>+ $28.93 delivery</span></li>`;

// The shape of a marketplace item page: a carousel titled in its own wrapper, the item, then
// "Similar items" and the reviews under headings inside one long column.
const PRODUCT_PAGE = `
<div class="page">
  <div class="carousel"><div class="carousel-title"><h2>People who viewed this item also viewed</h2></div>
    <ul>${card('Sachs')}${card('Valeo')}${card('Gates')}</ul></div>
  <div class="item"><h1>LuK 628318200 clutch kit</h1><p>EUR 163.12</p><p>${prose('description', 12)}</p>
    <h2>Item specifics</h2><table><tr><td>Brand</td><td>LuK</td></tr></table></div>
  <div class="column">
    <h2>Specifications</h2><p>${prose('spec', 8)}</p>
    <h2>Similar items</h2><ul>${card('Skf')}${card('Mann')}</ul>
    <h2>About this seller</h2><p>${prose('seller', 3)}</p>
  </div>
  <section class="reviews"><h2>8 Reviews</h2>${Array.from({ length: 4 }, (_, index) => `<article class="review"><p>${prose(`review${index}`, 2)}</p></article>`).join('')}</section>
</div>`;

describe('removeAsideBlocks', () => {
  it('removes a titled carousel whole, a heading-led run of cards up to the next heading, and, on a product page, its reviews', () => {
    const body = bodyOf(PRODUCT_PAGE);
    expect(removeAsideBlocks(body, { reviews: true })).toMatchObject({ recommendations: 2, reviews: 1 });
    const kept = text(body);
    for (const gone of ['also viewed', 'Sachs', 'Valeo', 'Gates', 'Similar items', 'Skf', 'Mann', '8 Reviews', 'review0', 'review3']) expect(kept).not.toContain(gone);
    for (const stays of ['LuK 628318200 clutch kit', 'EUR 163.12', 'description sentence 11', 'Item specifics', 'Brand', 'spec sentence 7', 'About this seller', 'seller sentence 2']) expect(kept).toContain(stays);
  });

  it('keeps reviews where they are not asides (the caller says so: pages that declare no product)', () => {
    const body = bodyOf(PRODUCT_PAGE);
    expect(removeAsideBlocks(body, { reviews: false })).toMatchObject({ recommendations: 2, reviews: 0 });
    expect(text(body)).toContain('review3 sentence 1');
  });

  it('never climbs into the block that holds the page heading', () => {
    const body = bodyOf(`<div><h1>Rode NT1</h1><p>${prose('mic', 10)}</p><h2>Customer reviews</h2><p>${prose('opinion', 2)}</p></div>`);
    removeAsideBlocks(body, { reviews: true });
    expect(text(body)).toContain('Rode NT1');
    expect(text(body)).toContain('mic sentence 9');
    expect(text(body)).not.toContain('opinion');
  });

  it('leaves a titled block that holds more than the maximum share of the text (the reviews are the page)', () => {
    const body = bodyOf(`<p>${prose('intro', 2)}</p><section><h2>Reviews</h2><p>${prose('verdict', 20)}</p></section>`);
    expect(removeAsideBlocks(body, { reviews: true }, { maxShare: 0.5 })).toMatchObject({ recommendations: 0, reviews: 0 });
    expect(text(body)).toContain('verdict sentence 19');
    expect(removeAsideBlocks(body, { reviews: true }, { maxShare: 0.95 })).toMatchObject({ recommendations: 0, reviews: 1 });
  });

  it("does not take a product's tabs with the reviews heading that follows a description without a heading of its own (MVMT's tab set)", () => {
    // The tab set's labels are divs, not headings: the reviews heading is the set's first heading.
    const tabs = `<div class="pdp-tabs"><div class="tab-labels"><span>Details</span><span>Specs</span><span>Reviews</span></div>
      <div class="tab Details"><div class="label">Description</div><div class="body">${prose('description', 6)}</div></div>
      <div class="tab Specs"><div class="label">Specifications</div><dl><dt>Case Material</dt><dd>Stainless Steel</dd></dl></div>
      <div class="tab Reviews"><div class="reviews-widget"><h3>Review Highlight</h3><p>${prose('opinion', 2)}</p></div></div></div>`;
    const body = bodyOf(`<main><h1>Classic II Moon Silver</h1><p>${prose('intro', 4)}</p>${tabs}<footer>${prose('footer', 20)}</footer></main>`);
    expect(removeAsideBlocks(body, { reviews: true }, { maxShare: 0.5, maxLeadShare: 0.5 })).toMatchObject({ reviews: 1 });
    for (const stays of ['description sentence 5', 'Case Material', 'Stainless Steel']) expect(text(body)).toContain(stays);
    expect(text(body)).not.toContain('opinion');
    // Without the limit the block grows to the whole tab set, description included.
    const unlimited = bodyOf(`<main><h1>Classic II Moon Silver</h1><p>${prose('intro', 4)}</p>${tabs}<footer>${prose('footer', 20)}</footer></main>`);
    removeAsideBlocks(unlimited, { reviews: true }, { maxShare: 0.5 });
    expect(text(unlimited)).not.toContain('description sentence 5');
  });

  it('still takes the wrapper of a reviews heading when only a few words (a tab label, a rating) come before it', () => {
    const body = bodyOf(`<main><h1>Trail 25</h1><p>${prose('pack', 8)}</p><section class="reviews"><span>4.4 of 5</span><div class="head"><h2>159 Reviews</h2></div><p>${prose('opinion', 3)}</p></section></main>`);
    expect(removeAsideBlocks(body, { reviews: true }, { maxShare: 0.5, maxLeadShare: 0.5 })).toMatchObject({ reviews: 1 });
    expect(text(body)).not.toContain('4.4 of 5');
    expect(text(body)).not.toContain('opinion');
    expect(text(body)).toContain('pack sentence 7');
  });

  it('changes nothing on a page without aside headings', () => {
    const body = bodyOf(`<article><h1>Bridges</h1><h2>Related work</h2><p>${prose('bridge', 5)}</p></article>`);
    const before = body.outerHTML;
    expect(removeAsideBlocks(body, { reviews: true })).toEqual({ recommendations: 0, reviews: 0 });
    expect(body.outerHTML).toBe(before);
  });

  it('with the wide vocabulary (production), also removes a sponsored carousel and reviews titled after the product or in another language', () => {
    const page = `<div class="item"><h1>Nikon D750</h1><p>${prose('description', 12)}</p></div>
      <div class="rail"><h2>Sponsored by our brands</h2><ul>${card('Canon')}${card('Sony')}${card('Fuji')}</ul></div>
      <section><h2>Nikon D750 Reviews</h2><p>${prose('review', 3)}</p></section>
      <section><h2>Les avis de nos clients</h2><p>${prose('avis', 3)}</p></section>`;
    const base = bodyOf(page);
    expect(removeAsideBlocks(base, { reviews: true, vocabulary: 'base' })).toMatchObject({ recommendations: 0, reviews: 0 });
    const body = bodyOf(page);
    expect(removeAsideBlocks(body, { reviews: true })).toMatchObject({ recommendations: 1, reviews: 2 });
    const kept = text(body);
    expect(kept).toContain('description sentence 11');
    expect(kept).not.toContain('Canon');
    expect(kept).not.toContain('review sentence');
    expect(kept).not.toContain('avis sentence');
  });
  it("takes a list entry titled as sponsored alone, not the entries after it (an ad slot a script fills, among a site's results)", () => {
    const body = bodyOf('<main><h1>Sofas for sale</h1><p>Intro text about the sofas listed on this page for readers.</p><ul>'
      + '<li><div><h3>Sponsored links</h3><div id="afs"></div></div></li>'
      + '<li><div>Free sofa, must collect today from Camden, good condition.</div></li>'
      + '<li><div>Habitat modular sofa, four pieces, blue fabric, like new.</div></li></ul></main>');
    const removed = removeAsideBlocks(body, { reviews: false, vocabulary: 'wide' });
    expect(removed.recommendations).toBe(1);
    expect(body.textContent).not.toContain('Sponsored links');
    expect(body.textContent).toContain('Free sofa');
    expect(body.textContent).toContain('Habitat modular sofa');
  });
});
