import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { unlinkBrandLines } from '../../../../../../adapters/outbound/extract/html/region/brand-line.js';

/**
 * Session 38: the link that opens a product's `<h1>`, a brand of a few words before the rest of the name (Farfetch's
 * `h1 > a` "Totême" then `p` "oversized double-breasted wool coat"; dm's `h1 > span > a` "Balea" flush before
 * "Feuchtigkeitscreme …"), is written as text with a space after it.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const headings = (body: Element): Element[] => Array.from(body.querySelectorAll('h1, h2, h3, h4, h5, h6'));
const titleOf = (body: Element): string => (body.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('unlinkBrandLines: a brand link opening the <h1>', () => {
  it("writes as text Farfetch's h1 > a[data-ffref=pp_infobrand] \"Totême\" before the name's p, a space after it", () => {
    const body = bodyOf('<h1 data-component="ProductTitle"><a href="/uk/shopping/women/toteme/items.aspx" data-ffref="pp_infobrand"><span data-component="Heading">Totême</span></a>'
      + '<p data-component="Body">oversized double-breasted wool coat</p></h1>');
    unlinkBrandLines(headings(body));
    expect(body.querySelector('h1 a')).toBeNull();
    expect(body.querySelector('h1 > span[data-ffref="pp_infobrand"]')?.hasAttribute('href')).toBe(false);
    expect(titleOf(body)).toBe('Totême oversized double-breasted wool coat');
  });

  it("writes as text dm's h1 > span > a \"Balea\" set flush before the name, with a space between them", () => {
    const body = bodyOf('<h1 data-dmid="detail-page-headline-product-title"><span data-dmid="detail-page-headline-brand-name"><a href="/search?query=Balea&amp;searchType=brand-search">Balea</a></span>'
      + 'Feuchtigkeitscreme Hyaluron Aqua Boost, 50 ml</h1>');
    unlinkBrandLines(headings(body));
    expect(body.querySelector('h1 a')).toBeNull();
    expect(body.querySelector('h1')?.textContent).toBe('Balea Feuchtigkeitscreme Hyaluron Aqua Boost, 50 ml');
  });

  it('leaves a link that is the whole <h1>, one of five words or more, one after the opening words, and a block of two links; unlinks a brand of four words', () => {
    const cases = {
      whole: '<h1><a href="/p/1">Balea Feuchtigkeitscreme</a></h1>',
      long: '<h1><a href="/b/x">The Very Good Skin Company</a> Feuchtigkeitscreme</h1>',
      later: '<h1>Feuchtigkeitscreme von <a href="/b/balea">Balea</a> 50 ml</h1>',
      twoLinks: '<h1><span><a href="/b/a">Balea</a> <a href="/b/b">Men</a></span> Gesichtscreme</h1>',
      fourWords: '<h1><a href="/b/ct">Charlotte Tilbury Beauty Ltd</a> Magic Cream</h1>',
    };
    const links = Object.fromEntries(Object.entries(cases).map(([name, html]) => {
      const body = bodyOf(html);
      unlinkBrandLines(headings(body));
      return [name, body.querySelectorAll('h1 a').length];
    }));
    expect(links).toEqual({ whole: 1, long: 1, later: 1, twoLinks: 2, fourWords: 0 });
  });
});
