import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isOneOfAlike } from '../../../../../adapters/outbound/extract/html/alike-elements.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;

describe('isOneOfAlike', () => {
  it('reads an element as one of alike by its tag and class list, three at least', () => {
    const body = bodyOf('<p class="byline">a</p><p class="byline">b</p><p class="byline">c</p><p class="lead">d</p>');
    expect(isOneOfAlike(body.querySelector('.byline') as Element)).toBe(true);
    expect(isOneOfAlike(body.querySelector('.lead') as Element)).toBe(false);
  });

  it("reads an element without a class as one of alike by its microdata property (each book's author on Goodreads), and one without either as none", () => {
    const book = (name: string) => `<tr><td><span class="by">by</span> <span itemprop="author"><a href="/a/1"><span itemprop="name">${name}</span></a></span></td></tr>`;
    const body = bodyOf(`<table>${book('Isolde Marrack')}${book('Isolde Marrack')}${book('Tomasz Ordell')}</table><span itemprop="publisher">Kiln</span><span>x</span>`);
    expect(isOneOfAlike(body.querySelector('span[itemprop="author"]') as Element)).toBe(true);
    expect(isOneOfAlike(body.querySelector('span[itemprop="publisher"]') as Element)).toBe(false);
    expect(isOneOfAlike(body.querySelector('span:not([class]):not([itemprop])') as Element)).toBe(false);
  });
});
