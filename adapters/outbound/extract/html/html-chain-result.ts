import type { ExtractionStage } from '../../../../application/ports/document-extractor.port.js';
import type { StageOutcome } from './stages/stage-outcome.js';

/** The HTML chain's result: Markdown (possibly empty) and how it was obtained. */
export interface HtmlExtraction {
  readonly markdown: string;
  readonly title?: string;
  /** The stage whose output is `markdown`; absent when every stage failed. */
  readonly stage?: ExtractionStage;
  /** Why earlier stages lost and what the content choice decided, in order (after the parser's notes). */
  readonly stageNotes: readonly string[];
  /** What the chain left out (and the one thing it may add, a product description from structured data), in words for the model (composed here, never page text). */
  readonly removalNotes: readonly string[];
  readonly parserFailures: number;
  /** Whitespace-collapsed text length of the chosen output. */
  readonly textLength: number;
}

/** A stage outcome that produced text. */
export type ChainSuccess = Extract<StageOutcome, { ok: true }>;

/** The chain's answer when no stage produced anything. */
export function nothing(notes: readonly string[], parserFailures: number): HtmlExtraction {
  return { markdown: '', stageNotes: notes, removalNotes: [], parserFailures, textLength: 0 };
}

/** "1 block", "3 blocks": the count and noun of a note. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
