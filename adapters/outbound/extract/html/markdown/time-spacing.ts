/** Characters that end a word (a closing bracket too) and that start one (an opening bracket too). */
const WORD_END = /[\p{L}\p{N})\]]$/u;
const WORD_START = /^[\p{L}\p{N}([]/u;
/**
 * Chinese and Japanese set words without spaces: a date written in them, in their running text, stays flush
 * ("お届けは<time>4月下旬</time>頃"); one in digits after a name is spaced ("みかん 2024/03/18").
 */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const UNSPACED_END = new RegExp(`${UNSPACED.source}$`, 'u');
const UNSPACED_START = new RegExp(`^${UNSPACED.source}`, 'u');

/** `before` and `after` are two words set flush, to be spaced apart; `unspacedTime`: the time is written in Chinese or Japanese. */
function needsSpace(before: string, after: string, unspacedTime: boolean): boolean {
  return WORD_END.test(before) && WORD_START.test(after) && !(unspacedTime && (UNSPACED_END.test(before) || UNSPACED_START.test(after)));
}

/** The nearest non-empty text beside `node` on one side, climbing out of its parents; '' when there is none. */
function adjacentText(node: Node, side: 'before' | 'after'): string {
  for (let current: Node | null = node; current !== null; current = current.parentNode) {
    for (let sibling = side === 'before' ? current.previousSibling : current.nextSibling; sibling !== null; sibling = side === 'before' ? sibling.previousSibling : sibling.nextSibling) {
      const text = sibling.textContent ?? '';
      if (text !== '') return text;
    }
  }
  return '';
}

/**
 * Puts a space between each `<time>` and a word set flush against it (`<span>cchen</span><span><time>March
 * 2, 2024</time></span>`, a post's name and date that the style sheet floats to either side), so the
 * Markdown does not run them into one word ("cchenMarch"). The spaces go into the tree before Turndown
 * collapses whitespace, so one at the edge of a block is dropped as any other; code is left as it is.
 * Mutates `root`.
 */
export function spaceOutTimes(root: ParentNode): void {
  for (const time of Array.from(root.querySelectorAll('time'))) {
    if (time.closest('pre, code') !== null) continue;
    // Anchored tests: whitespace already on either side fails them.
    const text = time.textContent ?? '';
    // Strings, not nodes of `ownerDocument`: the large-document path converts parts no document owns.
    const unspaced = UNSPACED.test(text);
    if (needsSpace(adjacentText(time, 'before'), text, unspaced)) time.before(' ');
    if (needsSpace(text, adjacentText(time, 'after'), unspaced)) time.after(' ');
  }
}
