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
  replacement: (content) => {
    const [, lead = '', text = '', trail = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(content) ?? [];
    return text === '' || text.includes('\n') ? content : `${lead}~~${text}~~${trail}`;
  },
};
