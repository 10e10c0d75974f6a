import { pageBaseUrl } from '../page-base-url.js';
import { isTabsOnlyList } from '../region/chrome-rules.js';
import { leanReadability } from './lean-readability.js';
import { removeNewsletterBoxes } from './newsletter-boxes.js';
import type { StageOutcome } from './stage-outcome.js';
import { restoreSectionLevels } from './section-levels.js';
import { runStage } from './stage-support.js';

/** Navigation inside the extracted article (menus, breadcrumbs, a wiki's navigation boxes), removed before conversion. */
const NAVIGATION = 'nav, [role="navigation"], .breadcrumb, .breadcrumbs, .navbox';

/** Options of {@link runReadabilityStage}. */
export interface ReadabilityStageOptions {
  /**
   * The caller hands `document` over: Readability may rewrite it in place and no clone is made
   * (about 4 ms saved per page). Only for the last reader of a document.
   */
  readonly consumeDocument?: boolean;
  /** The page's link base when the caller already found it; else the document's `<base href>` is looked up. */
  readonly baseUrl?: string;
}

/**
 * Stage 2: Mozilla Readability (which rewrites the document it reads) on a clone of `document`,
 * or on `document` itself when `consumeDocument` is set, keeping classes so code blocks keep
 * their language; navigation left inside the article (`<nav>`, breadcrumbs, tab bars of tabs only: `isTabsOnlyList`)
 * and newsletter sign-up boxes (`removeNewsletterBoxes`) are dropped. `url` is
 * the page's final URL. Never throws; mutates `document` only when
 * `consumeDocument` is set.
 */
export async function runReadabilityStage(document: Document, url: string, options: ReadabilityStageOptions = {}): Promise<StageOutcome> {
  return runStage('readability', options.baseUrl ?? pageBaseUrl(document, url), async () => {
    const Readability = await leanReadability();
    const target = options.consumeDocument === true ? document : document.cloneNode(true) as Document;
    const article = new Readability<Element>(target, { keepClasses: true, serializer: (node) => node as Element }).parse();
    const root = article?.content ?? undefined;
    if (root !== undefined) restoreSectionLevels(root);
    // Readability keeps navigation that sits inside the article (breadcrumbs, in-page menus, a tab bar's links to the package's other views).
    for (const element of Array.from(root?.querySelectorAll(`${NAVIGATION}, [role="tablist" i]`) ?? [])) if (element.matches(NAVIGATION) || isTabsOnlyList(element)) element.remove();
    if (root !== undefined) removeNewsletterBoxes(root);
    return article?.title === null || article?.title === undefined ? { root } : { root, title: article.title };
  });
}
