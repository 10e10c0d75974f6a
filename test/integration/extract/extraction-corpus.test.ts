import { readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { ContentExtractor } from '../../../adapters/outbound/extract/content-extractor.adapter.js';

/**
 * Robustness over 88 real pages (the development split of the scrapinghub article-extraction
 * benchmark): no page throws, every page yields text, nothing reaches stdout/stderr, no real
 * article is mistaken for a challenge, login wall or shell, and the text covers the article.
 * Pages run sequentially (about 20-40 s in total).
 */
const CORPUS = new URL('../../fixtures/extraction-corpus/', import.meta.url);
const groundTruth = JSON.parse(readFileSync(new URL('ground-truth.json', CORPUS), 'utf8')) as Record<string, { readonly articleBody: string; readonly url: string }>;
const pages = readdirSync(new URL('html/', CORPUS)).filter((name) => name.endsWith('.html.gz')).map((name) => name.replace('.html.gz', '')).sort();
const extractor = new ContentExtractor();
const recalls: number[] = [];

/** Share of the ground truth's word tokens (as a multiset) that the extracted text contains. */
function tokenRecall(truth: string, text: string): number {
  const tokens = (value: string): string[] => value.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const available = new Map<string, number>();
  for (const token of tokens(text)) available.set(token, (available.get(token) ?? 0) + 1);
  const wanted = tokens(truth);
  let found = 0;
  for (const token of wanted) {
    const count = available.get(token) ?? 0;
    if (count > 0) {
      found += 1;
      available.set(token, count - 1);
    }
  }
  return wanted.length === 0 ? 1 : found / wanted.length;
}

describe('extraction corpus', () => {
  it('holds the 88 pages and their ground truth', () => {
    expect(pages).toHaveLength(88);
    for (const id of pages) expect(groundTruth[id]?.url).toMatch(/^https?:\/\//);
  });

  it.each(pages)('extracts page %s quietly', async (id) => {
    const entry = groundTruth[id];
    if (entry === undefined) throw new Error(`no ground truth for ${id}`);
    const body = new Uint8Array(gunzipSync(readFileSync(new URL(`html/${id}.html.gz`, CORPUS))));
    const spies = [
      vi.spyOn(process.stdout, 'write'),
      vi.spyOn(process.stderr, 'write'),
      ...(['log', 'info', 'warn', 'error', 'debug', 'trace'] as const).map((method) => vi.spyOn(console, method)),
    ];
    let result;
    try {
      result = await extractor.extract({
        body,
        contentType: 'text/html',
        url: entry.url,
        format: 'markdown',
        signal: new AbortController().signal,
        maxStructuredBytes: 8 * 1024 * 1024,
      });
    } finally {
      for (const spy of spies) {
        expect(spy).not.toHaveBeenCalled();
        spy.mockRestore();
      }
    }
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.text.trim().length).toBeGreaterThan(0);
    expect(result.value.contentKind).toBe('html');
    expect(result.value.stage).toBeDefined();
    expect(result.value.classification).toBe('none');
    recalls.push(tokenRecall(entry.articleBody, result.value.text));
  });

  // Runs after the pages above (tests in a file run in order).
  it('covers the article text: mean token recall above 0.95', () => {
    expect(recalls).toHaveLength(pages.length);
    const mean = recalls.reduce((sum, value) => sum + value, 0) / recalls.length;
    expect(mean).toBeGreaterThan(0.95);
  });
});
