import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { nestSectionHeadings } from '../../../../../../adapters/outbound/extract/html/region/nested-heading-levels.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const outline = (body: Element): string[] => Array.from(body.querySelectorAll('h1, h2, h3, h4, h5, h6'), (heading) => `${heading.localName} ${heading.textContent ?? ''}`);
const nest = (body: Element): number => nestSectionHeadings(Array.from(body.querySelectorAll('h1, h2, h3, h4, h5, h6')));

describe('nestSectionHeadings', () => {
  it("sets the seller's own h2s in a description under its h2 \"Opis\" one level below it, their h3s below them (Allegro)", () => {
    const body = bodyOf('<h1>Czajnik</h1><section><h2>Opis</h2><div class="description"><section><div><h2>Czajnik, który nie zawodzi</h2><p>Grzałka płaska.</p></div></section>'
      + '<section><div><h2>Bezpieczeństwo</h2><h3>Wyłącznik</h3><p>Wyłącza się sam.</p></div></section></div></section><section><h2>Parametry</h2><table><tr><td>Stan</td><td>Nowy</td></tr></table></section>');
    expect(nest(body)).toBe(3);
    expect(outline(body)).toEqual(['h1 Czajnik', 'h2 Opis', 'h3 Czajnik, który nie zawodzi', 'h3 Bezpieczeństwo', 'h4 Wyłącznik', 'h2 Parametry']);
  });

  it('adds up the levels of nested sections, and sets nothing below h6', () => {
    const body = bodyOf('<div><h2>Product details</h2><div><div><h2>Materials</h2><div><h2>Shell</h2></div></div></div></div>'
      + '<div><h5>Deep</h5><div><h5>Deeper</h5><h6>Deepest</h6></div></div>');
    nest(body);
    expect(outline(body)).toEqual(['h2 Product details', 'h3 Materials', 'h4 Shell', 'h5 Deep', 'h6 Deeper', 'h6 Deepest']);
  });

  it('leaves a block that holds an h1, headings already below their title or above it, a title followed by more than one block, and one only screen readers read', () => {
    const body = bodyOf('<div><h2>Site name</h2><div><h1>The post</h1><h2>Part one</h2></div></div>'
      + '<section><h2>Specifications</h2><div><h3>Size</h3></div></section>'
      + '<div class="post"><h4 class="author">getopt</h4><div class="text"><p>With this headline</p><h3>The year of the desktop?</h3></div></div>'
      + '<article><h2>Intro</h2><p>Words.</p><div><h2>Second part</h2></div></article>'
      + '<div><h3 class="sr-only">Filtered items</h3><ol><li><h3>January start</h3></li><li><h3>April start</h3></li></ol></div>');
    expect(nest(body)).toBe(0);
    expect(outline(body)).toEqual(['h2 Site name', 'h1 The post', 'h2 Part one', 'h2 Specifications', 'h3 Size', 'h4 getopt', 'h3 The year of the desktop?', 'h2 Intro', 'h2 Second part', 'h3 Filtered items', 'h3 January start', 'h3 April start']);
  });
});
