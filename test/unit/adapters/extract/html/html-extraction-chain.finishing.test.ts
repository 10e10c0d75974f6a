import { describe, expect, it } from 'vitest';
import { runHtmlChain } from '../../../../../adapters/outbound/extract/html/html-extraction-chain.js';
import { collapsedLength } from '../../../../../adapters/outbound/extract/html/stages/stage-support.js';
import { markdownToPlainText } from '../../../../../domain/fetch/markdown-to-text.js';
import type { DeclaredPageKind } from '../../../../../domain/page/content-choice.policy.js';
import { ARTICLE, failed, page, produced, RELATED, stages, URL_, words } from './html-chain-fixtures.js';

describe('runHtmlChain: what leaves the chosen output', () => {
  it('drops a verbatim second copy of a block on a product page and tells the model; elsewhere repeats stay', async () => {
    const copy = words(40, 'merino');
    const region = `${ARTICLE}\n\n${copy}\n\nSizes run true.\n\n${copy}`;
    const product = { article: false, collection: true, product: true };
    const result = await runHtmlChain(page, URL_, { declared: product, stages: stages({ cleanedBody: produced('cleaned-body', region), readability: produced('readability', region) }) });
    expect(result.markdown).toBe(`${ARTICLE}\n\n${copy}\n\nSizes run true.`);
    expect(result.removalNotes).toEqual(['1 repeated block removed (verbatim copies of text kept once)']);
    expect(result.textLength).toBe(`${ARTICLE} ${copy} Sizes run true.`.length);
    const off = await runHtmlChain(page, URL_, { declared: product, duplicateBlocks: { minWords: undefined }, stages: stages({ cleanedBody: produced('cleaned-body', region), readability: produced('readability', region) }) });
    expect(off.markdown).toBe(region);
    const article = await runHtmlChain(page, URL_, { declared: { article: true, collection: false }, stages: stages({ cleanedBody: produced('cleaned-body', region), readability: produced('readability', region) }) });
    expect(article.markdown).toBe(region);
    expect(article.removalNotes).toEqual([]);
  });

  it('drops picture credits and promoted headlines from the chosen output and tells the model; both can be turned off', async () => {
    const marked = `${ARTICLE}\n\nImage copyright Getty Images\n\n**[Another story about bridges at night](https://example.com/s/1)**\n\n${ARTICLE}`;
    const outcomes = { cleanedBody: produced('cleaned-body', marked), readability: produced('readability', marked) };
    const result = await runHtmlChain(page, URL_, { stages: stages(outcomes) });
    expect(result.markdown).toBe(`${ARTICLE}\n\n${ARTICLE}`);
    expect(result.removalNotes).toEqual(['1 link-only block removed (navigation, sharing, related stories)', '1 picture credit or copyright line removed']);
    expect(result.textLength).toBe(`${ARTICLE} ${ARTICLE}`.length);
    const off = await runHtmlChain(page, URL_, { creditLines: false, linkTrim: { headlines: false }, stages: stages(outcomes) });
    expect(off.markdown).toBe(marked);
    const creditOnly = `${ARTICLE}\n\n(Image credit: NASA)\n\n${ARTICLE}`;
    const credited = await runHtmlChain(page, URL_, { stages: stages({ cleanedBody: produced('cleaned-body', creditOnly), readability: produced('readability', creditOnly) }) });
    expect(credited).toMatchObject({ markdown: `${ARTICLE}\n\n${ARTICLE}`, textLength: `${ARTICLE} ${ARTICLE}`.length });
  });

  it('drops datelines and bylines when the metadata states the date, tells the model, and keeps them on threads, undated pages or when off', async () => {
    const marked = `By Jane Writer - Nov 19, 2019 11:04 PM EST\n\nUpdated Nov 20, 2019\n\n${ARTICLE}`;
    const outcomes = { cleanedBody: produced('cleaned-body', marked), readability: produced('readability', marked) };
    const statements = { publishedAt: '2019-11-19T23:04:00-05:00', author: 'Jane Writer' };
    const result = await runHtmlChain(page, URL_, { pageStatements: statements, stages: stages(outcomes) });
    expect(result.markdown).toBe(ARTICLE);
    expect(result.removalNotes).toEqual(['2 datelines and bylines removed (when and by whom the page was posted or updated; its date and author are in the page metadata)']);
    expect(result.textLength).toBe(ARTICLE.length);
    const undated = await runHtmlChain(page, URL_, { pageStatements: { author: 'Jane Writer' }, stages: stages(outcomes) });
    expect(undated.markdown).toBe(marked);
    const thread = await runHtmlChain(page, URL_, { pageStatements: statements, declared: { article: true, collection: true }, stages: stages(outcomes) });
    expect(thread.markdown).toBe(marked);
    const off = await runHtmlChain(page, URL_, { pageStatements: statements, datelines: { on: false }, stages: stages(outcomes) });
    expect(off.markdown).toBe(marked);
    const anonymous = await runHtmlChain(page, URL_, { pageStatements: { publishedAt: statements.publishedAt }, stages: stages(outcomes) });
    expect(anonymous.markdown).toBe(`By Jane Writer - Nov 19, 2019 11:04 PM EST\n\n${ARTICLE}`);
  });

  it('drops a closing paragraph about the metadata\'s author, tells the model, and keeps it on threads, without an author or when off', async () => {
    const marked = `${ARTICLE}\n\n${words(40, 'river')}\n\nJane Writer is a reporter for the Bridge Gazette.`;
    const outcomes = { cleanedBody: produced('cleaned-body', marked), readability: produced('readability', marked) };
    const result = await runHtmlChain(page, URL_, { pageStatements: { author: 'Jane Writer' }, stages: stages(outcomes) });
    expect(result.markdown).toBe(`${ARTICLE}\n\n${words(40, 'river')}`);
    expect(result.removalNotes).toEqual(['1 paragraph about the author removed (the author is named in the page metadata)']);
    expect(result.textLength).toBe(`${ARTICLE} ${words(40, 'river')}`.length);
    for (const options of [{}, { declared: { article: true, collection: true } }, { authorBios: false }]) {
      const kept = await runHtmlChain(page, URL_, { pageStatements: 'declared' in options || 'authorBios' in options ? { author: 'Jane Writer' } : {}, ...options, stages: stages(outcomes) });
      expect(kept.markdown).toBe(marked);
    }
  });

  it('drops the member cards a thread repeats beside its posts, tells the model, and can be turned off', async () => {
    const thread = `${ARTICLE}\n\nPosts: 138\nJoined: Feb 2019\n\n${words(40, 'answer')}\n\nPosts: 1,725\nJoined: 4. Jul 2012, 16:09\n\n${words(40, 'reply')}`;
    const outcomes = { cleanedBody: produced('cleaned-body', thread), readability: produced('readability', thread) };
    const result = await runHtmlChain(page, URL_, { stages: stages(outcomes) });
    expect(result.markdown).toBe(`${ARTICLE}\n\n${words(40, 'answer')}\n\n${words(40, 'reply')}`);
    expect(result.removalNotes).toEqual(["2 member cards removed beside the posts (authors' post counts, join dates, reputation and profile fields)"]);
    const off = await runHtmlChain(page, URL_, { memberCards: false, stages: stages(outcomes) });
    expect(off.markdown).toBe(thread);
    expect(off.removalNotes).toEqual([]);
  });

  it('drops a title or price shown twice inside one list item on any page, tells the model, and can be turned off', async () => {
    const item = (name: string): string => `- [${name}](https://example.com/${name})\n\n  ### [${name}](https://example.com/${name})\n\n  $19.99\n\n  In stock\n\n  $19.99`;
    const region = `${ARTICLE}\n\n${item('Mug')}\n\n${item('Cup')}`;
    const outcomes = { cleanedBody: produced('cleaned-body', region), readability: produced('readability', region) };
    const result = await runHtmlChain(page, URL_, { stages: stages(outcomes) });
    expect(result.markdown).toBe(`${ARTICLE}\n\n- [Mug](https://example.com/Mug)\n\n  $19.99\n\n  In stock\n\n- [Cup](https://example.com/Cup)\n\n  $19.99\n\n  In stock`);
    expect(result.removalNotes).toEqual(['4 repeated lines inside list items removed (a title or price shown twice in one item, kept once)']);
    expect(result.textLength).toBe(collapsedLength(markdownToPlainText(result.markdown)));
    expect(result.textLength).toBeLessThan(collapsedLength(markdownToPlainText(region)));
    const off = await runHtmlChain(page, URL_, { listItemRepeats: { mode: undefined }, stages: stages(outcomes) });
    expect(off.markdown).toBe(region);
    expect(off.removalNotes).toEqual([]);
  });

  it('drops chrome link blocks from the chosen output and counts them for the model', async () => {
    const result = await runHtmlChain(page, URL_, {
      stages: stages({ cleanedBody: produced('cleaned-body', `${ARTICLE}\n\n${RELATED}`, 0, { removedLinkClusters: 2 }), readability: failed('readability', 'no content found') }),
    });
    expect(result).toMatchObject({ stage: 'cleaned-body', markdown: ARTICLE });
    expect(result.stageNotes).toEqual(['parse: note', 'readability: no content found', 'trim: dropped 1 link-only block']);
    expect(result.removalNotes).toEqual(['2 link-heavy blocks removed (menus, tag and link lists)', '1 link-only block removed (navigation, sharing, related stories)']);
    expect(result.textLength).toBe(ARTICLE.length);
  });

  it('puts a declared product\'s structured description first when the chosen output lacks it, and says so', async () => {
    const description = words(30, 'merino');
    const footer = words(60, 'footer');
    const run = (declared: DeclaredPageKind, productDescription: string, structuredDescription?: false) => runHtmlChain({ ...page, notes: [] }, URL_, {
      declared, productDescription, ...(structuredDescription === undefined ? {} : { structuredDescription }),
      stages: stages({ cleanedBody: produced('cleaned-body', footer), readability: produced('readability', footer) }),
    });
    const product = await run({ article: false, collection: true, product: true, productSchema: true }, description);
    expect(product.markdown).toBe(`${description}\n\n${footer}`);
    expect(product.removalNotes).toEqual(["the product's description added first from the page's structured data (schema.org Product): the page's visible text lacks it"]);
    expect(product.textLength).toBe(collapsedLength(markdownToPlainText(product.markdown)));
    expect((await run({ article: false, collection: true, product: true }, description)).markdown).toBe(footer);
    expect((await run({ article: false, collection: true, product: true, productSchema: true }, description, false)).markdown).toBe(footer);
    expect((await run({ article: false, collection: true, product: true, productSchema: true }, footer)).markdown).toBe(footer);
  });
});
