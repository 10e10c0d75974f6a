import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { chromeName } from '../../../../../../adapters/outbound/extract/html/region/chrome-rules.js';

/** The body's first element, in a page whose body is `html`. */
const element = (html: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body.firstElementChild as Element;

const TITLE_BLOCK = '<h1 class="TextHeadline1__TextHeadline1Wrapper-sc-1bi3cli-0">Bänk i massiv ek, 160 cm</h1><div class="Price__StyledPrice-sc-1v2maoc-1">1 800 kr</div><div class="PublishedTime__StyledTime-sc-pjprkp-1">Inlagd: <span>idag 14:22</span></div>';

describe('chromeName: a block a classifieds site names "ad"', () => {
  it("does not read as chrome a block named ad that holds the page's only h1 (Blocket's div.AdPage__TitleBlock round the ad's heading, price and time)", () => {
    expect(chromeName(element(`<div class="AdPage__TitleBlock-sc-bp8pma-4 eRoWqM">${TITLE_BLOCK}</div>`))).toBeUndefined();
    // A block named ad without the page's heading (Blocket's div.AdPage__Top), or whose h1 is not the page's only one, is still chrome.
    expect(chromeName(element('<div class="AdPage__Top-sc-bp8pma-7"><div class="Price__StyledPrice-sc-1v2maoc-1">1 800 kr</div></div><h1>Bänk i massiv ek, 160 cm</h1>'))).toBe('chrome');
    expect(chromeName(element(`<div class="AdPage__TitleBlock-sc-bp8pma-4">${TITLE_BLOCK}</div><h1>Liknande annonser</h1>`))).toBe('chrome');
  });
});
