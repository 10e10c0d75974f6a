import { describe, expect, it } from 'vitest';
import { runHtmlChain, type HtmlStage } from '../../../../../adapters/outbound/extract/html/html-extraction-chain.js';
import type { ParsedHtmlPage } from '../../../../../adapters/outbound/extract/html/parsed-html-page.js';
import { ARTICLE, documentOf, page, produced, stages, URL_ } from './html-chain-fixtures.js';

describe("runHtmlChain: posts' reaction bars and script-worked controls", () => {
  it("removes each post's reaction bar and its Quote link before the stages read the page, and notes both", async () => {
    const post = (id: number, author: string): string => `<article class="cPost ipsComment"><h3><a href="/profile/${id}-${author}/">${author}</a></h3><div data-role="commentContent"><p>${ARTICLE}</p></div>`
      + `<div class="ipsItemControls"><div class="ipsReact"><ul class="ipsReact_reactions"><li class="ipsReact_overview"><a href="/profile/9-ann/">Ann</a> and <a href="/profile/8-bo/">Bo</a></li>`
      + `<li class="ipsReact_reactCount"><a href="/topic/1/?do=showReactionsComment&amp;comment=${id}"><img src="/react_like.png" alt="Like"> 2</a></li></ul></div>`
      + '<ul class="ipsComment_controls"><li><a href="#" data-action="quoteComment">Quote</a></li></ul></div></article>';
    const topic: ParsedHtmlPage = { ...page, notes: [], document: documentOf(`<main><h1>Nitrite spike after moving a tank</h1>${post(1, 'Reedwarbler')}${post(2, 'CatfishCarla')}</main>`) };
    const seen: string[] = [];
    const reading: HtmlStage = async (document) => {
      seen.push(document.body?.innerHTML ?? '');
      return produced('cleaned-body', ARTICLE);
    };
    const result = await runHtmlChain(topic, URL_, { declared: { article: false, collection: false }, stages: { ...stages({ readability: produced('readability', ARTICLE) }), cleanedBody: reading } });
    expect(seen[0]).not.toMatch(/ipsReact|react_like|quoteComment|Ann<\/a>/);
    expect(seen[0]).toContain('<h3>CatfishCarla</h3><div data-role="commentContent">');
    expect(result.removalNotes).toContain('2 reaction bars removed under the posts (who reacted to a post, and how many)');
    expect(result.removalNotes).toContain('2 post controls removed ("Quote", "Reply", "Like" links a script works)');
  });
});
