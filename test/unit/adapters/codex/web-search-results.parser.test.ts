import { describe, expect, it } from 'vitest';
import { MAX_CODEX_RESULTS, parseWebSearchResults } from '../../../../adapters/outbound/codex/turn/web-search-results.parser.js';

describe('parseWebSearchResults', () => {
  it('keeps http(s) page results in order and skips placeholders, images and malformed entries', () => {
    expect(
      parseWebSearchResults([
        { type: 'text_result', ref_id: 'turn1search0', url: 'https://a.example/x', title: 'A', snippet: 'first', domain: 'a.example' },
        { type: 'text', text: '[oversized web search results omitted from history]' },
        { type: 'image_result', url: 'https://img.example/p.png', title: 'picture' },
        { url: 'javascript:alert(1)', title: 'x' },
        { url: 'ftp://files.example/x', title: 'ftp' },
        'just a string',
        null,
        { url: 'http://b.example/', title: 7, snippet: { nested: true } },
        { type: 'some_new_result', url: 'https://c.example/', title: 'C' },
      ]),
    ).toEqual([
      { url: 'https://a.example/x', title: 'A', snippet: 'first' },
      { url: 'http://b.example/', title: '', snippet: '' },
      { url: 'https://c.example/', title: 'C', snippet: '' },
    ]);
  });

  it(`takes at most ${MAX_CODEX_RESULTS} results`, () => {
    const many = Array.from({ length: 100 }, (_, i) => ({ url: `https://e.example/${i}`, title: `${i}` }));
    const parsed = parseWebSearchResults(many);
    expect(parsed).toHaveLength(MAX_CODEX_RESULTS);
    expect(parsed.at(-1)?.url).toBe(`https://e.example/${MAX_CODEX_RESULTS - 1}`);
  });
});
