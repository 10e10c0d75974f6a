import { classHoldsWord } from '../region/name-words.js';

/** Class words of a block that states an API member's declaration (Javadoc's `div.member-signature`, TypeDoc's `div.tsd-signature`, Sphinx's `sig`). */
const SIGNATURE_WORDS: ReadonlySet<string> = new Set(['signature', 'sig']);
/** What every one of {@link SIGNATURE_WORDS} holds: Readability's cleaning asks about every block it weighs, and most classes fail this. */
const SIGNATURE_HINT = /sig/i;
/** A declaration is a line or a few, not a paragraph (characters). */
const MAX_SIGNATURE_CHARS = 600;
/** A link in a declaration names one type or member: an identifier, dotted or annotated (`@Deprecated`, `java.lang.Object`). */
const IDENTIFIER = /^@?[\p{L}_$][\p{L}\p{N}_$.]*$/u;

/**
 * A block named as a member's signature whose links each name one identifier: the declaration's
 * types link to their own pages (Javadoc's `public TreeSet(Comparator<? super E> comparator)`,
 * `Comparator` a link), which Readability 0.6 measures as links. A short block whose links
 * hold over a fifth of its text went as links: a constructor with two linked parameter types lost its
 * signature, and so did 177 of the 393 declarations of 40 Javadoc pages (none since). A forum post's
 * signature links words, not identifiers ("My build log"), and stays measured.
 */
export function isLinkedCodeSignature(element: Element): boolean {
  if (!classHoldsWord(element, SIGNATURE_WORDS, SIGNATURE_HINT)) return false;
  const text = element.textContent ?? '';
  if (text.length > MAX_SIGNATURE_CHARS) return false;
  const links = Array.from(element.getElementsByTagName('a'));
  return links.length > 0 && links.every((link) => IDENTIFIER.test((link.textContent ?? '').trim()));
}
