import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { demoteLogoHeadings } from '../../../../../../adapters/outbound/extract/html/region/logo-headings.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const headingsOf = (body: HTMLElement): Element[] => Array.from(body.querySelectorAll('h1, h2, h3, h4, h5, h6'));

describe("demoteLogoHeadings: a site's logo set as the page's <h1>", () => {
  it("writes as a <div> an <h1> holding only a linked image (YES24's h1.logo > a > img alt=\"예스24\"), keeping its class and its link, so that the page's own <h2> title heads the outline", () => {
    const body = bodyOf('<h1 class="logo"><a href="https://www.yes24.com/"><img src="/logoN4.svg" alt="예스24"></a></h1><h2 class="gd_name">물결의 문법</h2>');
    expect(demoteLogoHeadings(headingsOf(body))).toBe(1);
    expect(body.querySelector('h1')).toBeNull();
    expect(body.firstElementChild?.outerHTML).toBe('<div class="logo"><a href="https://www.yes24.com/"><img src="/logoN4.svg" alt="예스24"></a></div>');
    expect(headingsOf(body).map((heading) => `${heading.localName} ${heading.textContent ?? ''}`)).toEqual(['h2 물결의 문법']);
  });

  it('writes as a <div> an <h1> whose link holds an inline SVG logo, and leaves an <h1> with text, one with an unlinked image, and a lower heading holding a linked logo', () => {
    const body = bodyOf(
      '<h1 class="header__logo"><a href="/"><svg viewBox="0 0 10 10"><path d="M0 0h10v10z"></path></svg></a></h1>' +
        '<h1><a href="/"><img src="/logo.png" alt="Logo"></a> 에어프라이어</h1>' +
        '<h1><img src="/cover.jpg" alt=""></h1>' +
        '<h2><a href="/"><img src="/logo.png" alt=""></a></h2>',
    );
    expect(demoteLogoHeadings(headingsOf(body))).toBe(1);
    expect(body.firstElementChild?.localName).toBe('div');
    expect(headingsOf(body).map((heading) => heading.localName)).toEqual(['h1', 'h1', 'h2']);
    expect(body.querySelector('h1')?.textContent).toBe(' 에어프라이어');
  });
});
