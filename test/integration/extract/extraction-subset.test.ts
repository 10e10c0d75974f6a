import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { ContentExtractor } from '../../../adapters/outbound/extract/content-extractor.adapter.js';
import { markdownToText } from '../../../bench/extract/markdown-to-text.js';
import { pageF1, scorePage } from '../../../bench/extract/metric.js';
import { scoreWords } from '../../../bench/extract/word-metric.js';

/**
 * Extraction quality on a fixed subset of both development corpora, so that regressions fail CI:
 * five news pages (shingle F1, the news benchmark's metric) and two WCXB pages of each type, with
 * more for the rules that target one type (word F1, WCXB's metric), each with a per-page minimum a little below what the chain scores today.
 * Every page must also extract quietly (nothing on stdout/stderr), as an ordinary document with a
 * stage and a title. The whole corpora run in `npm run bench:extract`, not here.
 */
interface Case {
  readonly corpus: 'news' | 'wcxb';
  readonly id: string;
  readonly type: string;
  /** Minimum page score: shingle F1 for news, WCXB word F1 otherwise. */
  readonly minimum: number;
  /** The stage the content choice must keep. */
  readonly stage: 'readability' | 'cleaned-body';
}

const CASES: readonly Case[] = [
  { corpus: 'news', id: '04a6711caa7c687592777718866e781e976e0fe684faebe8b3cedcef8cd0ea34', type: 'news', minimum: 0.95, stage: 'readability' },
  { corpus: 'news', id: '2c46804d9db4a85e8f8d31128ce0e11d02f25c7120c2faa5ec0664c604a47717', type: 'news (teasers around it)', minimum: 0.95, stage: 'readability' },
  { corpus: 'news', id: '3c6d3381ef52ca26be2fbde19c1b0fe17d85682b726dfecf5e300c1ca34546b1', type: 'news', minimum: 0.95, stage: 'readability' },
  { corpus: 'news', id: '680c2848e94a96f961a0964631de94ac572f83c45bfd0bec2deafa893bcfe15c', type: 'news', minimum: 0.83, stage: 'readability' },
  { corpus: 'news', id: '7a664e40d256470fdb12d10c3f8d1c6db0581e9b080c71765e55f273a3ac7d03', type: 'news (comments around it)', minimum: 0.92, stage: 'readability' },
  { corpus: 'wcxb', id: '0178', type: 'article', minimum: 0.97, stage: 'readability' },
  { corpus: 'wcxb', id: '1476', type: 'article', minimum: 0.93, stage: 'readability' },
  { corpus: 'wcxb', id: '0663', type: 'documentation', minimum: 0.95, stage: 'readability' },
  { corpus: 'wcxb', id: '2994', type: 'documentation', minimum: 0.97, stage: 'readability' },
  { corpus: 'wcxb', id: '0501', type: 'forum (thread inside <noscript>)', minimum: 0.97, stage: 'cleaned-body' },
  { corpus: 'wcxb', id: '0531', type: 'forum', minimum: 0.95, stage: 'cleaned-body' },
  { corpus: 'wcxb', id: '0524', type: 'forum (user cards and reply bars dropped around marked posts)', minimum: 0.96, stage: 'cleaned-body' },
  { corpus: 'wcxb', id: '0172', type: 'forum (vote widgets and user cards dropped around marked posts)', minimum: 0.9, stage: 'cleaned-body' },
  { corpus: 'wcxb', id: '2974', type: 'listing', minimum: 0.95, stage: 'cleaned-body' },
  { corpus: 'wcxb', id: '0265', type: 'listing', minimum: 0.93, stage: 'readability' },
  { corpus: 'wcxb', id: '3071', type: 'product', minimum: 0.74, stage: 'readability' },
  { corpus: 'wcxb', id: '2985', type: 'product (customer reviews dropped)', minimum: 0.93, stage: 'readability' },
  { corpus: 'wcxb', id: '0628', type: 'product (customer reviews dropped)', minimum: 0.83, stage: 'readability' },
  { corpus: 'wcxb', id: '0185', type: 'product', minimum: 0.95, stage: 'cleaned-body' },
  { corpus: 'wcxb', id: '0956', type: 'collection', minimum: 0.91, stage: 'cleaned-body' },
  { corpus: 'wcxb', id: '2920', type: 'collection', minimum: 0.83, stage: 'cleaned-body' },
  { corpus: 'wcxb', id: '0715', type: 'service', minimum: 0.81, stage: 'cleaned-body' },
  { corpus: 'wcxb', id: '0707', type: 'service', minimum: 0.92, stage: 'cleaned-body' },
];

const DIRS = { news: new URL('../../fixtures/extraction-corpus/', import.meta.url), wcxb: new URL('../../fixtures/wcxb-subset/', import.meta.url) };
const TRUTH = {
  news: JSON.parse(readFileSync(new URL('ground-truth.json', DIRS.news), 'utf8')) as Record<string, { readonly articleBody: string; readonly url: string }>,
  wcxb: JSON.parse(readFileSync(new URL('ground-truth.json', DIRS.wcxb), 'utf8')) as Record<string, { readonly articleBody: string; readonly url: string }>,
};
const extractor = new ContentExtractor();

describe('extraction quality on a fixed subset of the development corpora', () => {
  it('holds pages of every WCXB type', () => {
    expect(new Set(CASES.filter((c) => c.corpus === 'wcxb').map((c) => c.type.split(' ')[0]))).toEqual(new Set(['article', 'documentation', 'forum', 'listing', 'product', 'collection', 'service']));
  });

  it.each(CASES.map((c) => [`${c.corpus}/${c.id.slice(0, 12)} (${c.type})`, c] as const))('%s scores at least its minimum', async (_name, c) => {
    const entry = TRUTH[c.corpus][c.id];
    if (entry === undefined) throw new Error(`no ground truth for ${c.id}`);
    const body = new Uint8Array(gunzipSync(readFileSync(new URL(`html/${c.id}.html.gz`, DIRS[c.corpus]))));
    const spies = [
      vi.spyOn(process.stdout, 'write'),
      vi.spyOn(process.stderr, 'write'),
      ...(['log', 'info', 'warn', 'error', 'debug', 'trace'] as const).map((method) => vi.spyOn(console, method)),
    ];
    let result;
    try {
      result = await extractor.extract({ body, contentType: 'text/html', url: entry.url, format: 'markdown', signal: new AbortController().signal, maxStructuredBytes: 8 * 1024 * 1024 });
    } finally {
      for (const spy of spies) {
        expect(spy).not.toHaveBeenCalled();
        spy.mockRestore();
      }
    }
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ contentKind: 'html', classification: 'none', stage: c.stage });
    expect(result.value.title?.length ?? 0).toBeGreaterThan(0);
    const text = markdownToText(result.value.text);
    const score = c.corpus === 'news' ? pageF1(scorePage(entry.articleBody, text)) : scoreWords(entry.articleBody, text).f1;
    expect(score).toBeGreaterThanOrEqual(c.minimum);
  });
});
