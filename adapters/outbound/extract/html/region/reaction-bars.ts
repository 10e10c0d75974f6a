import { classAttribute } from '../class-attribute.js';
import { nameWords } from './name-words.js';

/** A reaction bar says at most this many words: names, counts, a "Like" button. */
const BAR_MAX_WORDS = 40;
/** What a bar never holds: a post's own text (a paragraph, a heading, a quotation, code, a table, a figure). */
const POST_TEXT = 'p, h1, h2, h3, h4, h5, h6, blockquote, pre, table, figure';
/** Elements that are a picture themselves: a reaction GIF a member posted is content. */
const PICTURES = new Set(['img', 'picture', 'video', 'svg']);

/** The walk's cheap test: the class may name reactions (`ipsReact`, `reactionsBar`, `post-reactions`). */
export function mayNameReactions(element: Element): boolean {
  const names = classAttribute(element);
  return names.includes('eact') && names.split(/\s+/).some(namesReactions);
}

/** A class word is "reaction(s)", or "react" after a prefix (Invision's `ipsReact`, `ipsReact_blurb`; not React's `react-tabs`, `ReactModal`). */
function namesReactions(name: string): boolean {
  const words = nameWords(name);
  return words.some((word, index) => word === 'reaction' || word === 'reactions' || (word === 'react' && index > 0));
}

/**
 * Removes, in place, the reaction bars forum software sets under each post (Invision's `div.ipsReact`:
 * "Bob, Ann and 2 others" and a linked "Like" picture with its count "3", then a "Like" button;
 * XenForo's `reactionsBar`, Discourse's reaction counters): among `candidates` (`mayNameReactions`, found
 * by the walk before the stages), the outermost of each nest that is short (at most
 * {@link BAR_MAX_WORDS} words), is no picture itself and holds none of a post's text ({@link POST_TEXT}).
 * Who liked a post, and how many did, is no part of what anyone wrote. Returns how many went.
 */
export function removeReactionBars(candidates: readonly Element[]): number {
  let removed = 0;
  for (const bar of candidates) {
    if (!bar.isConnected || bar.parentElement === null || PICTURES.has(bar.localName) || !isShort(bar) || bar.querySelector(POST_TEXT) !== null) continue;
    bar.remove();
    removed += 1;
  }
  return removed;
}

function isShort(element: Element): boolean {
  return (element.textContent ?? '').split(/\s+/).filter((word) => word !== '').length <= BAR_MAX_WORDS;
}
