import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import type { ExtractionStage } from '../../../../../application/ports/document-extractor.port.js';
import { runHtmlChain, type HtmlStage, type HtmlStages } from '../../../../../adapters/outbound/extract/html/html-extraction-chain.js';
import type { ParsedHtmlPage } from '../../../../../adapters/outbound/extract/html/parsed-html-page.js';
import type { StageOutcome } from '../../../../../adapters/outbound/extract/html/stages/stage-outcome.js';

const URL_ = 'https://example.com/';
const documentOf = (body: string): Document => parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document;
const page: ParsedHtmlPage = { document: documentOf('<p>text</p>'), baseUrl: URL_, parser: 'linkedom', parserFailures: 1, notes: ['parse: note'] };

function produced(stage: ExtractionStage, textLength: number, parserFailures = 0, markdown = `${stage} text`): StageOutcome {
  return { ok: true, stage, markdown, textLength, parserFailures, title: `${stage} title` };
}

const ARTICLE = Array.from({ length: 40 }, (_, index) => `The bridge swayed ${index} times while walker ${index} crossed it slowly.`).join(' ');
const RELATED = ['- [Related: bridges of Paris](https://example.com/r/1)', '- [Related: suspension cables](https://example.com/r/2)'].join('\n');

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
  it('keeps Defuddle when it reaches the minimum and Readability agrees, without running the fallback', async () => {
    const calls: string[] = [];
    const result = await runHtmlChain(page, URL_, { stages: stages({ defuddle: produced('defuddle', 1_000, 2), readability: produced('readability', 900) }, calls) });
    expect(result).toEqual({
      markdown: 'defuddle text',
      title: 'defuddle title',
      stage: 'defuddle',
      stageNotes: ['parse: note', "quality check: defuddle (same article; defuddle is tighter, 1.00 of its shingles occur in readability's output)"],
      parserFailures: 3,
      textLength: 1_000,
    });
    expect(calls).toEqual(['defuddle', 'readability']);
  });

  it('does not blame Readability when it only served as the cross-check', async () => {
    const result = await runHtmlChain(page, URL_, { stages: stages({ defuddle: produced('defuddle', 1_000), readability: failed('readability', 'no content found', 1) }) });
    expect(result).toMatchObject({ stage: 'defuddle', stageNotes: ['parse: note'], parserFailures: 2 });
  });

  it('prefers the tighter Readability output when both extracted the same article, and says why', async () => {
    const result = await runHtmlChain(page, URL_, {
      stages: stages({ defuddle: produced('defuddle', 3_000, 0, `${ARTICLE}\n\nShare this story with friends and family today.`), readability: produced('readability', 2_900, 0, ARTICLE) }),
    });
    expect(result.stage).toBe('readability');
    expect(result.markdown).toBe(ARTICLE);
    expect(result.stageNotes).toEqual(['parse: note', "quality check: readability (same article; readability is tighter, 1.00 of its shingles occur in defuddle's output)"]);
  });

  it('switches to Readability when the outputs disagree and Defuddle returned a link list', async () => {
    const links = Array.from({ length: 30 }, (_, index) => `- [Section ${index} of the site](https://example.com/s/${index})`).join('\n');
    const result = await runHtmlChain(page, URL_, { stages: stages({ defuddle: produced('defuddle', 900, 0, links), readability: produced('readability', 2_900, 0, ARTICLE) }) });
    expect(result.stage).toBe('readability');
    expect(result.stageNotes.at(-1)).toMatch(/^quality check: readability \(outputs disagree, only 0\.00 .*; defuddle output is 100 % links\)$/);
  });

  it('drops link-only blocks from the chosen output and notes it', async () => {
    const result = await runHtmlChain(page, URL_, {
      stages: stages({ defuddle: produced('defuddle', 3_000, 0, `${ARTICLE}\n\n${RELATED}`), readability: failed('readability', 'no content found') }),
    });
    expect(result).toMatchObject({ stage: 'defuddle', markdown: ARTICLE, stageNotes: ['parse: note', 'trim: dropped 1 link-only block'] });
    expect(result.textLength).toBe(ARTICLE.length);
  });

  it('hands Readability the parsed document when the page can be re-parsed, and re-parses for the fallback', async () => {
    const seen: { stage: string; document: Document; consume: boolean | undefined }[] = [];
    const fresh = documentOf('<p>fresh</p>');
    const record = (name: string, outcome: StageOutcome): HtmlStage => async (document, _url, options) => {
      seen.push({ stage: name, document, consume: options?.consumeDocument });
      return outcome;
    };
    const reparsable: ParsedHtmlPage = { ...page, reparse: () => fresh };
    await runHtmlChain(reparsable, URL_, {
      stages: {
        defuddle: record('defuddle', failed('defuddle', 'empty output')),
        readability: record('readability', failed('readability', 'empty output')),
        cleanedBody: record('cleaned-body', produced('cleaned-body', 500)),
      },
    });
    expect(seen.map((entry) => [entry.stage, entry.document === page.document, entry.consume])).toEqual([
      ['defuddle', true, undefined],
      ['readability', true, true],
      ['cleaned-body', false, undefined],
    ]);
    expect(seen[2]?.document).toBe(fresh);
    const plain: typeof seen = [];
    await runHtmlChain(page, URL_, {
      stages: {
        defuddle: async (document, _url, options) => (plain.push({ stage: 'defuddle', document, consume: options?.consumeDocument }), failed('defuddle', 'empty output')),
        readability: async (document, _url, options) => (plain.push({ stage: 'readability', document, consume: options?.consumeDocument }), failed('readability', 'empty output')),
        cleanedBody: async (document, _url, options) => (plain.push({ stage: 'cleaned-body', document, consume: options?.consumeDocument }), produced('cleaned-body', 500)),
      },
    });
    expect(plain.map((entry) => [entry.document === page.document, entry.consume])).toEqual([[true, undefined], [true, false], [true, undefined]]);
  });

  it('falls through a throwing Defuddle and an empty Readability to the cleaned body, explaining each', async () => {
    const result = await runHtmlChain(page, URL_, {
      stages: stages({
        defuddle: failed('defuddle', 'threw (TypeError: x is undefined)', 1),
        readability: failed('readability', 'empty output'),
        cleanedBody: produced('cleaned-body', 500),
      }),
    });
    expect(result.stage).toBe('cleaned-body');
    expect(result.stageNotes).toEqual(['parse: note', 'defuddle: threw (TypeError: x is undefined)', 'readability: empty output']);
    expect(result.parserFailures).toBe(2);
  });

  it('moves past a stage below the minimum', async () => {
    const result = await runHtmlChain(page, URL_, { stages: stages({ defuddle: produced('defuddle', 50), readability: produced('readability', 400) }) });
    expect(result.stage).toBe('readability');
    expect(result.stageNotes).toContain('defuddle: below minimum (50 < 200 chars)');
  });

  it('keeps the longest short output when no stage reaches the minimum', async () => {
    const result = await runHtmlChain(page, URL_, {
      stages: stages({ defuddle: produced('defuddle', 60), readability: failed('readability', 'no content found'), cleanedBody: produced('cleaned-body', 120) }),
    });
    expect(result.stage).toBe('cleaned-body');
    expect(result.stageNotes.at(-1)).toBe('chain: no stage reached the minimum; kept the longest (cleaned-body)');
  });

  it('returns empty Markdown and no stage when everything fails', async () => {
    const result = await runHtmlChain(page, URL_, {
      stages: stages({ defuddle: failed('defuddle', 'empty output'), readability: failed('readability', 'empty output'), cleanedBody: failed('cleaned-body', 'empty output') }),
    });
    expect(result).toMatchObject({ markdown: '', textLength: 0 });
    expect(result.stage).toBeUndefined();
  });

  it.each([
    ['deep', `${'<div>'.repeat(300)}deep${'</div>'.repeat(300)}`, 'elements nested deeper than 256 levels'],
    ['huge', '<span>x</span>'.repeat(50_001), 'more than 50000 elements'],
  ])('skips the library stages on a %s tree', async (_name, body, reason) => {
    const calls: string[] = [];
    const result = await runHtmlChain({ ...page, document: documentOf(body) }, URL_, { stages: stages({ cleanedBody: produced('cleaned-body', 300) }, calls) });
    expect(calls).toEqual(['cleanedBody']);
    expect(result.stageNotes).toEqual(['parse: note', `defuddle: skipped (${reason})`, `readability: skipped (${reason})`]);
  });

  it('stops between stages once cancelled', async () => {
    const calls: string[] = [];
    let cancelled = false;
    const result = await runHtmlChain(page, URL_, {
      isCancelled: () => cancelled,
      stages: {
        ...stages({}, calls),
        defuddle: async () => {
          calls.push('defuddle');
          cancelled = true;
          return failed('defuddle', 'empty output');
        },
      },
    });
    expect(calls).toEqual(['defuddle']);
    expect(result.markdown).toBe('');
  });
});
