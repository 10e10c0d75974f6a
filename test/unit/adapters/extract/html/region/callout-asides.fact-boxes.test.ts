import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isCalloutAside, keepCalloutAsides } from '../../../../../../adapters/outbound/extract/html/region/callout-asides.js';

/**
 * Session 33's fact-box rule: a news story's fact box set in an `<aside>` (SVT's `aside.nyh_factbox`, a
 * heading, a list and paragraphs; Scandinavian papers' "fakta" boxes; "Key facts") is the story's own
 * content and is kept; a box of related links stays an aside that the stages drop.
 */

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const asideOf = (html: string): Element => bodyOf(html).querySelector('aside') as Element;

const FACTBOX = '<aside class="nyh_factbox" aria-labelledby="nyh_factbox-1">'
  + '<h2 id="nyh_factbox-1" class="nyh_factbox__heading">Fakta: Stängda stugor vintern 2024/2025</h2>'
  + '<div class="nyh_factbox__content"><ul><li>Blåhammaren – stängd 1 december till 31 mars</li><li>Gåsen – stängd 15 december till 15 mars</li></ul>'
  + '<p>Nödtelefonerna vid stugorna kommer att fungera som vanligt.</p><p class="nyh_factbox__source">Källa: Fjällvandrarföreningen</p></div>'
  + '<button type="button" class="nyh_factbox__toggle" aria-expanded="false">Visa mer</button></aside>';
const RELATED = '<aside class="related-links"><h2>Related</h2><ul><li><a href="/a">Two skiers rescued after a night in a snow hole</a></li><li><a href="/b">New bridge delayed again</a></li></ul></aside>';

describe('isCalloutAside: fact boxes', () => {
  it.each([
    FACTBOX,
    '<aside class="factbox"><p>Facts.</p></aside>',
    '<aside class="article-fact-box"><p>Facts.</p></aside>',
    '<aside class="faktaboks"><p>Fakta.</p></aside>',
    '<aside class="fakta"><p>Fakta.</p></aside>',
    '<aside aria-label="Key facts"><p>Facts.</p></aside>',
  ])('names %j a callout', (html) => {
    expect(isCalloutAside(asideOf(html))).toBe(true);
  });

  it.each([
    RELATED,
    '<aside class="sidebar"><h2>Most read</h2></aside>',
    '<aside class="factory-tour-ad"><p>Book a tour.</p></aside>',
  ])('names %j no callout', (html) => {
    expect(isCalloutAside(asideOf(html))).toBe(false);
  });
});

describe('keepCalloutAsides: fact boxes', () => {
  it("keeps SVT's fact box, with its heading, list and paragraphs, as a <div>, and leaves the related links' aside", () => {
    const body = bodyOf(`<article><p>Beslutet möts av blandade reaktioner.</p>${FACTBOX}<p>Länsstyrelsen har inget att invända.</p>${RELATED}</article>`);
    expect(keepCalloutAsides(Array.from(body.querySelectorAll('aside')))).toBe(1);
    expect(Array.from(body.querySelectorAll('aside'), (aside) => aside.getAttribute('class'))).toEqual(['related-links']);
    const box = body.querySelector('div.nyh_factbox');
    expect(box).not.toBeNull();
    expect(box?.querySelector('h2')?.textContent).toBe('Fakta: Stängda stugor vintern 2024/2025');
    expect(Array.from(box?.querySelectorAll('li') ?? [], (item) => item.textContent)).toEqual(['Blåhammaren – stängd 1 december till 31 mars', 'Gåsen – stängd 15 december till 15 mars']);
    expect(box?.querySelectorAll('p')).toHaveLength(2);
    // Its own labels stay: the box was labelled by its heading, and no label is added in bold.
    expect(box?.getAttribute('aria-labelledby')).toBe('nyh_factbox-1');
    expect(box?.querySelector('strong')).toBeNull();
    expect(box?.previousElementSibling?.textContent).toBe('Beslutet möts av blandade reaktioner.');
  });
});
