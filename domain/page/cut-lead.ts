import { visibleWords } from './markdown-words.js';

/** How many of a cut's first words, in order, place where it begins inside the wider output. */
export const CUT_OPENING_WORDS = 8;

/**
 * Visible words `wider` has before the place where `cut` begins: the first words of `cut`
 * ({@link CUT_OPENING_WORDS}, case-folded) found in order in `wider`. 0 when `cut` does not open
 * with a run of `wider`'s words (it begins with something of its own, or has no words): no lead is
 * then known. Readability's cut that starts at a documentation page's first section leaves out the
 * introduction above it, which the page's content region keeps: those are the words counted here.
 */
export function wordsBeforeCut(wider: string, cut: string): number {
  const opening = visibleWords(cut).slice(0, CUT_OPENING_WORDS).map((word) => word.toLowerCase());
  if (opening.length === 0) return 0;
  const words = visibleWords(wider).map((word) => word.toLowerCase());
  const first = opening[0] as string;
  for (let start = words.indexOf(first); start !== -1 && start + opening.length <= words.length; start = words.indexOf(first, start + 1)) {
    if (opening.every((word, offset) => words[start + offset] === word)) return start;
  }
  return 0;
}
