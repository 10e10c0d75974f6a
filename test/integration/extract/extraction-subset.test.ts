import { describe, expect, it, vi } from 'vitest';
import { ContentExtractor } from '../../../adapters/outbound/extract/content-extractor.adapter.js';
import { CASES, casePage, caseScore } from '../../support/extraction-subset.cases.js';

/**
 * Extraction quality on a fixed subset of both development corpora, so that regressions fail CI
 * (the cases: test/support/extraction-subset.cases.ts). Every page must also extract quietly
 * (nothing on stdout/stderr), as an ordinary document with a stage and a title. The whole corpora
 * run in `npm run bench:extract`, not here; the built library runs the same cases in
 * test/e2e/built-extraction.e2e.test.ts.
 */
const extractor = new ContentExtractor();

describe('extraction quality on a fixed subset of the development corpora', () => {
  it('holds pages of every WCXB type', () => {
    expect(new Set(CASES.filter((c) => c.corpus === 'wcxb').map((c) => c.type.split(' ')[0]))).toEqual(new Set(['article', 'documentation', 'forum', 'listing', 'product', 'collection', 'service']));
  });

  it.each(CASES.map((c) => [`${c.corpus}/${c.id.slice(0, 12)} (${c.type})`, c] as const))('%s scores at least its minimum', async (_name, c) => {
    const page = casePage(c);
    const spies = [
      vi.spyOn(process.stdout, 'write'),
      vi.spyOn(process.stderr, 'write'),
      ...(['log', 'info', 'warn', 'error', 'debug', 'trace'] as const).map((method) => vi.spyOn(console, method)),
    ];
    let result;
    try {
      result = await extractor.extract({ body: page.body, contentType: 'text/html', url: page.url, format: 'markdown', signal: new AbortController().signal, maxStructuredBytes: 8 * 1024 * 1024 });
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
    expect(caseScore(c, result.value.text)).toBeGreaterThanOrEqual(c.minimum);
  });
});
