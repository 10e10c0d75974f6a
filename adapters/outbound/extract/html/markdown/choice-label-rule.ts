import type TurndownService from 'turndown';

/**
 * A `<label>` the region keeps is an offer set beside its check box (Fnac's "Extension de garantie 2 ans
 * … 29,99 €", Wayfair's "Professional Assembly - $74.99" with its price in a block of its own): one line,
 * and a line of its own where it stands beside another label or holds blocks, as the page sets each
 * choice. Inline, the offers ran into one line; their blocks had split each offer from its price.
 */
export const choiceLabelRule: TurndownService.Rule = {
  filter: 'label',
  replacement: (content, node) => {
    const blocks = /\n/.test(content.trim());
    if (!blocks && node.previousElementSibling?.nodeName !== 'LABEL' && node.nextElementSibling?.nodeName !== 'LABEL') return content;
    return `\n\n${content.trim().replace(/\s*\n+\s*/g, ' ')}\n\n`;
  },
};
