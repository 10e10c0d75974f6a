import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../../bench/extract/corpus.js';
import { percentile, summarise } from '../../../bench/extract/scoring.js';
import type { VariantRun } from '../../../bench/extract/worker-result.js';

const dir = mkdtempSync(join(tmpdir(), 'bench-corpus-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function writeCorpus(pages: Record<string, { html: string; body: string }>): void {
  mkdirSync(join(dir, 'html'), { recursive: true });
  const truth: Record<string, { articleBody: string; url: string }> = {};
  for (const [id, page] of Object.entries(pages)) {
    writeFileSync(join(dir, 'html', `${id}.html.gz`), gzipSync(Buffer.from(page.html, 'utf8')));
    truth[id] = { articleBody: page.body, url: `https://news.example/${id}` };
  }
  writeFileSync(join(dir, 'ground-truth.json'), JSON.stringify(truth));
}

describe('bench scoring', () => {
  it('takes nearest-rank percentiles', () => {
    expect(percentile([5, 1, 4, 2, 3], 0.5)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95)).toBe(10);
    expect(Number.isNaN(percentile([], 0.5))).toBe(true);
  });

  it('loads gzip pages with their truth and scores a run, counting failures as empty output', () => {
    writeCorpus({
      aa: { html: '<p>Grüße aus Köln, liebe Leser</p>', body: 'Grüße aus Köln, liebe Leser' },
      bb: { html: '<p>x</p>', body: 'one two three four five' },
    });
    const corpus = loadCorpus(dir);
    expect(corpus.map((page) => [page.id, page.url, page.html])).toEqual([
      ['aa', 'https://news.example/aa', '<p>Grüße aus Köln, liebe Leser</p>'],
      ['bb', 'https://news.example/bb', '<p>x</p>'],
    ]);
    const run: VariantRun = {
      variant: 'fake',
      description: 'fake',
      pages: [
        { id: 'aa', ms: 10, cpuMs: 9, output: '**Grüße** aus [Köln](https://koeln.example), liebe Leser' },
        { id: 'bb', ms: 30, cpuMs: 20, output: '', error: 'TypeError: boom' },
      ],
      totalMs: 40,
      peakRssBytes: 1024,
      startRssBytes: 512,
    };
    const summary = summarise(run, corpus, 0);
    expect(summary.score).toEqual({ f1: 2 / 3, precision: 1, recall: 0.5 });
    expect([summary.failures, summary.emptyOutputs, summary.p50Ms, summary.pagesPerSecond]).toEqual([1, 1, 10, 50]);
    expect(summary.spread).toBeUndefined();
  });
});
