import { pageBaseUrl } from '../page-base-url.js';
import type { StageOutcome } from './stage-outcome.js';
import { runStage } from './stage-support.js';

/**
 * Stage 2: Mozilla Readability on a clone of `document` (Readability rewrites the document it
 * reads), keeping classes so code blocks keep their language. `url` is the page's final URL.
 * Never throws and never mutates `document`.
 */
export async function runReadabilityStage(document: Document, url: string): Promise<StageOutcome> {
  return runStage('readability', pageBaseUrl(document, url), async () => {
    const { Readability } = await import('@mozilla/readability');
    const clone = document.cloneNode(true) as Document;
    const article = new Readability<Element>(clone, { keepClasses: true, serializer: (node) => node as Element }).parse();
    const root = article?.content ?? undefined;
    return article?.title === null || article?.title === undefined ? { root } : { root, title: article.title };
  });
}
