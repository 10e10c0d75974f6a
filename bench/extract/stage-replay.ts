import { parseHTML } from 'linkedom';
import type { ParsedHtmlPage } from '../../adapters/outbound/extract/html/parsed-html-page.js';
import type { StageOutcome } from '../../adapters/outbound/extract/html/stages/stage-outcome.js';

/**
 * Helpers of the rule-only cross-validations, which run a page's stages once and replay the real
 * chain (`runHtmlChain`) from their outcomes for every configuration.
 */

/** An empty document: what the replayed chain is handed instead of the page (its stages are stubs). */
export function emptyDocument(): Document {
  return parseHTML('<!DOCTYPE html><html><head></head><body></body></html>').document as unknown as Document;
}

/** A stage outcome for a stage that did not run (`skipped`) or failed. */
export function failedOutcome(stage: StageOutcome['stage'], reason: string): StageOutcome {
  return { ok: false, stage, reason, parserFailures: 0 };
}

/** The parsed page the replayed chain runs on: empty, at `url`, re-parsable (so Defuddle's stub is called). */
export function replayPage(url: string): ParsedHtmlPage {
  return { document: emptyDocument(), baseUrl: url, parser: 'linkedom', parserFailures: 0, notes: [], reparse: emptyDocument };
}
