import { flattenBeyondDepth } from '../tree-size-guard.js';
import { pageBaseUrl } from '../page-base-url.js';
import type { StageOutcome } from './stage-outcome.js';
import { runStage } from './stage-support.js';

/** Chrome, interactive and embedded elements removed before the whole body is converted. */
const NOISE_TAGS: ReadonlySet<string> = new Set([
  'script', 'style', 'noscript', 'template', 'nav', 'aside', 'form', 'iframe', 'svg', 'object', 'embed', 'canvas', 'dialog',
  'button', 'select', 'input', 'textarea',
]);
const NOISE_ROLES: ReadonlySet<string> = new Set(['navigation', 'search', 'complementary', 'dialog']);
/** Page chrome, removed unless it sits inside an `<article>` or `<main>`. */
const CHROME_TAGS: ReadonlySet<string> = new Set(['header', 'footer']);
const CHROME_ROLES: ReadonlySet<string> = new Set(['banner', 'contentinfo']);
const CONTENT_CONTAINERS: ReadonlySet<string> = new Set(['article', 'main']);
const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;

function isNonContent(element: Element, insideContent: boolean): boolean {
  const name = element.localName.toLowerCase();
  const role = element.getAttribute('role') ?? '';
  if (NOISE_TAGS.has(name) || NOISE_ROLES.has(role) || element.hasAttribute('hidden') || element.getAttribute('aria-hidden') === 'true') return true;
  if (!insideContent && (CHROME_TAGS.has(name) || CHROME_ROLES.has(role))) return true;
  const style = element.getAttribute('style');
  return style !== null && HIDDEN_STYLE.test(style);
}

/**
 * Removes from `body`, in place, what is never content: navigation, page headers and footers
 * outside `<article>`/`<main>`, asides, forms, embeds and hidden elements (`hidden`,
 * `aria-hidden="true"`, inline `display:none`/`visibility:hidden`). One iterative walk, so
 * neither a deep nor a large tree is a problem.
 */
export function removeNonContent(body: Element): void {
  const stack: Array<{ readonly element: Element; readonly insideContent: boolean }> = [{ element: body, insideContent: false }];
  while (stack.length > 0) {
    const { element, insideContent } = stack.pop() as { readonly element: Element; readonly insideContent: boolean };
    const inside = insideContent || CONTENT_CONTAINERS.has(element.localName.toLowerCase());
    for (const child of Array.from(element.children)) {
      if (isNonContent(child, inside)) child.remove();
      else stack.push({ element: child, insideContent: inside });
    }
  }
}

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
    removeNonContent(body);
    flattenBeyondDepth(body);
    const title = clone.title.trim() !== '' ? clone.title : body.querySelector('h1')?.textContent ?? undefined;
    return title === undefined ? { root: body } : { root: body, title };
  });
}
