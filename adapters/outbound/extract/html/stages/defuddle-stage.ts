import { commonJsExport } from '../../support/commonjs-export.js';
import { pageBaseUrl } from '../page-base-url.js';
import type { StageOutcome } from './stage-outcome.js';
import { runStage } from './stage-support.js';

/** Defuddle may not reach the network: async extractors are off and its fetch hook refuses. */
const refuseFetch = (): Promise<Response> => Promise.reject(new Error('network access is disabled during extraction'));

/**
 * Stage 1: Defuddle on `document` itself: Defuddle extracts from its own clone of the document
 * it is given (and reads the original only), so no copy is made here. Site-specific extractors
 * that need the network are disabled. `url` is the page's final URL. Never throws and never
 * mutates `document`'s tree (a missing `styleSheets` property is added as an empty list).
 * `options.baseUrl`, when the caller already found the page's link base, saves looking it up again.
 */
export async function runDefuddleStage(document: Document, url: string, options: { readonly baseUrl?: string } = {}): Promise<StageOutcome> {
  return runStage('defuddle', options.baseUrl ?? pageBaseUrl(document, url), async () => {
    const DefuddleClass = commonJsExport(await import('defuddle/node'), 'DefuddleClass');
    // linkedom documents lack styleSheets; Defuddle only reads it.
    if ((document as { styleSheets?: unknown }).styleSheets === undefined) {
      Object.defineProperty(document, 'styleSheets', { value: [], configurable: true });
    }
    const result = new DefuddleClass(document, { url, useAsync: false, fetch: refuseFetch }).parse();
    const container = document.createElement('div');
    container.innerHTML = result.content;
    return { root: container, title: result.title };
  });
}
