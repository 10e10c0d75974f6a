import type { ExtractionStage } from '../../../../application/ports/document-extractor.port.js';
import { markdownToPlainText } from '../../../../domain/fetch/markdown-to-text.js';
import { chooseExtractionStage } from '../../../../domain/page/stage-quality-check.policy.js';
import { trimLinkBlocks } from './markdown/link-block-trim.js';
import type { ParsedHtmlPage } from './parsed-html-page.js';
import { runCleanedBodyStage } from './stages/cleaned-body-stage.js';
import { runDefuddleStage } from './stages/defuddle-stage.js';
import { runReadabilityStage } from './stages/readability-stage.js';
import { collapsedLength } from './stages/stage-support.js';
import { libraryStageObstacle } from './tree-size-guard.js';
import type { StageOutcome } from './stages/stage-outcome.js';

/**
 * A stage whose text is shorter than this (characters, whitespace collapsed) has "too little"
 * and the next stage runs. Short real pages end up below it in every stage; then the longest
 * output wins.
 */
export const MIN_STAGE_TEXT_CHARS = 200;

/** The HTML chain's result: Markdown (possibly empty) and how it was obtained. */
export interface HtmlExtraction {
  readonly markdown: string;
  readonly title?: string;
  /** The stage whose output is `markdown`; absent when every stage failed. */
  readonly stage?: ExtractionStage;
  /** Why earlier stages lost and what the quality check decided, in order (after the parser's notes). */
  readonly stageNotes: readonly string[];
  readonly parserFailures: number;
  /** Whitespace-collapsed text length of the chosen output. */
  readonly textLength: number;
}

type Success = Extract<StageOutcome, { ok: true }>;

/**
 * One stage: reads `document` and reports what it extracted. It never mutates `document`,
 * unless `consumeDocument` is set (then the chain does not read that document again).
 */
export type HtmlStage = (document: Document, url: string, options?: { readonly consumeDocument?: boolean }) => Promise<StageOutcome>;

/** The three stages in chain order; replaceable for tests and benchmarks. */
export interface HtmlStages {
  readonly defuddle: HtmlStage;
  readonly readability: HtmlStage;
  readonly cleanedBody: HtmlStage;
}

/** The production stages. */
export const DEFAULT_HTML_STAGES: HtmlStages = {
  defuddle: runDefuddleStage,
  readability: runReadabilityStage,
  cleanedBody: runCleanedBodyStage,
};

/** Options of {@link runHtmlChain}. */
export interface HtmlChainOptions {
  /** Polled between stages; a cancelled chain returns what it has. */
  readonly isCancelled?: () => boolean;
  readonly stages?: HtmlStages;
}

/**
 * Runs Defuddle, then Readability + Turndown, on the one parsed page, then the cleaned-body
 * fallback only when neither reached {@link MIN_STAGE_TEXT_CHARS}. When both did, the documented
 * quality check (`chooseExtractionStage`: the tighter output when both extracted the same
 * article, else Defuddle unless it picked a link list) decides, and its verdict is the note
 * `quality check: <stage> (<reason>)`. The chosen Markdown loses its link-only blocks
 * (`trimLinkBlocks`, noted as `trim: ...`). Pages beyond `TREE_LIMITS` skip the two library
 * stages. Readability consumes `page.document` when the page can be re-parsed (`page.reparse`),
 * else it reads a clone; callers must read `page.document` before the chain.
 */
export async function runHtmlChain(page: ParsedHtmlPage, url: string, options: HtmlChainOptions = {}): Promise<HtmlExtraction> {
  const isCancelled = options.isCancelled ?? (() => false);
  const stages = options.stages ?? DEFAULT_HTML_STAGES;
  const notes = [...page.notes];
  let parserFailures = page.parserFailures;
  let originalTree: Document | undefined = page.document;
  const short: Success[] = [];
  const usable = (outcome: StageOutcome): Success | undefined => {
    parserFailures += outcome.parserFailures;
    if (!outcome.ok) {
      notes.push(`${outcome.stage}: ${outcome.reason}`);
      return undefined;
    }
    if (outcome.textLength >= MIN_STAGE_TEXT_CHARS) return outcome;
    notes.push(`${outcome.stage}: below minimum (${outcome.textLength} < ${MIN_STAGE_TEXT_CHARS} chars)`);
    short.push(outcome);
    return undefined;
  };
  const finish = (outcome: Success): HtmlExtraction => chosen(outcome, notes, parserFailures);

  const obstacle = libraryStageObstacle(page.document.documentElement);
  if (obstacle !== undefined) {
    notes.push(`defuddle: skipped (${obstacle})`, `readability: skipped (${obstacle})`);
  } else {
    const defuddle = usable(await stages.defuddle(page.document, url));
    if (isCancelled()) return defuddle === undefined ? nothing(notes, parserFailures) : finish(defuddle);
    const notesBeforeReadability = notes.length;
    const consumeDocument = page.reparse !== undefined;
    if (consumeDocument) originalTree = undefined;
    const readability = usable(await stages.readability(page.document, url, { consumeDocument }));
    if (defuddle !== undefined && readability !== undefined) {
      const choice = chooseExtractionStage(defuddle.markdown, readability.markdown);
      notes.push(`quality check: ${choice.stage} (${choice.reason})`);
      return finish(choice.stage === 'readability' ? readability : defuddle);
    }
    if (defuddle !== undefined) {
      // Readability only served as a cross-check here; its shortcomings explain nothing.
      notes.length = notesBeforeReadability;
      return finish(defuddle);
    }
    if (readability !== undefined) return finish(readability);
    if (isCancelled()) return nothing(notes, parserFailures);
  }
  const cleaned = usable(await stages.cleanedBody(originalTree ?? (page.reparse as () => Document)(), url));
  if (cleaned !== undefined) return finish(cleaned);
  const longest = short.reduce<Success | undefined>((best, outcome) => (best === undefined || outcome.textLength > best.textLength ? outcome : best), undefined);
  if (longest === undefined) return nothing(notes, parserFailures);
  notes.push(`chain: no stage reached the minimum; kept the longest (${longest.stage})`);
  return finish(longest);
}

function chosen(outcome: Success, notes: string[], parserFailures: number): HtmlExtraction {
  const trimmed = trimLinkBlocks(outcome.markdown);
  if (trimmed.droppedBlocks > 0) notes.push(`trim: dropped ${trimmed.droppedBlocks} link-only block${trimmed.droppedBlocks === 1 ? '' : 's'}`);
  return {
    markdown: trimmed.markdown,
    ...(outcome.title === undefined ? {} : { title: outcome.title }),
    stage: outcome.stage,
    stageNotes: notes,
    parserFailures,
    textLength: trimmed.droppedBlocks > 0 ? collapsedLength(markdownToPlainText(trimmed.markdown)) : outcome.textLength,
  };
}

function nothing(notes: readonly string[], parserFailures: number): HtmlExtraction {
  return { markdown: '', stageNotes: notes, parserFailures, textLength: 0 };
}
