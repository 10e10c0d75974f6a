// Shared by the html-extraction-chain tests: a parsed page, word filler and scripted stages.
import { parseHTML } from 'linkedom';
import type { ExtractionStage } from '../../../../../application/ports/document-extractor.port.js';
import type { HtmlStage, HtmlStages } from '../../../../../adapters/outbound/extract/html/html-extraction-chain.js';
import type { ParsedHtmlPage } from '../../../../../adapters/outbound/extract/html/parsed-html-page.js';
import type { StageOutcome } from '../../../../../adapters/outbound/extract/html/stages/stage-outcome.js';

export const URL_ = 'https://example.com/';
export const documentOf = (body: string): Document => parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document;
export const page: ParsedHtmlPage = { document: documentOf('<p>text</p>'), baseUrl: URL_, parser: 'linkedom', parserFailures: 1, notes: ['parse: note'] };

export const words = (count: number, stem: string): string => Array.from({ length: count }, (_, index) => `${stem}${index}`).join(' ');
export const ARTICLE = words(300, 'bridge');
export const ARTICLE_WITH_COMMENTS = `${ARTICLE}\n\n${words(700, 'comment')}`;
export const RELATED = ['## Related stories', '', '- [Bridges of Paris at night](https://example.com/r/1)', '- [Suspension cables explained](https://example.com/r/2)'].join('\n');

export function produced(stage: ExtractionStage, markdown: string, parserFailures = 0, extra: Partial<Extract<StageOutcome, { ok: true }>> = {}): StageOutcome {
  return { ok: true, stage, markdown, textLength: markdown.length, parserFailures, title: `${stage} title`, ...extra };
}

export function failed(stage: ExtractionStage, reason: string, parserFailures = 0): StageOutcome {
  return { ok: false, stage, reason, parserFailures };
}

export function stages(outcomes: Partial<Record<keyof HtmlStages, StageOutcome>>, calls: string[] = []): HtmlStages {
  const fake = (name: keyof HtmlStages): HtmlStage => async () => {
    calls.push(name);
    const outcome = outcomes[name];
    if (outcome === undefined) throw new Error(`stage ${name} should not run`);
    return outcome;
  };
  return { defuddle: fake('defuddle'), readability: fake('readability'), cleanedBody: fake('cleanedBody') };
}

