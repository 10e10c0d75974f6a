import type { ExtractionStage } from '../../../../../application/ports/document-extractor.port.js';
import { captureConsole } from '../../support/console-capture.js';
import { createMarkdownConverter } from '../markdown/markdown-converter.js';
import type { StageOutcome } from './stage-outcome.js';

/** What a stage's library step hands back: the content root to convert and a title. */
export interface StageContent {
  readonly root: Element | undefined;
  readonly title?: string;
}

type StepResult =
  | { readonly failure: string; readonly threw: boolean }
  | { readonly markdown: string; readonly title: string | undefined; readonly textLength: number };

/**
 * Runs a stage's library step with the console silenced, converts its content root to Markdown
 * and turns exceptions and empty output into `ok: false` outcomes. Console calls count as parser
 * failures.
 */
export async function runStage(stage: ExtractionStage, baseUrl: string, step: () => Promise<StageContent>): Promise<StageOutcome> {
  const run = await captureConsole(async (): Promise<StepResult> => {
    try {
      const content = await step();
      if (content.root === undefined) return { failure: 'no content found', threw: false };
      const textLength = collapsedLength(content.root.textContent ?? '');
      if (textLength === 0) return { failure: 'empty output', threw: false };
      const convert = await createMarkdownConverter(baseUrl);
      const markdown = convert(content.root);
      if (markdown === '') return { failure: 'empty Markdown', threw: false };
      return { markdown, title: content.title, textLength };
    } catch (error) {
      return { failure: `threw (${describeError(error)})`, threw: true };
    }
  });
  const { value, messages } = run;
  if ('failure' in value) {
    return { ok: false, stage, reason: value.failure, parserFailures: messages + (value.threw ? 1 : 0) };
  }
  const title = value.title?.replace(/\s+/g, ' ').trim();
  return {
    ok: true,
    stage,
    markdown: value.markdown,
    ...(title === undefined || title === '' ? {} : { title }),
    textLength: value.textLength,
    parserFailures: messages,
  };
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
