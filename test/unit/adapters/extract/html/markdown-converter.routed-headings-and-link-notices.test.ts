import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/** Docsify's routed heading links, the new-tab notices screen readers get after a link's words, and Discourse's emoji short codes. */
describe.each(Object.entries(parsers))('createMarkdownConverter on %s: routed self-links, new-tab notices, emoji short codes', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("writes a heading whose whole text links to itself through a hash route (Docsify's <h2 id=\"x\"><a href=\"#/page?id=x\">) as a plain heading", async () => {
    const heading = (level: number, id: string, title: string): string => `<h${level} id="${id}"><a href="#/caching?id=${id}" data-id="${id}" class="anchor"><span>${title}</span></a></h${level}>`;
    const markdown = await convert(`${heading(2, 'enabling-the-cache', 'Enabling the cache')}<p>Install the package.</p>${heading(3, 'revalidation', 'Revalidation')}<p>Stale entries are revalidated.</p>`);
    expect(markdown).toBe('## Enabling the cache\n\nInstall the package.\n\n### Revalidation\n\nStale entries are revalidated.');
  });

  it("keeps as links a routed link to that heading from the text, and a heading's routed link to another heading", async () => {
    const markdown = await convert('<h2 id="choosing-a-store"><a href="#/caching?id=choosing-a-store" class="anchor"><span>Choosing a store</span></a></h2>'
      + '<p>See <a href="#/caching?id=choosing-a-store">Choosing a store</a> and <a href="#/api?id=create">createClient</a>.</p>'
      + '<h3 id="x"><a href="#/caching?id=other" class="anchor"><span>Revalidation</span></a></h3>');
    expect(markdown).toBe('## Choosing a store\n\nSee [Choosing a store](https://example.com/blog/post.html#/caching?id=choosing-a-store) and [createClient](https://example.com/blog/post.html#/api?id=create).\n\n'
      + '### [Revalidation](https://example.com/blog/post.html#/caching?id=other)');
  });

  it("leaves out the new-tab notice after a link's words (VuePress's span.external-link-icon-sr-only \"open in new window\", \"(opens in a new tab)\")", async () => {
    const vuepress = '<p>See the <a href="https://developer.mozilla.org/en-US/docs/Web/API/Page_Visibility_API" target="_blank" rel="noopener noreferrer">Page Visibility API<span><svg class="external-link-icon" aria-hidden="true"></svg>'
      + '<span class="external-link-icon-sr-only">open in new window</span></span></a> for the rules.</p>';
    expect(await convert(vuepress)).toBe('See the [Page Visibility API](https://developer.mozilla.org/en-US/docs/Web/API/Page_Visibility_API) for the rules.');
    const wordpress = '<p><a href="/notes" target="_blank">Release notes<span class="screen-reader-text"> (opens in a new tab)</span></a>, <a href="/guide">Guide (opens in new window).</a></p>';
    expect(await convert(wordpress)).toBe('[Release notes](https://example.com/notes), [Guide](https://example.com/guide)');
  });

  it('keeps a link whose words are only such a notice', async () => {
    const markdown = await convert('<p><a href="/notes" target="_blank">Release notes<span> (opens in a new tab)</span></a> and <a href="/b" target="_blank">Opens in a new tab</a></p>');
    expect(markdown).toBe('[Release notes](https://example.com/notes) and [Opens in a new tab](https://example.com/b)');
  });

  it("writes Discourse's emoji pictures (img.emoji alt=\":sob:\") as their short codes, without parentheses; an emoji named in words keeps them", async () => {
    const emoji = (name: string): string => `<img src="https://emoji.discourse-cdn.com/twitter/${name}.png?v=12" title=":${name}:" class="emoji" alt=":${name}:" loading="lazy" width="20" height="20">`;
    const markdown = await convert(`<p>It broke again ${emoji('sob')} after the upgrade ${emoji('man_technologist')}</p><p>こんにちは<img alt="ニコニコ" class="emoji" src="https://stat100.ameba.jp/blog/ucs/img/char/char3/002.png"></p>`);
    expect(markdown).toBe('It broke again :sob: after the upgrade :man_technologist:\n\nこんにちは(ニコニコ)');
    expect(markdown).not.toContain('(:sob:)');
  });
});
