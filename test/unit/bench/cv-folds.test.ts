import { describe, expect, it } from 'vitest';
import { siteOf, stratifiedFolds } from '../../../bench/extract/cv-folds.js';

describe('siteOf', () => {
  it.each([
    ['https://store.steampowered.com/app/440/', 'steampowered.com'],
    ['https://steampowered.com/', 'steampowered.com'],
    ['https://www.bbc.co.uk/news/x', 'bbc.co.uk'],
    ['https://g1.globo.com.br/a', 'globo.com.br'],
    ['https://example.de/a', 'example.de'],
    ['https://docs.example.io./guide', 'example.io'],
    ['not a url', 'not a url'],
  ])('%s belongs to %s', (url, site) => {
    expect(siteOf(url)).toBe(site);
  });
});

describe('stratifiedFolds', () => {
  const page = (id: string, type: string, url: string, corpus = 'wcxb-dev') => ({ id, type, url, corpus });

  it('keeps the pages of one site in one fold, across page types and corpora', () => {
    const pages = [
      page('1', 'product', 'https://store.steampowered.com/app/1'),
      page('2', 'product', 'https://store.steampowered.com/app/2'),
      page('3', 'listing', 'https://steampowered.com/search'),
      page('4', 'news', 'https://steampowered.com/news/4', 'extraction-corpus'),
      ...Array.from({ length: 12 }, (_, index) => page(`p${index}`, index % 2 === 0 ? 'product' : 'listing', `https://shop${index}.example/item`)),
    ];
    const folds = stratifiedFolds(pages, 3);
    expect(new Set(folds.slice(0, 4)).size).toBe(1);
    expect(folds.every((fold) => fold >= 0 && fold < 3)).toBe(true);
  });

  it('balances each corpus and page type over the folds when every page is its own site', () => {
    const pages = Array.from({ length: 30 }, (_, index) => page(String(index), ['article', 'forum', 'product'][index % 3] as string, `https://site${index}.example/`));
    const folds = stratifiedFolds(pages, 5);
    for (const type of ['article', 'forum', 'product']) {
      const counts = [0, 0, 0, 0, 0];
      pages.forEach((entry, index) => {
        const fold = folds[index] as number;
        if (entry.type === type) counts[fold] = (counts[fold] ?? 0) + 1;
      });
      expect(counts).toEqual([2, 2, 2, 2, 2]);
    }
  });

  it('gives the same folds for the same pages in any order', () => {
    const pages = Array.from({ length: 20 }, (_, index) => page(String(index), index % 2 === 0 ? 'forum' : 'service', `https://s${index % 7}.example/${index}`));
    const folds = stratifiedFolds(pages, 4);
    const reversed = stratifiedFolds([...pages].reverse(), 4).reverse();
    expect(reversed).toEqual(folds);
  });
});
