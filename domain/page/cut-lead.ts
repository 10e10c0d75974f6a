import { unlinkedWordCount, visibleWords } from './markdown-words.js';

/** How many of a cut's first words, in order, place where it begins inside the wider output. */
export const CUT_OPENING_WORDS = 8;

/**
 * The lines of `wider` (Markdown) above the line where `cut` begins: where the cut's opening words
 * ({@link CUT_OPENING_WORDS} of them, case-folded) stand in order in `wider`'s visible words. The opening
 * is taken from the cut's first line that has that many words (its first words when none has): a
 * heading, a table's header or a link the two outputs write apart (a summary table's cells) must not
 * hide where the cut begins. Empty when the opening is not in `wider` (the cut begins with something of
 * its own, or has no words): no lead is then known. Readability's cut that starts at a documentation
 * page's first section leaves out the introduction above it, which the page's content region keeps: that is the lead.
 */
export function leadBeforeCut(wider: string, cut: string): string {
  const opening = cutOpening(cut);
  return opening === undefined ? '' : linesAbove(wider, opening.words);
}

/**
 * Words outside links that `wider` has above the place where `cut` begins (`leadBeforeCut`), less
 * those of the cut's own lines above its opening line (a heading or a table's header both outputs have).
 */
export function leadWords(wider: string, cut: string): number {
  const opening = cutOpening(cut);
  if (opening === undefined) return 0;
  const lead = linesAbove(wider, opening.words);
  return lead === '' ? 0 : Math.max(0, unlinkedWordCount(lead) - unlinkedWordCount(opening.above));
}

/** The lines of `wider` above the line where `opening`'s words first stand in order; empty when they do not. */
function linesAbove(wider: string, opening: readonly string[]): string {
  const lines = wider.split('\n');
  const words: string[] = [];
  const lineOf: number[] = [];
  lines.forEach((line, index) => {
    for (const word of visibleWords(line)) {
      words.push(word.toLowerCase());
      lineOf.push(index);
    }
  });
  const first = opening[0] as string;
  for (let start = words.indexOf(first); start !== -1 && start + opening.length <= words.length; start = words.indexOf(first, start + 1)) {
    if (opening.every((word, offset) => words[start + offset] === word)) return lines.slice(0, lineOf[start]).join('\n');
  }
  return '';
}

/**
 * The first {@link CUT_OPENING_WORDS} words (case-folded) of the cut's first line that has as many, and
 * the cut's lines above it; else the cut's first words, nothing above. `undefined` when the cut has no words.
 */
function cutOpening(cut: string): { readonly words: string[]; readonly above: string } | undefined {
  const lines = cut.split('\n');
  const index = lines.findIndex((line) => visibleWords(line).length >= CUT_OPENING_WORDS);
  const words = (index === -1 ? visibleWords(cut) : visibleWords(lines[index] as string)).slice(0, CUT_OPENING_WORDS).map((word) => word.toLowerCase());
  if (words.length === 0) return undefined;
  return { words, above: index === -1 ? '' : lines.slice(0, index).join('\n') };
}
