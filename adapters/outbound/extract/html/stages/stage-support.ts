import type { ExtractionStage } from '../../../../../application/ports/document-extractor.port.js';
import { captureConsole } from '../../support/console-capture.js';
import { markdownConverterMaker, type MarkdownConverter } from '../markdown/markdown-converter.js';
import type { StageOutcome } from './stage-outcome.js';
import { wordCount } from '../../../../../domain/page/markdown-words.js';

/** What a stage's library step hands back: the content root to convert and a title. */
export interface StageContent {
  readonly root: Element | undefined;
  readonly title?: string;
  /** Link-heavy blocks the step removed (region stage). */
  readonly removedLinkClusters?: number;
  /** Words of the control labels the step removed (region stage). */
  readonly controlWords?: number;
}

type StepResult =
  | { readonly failure: string; readonly threw: boolean }
  | { readonly root: Element; readonly title: string | undefined; readonly textLength: number; readonly words: number; readonly removedLinkClusters: number; readonly controlWords: number };

/**
 * Runs a stage's library step with the console silenced and turns exceptions and empty output
 * into `ok: false` outcomes; console calls count as parser failures. The content root is measured
 * now (text length, words) and converted to Markdown (its converter built) only when `markdown` is first read, so a
 * chain that compares two stages converts only the one it keeps.
 */
export async function runStage(stage: ExtractionStage, baseUrl: string, step: () => Promise<StageContent>): Promise<StageOutcome> {
  const run = await captureConsole(async (): Promise<StepResult> => {
    try {
      const content = await step();
      if (content.root === undefined) return { failure: 'no content found', threw: false };
      const text = content.root.textContent ?? '';
      const textLength = collapsedLength(text);
      if (textLength === 0) return { failure: 'empty output', threw: false };
      return { root: content.root, title: content.title, textLength, words: wordCount(text), removedLinkClusters: content.removedLinkClusters ?? 0, controlWords: content.controlWords ?? 0 };
    } catch (error) {
      return { failure: `threw (${describeError(error)})`, threw: true };
    }
  });
  const { value, messages } = run;
  if ('failure' in value) {
    return { ok: false, stage, reason: value.failure, parserFailures: messages + (value.threw ? 1 : 0) };
  }
  const makeConverter = await markdownConverterMaker();
  const { root } = value;
  let markdown: string | undefined;
  const title = value.title?.replace(/\s+/g, ' ').trim();
  return {
    ok: true,
    stage,
    get markdown(): string {
      markdown ??= convertQuietly(makeConverter(baseUrl), root);
      return markdown;
    },
    ...(title === undefined || title === '' ? {} : { title }),
    textLength: value.textLength,
    words: value.words,
    parserFailures: messages,
    ...(value.removedLinkClusters > 0 ? { removedLinkClusters: value.removedLinkClusters } : {}),
    ...(value.controlWords > 0 ? { controlWords: value.controlWords } : {}),
  };
}

/**
 * Turndown on a detached root; a conversion that throws yields no Markdown rather than an
 * exception in the chain. The root is the stage's own (a clone, or an element the library built)
 * and nothing reads it after this one conversion, so Turndown rewrites it in place instead of
 * copying it first.
 */
function convertQuietly(convert: MarkdownConverter, root: Element): string {
  try {
    return convert(root, { consume: true });
  } catch {
    return '';
  }
}

/** Length of `text` with whitespace runs collapsed and ends trimmed. */
export function collapsedLength(text: string): number {
  return text.replace(/\s+/g, ' ').trim().length;
}

/** A one-line, bounded description of a thrown value (no page content beyond the message). */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return message.replace(/\s+/g, ' ').slice(0, 100);
}
