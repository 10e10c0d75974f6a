import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { parseHtmlPage } from '../../../../../adapters/outbound/extract/html/html-page-parser.js';

const URL_ = 'https://example.com/a/page.html';

describe('parseHtmlPage', () => {
  it('parses a complete document with linkedom, without notes', async () => {
    const page = await parseHtmlPage('<!DOCTYPE html><html><head><title>T</title></head><body><p>Hello</p></body></html>', URL_);
    expect(page).toMatchObject({ parser: 'linkedom', parserFailures: 0, notes: [], baseUrl: URL_ });
    expect(page.document.body.textContent).toBe('Hello');
  });

  it.each([
    ['a fragment', '<p>Hello <b>world</b></p>', 'Hello world', ''],
    ['plain text', 'Hello world', 'Hello world', ''],
    ['markup without <body>', '<!doctype html><meta charset=utf-8><title>T</title><p>Hello world', 'Hello world', 'T'],
    ['content after </html>', '<html><head></head><body><p>Hello</p></body></html><p>world</p>', 'Helloworld', ''],
    ['a <link> before <head>', '<html><link rel="x" href="/a.css"><head><title>T</title></head><body><p>Hello &amp; &lt;bye&gt;</p></body></html>', 'Hello & <bye>', 'T'],
  ])('rebuilds %s as an HTML5 parser would place it, still with linkedom', async (_name, markup, text, title) => {
    const page = await parseHtmlPage(markup, URL_);
    expect(page.parser).toBe('linkedom');
    expect(page.notes).toEqual(['parse: markup outside <html>/<body> moved into place']);
    expect(page.document.body.textContent?.replace(/\s+/g, '')).toBe(text.replace(/\s+/g, ''));
    expect(page.document.title).toBe(title);
    expect(page.reparse?.().body.textContent?.replace(/\s+/g, '')).toBe(text.replace(/\s+/g, ''));
  });

  it('falls back to jsdom when linkedom throws, with styles already gone so jsdom parses on the first try', async () => {
    const throwing = (): Document => {
      throw new Error('boom');
    };
    const page = await parseHtmlPage('<style>.a{border:inherit;border-color:transparent}</style><p>Still readable</p>', URL_, { parseLinkedom: throwing });
    expect(page.parser).toBe('jsdom');
    expect(page.parserFailures).toBe(1);
    expect(page.notes).toEqual(['parse: linkedom threw (boom); used jsdom']);
    expect(page.document.body.textContent).toContain('Still readable');
    expect(page.reparse).toBeUndefined();
  });

  it('drops scripts, styles, SVG and comments before parsing, counts the scripts, and offers a re-parse', async () => {
    const page = await parseHtmlPage(
      '<!DOCTYPE html><html><head><script src="a.js"></script><script type="application/ld+json">{"@type":"Article"}</script><style>p{}</style></head>'
      + '<body><!-- note --><p>Hello</p><svg><text>icon</text></svg><script>track()</script></body></html>',
      URL_,
    );
    expect(page).toMatchObject({ parser: 'linkedom', removedScripts: 2 });
    expect(page.document.getElementsByTagName('script')).toHaveLength(1);
    expect(page.document.body.innerHTML).toBe('<p>Hello</p>');
    const again = page.reparse?.();
    expect(again).not.toBe(page.document);
    expect(again?.body.innerHTML).toBe('<p>Hello</p>');
  });

  it('uses a valid <base href> as the link base and ignores unsafe ones', async () => {
    const withBase = await parseHtmlPage('<html><head><base href="/docs/v2/"></head><body><p>x</p></body></html>', URL_);
    expect(withBase.baseUrl).toBe('https://example.com/docs/v2/');
    const unsafe = await parseHtmlPage('<html><head><base href="javascript:alert(1)"></head><body><p>x</p></body></html>', URL_);
    expect(unsafe.baseUrl).toBe(URL_);
  });

  it('finds a <base> written in capitals or late in the page, and searches no tree whose markup has none', async () => {
    const capitals = await parseHtmlPage('<html><head><title>T</title></head><body><p>x</p><BASE\nHREF="https://cdn.example.org/v3/"></body></html>', URL_);
    expect(capitals.baseUrl).toBe('https://cdn.example.org/v3/');
    const searched: string[] = [];
    const parseLinkedom = (markup: string): Document => {
      const document = parseHTML(markup).document as unknown as Document;
      const querySelector = document.querySelector.bind(document);
      document.querySelector = ((selector: string) => {
        searched.push(selector);
        return querySelector(selector);
      }) as Document['querySelector'];
      return document;
    };
    const without = await parseHtmlPage('<html><head><title>basement</title></head><body><p>database</p></body></html>', URL_, { parseLinkedom });
    expect(without.baseUrl).toBe(URL_);
    expect(searched).not.toContain('base[href]');
    await parseHtmlPage('<html><head><base href="/docs/"></head><body><p>x</p></body></html>', URL_, { parseLinkedom });
    expect(searched).toContain('base[href]');
  });

  it('never runs page scripts', async () => {
    const marker = '__extractionScriptRan';
    const page = await parseHtmlPage(`<html><head></head><body><script>globalThis.${marker} = true; document.body.innerHTML = 'replaced';</script><p>original</p></body></html>`, URL_);
    expect((globalThis as Record<string, unknown>)[marker]).toBeUndefined();
    expect(page.document.body.textContent).toContain('original');
    const jsdomPage = await parseHtmlPage(`<script>globalThis.${marker} = true;</script><p>original</p>`, URL_, {
      parseLinkedom: () => {
        throw new Error('use jsdom');
      },
    });
    expect(jsdomPage.parser).toBe('jsdom');
    expect((globalThis as Record<string, unknown>)[marker]).toBeUndefined();
  });
});
