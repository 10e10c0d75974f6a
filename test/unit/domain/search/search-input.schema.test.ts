import { describe, expect, it } from 'vitest';
import { DEFAULT_RESULT_LIMIT, parseSearchInput } from '../../../../domain/search/search-input.schema.js';

function fieldOf(raw: unknown): string | undefined {
  const result = parseSearchInput(raw);
  if (result.ok) return undefined;
  expect(result.error.code).toBe('invalid_input');
  return result.error.field;
}

describe('WebSearch input', () => {
  it('accepts the full shape and applies defaults', () => {
    const result = parseSearchInput({ query: '  "rust borrow checker" site:doc.rust-lang.org ' });
    expect(result).toEqual({
      ok: true,
      value: { query: '"rust borrow checker" site:doc.rust-lang.org', alternateQueries: [], limit: DEFAULT_RESULT_LIMIT, domains: [], excludeDomains: [] },
    });
    const full = parseSearchInput({
      query: 'q', alternate_queries: ['a', 'b', 'a'], limit: 10, domains: ['*.Example.COM.', 'docs.rs'], exclude_domains: ['spam.net'], language: 'pt-BR', time_range: 'month',
    });
    expect(full.ok && full.value).toEqual({
      query: 'q', alternateQueries: ['a', 'b'], limit: 10, domains: ['example.com', 'docs.rs'], excludeDomains: ['spam.net'], language: 'pt-BR', timeRange: 'month',
    });
  });

  it.each([
    [{}, 'query'],
    [{ query: '   ' }, 'query'],
    [{ query: 'x'.repeat(501) }, 'query'],
    [{ query: 'a\u0000b' }, 'query'],
    [{ query: 'q', alternate_queries: ['a', 'b', 'c', 'd'] }, 'alternate_queries'],
    [{ query: 'q', alternate_queries: [''] }, 'alternate_queries.0'],
    [{ query: 'q', limit: 0 }, 'limit'],
    [{ query: 'q', limit: 11 }, 'limit'],
    [{ query: 'q', limit: 2.5 }, 'limit'],
    [{ query: 'q', limit: '5' }, 'limit'],
    [{ query: 'q', domains: ['https://example.com/x'] }, 'domains.0'],
    [{ query: 'q', exclude_domains: ['exa mple.com'] }, 'exclude_domains.0'],
    [{ query: 'q', language: 'english please' }, 'language'],
    [{ query: 'q', time_range: 'week' }, 'time_range'],
    [{ query: 'q', backend: 'searxng' }, '(input)'],
  ])('rejects %j naming %s', (raw, field) => {
    expect(fieldOf(raw)).toBe(field);
  });

  it('accepts 1 and 10 as limits and non-English queries unchanged', () => {
    expect(parseSearchInput({ query: 'q', limit: 1 }).ok).toBe(true);
    const jp = parseSearchInput({ query: '東京 天気 "明日"' });
    expect(jp.ok && jp.value.query).toBe('東京 天気 "明日"');
  });
});
