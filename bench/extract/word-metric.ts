import { wordTokens } from './metric.js';

/**
 * WCXB's metric (its `evaluate.py`): per page, lower-cased word tokens (runs of `\w`, Unicode),
 * precision and recall of the multiset overlap of predicted and reference tokens, F1 = 2PR/(P+R).
 * An empty reference scores 1 only for an empty prediction; an empty prediction scores 0. A
 * corpus figure is the mean of the per-page values. Markdown must go through `markdownToText` first.
 *
 * Python's `\w` is letters, digits (and other numerics) and `_`; `[\p{L}\p{N}_]` is the same set
 * for the scripts in the corpora.
 */

/** Per-page word precision, recall and F1. */
export interface WordScore {
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
}

/** Lower-cased word tokens, in order. */
function wordTokensLower(text: string): string[] {
  return wordTokens(text.toLowerCase());
}

/** Scores one page's predicted plain text against its reference. */
export function scoreWords(reference: string, prediction: string): WordScore {
  const expected = wordTokensLower(reference);
  const produced = wordTokensLower(prediction);
  if (expected.length === 0) return produced.length === 0 ? { precision: 1, recall: 1, f1: 1 } : { precision: 0, recall: 0, f1: 0 };
  if (produced.length === 0) return { precision: 0, recall: 0, f1: 0 };
  const available = new Map<string, number>();
  for (const token of expected) available.set(token, (available.get(token) ?? 0) + 1);
  let overlap = 0;
  for (const token of produced) {
    const left = available.get(token) ?? 0;
    if (left > 0) {
      overlap += 1;
      available.set(token, left - 1);
    }
  }
  const precision = overlap / produced.length;
  const recall = overlap / expected.length;
  return { precision, recall, f1: precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0 };
}

/** Mean of per-page scores (NaN for no pages). */
export function meanWordScore(scores: readonly WordScore[]): WordScore {
  const mean = (pick: (score: WordScore) => number): number => scores.reduce((sum, score) => sum + pick(score), 0) / scores.length;
  return { precision: mean((score) => score.precision), recall: mean((score) => score.recall), f1: mean((score) => score.f1) };
}
