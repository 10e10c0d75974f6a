import { flattenBeyondDepth } from '../tree-size-guard.js';
import { pageBaseUrl } from '../page-base-url.js';
import type { StageOutcome } from './stage-outcome.js';
import { runStage } from './stage-support.js';

/** Chrome, interactive and embedded elements removed before the whole body is converted. */
const NOISE_SELECTOR = [
  'script', 'style', 'noscript', 'template', 'nav', 'aside', 'form', 'iframe', 'svg', 'object', 'embed', 'canvas', 'dialog',
  'button', 'select', 'input', 'textarea', '[role="navigation"]', '[role="search"]', '[role="complementary"]', '[role="dialog"]',
  '[hidden]', '[aria-hidden="true"]',
].join(', ');
const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;

/**
 * Stage 3, the last resort: the whole `<body>` of a clone of `document`, without navigation,
 * page headers and footers (those inside `<article>`/`<main>` stay), asides, forms, embeds and
 * hidden elements (`hidden`, `aria-hidden="true"`, inline `display:none`/`visibility:hidden`).
 * Structure nested deeper than 256 levels (`TREE_LIMITS.maxDepth`) is flattened; its text stays.
 * Never throws and never mutates `document`.
 */
export async function runCleanedBodyStage(document: Document, url: string): Promise<StageOutcome> {
  return runStage('cleaned-body', pageBaseUrl(document, url), async () => {
    const clone = document.cloneNode(true) as Document;
    const body = clone.body as HTMLElement | null;
    if (body === null) return { root: undefined };
    for (const element of Array.from(body.querySelectorAll(NOISE_SELECTOR))) element.remove();
    for (const element of Array.from(body.querySelectorAll('header, footer, [role="banner"], [role="contentinfo"]'))) {
      if ((element.parentElement?.closest('article, main') ?? null) === null) element.remove();
    }
    for (const element of Array.from(body.querySelectorAll('[style]'))) {
      if (HIDDEN_STYLE.test(element.getAttribute('style') ?? '')) element.remove();
    }
    flattenBeyondDepth(body);
    const title = clone.title.trim() !== '' ? clone.title : body.querySelector('h1')?.textContent ?? undefined;
    return title === undefined ? { root: body } : { root: body, title };
  });
}
