import type TurndownService from 'turndown';

const STRUCK = new Set(['DEL', 'S', 'STRIKE']);
const LINE_THROUGH = /text-decoration(?:-line)?\s*:[^;]*line-through/i;
/** Inline elements whose style may strike their text through (a block so styled keeps its own rule, and its paragraph breaks). */
const INLINE = new Set(['SPAN', 'FONT', 'SMALL', 'B', 'STRONG', 'EM', 'I']);

/**
 * Struck-out text as GFM's `~~…~~`: a product's old price (`<s class="price-item--regular">$68.00</s>`,
 * `<del>£64.00</del>`, Odoo's `style="text-decoration: line-through"`) read as plain text said the
 * product cost both prices, and an edit's removed words read as kept. Struck text of one line (a
 * paragraph's too); text over several lines and empty text stay as they are.
 */
export const strikethroughRule: TurndownService.Rule = {
  filter: (node) => STRUCK.has(node.nodeName) || (INLINE.has(node.nodeName) && LINE_THROUGH.test(node.getAttribute('style') ?? '')),
  replacement: (content, node) => {
    const [, lead = '', text = '', trail = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(content) ?? [];
    if (text === '' || text.includes('\n')) return content;
    // Set flush against the price beside it ("$3.49<s>$4.29</s>with Card"), the marks would be no strikethrough and the prices one run.
    const before = lead === '' && /[\p{L}\p{N}]$/u.test(node.previousSibling?.textContent ?? '') ? ' ' : lead;
    const after = trail === '' && /^[\p{L}\p{N}]/u.test(node.nextSibling?.textContent ?? '') ? ' ' : trail;
    return `${before}~~${text}~~${after}`;
  },
};
