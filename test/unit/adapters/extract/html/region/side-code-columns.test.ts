import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { placeSideCodeColumns } from '../../../../../../adapters/outbound/extract/html/region/side-code-columns.js';
import { hidingClassOf } from '../../../../../../adapters/outbound/extract/html/region/hidden-copies.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const wideOnly = (body: Element): Element[] => Array.from(body.querySelectorAll('*')).filter((element) => hidingClassOf(element) === 'narrow');

const CURL = '<pre><code>curl --request POST \\\n  --url https://api.relaybell.example/v1/webhooks \\\n  --header \'Authorization: Bearer &lt;token&gt;\'</code></pre>';
const RESPONSE = '<pre><code>{\n  "id": "wh_01HZX4Q7K2M9T3",\n  "status": "active"\n}</code></pre>';
/** Mintlify's API page: the side column of examples first, in a reversed flex row, beside the main column with the title, the endpoint and the body. */
const page = (side: string, body = '<p>A webhook subscribes one endpoint to events.</p><h4>Body</h4><p>url string required</p><p>The address deliveries go to, over HTTPS only.</p>'): string => '<div class="flex flex-row-reverse gap-12">'
  + `<div id="content-side-layout" class="hidden xl:flex self-start sticky xl:flex-col">${side}</div>`
  + `<div id="content-area"><header id="header"><div class="eyebrow">Webhooks</div><h1 id="page-title">Create a webhook</h1></header><div class="api-bar">POST /v1/webhooks</div><div id="content" class="mdx-content">${body}</div></div></div>`;

describe('hidingClassOf', () => {
  it('tells a class that hides at every width from one that shows the element from a breakpoint on and one that hides it from a breakpoint on', () => {
    const body = bodyOf('<div class="hidden">a</div><div class="hidden xl:flex">b</div><div class="md:hidden">c</div><div class="flex">d</div>');
    expect(Array.from(body.children, (element) => hidingClassOf(element))).toEqual(['always', 'narrow', 'wide', undefined]);
  });
});

describe('placeSideCodeColumns', () => {
  it("moves Mintlify's side column of request and response examples (div#content-side-layout.hidden.xl:flex) to the start of the main column's body, after the title and the endpoint", () => {
    const body = bodyOf(page(`<div class="code-group"><div>Create a webhook</div>${CURL}</div><div class="code-group"><div>200</div>${RESPONSE}</div>`));
    expect(placeSideCodeColumns(wideOnly(body), Array.from(body.querySelectorAll('pre')))).toBe(1);
    const content = body.querySelector('#content') as Element;
    expect(content.firstElementChild?.getAttribute('id')).toBe('content-side-layout');
    expect(body.textContent?.indexOf('Create a webhook')).toBeLessThan(body.textContent?.indexOf('curl --request POST') ?? 0);
    expect(body.textContent?.indexOf('POST /v1/webhooks')).toBeLessThan(body.textContent?.indexOf('curl --request POST') ?? 0);
  });

  it('puts the column right after the heading when the largest block of the main column holds the heading too', () => {
    const body = bodyOf('<div class="flex"><div id="examples" class="hidden lg:block">' + CURL + '</div><div id="main"><article><h1>Send a fax</h1><p>One paragraph of the page.</p><p>Another paragraph, longer than the first one by far, with the details.</p></article></div></div>');
    expect(placeSideCodeColumns(wideOnly(body), Array.from(body.querySelectorAll('pre')))).toBe(1);
    expect(body.querySelector('article h1')?.nextElementSibling?.getAttribute('id')).toBe('examples');
  });

  it('removes a column whose code the main column shows already (a copy for wide screens)', () => {
    const body = bodyOf(page(CURL, `<p>Send this request:</p>${CURL}`));
    expect(placeSideCodeColumns(wideOnly(body), Array.from(body.querySelectorAll('pre')))).toBe(1);
    expect(body.querySelector('#content-side-layout')).toBeNull();
    expect(body.querySelectorAll('pre')).toHaveLength(1);
  });

  it('leaves a table of contents (no code), a column of prose beside a short command, a column holding a menu, and a column with no titled main column beside it', () => {
    const toc = bodyOf(page('<nav><ul><li><a href="#body">Body</a></li></ul></nav>'));
    const prose = bodyOf(page('<p>Install the command-line tool first, then sign in with your workspace account and pick the project you deploy to.</p><pre>npm i rb</pre>'));
    const menu = bodyOf(page(`<nav><a href="/a">A</a></nav>${CURL}`));
    const untitled = bodyOf(`<div class="flex"><div class="hidden md:block">${CURL}</div><div><p>No heading here.</p></div></div>`);
    for (const body of [toc, prose, menu, untitled]) {
      expect(placeSideCodeColumns(wideOnly(body), Array.from(body.querySelectorAll('pre')))).toBe(0);
      expect(body.firstElementChild?.firstElementChild?.classList.contains('hidden')).toBe(true);
    }
  });
});
