import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCorpora, loadHtml } from '../../../bench/extract/corpus.js';
import { metadataAccuracy } from '../../../bench/extract/metadata-accuracy.js';
import { toPageCsv } from '../../../bench/extract/report.js';
import { percentile, summarise } from '../../../bench/extract/scoring.js';
import { markdownStructure, structureAccuracy } from '../../../bench/extract/structure-accuracy.js';
import { scoreWords } from '../../../bench/extract/word-metric.js';
import type { VariantRun } from '../../../bench/extract/worker-result.js';

const root = mkdtempSync(join(tmpdir(), 'bench-corpus-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface FakePage {
  readonly html: string;
  readonly body: string;
  readonly type?: string;
  readonly title?: string;
  readonly publishDate?: string;
  readonly markdown?: string;
}

function writeCorpus(name: string, pages: Record<string, FakePage>): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'html'), { recursive: true });
  const truth: Record<string, unknown> = {};
  const types: Record<string, string> = {};
  for (const [id, page] of Object.entries(pages)) {
    writeFileSync(join(dir, 'html', `${id}.html.gz`), gzipSync(Buffer.from(page.html, 'utf8')));
    truth[id] = { articleBody: page.body, url: `https://site.example/${id}`, title: page.title, publishDate: page.publishDate, markdown: page.markdown };
    if (page.type !== undefined) types[id] = page.type;
  }
  writeFileSync(join(dir, 'ground-truth.json'), JSON.stringify(truth));
  if (Object.keys(types).length > 0) writeFileSync(join(dir, 'types.json'), JSON.stringify(types));
  return dir;
}

const news = writeCorpus('news', {
  aa: { html: '<p>Grüße aus Köln, liebe Leser</p>', body: 'Grüße aus Köln, liebe Leser' },
  bb: { html: '<p>x</p>', body: 'one two three four five' },
});
const multi = writeCorpus('multi', {
  f1: { html: '<p>f</p>', body: 'Question text here. Answer text there.', type: 'forum', title: 'A thread', publishDate: '2024-01-02', markdown: '## Answers\n\n- one\n- two' },
  p1: { html: '<p>p</p>', body: 'Red socks', type: 'product', title: 'Red socks', publishDate: '', markdown: '| a | b |\n| --- | --- |\n| 1 | 2 |' },
});

describe('bench corpora and scoring', () => {
  it('takes nearest-rank percentiles', () => {
    expect(percentile([5, 1, 4, 2, 3], 0.5)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95)).toBe(10);
    expect(Number.isNaN(percentile([], 0.5))).toBe(true);
  });

  it('loads several corpora with page types, reading HTML one page at a time', () => {
    const pages = loadCorpora([news, multi]);
    expect(pages.map((page) => [page.corpus, page.id, page.type])).toEqual([['news', 'aa', 'news'], ['news', 'bb', 'news'], ['multi', 'f1', 'forum'], ['multi', 'p1', 'product']]);
    expect(loadHtml(pages[0] as (typeof pages)[number])).toBe('<p>Grüße aus Köln, liebe Leser</p>');
    expect(loadCorpora([news, multi], new Set(['multi/p1', 'aa'])).map((page) => page.id)).toEqual(['aa', 'p1']);
  });

  it('scores a run with both metrics per corpus and type, counting failures as empty output', () => {
    const pages = loadCorpora([news, multi]);
    const run: VariantRun = {
      variant: 'fake',
      description: 'fake',
      pages: [
        { key: 'news/aa', ms: 10, cpuMs: 9, output: '**Grüße** aus [Köln](https://koeln.example), liebe Leser' },
        { key: 'news/bb', ms: 30, cpuMs: 20, output: '', error: 'TypeError: boom' },
        { key: 'multi/f1', ms: 20, cpuMs: 20, output: 'Question text here.' },
        { key: 'multi/p1', ms: 40, cpuMs: 20, output: 'Red socks' },
      ],
      totalMs: 100,
      peakRssBytes: 1024,
      startRssBytes: 512,
    };
    const summary = summarise(run, pages, 0);
    const [newsScores, multiScores] = summary.corpora;
    expect(newsScores?.shingle).toEqual({ f1: 2 / 3, precision: 1, recall: 0.5 });
    expect(newsScores?.spread).toBeUndefined();
    expect(multiScores?.byType.get('product')?.words.f1).toBe(1);
    expect(multiScores?.byType.get('forum')?.words).toEqual({ precision: 1, recall: 0.5, f1: 2 / 3 });
    expect(multiScores?.words.f1).toBeCloseTo((1 + 2 / 3) / 2, 12);
    expect([summary.failures, summary.emptyOutputs, summary.p50Ms, summary.pagesPerSecond]).toEqual([1, 1, 20, 40]);
    const csv = toPageCsv([summary], pages).split('\n');
    expect(csv[0]).toBe('corpus,id,type,url,fake:shingle_f1,fake:word_f1,fake:word_p,fake:word_r,fake:ms,fake:failed');
    expect(csv[2]).toBe('news,bb,news,"https://site.example/bb",0.0000,0.0000,0.0000,0.0000,30.0,1');
  });
});

describe('WCXB word metric', () => {
  it('compares lower-cased word multisets and treats empty texts as WCXB does', () => {
    expect(scoreWords('The cat, the CAT', 'the cat')).toEqual({ precision: 1, recall: 0.5, f1: 2 / 3 });
    expect(scoreWords('', '')).toEqual({ precision: 1, recall: 1, f1: 1 });
    expect(scoreWords('', 'extra')).toEqual({ precision: 0, recall: 0, f1: 0 });
    expect(scoreWords('words', '')).toEqual({ precision: 0, recall: 0, f1: 0 });
    expect(scoreWords('naïve café_au_lait 42', 'NAÏVE café_au_lait 42').f1).toBe(1);
  });
});

describe('metadata and structure accuracy', () => {
  const pages = loadCorpora([multi]);

  it('counts exact titles and dates, missing dates and invented ones', () => {
    const accuracy = metadataAccuracy(pages, new Map([
      ['multi/f1', { title: 'A  thread', publishedAt: '2024-01-02T10:00:00Z' }],
      ['multi/p1', { title: 'Red Socks!', publishedAt: '2020-01-01' }],
    ]));
    expect(accuracy).toMatchObject({ pages: 2, titlesExact: 1, titlesKeyEqual: 2, withDate: 1, datesExact: 1, datesMissing: 0, withoutDate: 1, datesInvented: 1 });
  });

  it('matches headings as multisets and checks lists, tables and code are kept', () => {
    expect(markdownStructure('# One\n\n```\n# not a heading\n```\n\n- a\n1. b\n\n| x | y |')).toEqual({ headings: ['one'], listItems: 2, tableRows: 1, codeBlocks: 1 });
    const accuracy = structureAccuracy(pages, new Map([['multi/f1', '## Answers\n\n## Extra\n\n- one'], ['multi/p1', 'no table']]));
    expect(accuracy).toMatchObject({ pagesWithHeadings: 1, referenceHeadings: 1, producedHeadings: 2, matchedHeadings: 1, lists: { pages: 1, kept: 1 }, tables: { pages: 1, kept: 0 } });
  });
});
