import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import type { ExtractionStage } from '../../../../../application/ports/document-extractor.port.js';
import { runHtmlChain, type HtmlStage, type HtmlStages } from '../../../../../adapters/outbound/extract/html/html-extraction-chain.js';
import type { ParsedHtmlPage } from '../../../../../adapters/outbound/extract/html/parsed-html-page.js';
import { collapsedLength } from '../../../../../adapters/outbound/extract/html/stages/stage-support.js';
import { markdownToPlainText } from '../../../../../domain/fetch/markdown-to-text.js';
import type { DeclaredPageKind } from '../../../../../domain/page/content-choice.policy.js';
import type { StageOutcome } from '../../../../../adapters/outbound/extract/html/stages/stage-outcome.js';

const URL_ = 'https://example.com/';
const documentOf = (body: string): Document => parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document;
const page: ParsedHtmlPage = { document: documentOf('<p>text</p>'), baseUrl: URL_, parser: 'linkedom', parserFailures: 1, notes: ['parse: note'] };

const words = (count: number, stem: string): string => Array.from({ length: count }, (_, index) => `${stem}${index}`).join(' ');
const ARTICLE = words(300, 'bridge');
const ARTICLE_WITH_COMMENTS = `${ARTICLE}\n\n${words(700, 'comment')}`;
const RELATED = ['## Related stories', '', '- [Bridges of Paris at night](https://example.com/r/1)', '- [Suspension cables explained](https://example.com/r/2)'].join('\n');

function produced(stage: ExtractionStage, markdown: string, parserFailures = 0, extra: Partial<Extract<StageOutcome, { ok: true }>> = {}): StageOutcome {
  return { ok: true, stage, markdown, textLength: markdown.length, parserFailures, title: `${stage} title`, ...extra };
}

function failed(stage: ExtractionStage, reason: string, parserFailures = 0): StageOutcome {
  return { ok: false, stage, reason, parserFailures };
}

function stages(outcomes: Partial<Record<keyof HtmlStages, StageOutcome>>, calls: string[] = []): HtmlStages {
  const fake = (name: keyof HtmlStages): HtmlStage => async () => {
    calls.push(name);
    const outcome = outcomes[name];
    if (outcome === undefined) throw new Error(`stage ${name} should not run`);
    return outcome;
  };
  return { defuddle: fake('defuddle'), readability: fake('readability'), cleanedBody: fake('cleanedBody') };
}

