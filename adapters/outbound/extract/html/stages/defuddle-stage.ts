import { pageBaseUrl } from '../page-base-url.js';
import type { StageOutcome } from './stage-outcome.js';
import { runStage } from './stage-support.js';

/** Defuddle may not reach the network: async extractors are off and its fetch hook refuses. */
const refuseFetch = (): Promise<Response> => Promise.reject(new Error('network access is disabled during extraction'));

/**
 * Stage 1: Defuddle on a clone of `document` (Defuddle can touch the document it is given).
 * Site-specific extractors that need the network are disabled. `url` is the page's final URL.
 * Never throws and never mutates `document`.
 */
export async function runDefuddleStage(document: Document, url: string): Promise<StageOutcome> {
  return runStage('defuddle', pageBaseUrl(document, url), async () => {
    const { DefuddleClass } = await import('defuddle/node');
    const clone = document.cloneNode(true) as Document;
    // linkedom documents lack styleSheets; Defuddle only reads it.
    if ((clone as { styleSheets?: unknown }).styleSheets === undefined) {
      Object.defineProperty(clone, 'styleSheets', { value: [], configurable: true });
    }
    const result = new DefuddleClass(clone, { url, useAsync: false, fetch: refuseFetch }).parse();
    const container = clone.createElement('div');
    container.innerHTML = result.content;
    return { root: container, title: result.title };
  });
}
