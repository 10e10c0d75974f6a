import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeValueTrails } from '../../../../../../adapters/outbound/extract/html/region/value-trails.js';

/**
 * Session 39: a navigation trail that is the value of a labelled pair (Mercari's "カテゴリー" row, its
 * value a `nav > ol` of the item's categories) is the item's category path, written as one line.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const navs = (body: Element): Element[] => Array.from(body.querySelectorAll('nav, [role="navigation"]'));
const trail = (...steps: string[]): string => `<ol>${steps.map((step) => `<li><a href="/c/${step}">${step}</a></li>`).join('')}</ol>`;

describe('writeValueTrails', () => {
  it("writes as a line the trail in a row's value (through its wrappers), in a <dd> and in a <td>", () => {
    const body = bodyOf(`<div id="row" class="merDisplayRow"><div class="title"><span>カテゴリー</span></div><div class="body"><div class="merBreadcrumbList"><nav aria-label="カテゴリー">${trail('キッチン/食器', '食器', '容器')}</nav></div></div></div>`
      + `<dl><dt>Category</dt><dd id="dd"><nav><ul class="breadcrumb"><li><a href="/a">Home</a></li><li>›</li><li><a href="/b">Tools</a></li></ul></nav></dd></dl>`
      + `<table><tr><th>Section</th><td id="td"><nav>${trail('Garden', 'Hoses')}</nav></td></tr></table>`);
    expect(writeValueTrails(navs(body))).toBe(3);
    expect(body.querySelector('nav')).toBeNull();
    expect(body.querySelector('#row > .body')?.innerHTML).toBe('<span>キッチン/食器 › 食器 › 容器</span>');
    expect(body.querySelector('#dd')?.textContent).toBe('Home › Tools');
    expect(body.querySelector('#td')?.textContent).toBe('Garden › Hoses');
  });

  it("leaves the page's own trail and menus: beside a link, a search form, a heading or a logo, a menu's unnamed <ul>, and a trail among other blocks", () => {
    const body = bodyOf(`<div><a href="/results">Back to results</a><nav aria-label="Breadcrumb">${trail('Home', 'Cars')}</nav></div>`
      + `<div><div class="search"><form><label>Search</label><input name="q"></form></div><div role="navigation" aria-label="breadcrumbs">${trail('Community', 'Forums')}</div></div>`
      + `<header><h1>Site</h1><nav>${trail('Home', 'About')}</nav></header>`
      + '<div><div class="label">Menu</div><div><nav><ul><li><a href="/">Home</a></li><li><a href="/about">About</a></li></ul></nav></div></div>'
      + `<div><div>Category</div><div><nav>${trail('Garden')}</nav><p>More garden tools</p></div></div>`);
    expect(writeValueTrails(navs(body))).toBe(0);
    expect(navs(body)).toHaveLength(5);
  });
});