describe('runHtmlChain', () => {
  it('runs the region and Readability, keeps Readability when it covers the region, and never runs Defuddle', async () => {
    const calls: string[] = [];
    const result = await runHtmlChain(page, URL_, { stages: stages({ cleanedBody: produced('cleaned-body', `${ARTICLE} footer`, 1), readability: produced('readability', ARTICLE, 2) }, calls) });
    expect(calls).toEqual(['cleanedBody', 'readability']);
    expect(result).toEqual({
      markdown: ARTICLE,
      title: 'readability title',
      stage: 'readability',
      stageNotes: ['parse: note', "choice: readability (readability has 100 % of the region's words)"],
      removalNotes: [],
      parserFailures: 4,
      textLength: ARTICLE.length,
    });
  });

  it('drops a verbatim second copy of a block on a product page and tells the model; elsewhere repeats stay', async () => {
    const copy = words(40, 'merino');
    const region = `${ARTICLE}\n\n${copy}\n\n${copy}`;
    const product = { article: false, collection: true, product: true };
    const result = await runHtmlChain(page, URL_, { declared: product, stages: stages({ cleanedBody: produced('cleaned-body', region), readability: produced('readability', region) }) });
    expect(result.markdown).toBe(`${ARTICLE}\n\n${copy}`);
    expect(result.removalNotes).toEqual(['1 repeated block removed (verbatim copies of text kept once)']);
    expect(result.textLength).toBe(`${ARTICLE} ${copy}`.length);
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
    const marked = `${ARTICLE}\n\n${ARTICLE}\n\nJane Writer is a reporter for the Bridge Gazette.`;
    const outcomes = { cleanedBody: produced('cleaned-body', marked), readability: produced('readability', marked) };
    const result = await runHtmlChain(page, URL_, { pageStatements: { author: 'Jane Writer' }, stages: stages(outcomes) });
    expect(result.markdown).toBe(`${ARTICLE}\n\n${ARTICLE}`);
    expect(result.removalNotes).toEqual(['1 paragraph about the author removed (the author is named in the page metadata)']);
    expect(result.textLength).toBe(`${ARTICLE} ${ARTICLE}`.length);
    for (const options of [{}, { declared: { article: true, collection: true } }, { authorBios: false }]) {
      const kept = await runHtmlChain(page, URL_, { pageStatements: 'declared' in options || 'authorBios' in options ? { author: 'Jane Writer' } : {}, ...options, stages: stages(outcomes) });
      expect(kept.markdown).toBe(marked);
    }
  });

  it('drops a title or price shown twice inside one list item on any page, tells the model, and can be turned off', async () => {
    const item = (name: string): string => `- [${name}](https://example.com/${name})\n\n  ### [${name}](https://example.com/${name})\n\n  $19.99\n\n  $19.99`;
    const region = `${ARTICLE}\n\n${item('Mug')}\n\n${item('Cup')}`;
    const outcomes = { cleanedBody: produced('cleaned-body', region), readability: produced('readability', region) };
    const result = await runHtmlChain(page, URL_, { stages: stages(outcomes) });
    expect(result.markdown).toBe(`${ARTICLE}\n\n- [Mug](https://example.com/Mug)\n\n  $19.99\n\n- [Cup](https://example.com/Cup)\n\n  $19.99`);
    expect(result.removalNotes).toEqual(['4 repeated lines inside list items removed (a title or price shown twice in one item, kept once)']);
    expect(result.textLength).toBe(collapsedLength(markdownToPlainText(result.markdown)));
    expect(result.textLength).toBeLessThan(collapsedLength(markdownToPlainText(region)));
    const off = await runHtmlChain(page, URL_, { listItemRepeats: { mode: undefined }, stages: stages(outcomes) });
    expect(off.markdown).toBe(region);
    expect(off.removalNotes).toEqual([]);
  });

  it('keeps the region of a page that declares a thread, product or listing when Readability kept one part', async () => {
    const result = await runHtmlChain(page, URL_, {
      declared: { article: false, collection: true },
      stages: stages({ cleanedBody: produced('cleaned-body', ARTICLE_WITH_COMMENTS), readability: produced('readability', ARTICLE) }),
    });
    expect(result.stage).toBe('cleaned-body');
    expect(result.stageNotes.at(-1)).toBe("choice: cleaned-body (readability has 30 % of the region's words; the page declares a thread, product or listing)");
    expect(result.removalNotes).toEqual([]);
  });

  it('keeps the article of a dated page and says how much around it was left out', async () => {
    const result = await runHtmlChain(page, URL_, {
      declared: { article: true, collection: false },
      stages: stages({ cleanedBody: produced('cleaned-body', ARTICLE_WITH_COMMENTS), readability: produced('readability', ARTICLE) }),
    });
    expect(result).toMatchObject({ stage: 'readability', markdown: ARTICLE, removalNotes: ['about 700 words around the main article left out (comments, teasers or page chrome)'] });
  });

  it('takes the whole region of a dated page whose Readability output is a run of linked item titles (a topic or section index)', async () => {
    const teaser = (index: number): string => `- [Rental cars run short at airport number ${index}](https://example.com/t/${index})\n\n  ${words(30, `summary${index}x`)}`;
    const teasers = [`${words(20, 'intro')}`, ...[1, 2, 3].map(teaser)].join('\n\n');
    const region = `${teasers}\n\n${[4, 5, 6, 7, 8, 9, 10].map(teaser).join('\n\n')}`;
    const run = (rule?: { readonly rule: undefined }) => runHtmlChain(page, URL_, {
      declared: { article: true, collection: false },
      ...(rule === undefined ? {} : { linkedTitleIndex: rule }),
      stages: stages({ cleanedBody: produced('cleaned-body', region), readability: produced('readability', teasers) }),
    });
    const index = await run();
    expect(index.stage).toBe('cleaned-body');
    expect(index.markdown).toContain('airport number 10');
    expect(index.stageNotes.at(-1)).toBe("choice: cleaned-body (readability has 34 % of the region's words and 3 linked item titles; the page declares an article but lists items)");
    expect(index.removalNotes).toEqual([]);
    expect((await run({ rule: undefined })).stage).toBe('readability');
  });

  it('takes the region when the page declares nothing and Readability kept a small part', async () => {
    const result = await runHtmlChain(page, URL_, { stages: stages({ cleanedBody: produced('cleaned-body', ARTICLE_WITH_COMMENTS), readability: produced('readability', ARTICLE) }) });
    expect(result.stage).toBe('cleaned-body');
    expect(result.stageNotes.at(-1)).toMatch(/the page declares no article\)$/);
  });

  it('honours the coverage threshold it is given', async () => {
    const result = await runHtmlChain(page, URL_, {
      choiceThresholds: { coverage: 0.25 },
      stages: stages({ cleanedBody: produced('cleaned-body', ARTICLE_WITH_COMMENTS), readability: produced('readability', ARTICLE) }),
    });
    expect(result.stage).toBe('readability');
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

  it('hands Readability the parsed document when the page can be re-parsed, and gives Defuddle a re-parse', async () => {
    const seen: { stage: string; document: Document; consume: boolean | undefined }[] = [];
    const fresh = documentOf('<p>fresh</p>');
    const record = (name: string, outcome: StageOutcome): HtmlStage => async (document, _url, options) => {
      seen.push({ stage: name, document, consume: options?.consumeDocument });
      return outcome;
    };
    const reparsable: ParsedHtmlPage = { ...page, reparse: () => fresh };
    const result = await runHtmlChain(reparsable, URL_, {
      stages: {
        cleanedBody: record('cleaned-body', failed('cleaned-body', 'empty output')),
        readability: record('readability', failed('readability', 'empty output')),
        defuddle: record('defuddle', produced('defuddle', ARTICLE)),
      },
    });
    expect(seen.map((entry) => [entry.stage, entry.document === page.document, entry.consume])).toEqual([
      ['cleaned-body', true, undefined],
      ['readability', true, true],
      ['defuddle', false, undefined],
    ]);
    expect(seen[2]?.document).toBe(fresh);
    expect(result.stage).toBe('defuddle');
    expect(result.stageNotes).toEqual(['parse: note', 'cleaned-body: empty output', 'readability: empty output']);
  });

  it('gives every stage the base URL found when the page was parsed', async () => {
    const bases: [string, string | undefined][] = [];
    const record = (name: string, outcome: StageOutcome): HtmlStage => async (_document, _url, options) => {
      bases.push([name, options?.baseUrl]);
      return outcome;
    };
    const based: ParsedHtmlPage = { ...page, baseUrl: 'https://cdn.example.org/articles/', reparse: () => documentOf('<p>fresh</p>') };
    await runHtmlChain(based, URL_, {
      stages: {
        cleanedBody: record('cleaned-body', failed('cleaned-body', 'empty output')),
        readability: record('readability', failed('readability', 'empty output')),
        defuddle: record('defuddle', produced('defuddle', ARTICLE)),
      },
    });
    expect(bases).toEqual([
      ['cleaned-body', 'https://cdn.example.org/articles/'],
      ['readability', 'https://cdn.example.org/articles/'],
      ['defuddle', 'https://cdn.example.org/articles/'],
    ]);
  });

  it('lets Readability read a clone-free original only when the page cannot be re-parsed', async () => {
    const consumed: (boolean | undefined)[] = [];
    await runHtmlChain(page, URL_, {
      stages: {
        ...stages({ cleanedBody: produced('cleaned-body', ARTICLE) }),
        readability: async (_document, _url, options) => (consumed.push(options?.consumeDocument), produced('readability', ARTICLE)),
      },
    });
    expect(consumed).toEqual([false]);
  });

  it('runs Defuddle only when both cheap stages fall below the minimum, and keeps the longest short output when it does too', async () => {
    const calls: string[] = [];
    const result = await runHtmlChain(page, URL_, {
      stages: stages({ cleanedBody: produced('cleaned-body', 'x'.repeat(120)), readability: produced('readability', 'y'.repeat(60)), defuddle: produced('defuddle', 'z'.repeat(90)) }, calls),
    });
    expect(calls).toEqual(['cleanedBody', 'readability', 'defuddle']);
    expect(result.stage).toBe('cleaned-body');
    expect(result.stageNotes).toEqual([
      'parse: note',
      'cleaned-body: below minimum (120 < 200 chars)',
      'readability: below minimum (60 < 200 chars)',
      'defuddle: below minimum (90 < 200 chars)',
      'chain: no stage reached the minimum; kept the longest (cleaned-body)',
    ]);
  });

  it('uses whichever cheap stage reached the minimum', async () => {
    const calls: string[] = [];
    const result = await runHtmlChain(page, URL_, { stages: stages({ cleanedBody: produced('cleaned-body', 'x'.repeat(50)), readability: produced('readability', ARTICLE) }, calls) });
    expect(result.stage).toBe('readability');
    expect(calls).toEqual(['cleanedBody', 'readability']);
  });

  it('returns empty Markdown and no stage when everything fails', async () => {
    const result = await runHtmlChain(page, URL_, {
      stages: stages({ defuddle: failed('defuddle', 'empty output'), readability: failed('readability', 'empty output'), cleanedBody: failed('cleaned-body', 'empty output', 1) }),
    });
    expect(result).toMatchObject({ markdown: '', textLength: 0, removalNotes: [], parserFailures: 2 });
    expect(result.stage).toBeUndefined();
  });

  it.each([
    ['deep', `${'<div>'.repeat(300)}deep${'</div>'.repeat(300)}`, 'elements nested deeper than 256 levels'],
    ['huge', '<span>x</span>'.repeat(50_001), 'more than 50000 elements'],
  ])('skips the library stages on a %s tree', async (_name, body, reason) => {
    const calls: string[] = [];
    const result = await runHtmlChain({ ...page, document: documentOf(body) }, URL_, { stages: stages({ cleanedBody: produced('cleaned-body', ARTICLE) }, calls) });
    expect(calls).toEqual(['cleanedBody']);
    expect(result.stageNotes).toEqual(['parse: note', `readability: skipped (${reason})`, `defuddle: skipped (${reason})`]);
    expect(result.stage).toBe('cleaned-body');
  });

  it('stops between stages once cancelled', async () => {
    const calls: string[] = [];
    let cancelled = false;
    const result = await runHtmlChain(page, URL_, {
      isCancelled: () => cancelled,
      stages: {
        ...stages({}, calls),
        cleanedBody: async () => {
          calls.push('cleanedBody');
          cancelled = true;
          return failed('cleaned-body', 'empty output');
        },
      },
    });
    expect(calls).toEqual(['cleanedBody']);
    expect(result.markdown).toBe('');
  });

  it('removes recommendation carousels before the stages read the page, and customer reviews only on a declared product page', async () => {
    const productPage = (): ParsedHtmlPage => ({
      ...page,
      notes: [],
      document: documentOf(`<main><h1>Trail pack</h1><p>${ARTICLE}</p><section><h2>You may also like</h2><ul><li>Other pack</li></ul></section>`
        + '<section><h2>12 Reviews</h2><p>Great pack, says a customer.</p></section></main>'),
    });
    const seen: string[] = [];
    const reading: HtmlStage = async (document) => {
      seen.push((document.body?.textContent ?? '').replace(/\s+/g, ' '));
      return produced('cleaned-body', ARTICLE);
    };
    const run = (declared: { article: boolean; collection: boolean; product?: boolean }) => runHtmlChain(productPage(), URL_, { declared, stages: { ...stages({ readability: produced('readability', ARTICLE) }), cleanedBody: reading } });
    const product = await run({ article: false, collection: true, product: true });
    expect(seen[0]).not.toContain('Other pack');
    expect(seen[0]).not.toContain('Great pack');
    expect(seen[0]).toContain('bridge299');
    expect(product.removalNotes).toEqual(['1 block of recommended other products removed', '1 block of customer reviews and ratings removed']);
    const other = await run({ article: false, collection: false });
    expect(seen[1]).not.toContain('Other pack');
    expect(seen[1]).toContain('Great pack');
    expect(other.removalNotes).toEqual(['1 block of recommended other products removed']);
  });

  it('removes radio and checkbox groups before the stages read a page that declares a product or a listing, and only there', async () => {
    const shop = (): ParsedHtmlPage => ({
      ...page,
      notes: [],
      document: documentOf(`<main><h1>Desks</h1><p>${ARTICLE}</p><fieldset><legend>Colour</legend><label><input type="radio"> Option: walnut</label></fieldset></main>`),
    });
    const seen: string[] = [];
    const reading: HtmlStage = async (document) => {
      seen.push((document.body?.textContent ?? '').replace(/\s+/g, ' '));
      return produced('cleaned-body', ARTICLE);
    };
    const run = (declared: DeclaredPageKind, choiceFieldsets?: boolean) =>
      runHtmlChain(shop(), URL_, { declared, ...(choiceFieldsets === undefined ? {} : { choiceFieldsets }), stages: { ...stages({ readability: produced('readability', ARTICLE) }), cleanedBody: reading } });
    const listing = await run({ article: false, collection: true, listing: true });
    expect(seen[0]).not.toContain('Option: walnut');
    expect(seen[0]).toContain('bridge299');
    expect(listing.removalNotes).toEqual(['1 group of radio buttons or checkboxes removed (option pickers, filters)']);
    const article = await run({ article: true, collection: false });
    expect(seen[1]).toContain('Option: walnut');
    expect(article.removalNotes).toEqual([]);
    await run({ article: false, collection: true, listing: true }, false);
    expect(seen[2]).toContain('Option: walnut');
    const product = await run({ article: false, collection: true, product: true });
    expect(seen[3]).not.toContain('Option: walnut');
    expect(product.removalNotes).toEqual(['1 group of radio buttons or checkboxes removed (option pickers, filters)']);
    // A thread's poll is its content.
    const thread = await run({ article: false, collection: true });
    expect(seen[4]).toContain('Option: walnut');
    expect(thread.removalNotes).toEqual([]);
  });

  it('removes other products\' cards before the stages read a page that declares a schema.org product, and only there', async () => {
    const card = (name: string): string => `<li class="card"><a href="/p/${name}">${name}</a> <span>$49.00</span></li>`;
    const shop = (): ParsedHtmlPage => ({
      ...page,
      notes: [],
      document: documentOf(`<main><h1>Trail pack</h1><p>${ARTICLE}</p><ul>${card('Summit pack')}${card('Day pack')}${card('Hip pack')}</ul></main>`),
    });
    const seen: string[] = [];
    const reading: HtmlStage = async (document) => {
      seen.push((document.body?.textContent ?? '').replace(/\s+/g, ' '));
      return produced('cleaned-body', ARTICLE);
    };
    const run = (declared: DeclaredPageKind, productCards?: false) =>
      runHtmlChain(shop(), URL_, { declared, ...(productCards === undefined ? {} : { productCards }), stages: { ...stages({ readability: produced('readability', ARTICLE) }), cleanedBody: reading } });
    const product = await run({ article: false, collection: true, product: true, productSchema: true });
    expect(seen[0]).not.toContain('Summit pack');
    expect(seen[0]).toContain('bridge299');
    expect(product.removalNotes).toEqual(['3 cards of other products removed (repeated cards with a link and a price)']);
    // og:type product alone: category pages set it too, and there the cards are the content.
    const openGraphOnly = await run({ article: false, collection: true, product: true });
    expect(seen[1]).toContain('Summit pack');
    expect(openGraphOnly.removalNotes).toEqual([]);
    await run({ article: false, collection: true, listing: true });
    expect(seen[2]).toContain('Summit pack');
    await run({ article: false, collection: true, product: true, productSchema: true }, false);
    expect(seen[3]).toContain('Summit pack');
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

  it('removes the furniture around marked posts before the stages read the page, and says so', async () => {
    const post = (type: string, words_: string): string =>
      `<div itemscope itemtype="https://schema.org/${type}"><div class="votes" itemprop="upvoteCount">+42 votes</div><div itemprop="text"><p>${words_}</p></div><div class="menu"><a href="/flag">Flag</a></div></div>`;
    const threadPage = (): ParsedHtmlPage => ({ ...page, notes: [], document: documentOf(`<main>${post('Question', ARTICLE)}${post('Answer', words(40, 'answer'))}${post('Answer', words(30, 'reply'))}</main>`) });
    let seen = '';
    const reading: HtmlStage = async (document) => {
      seen = (document.body?.textContent ?? '').replace(/\s+/g, ' ');
      return produced('cleaned-body', `${ARTICLE}\n\n${words(70, 'answer')}`);
    };
    const result = await runHtmlChain(threadPage(), URL_, { stages: { ...stages({ readability: failed('readability', 'no content found') }), cleanedBody: reading } });
    expect(seen).not.toContain('votes');
    expect(seen).not.toContain('Flag');
    expect(seen).toContain('reply29');
    expect(result.stage).toBe('cleaned-body');
    expect(result.removalNotes).toEqual(['vote counts, user cards and reply/quote/share controls removed around 3 posts']);
    // Defuddle's re-parse loses the same furniture; the note stays one.
    const markup = `<main>${post('Question', ARTICLE)}${post('Answer', words(40, 'answer'))}</main>`;
    let defuddleSaw = '';
    const fallback = await runHtmlChain({ ...page, notes: [], document: documentOf(markup), reparse: () => documentOf(markup) }, URL_, {
      stages: {
        ...stages({ cleanedBody: failed('cleaned-body', 'empty output'), readability: failed('readability', 'empty output') }),
        defuddle: async (document) => {
          defuddleSaw = (document.body?.textContent ?? '').replace(/\s+/g, ' ');
          return produced('defuddle', ARTICLE);
        },
      },
    });
    expect(defuddleSaw).toContain('answer39');
    expect(defuddleSaw).not.toContain('Flag');
    expect(fallback.removalNotes).toEqual(['vote counts, user cards and reply/quote/share controls removed around 2 posts']);
  });

  it("removes the same aside blocks from Defuddle's re-parse, counted once", async () => {
    const markup = `<main><h1>Trail pack</h1><p>${ARTICLE}</p><section><h2>You may also like</h2><ul><li>Other pack</li></ul></section></main>`;
    const defuddleRead: string[] = [];
    const result = await runHtmlChain({ ...page, notes: [], document: documentOf(markup), reparse: () => documentOf(markup) }, URL_, {
      declared: { article: false, collection: false },
      stages: {
        ...stages({ cleanedBody: failed('cleaned-body', 'empty output'), readability: failed('readability', 'empty output') }),
        defuddle: async (document) => {
          defuddleRead.push((document.body?.textContent ?? '').replace(/\s+/g, ' '));
          return produced('defuddle', ARTICLE);
        },
      },
    });
    expect(defuddleRead).toHaveLength(1);
    expect(defuddleRead[0]).toContain('bridge299');
    expect(defuddleRead[0]).not.toContain('Other pack');
    expect(result.stage).toBe('defuddle');
    expect(result.removalNotes).toEqual(['1 block of recommended other products removed']);
  });

  it('keeps accordion questions and their collapsed answers through the real stages, says so, and can be turned off', async () => {
    const faq = '<h3><button aria-expanded="false" aria-controls="a1">How long does setup take?</button></h3><div id="a1" hidden><p>Setup takes about two days with our team.</p></div>';
    const markup = `<main><h1>Managed hosting</h1><p>${ARTICLE}</p><h2>Frequently asked questions</h2>${faq}</main>`;
    const run = (disclosures?: { headings: boolean; panels: boolean; answers: boolean }) =>
      runHtmlChain({ ...page, notes: [], document: documentOf(markup) }, URL_, { declared: { article: false, collection: false }, ...(disclosures === undefined ? {} : { disclosures }) });
    const shown = await run();
    expect(shown.markdown).toContain('### How long does setup take?');
    expect(shown.markdown).toContain('Setup takes about two days with our team.');
    expect(shown.stageNotes).toContain('accordions: 1 title kept as text, 1 collapsed panel shown');
    expect(shown.removalNotes).toEqual(['text of 1 collapsed panel shown (FAQ answers, accordion sections a reader opens)']);
    const off = await run({ headings: false, panels: false, answers: false });
    expect(off.markdown).not.toContain('How long does setup take?');
    expect(off.markdown).not.toContain('Setup takes about two days');
    expect(off.stageNotes.some((note) => note.startsWith('accordions:'))).toBe(false);
    expect(off.removalNotes).toEqual([]);
    // Defuddle's re-parse gets the same accordions revealed.
    let defuddleSaw = '';
    await runHtmlChain({ ...page, notes: [], document: documentOf(markup), reparse: () => documentOf(markup) }, URL_, {
      stages: {
        ...stages({ cleanedBody: failed('cleaned-body', 'empty output'), readability: failed('readability', 'empty output') }),
        defuddle: async (document) => {
          defuddleSaw = document.body?.innerHTML ?? '';
          return produced('defuddle', ARTICLE);
        },
      },
    });
    expect(defuddleSaw).toContain('<h3>How long does setup take?</h3>');
    expect(defuddleSaw).toContain('<div id="a1"><p>Setup takes');
  });
});
