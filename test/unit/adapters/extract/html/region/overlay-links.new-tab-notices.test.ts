import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { linkOverlaidTitles, spokenOnly } from '../../../../../../adapters/outbound/extract/html/region/overlay-links.js';

/**
 * Session 33's overlay rule: a card link that says to screen readers only that it opens a new tab
 * (Vrbo's cards: `<a href="…" target="_blank"><span class="is-visually-hidden">Opens in a new tab</span></a>`)
 * names no title; the card's one heading is the title it links. Where the card holds two headings, none is linked.
 */

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const spokenLinks = (body: Element): Element[] => Array.from(body.querySelectorAll('a')).filter((link) => spokenOnly(link) !== '');
const emptyLinks = (body: Element): Element[] => Array.from(body.querySelectorAll('a')).filter((link) => link.firstElementChild === null && (link.textContent ?? '').trim() === '');
const notice = (href: string, said = 'Opens in a new tab'): string => `<a class="uitk-card-link" href="${href}" target="_blank"><span class="is-visually-hidden">${said}</span></a>`;
const card = (inner: string): string => `<div class="uitk-card" data-stid="lodging-card-responsive">${inner}</div>`;

describe('linkOverlaidTitles: a card link saying only that it opens a new tab', () => {
  it("links the card's one <h3> (Vrbo) and drops the notice", () => {
    const body = bodyOf(card(`<div class="uitk-image"><img src="/cabin.jpg" alt=""></div><div class="uitk-card-content"><h3 class="uitk-heading">Lakeside Cabin with Sauna and Dock</h3><div>Entire cabin · 3 bedrooms</div><span>$214 nightly</span></div>${notice('https://www.vrbo.com/4821337')}`));
    const links = spokenLinks(body);
    expect(links).toHaveLength(1);
    expect(linkOverlaidTitles(links)).toBe(1);
    expect(body.querySelector('h3 a')?.getAttribute('href')).toBe('https://www.vrbo.com/4821337');
    expect(body.querySelector('h3 a')?.textContent).toBe('Lakeside Cabin with Sauna and Dock');
    expect(body.textContent).not.toContain('Opens in a new tab');
    expect(body.querySelectorAll('a')).toHaveLength(1);
  });

  it.each(['Opens in a new window', '(opens in new tab)', 'Open in a new tab.'])('reads %j as the same notice', (said) => {
    const body = bodyOf(card(`<h3>Harbour View Loft</h3><p>Sleeps 4</p>${notice('/h/77', said)}`));
    expect(linkOverlaidTitles(spokenLinks(body))).toBe(1);
    expect(body.querySelector('h3 a')?.getAttribute('href')).toBe('/h/77');
  });

  it('links the heading an aria-label that is only the notice leaves to find', () => {
    const body = bodyOf(card('<h3>Pine Ridge Chalet</h3><a href="/h/12" aria-label="Opens in a new tab"></a>'));
    expect(linkOverlaidTitles(emptyLinks(body))).toBe(1);
    expect(body.querySelector('h3 a')?.getAttribute('href')).toBe('/h/12');
  });

  it('links nothing where the card holds two headings', () => {
    const body = bodyOf(card(`<h3>Lakeside Cabin with Sauna and Dock</h3><h4>Guest favourite</h4><p>Entire cabin</p>${notice('https://www.vrbo.com/4821337')}`));
    expect(linkOverlaidTitles(spokenLinks(body))).toBe(0);
    expect(body.querySelector('h3 a, h4 a')).toBeNull();
    expect(body.querySelectorAll('a')).toHaveLength(1);
  });

  it('links nothing where no heading is near, or the heading holds a link already', () => {
    const bare = bodyOf(card(`<div>Lakeside Cabin</div>${notice('/h/1')}`));
    expect(linkOverlaidTitles(spokenLinks(bare))).toBe(0);
    const linked = bodyOf(card(`<h3><a href="/h/2">Harbour View Loft</a></h3>${notice('/h/2')}`));
    expect(linkOverlaidTitles(spokenLinks(linked))).toBe(0);
    expect(linked.querySelectorAll('a')).toHaveLength(2);
  });
});
