import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { PRODUCT_CARD_THRESHOLDS, removeProductCards } from '../../../../../../adapters/outbound/extract/html/region/product-cards.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

const card = (name: string, price: string): string => `<li class="card"><a href="/p/${name}"><h3>${name}</h3></a><span>${price}</span></li>`;
const DESCRIPTION = '<p>' + 'This merino sock keeps its shape after many washes and cushions the heel where it matters most. '.repeat(6) + '</p>';
const PRODUCT = `<h1>Merino Sock</h1><p>$18.00</p>${DESCRIPTION}`;

describe('removeProductCards', () => {
  it('removes a series of small linked cards with prices and keeps the product', () => {
    const body = bodyOf(`<main>${PRODUCT}<h2>More to explore</h2><ul>${card('Wool Runner', '$98')}${card('Tree Dasher', '€120,00')}${card('Cotton Tee', 'EUR 35')}</ul></main>`);
    expect(removeProductCards(body)).toBe(3);
    expect(text(body)).not.toContain('Wool Runner');
    expect(text(body)).toContain('Merino Sock$18.00This merino sock');
    expect(text(body)).toContain('More to explore');
  });

  it('keeps series of fewer than three cards, cards without a price or a link, and cards with the page heading', () => {
    const two = `<ul>${card('Wool Runner', '$98')}${card('Tree Dasher', '$120')}</ul>`;
    const noPrice = `<ul>${card('Care guide', 'Read more')}${card('Size guide', 'Fits true')}${card('Returns', 'Within 30 days')}</ul>`;
    const noLink = '<ul><li class="spec">Weight 1 kg, $5 surcharge</li><li class="spec">Width 20 cm, $5 surcharge</li><li class="spec">Depth 9 cm, $5 surcharge</li></ul>';
    const titled = `<div class="row"><a href="/a"><h1>Merino Sock</h1></a>$18</div><div class="row"><a href="/b">Merino Sock, blue</a>$18</div><div class="row"><a href="/c">Merino Sock, red</a>$18</div>`;
    const body = bodyOf(`${DESCRIPTION}${two}${noPrice}${noLink}${titled}`);
    const before = text(body);
    // The titled series has only two cards besides the one holding the h1: too few.
    expect(removeProductCards(body, { ...PRODUCT_CARD_THRESHOLDS, maxShare: 1 })).toBe(0);
    expect(text(body)).toBe(before);
  });

  it('keeps cards longer than the card limit and series where most members are not cards', () => {
    const long = (name: string): string => `<li class="card"><a href="/p/${name}">${name}</a> $20 ${'words of a long review '.repeat(50)}</li>`;
    const mixed = `<ul>${card('Wool Runner', '$98')}${card('Tree Dasher', '$120')}${card('Cotton Tee', '$35')}<li class="card">Care</li><li class="card">Size</li><li class="card">Fit</li><li class="card">Wash</li></ul>`;
    const body = bodyOf(`${DESCRIPTION}${DESCRIPTION}<ul>${long('a')}${long('b')}${long('c')}</ul>${mixed}`);
    expect(removeProductCards(body, { ...PRODUCT_CARD_THRESHOLDS, maxShare: 1 })).toBe(0);
  });

  it('keeps the cards when they hold more than the share of the text: then they are the page, a listing', () => {
    const body = bodyOf(`<h1>Socks</h1><ul>${card('Wool Runner', '$98')}${card('Tree Dasher', '$120')}${card('Cotton Tee', '$35')}</ul>`);
    expect(removeProductCards(body)).toBe(0);
    expect(removeProductCards(body, { ...PRODUCT_CARD_THRESHOLDS, maxShare: 1 })).toBe(3);
  });

  it('removes cards holding more than half but at most 0.7 of the text (production share)', () => {
    const description = '<p>Merino, cushioned heel.</p>';
    const body = bodyOf(`<h1>Socks</h1>${description}<ul>${card('Wool Runner', '$98')}${card('Tree Dasher', '$120')}${card('Cotton Tee', '$35')}</ul>`);
    const cardsText = Array.from(body.querySelectorAll('ul > *'), (item) => (item.textContent ?? '').replace(/\s/g, '').length).reduce((a, b) => a + b, 0);
    const share = cardsText / (body.textContent ?? '').replace(/\s/g, '').length;
    expect(share).toBeGreaterThan(0.5);
    expect(share).toBeLessThanOrEqual(0.7);
    expect(removeProductCards(body)).toBe(3);
  });

  it('takes the outer series once: cards nested inside removed cards are not counted again', () => {
    const inner = `<div class="mini"><a href="/x">x</a> $1</div>`.repeat(3);
    const outer = (name: string): string => `<div class="slide"><a href="/p/${name}">${name}</a> $9 ${inner}</div>`;
    const body = bodyOf(`${DESCRIPTION}${DESCRIPTION}<section>${outer('a')}${outer('b')}${outer('c')}</section>`);
    expect(removeProductCards(body)).toBe(3);
  });

  it("keeps a variant picker whose options link to each variant with its price (Back Market's grades), and the sections holding pickers: one option is the current one", () => {
    const option = (name: string, price: string, current: boolean): string => `<li><a href="/p/iphone-13/${name}" aria-current="${current}"><span>${name}</span><span>${price}</span></a></li>`;
    const picker = (title: string): string => `<div class="mb-24"><h2>${title}</h2><ul>${option('Fair', '$359.00', false)}${option('Good', '$389.00', true)}${option('Excellent', '$436.00', false)}</ul></div>`;
    const body = bodyOf(`<main>${PRODUCT}${picker('Condition')}${picker('Storage')}${picker('Color')}</main>`);
    expect(removeProductCards(body)).toBe(0);
    expect(text(body)).toContain('Fair$359.00Good$389.00Excellent$436.00');
    // A carousel of other products marks none current, and goes.
    const carousel = bodyOf(`<main>${PRODUCT}<ul>${card('Wool Runner', '$98')}${card('Tree Dasher', '$120')}${card('Cotton Tee', '$35')}</ul></main>`);
    expect(removeProductCards(carousel)).toBe(3);
  });
});
