import { describe, expect, it } from 'vitest';
import { runHtmlChain, type HtmlStage } from '../../../../../adapters/outbound/extract/html/html-extraction-chain.js';
import type { ParsedHtmlPage } from '../../../../../adapters/outbound/extract/html/parsed-html-page.js';
import { ARTICLE, documentOf, page, produced, stages, URL_ } from './html-chain-fixtures.js';

/** Session 39: the walk before the stages finds tabs without ARIA's links (Rspress's class-named tabs), and the tab step shows and names their panels. */
describe('runHtmlChain: tab sets without ARIA links', () => {
  it("shows Rspress's hidden install commands before the stages read the page, each after its tab's name, and notes it", async () => {
    const tabs = '<div class="rspress-tabs"><div><div class="tabList_x1"><div class="tab_x1 selected_x1">npm</div><div class="tab_x1 notSelected_x1">yarn</div></div></div>'
      + '<div><div style="display:block"><pre><code>npm install fennel</code></pre></div><div style="display:none"><pre><code>yarn add fennel</code></pre></div></div></div>';
    const docs: ParsedHtmlPage = { ...page, notes: [], document: documentOf(`<main><h1>Install</h1><p>${ARTICLE}</p>${tabs}</main>`) };
    const seen: string[] = [];
    const reading: HtmlStage = async (document) => {
      seen.push(Array.from(document.querySelectorAll('main > div strong, main > div pre'), (element) => element.textContent ?? '').join(' | '));
      return produced('cleaned-body', ARTICLE);
    };
    const result = await runHtmlChain(docs, URL_, { declared: { article: false, collection: false }, stages: { ...stages({ readability: produced('readability', ARTICLE) }), cleanedBody: reading } });
    expect(seen[0]).toBe('npm | npm install fennel | yarn | yarn add fennel');
    expect(result.removalNotes).toContain('text of 1 hidden tab panel shown (other languages, platforms or options a reader switches to)');
  });
});
