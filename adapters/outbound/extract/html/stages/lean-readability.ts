import type { Readability } from '@mozilla/readability';
import { commonJsExport } from '../../support/commonjs-export.js';
import { classAttribute } from '../class-attribute.js';
import { isCodeMemberId, isHeadingAnchorId } from '../region/heading-anchor-id.js';
import { liftHeadingsBesideLinks } from './heading-controls.js';

type ReadabilityClass = typeof Readability;

/** The parts of Readability 0.6's prototype the subclass relies on. */
interface ReadabilityInternals {
  readonly REGEXPS: { readonly byline: RegExp; readonly unlikelyCandidates: RegExp; readonly okMaybeItsACandidate: RegExp; readonly negative: RegExp };
}

/** Readability's own test for an element it drops as an unlikely candidate, by class and id. */
function isUnlikelyCandidate(element: Element, regexps: ReadabilityInternals['REGEXPS']): boolean {
  const names = `${classAttribute(element)} ${element.getAttribute('id') ?? ''}`;
  return regexps.unlikelyCandidates.test(names) && !regexps.okMaybeItsACandidate.test(names);
}

/**
 * Readability reads an element's id like its class: `<section id="menus">` (Python's IDLE docs),
 * `id="commentary"` or `id="related-work"` is removed as an unlikely candidate, or scored down, with
 * the whole section. Where the id is only the anchor a generator made from the section's heading
 * (`isHeadingAnchorId`) or an API member's name (`isCodeMemberId`: `module-email.header`), Readability
 * does not see it: it is taken off for the parse and put back after (the permalink beside the heading
 * points at it), and the heading's text is still there for the passes that judge the section. Returns what was taken off.
 */
function hideHeadingAnchorIds(document: Document, regexps: ReadabilityInternals['REGEXPS']): Array<readonly [Element, string]> {
  const hidden: Array<readonly [Element, string]> = [];
  for (const element of Array.from(document.querySelectorAll('[id]'))) {
    const id = element.getAttribute('id') ?? '';
    if ((regexps.unlikelyCandidates.test(id) || regexps.negative.test(id)) && (isCodeMemberId(id) || isHeadingAnchorId(element))) {
      hidden.push([element, id]);
      element.removeAttribute('id');
    }
  }
  return hidden;
}

/** "header" in a class or id: Readability's sign of a page header. */
const HEADER_WORD = /header/gi;

/** Elements that may be named "header": by class or id (lower-case, as sites write them, or camel-case). */
const NAMED_HEADER = '[class*="header"], [class*="Header"], [id*="header"], [id*="Header"]';
/** A post's own header stands in an `<article>` with at least this many sibling articles (a live blog's updates, a thread's posts). */
const POST_SERIES_MIN = 3;

/**
 * Readability drops an element whose class or id holds "header" as an unlikely candidate: a page's
 * header. Two kinds name something else, and their class and id are taken off for the parse and put
 * back after: a heading (WP Recipe Maker's `wprm-recipe-header` over "Ingredients" and "Instructions",
 * Substack's `header-anchor-post` over each section) names itself, unless it holds a link (rustdoc's
 * `code-header` signatures, whose `where` clauses Readability would then cut out of them); and the
 * header of a post in a series of posts (an `<article>` among at least {@link POST_SERIES_MIN}: a live
 * blog's updates) holds that post's time, title and author. An element unlikely for another word too
 * (`sidebar-header`, `comments-header`) is left to Readability. Returns what was taken off.
 */
function hideHeaderNames(document: Document, regexps: ReadabilityInternals['REGEXPS']): Array<readonly [Element, string, string | null]> {
  const hidden: Array<readonly [Element, string, string | null]> = [];
  // Only a name holding "header" makes an element unlikely for that word alone: no other element needs reading.
  for (const element of Array.from(document.querySelectorAll(NAMED_HEADER))) {
    const names = `${classAttribute(element)} ${element.getAttribute('id') ?? ''}`;
    if (!isUnlikelyCandidate(element, regexps) || regexps.unlikelyCandidates.test(names.replace(HEADER_WORD, ' '))) continue;
    const spared = /^h[1-6]$/.test(element.localName) ? element.querySelector('a[href]') === null : isPostHeader(element);
    if (!spared) continue;
    hidden.push([element, classAttribute(element), element.getAttribute('id')]);
    element.removeAttribute('class');
    element.removeAttribute('id');
  }
  return hidden;
}

/** The element stands inside an `<article>` that has at least {@link POST_SERIES_MIN} - 1 sibling articles. */
function isPostHeader(element: Element): boolean {
  const post = element.parentElement?.closest('article');
  const series = post?.parentElement;
  if (post === null || post === undefined || series === null || series === undefined) return false;
  let articles = 0;
  for (let child = series.firstElementChild; child !== null; child = child.nextElementSibling) if (child.localName === 'article') articles += 1;
  return articles >= POST_SERIES_MIN;
}

