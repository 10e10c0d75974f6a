import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isMarkedBadge, markRepeatedBadges, mentionsBadge } from '../../../../../../adapters/outbound/extract/html/region/repeated-badges.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const text = (root: Element): string => (root.textContent ?? '').replace(/\s+/g, ' ');
const candidates = (root: Element): Element[] => Array.from(root.querySelectorAll('*')).filter(mentionsBadge);
// What the content region would leave out: the root's text without the marked badges.
const removeRepeatedBadges = (root: Element, found: readonly Element[], minRepeats: number | false): number => {
  const marked = markRepeatedBadges(root, found, minRepeats);
  for (const element of Array.from(root.querySelectorAll('*')).filter(isMarkedBadge)) element.remove();
  return marked;
};

// A shop's grid: each card's title and price, with the badge the shop pins on many of them.
const card = (title: string, badge: string, badgeMarkup = (inner: string): string => `<div class="product-badge">${inner}</div>`): string =>
  `<li class="card">${badgeMarkup(badge)}<h3><a href="/p/${title.replace(/\s+/g, '-')}">${title}</a></h3><span class="price">$99.99</span></li>`;

describe('markRepeatedBadges', () => {
  it('removes a label the page pins on three or more cards (class words badge, flag, ribbon; CSS-module names), keeping the cards and a one-off badge', () => {
    const grid = bodyOf(`<ul>${card('MICKE Desk', 'Best seller')}${card('ALEX Desk', 'Best seller')}${card('LAGKAPTEN Desk', 'Best  seller ')}${card('TONSTAD Desk', 'Closeout')}</ul>`);
    expect(removeRepeatedBadges(grid, candidates(grid), 3)).toBe(3);
    expect(text(grid)).not.toContain('Best seller');
    expect(text(grid)).toContain('Closeout');
    expect(text(grid)).toContain('LAGKAPTEN Desk');
    expect(text(grid).match(/\$99\.99/g)).toHaveLength(4);

    const flagged = bodyOf(`<ul>${['A', 'B', 'C'].map((name) => card(`Dashcam ${name}`, 'New', (inner) => `<div class="product-flag"><span>${inner}</span></div>`)).join('')}</ul>`);
    expect(removeRepeatedBadges(flagged, candidates(flagged), 3)).toBe(3);
    expect(text(flagged)).not.toMatch(/\bNew\b/);

    const module = bodyOf(`<ul>${['1', '2', '3'].map((name) => card(`Camera ${name}`, 'New Arrival', (inner) => `<div class="Products_productBadge__Prv_X">${inner}</div>`)).join('')}</ul>`);
    expect(removeRepeatedBadges(module, candidates(module), 3)).toBe(3);
    expect(text(module)).not.toContain('New Arrival');
  });

  it('keeps badges said fewer times than the minimum, badges that link, are all a link says, say a number, or hold a heading or a sentence, names that only contain the word, and everything when turned off', () => {
    const two = bodyOf(`<ul>${card('Desk one', 'Best seller')}${card('Desk two', 'Best seller')}</ul>`);
    expect(removeRepeatedBadges(two, candidates(two), 3)).toBe(0);
    expect(text(two)).toContain('Best seller');

    const linked = bodyOf(`<ul>${['1', '2', '3'].map((name) => card(`Post ${name}`, '<a href="/tags/nodebb">NodeBB</a>', (inner) => `<span class="badge">${inner}</span>`)).join('')}</ul>`);
    expect(removeRepeatedBadges(linked, candidates(linked), 3)).toBe(0);
    expect(text(linked)).toContain('NodeBB');

    const linkText = bodyOf(`<ul>${['1', '2', '3'].map((name) => card(`Deal ${name}`, 'Limited time deal', (inner) => `<a href="/deals"><span class="deal-badge">${inner}</span></a>`)).join('')}</ul>`);
    expect(removeRepeatedBadges(linkText, candidates(linkText), 3)).toBe(0);
    expect(text(linkText)).toContain('Limited time deal');

    const counts = bodyOf(`<ul>${['1', '2', '3'].map((name) => card(`Topic ${name}`, '5', (inner) => `<span class="badge">${inner}</span>`)).join('')}</ul>`);
    expect(removeRepeatedBadges(counts, candidates(counts), 3)).toBe(0);

    const long = 'Free delivery on orders over fifty dollars this week';
    const sentences = bodyOf(`<ul>${['1', '2', '3'].map((name) => card(`Item ${name}`, long)).join('')}</ul>`);
    expect(removeRepeatedBadges(sentences, candidates(sentences), 3)).toBe(0);

    const badgeless = bodyOf(`<ul>${['1', '2', '3'].map((name) => card(`Item ${name}`, 'Top pick', (inner) => `<div class="badgeless-note">${inner}</div>`)).join('')}</ul>`);
    expect(removeRepeatedBadges(badgeless, candidates(badgeless), 3)).toBe(0);

    const off = bodyOf(`<ul>${['1', '2', '3'].map((name) => card(`Item ${name}`, 'New')).join('')}</ul>`);
    expect(removeRepeatedBadges(off, candidates(off), false)).toBe(0);
    expect(text(off)).toContain('New');
  });
});
