import type TurndownService from 'turndown';

/**
 * List items with a one-space marker (`- item`, `3. item`) instead of Turndown's wide padding,
 * which only costs tokens. Continuation lines are indented to the marker's width so nested
 * lists and paragraphs stay inside their item. `<ol start>` numbering is kept. An item left
 * without content is left out. A task item keeps its `[x] ` or `[ ] ` unescaped.
 */
export const listItemRule: TurndownService.Rule = {
  filter: 'li',
  replacement: (content, node) => {
    const parent = node.parentNode as Element | null;
    let marker = '-';
    let position: number | undefined;
    if (parent?.nodeName === 'OL') {
      const start = Number.parseInt(parent.getAttribute('start') ?? '1', 10);
      position = (Number.isFinite(start) ? start : 1) + elementIndex(node as Element);
      marker = `${position}.`;
    }
    const isParagraph = /\n$/.test(content);
    // A task's state (`[x] `, written for its check box) is Markdown's own syntax, not text to escape.
    // Leading lines of nothing but spaces go too: the spaces around elements that print nothing (Shopify's `<link>` tags
    // opening an item) left a bare marker with the item's content below it, outside the list.
    // So do the spaces that open its first line (the layout between hidden `<meta>`s: SmartRecruiters' address), which made it code.
    const trimmed = withoutOwnNumber(content.replace(/^\s*\n|\n+$/g, '').replace(/^[ \t]+/, '').replace(/^\\\[([x ])\\\] /, '[$1] '), position);
    // An item whose only content was dropped (an image with no usable address, an icon) prints nothing, not a bare marker.
    if (trimmed.trim() === '') return '';
    const body = trimmed + (isParagraph ? '\n' : '');
    const indented = body.replace(/\n/g, `\n${' '.repeat(marker.length + 1)}`);
    return `${marker} ${indented}${node.nextSibling === null ? '' : '\n'}`;
  },
};

/**
 * Each converted element's place among its parent's elements. Turndown writes a list's items in order, so
 * an item's place is its previous sibling's plus one, read in a step instead of a count of every item
 * before it (an encyclopedia's 1,500 references). Elements are the converted tree's own (see `code-block-rule.ts`).
 */
const elementIndexes = new WeakMap<Element, number>();

function elementIndex(element: Element): number {
  let steps = 0;
  let known: number | undefined;
  for (let sibling = element.previousElementSibling; sibling !== null; sibling = sibling.previousElementSibling) {
    known = elementIndexes.get(sibling);
    if (known !== undefined) break;
    steps += 1;
  }
  const index = known === undefined ? steps : known + steps + 1;
  elementIndexes.set(element, index);
  return index;
}

/**
 * An ordered item's text without the number it writes itself when that is its position (Kurashiru's
 * `<li><span class="step-number">1.</span><div>長ねぎは…</div></li>` read "1. 1." over the step): the number with
 * its full stop or bracket. A number without one is the item's own ("1 cup flour").
 */
function withoutOwnNumber(content: string, position: number | undefined): string {
  if (position === undefined || !content.startsWith(String(position))) return content;
  const own = new RegExp(`^${position}\\\\?[.)](?:[ \\t]*\\n+|[ \\t]+|$)`);
  return own.test(content) ? content.replace(own, '') : content;
}