/**
 * Inside `<pre>`, Readability reads code as page markup: it drops a token span whose class looks like
 * chrome as an unlikely candidate (highlight.js's `hljs-comment`: every comment of a Medium code
 * block), sparing only what sits inside `<code>`, and turns each run of `<br>`s into a paragraph
 * (the blank lines between a block's parts). In Readability's copy, a line break inside `<pre>`
 * becomes the newline it shows, and the class of a span there that Readability would drop is taken
 * off for the parse and put back after. Returns what was taken off.
 */
function preparePreformatted(document: Document, regexps: ReadabilityInternals['REGEXPS']): Array<readonly [Element, string]> {
  const hidden: Array<readonly [Element, string]> = [];
  for (const pre of Array.from(document.getElementsByTagName('pre'))) {
    for (const br of Array.from(pre.getElementsByTagName('br'))) br.replaceWith(document.createTextNode('\n'));
    for (const element of Array.from(pre.querySelectorAll('[class]'))) {
      if (!isUnlikelyCandidate(element, regexps)) continue;
      hidden.push([element, classAttribute(element)]);
      element.removeAttribute('class');
    }
  }
  return hidden;
}

let leanClass: Promise<ReadabilityClass> | undefined;

/**
 * Mozilla Readability with the page's root, its sections' heading anchors, its headings and its
 * posts' headers named "header" and the token spans of its code spared from its unlikely-candidate removal (see `parse`),
 * line breaks in code kept as newlines, headings set beside a few links (edit links) spared from its
 * removal of short linked blocks (`liftHeadingsBesideLinks`), and two of its per-element checks evaluated
 * cheapest-first (the answer of each check is unchanged). Readability 0.6 measures every
 * element's text (`textContent`, a walk of the whole subtree on linkedom) before asking whether
 * the element could be a byline at all, and parses every element's inline style twice to ask
 * whether it is hidden, although most elements have no `style` attribute. Over the benchmark
 * pages those two checks cost about a seventh of Readability's time. If a later Readability
 * renames these methods the overrides are simply unused. Imported lazily, like Readability itself.
 */
export function leanReadability(): Promise<ReadabilityClass> {
  leanClass ??= import('@mozilla/readability').then((module) => {
    const Base = commonJsExport(module, 'Readability');
    class LeanReadability<T> extends Base<T> {
      /**
       * Readability 0.6 drops any element but `<body>` whose class or id looks like chrome, the
       * root `<html>` too (mdBook's `sidebar-visible`, XenForo's `sidebarNav--active`); the
       * article is then the whole body, unscored, with every menu and hidden dialog
       * (mozilla/readability#835, declined upstream). The root's class and id are cleared first
       * when they would do that; they name the page's theme, never its content.
       */
      override parse(): ReturnType<Readability<T>['parse']> {
        const document = (this as unknown as { readonly _doc: Document })._doc;
        const regexps = (this as unknown as ReadabilityInternals).REGEXPS;
        const root = document.documentElement as Element | null;
        if (root !== null && isUnlikelyCandidate(root, regexps)) {
          root.removeAttribute('class');
          root.removeAttribute('id');
        }
        liftHeadingsBesideLinks(document);
        const hidden = hideHeadingAnchorIds(document, regexps);
        const headings = hideHeaderNames(document, regexps);
        const tokens = preparePreformatted(document, regexps);
        try {
          return super.parse();
        } finally {
          for (const [element, id] of hidden) element.setAttribute('id', id);
          for (const [element, className] of tokens) element.setAttribute('class', className);
          for (const [heading, className, id] of headings) {
            if (className !== '') heading.setAttribute('class', className);
            if (id !== null) heading.setAttribute('id', id);
          }
        }
      }

      /** Same answer as Readability's `_isValidByline`: a byline-like element with 1–99 characters of text. */
      _isValidByline(node: Element, matchString: string): boolean {
        const rel = node.getAttribute('rel');
        const itemprop = node.getAttribute('itemprop');
        const bylineLike = rel === 'author' || (itemprop !== null && itemprop.includes('author')) || (this as unknown as ReadabilityInternals).REGEXPS.byline.test(matchString);
        if (!bylineLike) return false;
        const length = (node.textContent ?? '').trim().length;
        return length > 0 && length < 100;
      }

      /** Same answer as Readability's `_isProbablyVisible`; an element without a `style` attribute has no inline display or visibility. */
      _isProbablyVisible(node: Element): boolean {
        if (node.hasAttribute('style')) {
          const style = (node as HTMLElement).style as CSSStyleDeclaration | undefined;
          if (style !== undefined && (style.display === 'none' || style.visibility === 'hidden')) return false;
        }
        if (node.hasAttribute('hidden')) return false;
        if (!node.hasAttribute('aria-hidden') || node.getAttribute('aria-hidden') !== 'true') return true;
        const className = node.className as unknown;
        return typeof className === 'string' && className.includes('fallback-image');
      }
    }
    return LeanReadability as unknown as ReadabilityClass;
  });
  return leanClass;
}
