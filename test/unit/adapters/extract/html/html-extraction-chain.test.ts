import { describe, expect, it } from 'vitest';
import { runHtmlChain, type HtmlStage } from '../../../../../adapters/outbound/extract/html/html-extraction-chain.js';
import type { ParsedHtmlPage } from '../../../../../adapters/outbound/extract/html/parsed-html-page.js';
import type { StageOutcome } from '../../../../../adapters/outbound/extract/html/stages/stage-outcome.js';
import { ARTICLE, ARTICLE_WITH_COMMENTS, documentOf, failed, page, produced, stages, URL_, words } from './html-chain-fixtures.js';

describe('runHtmlChain: stages and the content choice', () => {
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

  it('keeps the region of a page that declares a thread, product or listing when Readability kept one part', async () => {
    const result = await runHtmlChain(page, URL_, {
      declared: { article: false, collection: true },
      stages: stages({ cleanedBody: produced('cleaned-body', ARTICLE_WITH_COMMENTS), readability: produced('readability', ARTICLE) }),
    });
    expect(result.stage).toBe('cleaned-body');
    expect(result.stageNotes.at(-1)).toBe("choice: cleaned-body (readability has 30 % of the region's words; the page declares a thread, product or listing)");
    expect(result.removalNotes).toEqual([]);
  });

  it('counts the control labels the region dropped as its words, so dropping "Add to cart" never tips the choice to Readability', async () => {
    // Readability has 300 of the region's 370 words (81 %); with the region's 30 dropped label words, 300 of 400 (75 %).
    const region = `${ARTICLE} ${words(70, 'tier')}`;
    const run = (controlWords: number) => runHtmlChain(page, URL_, { stages: stages({ cleanedBody: produced('cleaned-body', region, 0, { words: 370, controlWords }), readability: produced('readability', ARTICLE, 0, { words: 300 }) }) });
    expect((await run(0)).stage).toBe('readability');
    const result = await run(30);
    expect(result.stage).toBe('cleaned-body');
    expect(result.stageNotes.at(-1)).toBe("choice: cleaned-body (readability has 75 % of the region's words; the page declares no article)");
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
});
