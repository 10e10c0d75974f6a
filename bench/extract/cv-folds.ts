import { NEWS_TYPE, type CorpusPage } from './corpus.js';
import type { PageCounts } from './metric.js';
import { groupScore } from './scoring.js';
import type { WordScore } from './word-metric.js';

/** FNV-1a hash of a string (32 bits): a stable order that does not follow the ids' own order. */
const hash = (text: string): number => [...text].reduce((h, char) => Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0, 2166136261);

/** Second-level labels under which a country code's registrable names sit ("bbc.co.uk", "globo.com.br"). */
const COUNTRY_SECOND_LEVELS = new Set(['ac', 'co', 'com', 'edu', 'gov', 'net', 'org']);

/**
 * The site a page belongs to: its host's registrable name, approximated as the last two labels
 * (three under a country code's `co.`, `com.`, …): "store.steampowered.com" and
 * "steampowered.com" are one site. A URL that does not parse is its own site.
 */
export function siteOf(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return url;
  }
  const labels = host.split('.');
  const countryLevel = labels.length >= 3 && (labels.at(-1) ?? '').length === 2 && COUNTRY_SECOND_LEVELS.has(labels.at(-2) ?? '');
  return labels.slice(countryLevel ? -3 : -2).join('.');
}

/**
 * The fold (0 … folds − 1) of each page. Pages of one site share a fold, across corpora and page
 * types: a rule that fits a site's template must not be judged on another page of that template,
 * as held-out pages come mostly from sites the development pages do not. Within that constraint the
 * folds are stratified by corpus and page type: sites are placed largest first (ties in FNV-1a hash
 * order of the site), each in the fold that holds fewest pages of its pages' corpus/type strata,
 * then fewest pages. Shared by every cross-validation of the chain and of the page metadata.
 */
export function stratifiedFolds(pages: readonly Pick<CorpusPage, 'corpus' | 'type' | 'id' | 'url'>[], folds: number): number[] {
  const foldOf = new Array<number>(pages.length).fill(0);
  const sites = new Map<string, number[]>();
  pages.forEach((page, index) => {
    const site = siteOf(page.url);
    const members = sites.get(site);
    if (members === undefined) sites.set(site, [index]);
    else members.push(index);
  });
  const stratum = (index: number): string => `${pages[index]?.corpus}/${pages[index]?.type}`;
  const inStratum = Array.from({ length: folds }, () => new Map<string, number>());
  const sizes = new Array<number>(folds).fill(0);
  const ordered = [...sites].sort(([siteA, a], [siteB, b]) => b.length - a.length || hash(siteA) - hash(siteB) || (siteA < siteB ? -1 : 1));
  for (const [, members] of ordered) {
    const costs = inStratum.map((counts) => members.reduce((sum, index) => sum + (counts.get(stratum(index)) ?? 0), 0));
    let best = 0;
    for (let fold = 1; fold < folds; fold++) {
      const cost = costs[fold] as number;
      const bestCost = costs[best] as number;
      if (cost < bestCost || (cost === bestCost && (sizes[fold] as number) < (sizes[best] as number))) best = fold;
    }
    for (const index of members) {
      foldOf[index] = best;
      const counts = inStratum[best] as Map<string, number>;
      counts.set(stratum(index), (counts.get(stratum(index)) ?? 0) + 1);
    }
    sizes[best] = (sizes[best] as number) + members.length;
  }
  return foldOf;
}

/** One page's scores under one configuration. */
export type Scored = { readonly counts: PageCounts; readonly words: WordScore };

/** The figure a corpus is judged by: shingle F1 for the news benchmark, WCXB's mean word F1 otherwise. */
export function headlineFigure(corpusPages: readonly CorpusPage[], pageScores: readonly Scored[]): number {
  const group = groupScore(pageScores);
  return corpusPages.every((page) => page.type === NEWS_TYPE) ? group.shingle.f1 : group.words.f1;
}

/** Mean over the corpora of each corpus's headline figure on `members` (page indexes) under `scores` (by page index). */
export function objective(pages: readonly CorpusPage[], scores: readonly Scored[], members: readonly number[]): number {
  const figures = [...new Set(pages.map((page) => page.corpus))].map((corpus) => {
    const inCorpus = members.filter((index) => pages[index]?.corpus === corpus);
    return inCorpus.length === 0 ? Number.NaN : headlineFigure(inCorpus.map((index) => pages[index] as CorpusPage), inCorpus.map((index) => scores[index] as Scored));
  }).filter((value) => Number.isFinite(value));
  return figures.reduce((sum, value) => sum + value, 0) / figures.length;
}

/**
 * For each fold, the configuration with the best objective on the other folds (ties keep
 * `productionIndex`), and the pooled held-out scores. `scores[config][page]`.
 */
export function crossValidate(pages: readonly CorpusPage[], scores: readonly (readonly Scored[])[], productionIndex: number, folds: number): { readonly heldOut: Scored[]; readonly chosen: { readonly index: number; readonly trainObjective: number }[] } {
  const foldOf = stratifiedFolds(pages, folds);
  const heldOut = new Array<Scored>(pages.length);
  const chosen: { index: number; trainObjective: number }[] = [];
  for (let fold = 0; fold < folds; fold++) {
    const train = pages.map((_, index) => index).filter((index) => foldOf[index] !== fold);
    let best = productionIndex;
    let bestValue = objective(pages, scores[productionIndex] as Scored[], train);
    scores.forEach((configScores, configIndex) => {
      const value = objective(pages, configScores, train);
      if (value > bestValue + 1e-9) {
        best = configIndex;
        bestValue = value;
      }
    });
    chosen.push({ index: best, trainObjective: bestValue });
    pages.forEach((_, index) => {
      if (foldOf[index] === fold) heldOut[index] = (scores[best] as Scored[])[index] as Scored;
    });
  }
  return { heldOut, chosen };
}

/** Table rows per corpus and, when a corpus has several, per page type: label, pages, metric, then each column's figure. */
export function figureRows(pages: readonly CorpusPage[], columns: readonly (readonly Scored[])[]): string[][] {
  const all = pages.map((_, index) => index);
  const fmt = (value: number): string => (Number.isFinite(value) ? value.toFixed(4) : 'n/a');
  const rows: string[][] = [];
  for (const corpus of new Set(pages.map((page) => page.corpus))) {
    const members = all.filter((index) => pages[index]?.corpus === corpus);
    const types = [...new Set(members.map((index) => (pages[index] as CorpusPage).type))].sort();
    const groups: [string, number[]][] = [[corpus, members], ...(types.length > 1 ? types.map((type): [string, number[]] => [`  ${type}`, members.filter((index) => pages[index]?.type === type)]) : [])];
    for (const [label, group] of groups) {
      const figure = (list: readonly Scored[]) => headlineFigure(group.map((index) => pages[index] as CorpusPage), group.map((index) => list[index] as Scored));
      const metric = group.every((index) => pages[index]?.type === NEWS_TYPE) ? 'shingle F1' : 'word F1';
      rows.push([label, String(group.length), metric, ...columns.map((column) => fmt(figure(column)))]);
    }
  }
  return rows;
}
