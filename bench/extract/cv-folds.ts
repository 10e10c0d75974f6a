import type { CorpusPage } from './corpus.js';

/** FNV-1a hash of a string (32 bits): a stable order that does not follow the ids' own order. */
const hash = (text: string): number => [...text].reduce((h, char) => Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0, 2166136261);

/**
 * The fold (0 … folds − 1) of each page, stratified by corpus and page type: each corpus/type group
 * in FNV-1a hash order of its ids, dealt round-robin. Shared by the cross-validations of the chain.
 */
export function stratifiedFolds(pages: readonly Pick<CorpusPage, 'corpus' | 'type' | 'id'>[], folds: number): number[] {
  const foldOf = new Array<number>(pages.length);
  for (const group of new Set(pages.map((page) => `${page.corpus}/${page.type}`))) {
    const members = pages.map((page, index) => ({ page, index })).filter(({ page }) => `${page.corpus}/${page.type}` === group).sort((a, b) => hash(a.page.id) - hash(b.page.id));
    members.forEach(({ index }, position) => (foldOf[index] = position % folds));
  }
  return foldOf;
}
