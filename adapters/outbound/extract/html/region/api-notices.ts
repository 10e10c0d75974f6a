import { classHoldsWord } from './name-words.js';

/** Class words of a notice of an API's stability or deprecation (Node.js' `div.api_stability`, rustdoc's `div.stab`, Sphinx's `deprecated`). */
const NOTICE_WORDS: ReadonlySet<string> = new Set(['stability', 'stab', 'deprecated', 'deprecation', 'experimental', 'unstable']);
/** What every one of {@link NOTICE_WORDS} holds: Readability's cleaning asks about every block it weighs, and most classes fail this. */
const NOTICE_HINT = /stab|deprecat|experimental/i;
/** A notice is a line or two (characters). */
const MAX_NOTICE_CHARS = 300;

/** Whether a class attribute may name an API's stability or deprecation notice: every one of {@link NOTICE_WORDS} passes this cheap test. */
export function mayNameApiNotice(className: string): boolean {
  return NOTICE_HINT.test(className);
}

/**
 * A short block named as a notice of an API's stability or deprecation: Node.js sets
 * `<div class="api_stability api_stability_1"><a href="documentation.html#stability-index">Stability: 1</a> -
 * Experimental</div>` above each API that is not stable, its label a link to the stability index, which Readability 0.6
 * measures as a block of links and removes: 140 of the 207 notices of 40 Node.js pages went (3 since, each a module's first, in the introduction Readability's cut leaves out), and with them whether an
 * API is experimental or deprecated. The content region removed the deprecation notices as link clusters, their
 * advice being a link too (`Deprecated: Use <a><code>…</code></a>`). Whatever links it holds, it states a fact of the API.
 */
export function isApiStatusNotice(element: Element): boolean {
  return classHoldsWord(element, NOTICE_WORDS, NOTICE_HINT) && (element.textContent ?? '').trim().length <= MAX_NOTICE_CHARS;
}
