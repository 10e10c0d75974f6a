import { describe, expect, it } from 'vitest';
import { parseSearchQuery } from '../../../../domain/relevance/search-query-parser.js';

describe('parseSearchQuery', () => {
  it('keeps the raw query byte-for-byte (the gate never rewrites it)', () => {
    const raw = '  "Exact Phrase"  site:Docs.RS -foo filetype:pdf intitle:"a b" OR x  ';
    expect(parseSearchQuery(raw).raw).toBe(raw);
  });

  it('splits terms, phrases, sites, exclusions and other operators', () => {
    const parsed = parseSearchQuery('"Exact Phrase" site:Docs.RS -foo rust Async -"bad thing" -site:spam.example filetype:pdf lang:de');
    expect(parsed).toEqual({
      raw: parsed.raw,
      terms: ['rust', 'async'],
      significantTerms: ['rust', 'async'],
      phrases: ['exact phrase'],
      sites: [{ domain: 'docs.rs' }],
      excludedTerms: ['foo'],
      excludedPhrases: ['bad thing'],
      excludedSites: [{ domain: 'spam.example' }],
      operators: [{ name: 'filetype', value: 'pdf' }, { name: 'lang', value: 'de' }],
      anyTermSuffices: false,
    });
  });

  it('reads quoted operator values and counts intitle:/inurl: values as terms', () => {
    const parsed = parseSearchQuery('intitle:"Release Notes" inurl:changelog');
    expect(parsed.operators).toEqual([{ name: 'intitle', value: 'Release Notes' }, { name: 'inurl', value: 'changelog' }]);
    expect(parsed.terms).toEqual(['release', 'notes', 'changelog']);
  });

  it('treats unknown name:value pairs and URLs as plain text', () => {
    expect(parseSearchQuery('error: ENOENT').terms).toEqual(['error', 'enoent']);
    expect(parseSearchQuery('https://example.com/page').terms).toEqual(['https', 'example', 'com', 'page']);
  });

  it('parses site: with scheme, path, wildcard, and ignores an invalid value', () => {
    expect(parseSearchQuery('site:https://GitHub.com/NodeJS/ x').sites).toEqual([{ domain: 'github.com', pathPrefix: '/nodejs/' }]);
    expect(parseSearchQuery('site:*.gov.uk x').sites).toEqual([{ domain: 'gov.uk' }]);
    expect(parseSearchQuery('site: x').sites).toEqual([]);
    expect(parseSearchQuery('site:bücher.de').sites).toEqual([{ domain: 'xn--bcher-kva.de' }]);
  });

  it('handles hyphens: mid-word is not exclusion, a hyphenated exclusion is a phrase, a lone dash is nothing', () => {
    expect(parseSearchQuery('e-mail').terms).toEqual(['e', 'mail']);
    expect(parseSearchQuery('x -e-mail').excludedPhrases).toEqual(['e mail']);
    expect(parseSearchQuery('a - b').excludedTerms).toEqual([]);
    expect(parseSearchQuery('+required word').terms).toEqual(['required', 'word']);
  });

  it('detects OR and | but not lower-case or', () => {
    expect(parseSearchQuery('cats OR dogs').anyTermSuffices).toBe(true);
    expect(parseSearchQuery('cats | dogs').anyTermSuffices).toBe(true);
    expect(parseSearchQuery('cats or dogs').anyTermSuffices).toBe(false);
    expect(parseSearchQuery('cats AND dogs').terms).toEqual(['cats', 'dogs']);
  });

  it('ignores an unbalanced quote and empty phrases', () => {
    const parsed = parseSearchQuery('"unbalanced words "" ');
    expect(parsed.phrases).toEqual(['unbalanced words']);
    const lone = parseSearchQuery('say "hello');
    expect(lone.phrases).toEqual([]);
    expect(lone.terms).toEqual(['say', 'hello']);
  });

  it('drops stop words and lone letters from significant terms, and deduplicates', () => {
    const parsed = parseSearchQuery('What is the Best the best C compiler');
    expect(parsed.terms).toEqual(['what', 'is', 'the', 'best', 'c', 'compiler']);
    expect(parsed.significantTerms).toEqual(['best', 'compiler']);
  });

  it('segments Chinese and Japanese and drops their particles', () => {
    const chinese = parseSearchQuery('机器学习的框架').significantTerms;
    expect(chinese.join('')).toBe('机器学习框架'); // word boundaries inside may vary with the ICU version
    expect(chinese).not.toContain('的');
    expect(parseSearchQuery('東京の天気').significantTerms).toEqual(['東京', '天気']);
  });
});
