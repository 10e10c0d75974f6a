import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { unwrapSelfAnchoredLinks } from '../../../../../adapters/outbound/extract/html/stages/self-anchored-links.js';

const body = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const inPageLinks = (root: HTMLElement): Element[] => Array.from(root.querySelectorAll('a[href^="#"]'));

describe('unwrapSelfAnchoredLinks', () => {
  it("unwraps a signature set as a link to the empty anchor right before it (Erlang's a[name=new-1] then a[href=#new-1]), keeping its text", () => {
    const root = body('<p><span class="bold_code fun-type"><a name="new-1"></a><a href="#new-1" class="title_link">new(Capacity) -&gt; Ring</a></span></p>');
    expect(unwrapSelfAnchoredLinks(inPageLinks(root))).toBe(1);
    expect(root.querySelector('a[href]')).toBeNull();
    expect(root.querySelector('span')?.textContent).toBe('new(Capacity) -> Ring');
  });

  it('unwraps a link to an empty anchor named by its id as well', () => {
    const root = body('<p><a id="push-2"></a><a href="#push-2">push(Elem, Ring1) -&gt; Ring2</a></p>');
    expect(unwrapSelfAnchoredLinks(inPageLinks(root))).toBe(1);
    expect(root.querySelector('p')?.innerHTML).toBe('<a id="push-2"></a>push(Elem, Ring1) -&gt; Ring2');
  });

  it("leaves a link inside the element it names a link (the Rust Reference's div#r-ident > a[href=\"#r-ident\"])", () => {
    const root = body('<div id="r-ident"><a href="#r-ident">[ident]</a> An identifier is any nonempty Unicode string.</div>');
    expect(unwrapSelfAnchoredLinks(inPageLinks(root))).toBe(0);
    expect(root.querySelector('a[href="#r-ident"]')?.textContent).toBe('[ident]');
  });

  it('leaves a link in a heading, a mark of no letters, and a link whose anchor before it names another place or holds text', () => {
    const root = body('<h3><a name="exports"></a><a href="#exports">Exports</a></h3><p><a name="pop-1"></a><a href="#pop-1">¶</a></p>'
      + '<p><a name="other"></a><a href="#fold-3">fold/3</a></p><p><a name="to_list-1">see</a><a href="#to_list-1">to_list/1</a></p>');
    expect(unwrapSelfAnchoredLinks(inPageLinks(root))).toBe(0);
    expect(root.querySelectorAll('a[href]')).toHaveLength(4);
  });
});
