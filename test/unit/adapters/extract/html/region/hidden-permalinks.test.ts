import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isFragmentLink, removeHiddenPermalinks } from '../../../../../../adapters/outbound/extract/html/region/hidden-permalinks.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const linksIn = (root: Element): Element[] => Array.from(root.querySelectorAll('a')).filter(isFragmentLink);

describe('removeHiddenPermalinks', () => {
  it("removes a heading's permalink whose only words are for screen readers (Starlight's anchor link), beside or inside the heading", () => {
    const body = bodyOf('<div class="sl-heading-wrapper"><h2 id="install">Install</h2><a class="sl-anchor-link" href="#install"><span aria-hidden="true"></span><span class="sr-only">Section titled “Install”</span></a></div>'
      + '<h3 id="run">Run <a href="#run"><span class="visually-hidden">Permalink to Run</span></a></h3>');
    expect(removeHiddenPermalinks(linksIn(body))).toBe(2);
    expect(body.textContent).toBe('InstallRun ');
  });

  it('keeps a link with words a reader sees, a link away from headings, and a link to another page', () => {
    const body = bodyOf('<div><h2 id="a">A</h2><a href="#b">See B <span class="sr-only">(section)</span></a></div><p>Text <a href="#c"><span class="sr-only">note 1</span></a></p><div><h2>C</h2><a href="/c"><span class="sr-only">C</span></a></div>');
    expect(removeHiddenPermalinks(linksIn(body))).toBe(0);
    expect(body.querySelectorAll('a')).toHaveLength(3);
  });

  it('judges each of many links by its own parent: the permalinks beside a heading go, a parent of hidden-word links and no heading keeps them', () => {
    const permalink = (id: string): string => `<a href="#${id}"><span class="sr-only">Section ${id}</span></a>`;
    const headed = `<div><h2 id="s0">Section</h2>${Array.from({ length: 50 }, (_, index) => permalink(`s${index}`)).join('')}</div>`;
    const unheaded = `<p>${Array.from({ length: 50 }, (_, index) => permalink(`n${index}`)).join('')}</p>`;
    const body = bodyOf(headed + unheaded);
    expect(removeHiddenPermalinks(linksIn(body))).toBe(50);
    expect(body.querySelectorAll('div a')).toHaveLength(0);
    expect(body.querySelectorAll('p a')).toHaveLength(50);
  });
});
