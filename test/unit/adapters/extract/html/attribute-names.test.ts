import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { lowerCaseAttributeNames } from '../../../../../adapters/outbound/extract/html/attribute-names.js';

const parsed = (markup: string): Document => parseHTML(markup).document as unknown as Document;

describe('lowerCaseAttributeNames', () => {
  it("lower-cases React's camel-cased attribute names and capitalised ones, as an HTML parser does", () => {
    const markup = '<html><body><picture><source srcSet="https://a.example/a.png 1x"><img alt=""></picture><span itemProp="author" STYLE="display:none">Ann</span><time dateTime="2024-05-14">May 14</time></body></html>';
    const document = parsed(markup);
    expect(document.querySelector('source')?.getAttribute('srcset')).toBeNull();
    lowerCaseAttributeNames(document, markup);
    expect(document.querySelector('source')?.getAttribute('srcset')).toBe('https://a.example/a.png 1x');
    expect(document.querySelector('span')?.getAttribute('itemprop')).toBe('author');
    expect(document.querySelector('span')?.getAttribute('style')).toBe('display:none');
    expect(document.querySelector('time')?.getAttribute('datetime')).toBe('2024-05-14');
    expect(Array.from(document.querySelector('span')?.attributes ?? [], (attribute) => attribute.name).sort()).toEqual(['itemprop', 'style']);
  });

  it('keeps the first of two names that differ in case only, and leaves a page without capitals untouched', () => {
    const markup = '<html><body><a href="/a" HREF="/b">x</a></body></html>';
    const document = parsed(markup);
    lowerCaseAttributeNames(document, markup);
    expect(document.querySelector('a')?.outerHTML).toBe('<a href="/a">x</a>');
    const plain = '<html><body><p class="x">words</p></body></html>';
    const untouched = parsed(plain);
    lowerCaseAttributeNames(untouched, plain);
    expect(untouched.body.innerHTML).toBe('<p class="x">words</p>');
  });
});
