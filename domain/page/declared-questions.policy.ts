import { visibleText } from './markdown-words.js';
import { lineWords, wordLine } from './word-line.js';

/**
 * A page's declared FAQ (schema.org `FAQPage`) counts as left out of a cut when the other cut states
 * at least this many more of its questions. Fixed by reading, as the other "left out" counts are
 * (three linked item titles, three posts of a thread), not tuned: an FAQ is rarely shorter.
 */
export const MISSED_QUESTIONS = 3;

/**
 * How many of `questions` (the questions of the page's declared FAQ, as its structured data writes
 * them) `other` states word for word and `cut` does not. Google shows a declared FAQ only where
 * the page shows it too, so it is the page's content: a cut without it (Readability's article of a
 * blog post that ends with its FAQ below a newsletter form) left part of the page out.
 */
export function missedQuestionsOfCut(cut: string, other: string, questions: readonly string[]): number {
  if (questions.length === 0) return 0;
  const cutLine = wordLine(lineWords(visibleText(cut)));
  const otherLine = wordLine(lineWords(visibleText(other)));
  let missed = 0;
  for (const question of questions) {
    const line = wordLine(lineWords(question));
    if (line.trim() === '') continue;
    if (otherLine.includes(line) && !cutLine.includes(line)) missed += 1;
  }
  return missed;
}
