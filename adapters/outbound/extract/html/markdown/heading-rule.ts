import type TurndownService from 'turndown';
import { isAmountAlone } from '../../../../../domain/page/price-mention.policy.js';

const HEADINGS: TurndownService.Filter = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/**
 * Longest heading (characters) whose line breaks are joined: beyond it, the element holds more than
 * a title (a page that wraps a whole block in a heading), and its first line stays the heading.
 */
export const JOINED_HEADING_MAX_CHARS = 200;

/**
 * ATX headings on one line, and none for a heading left without text. A `<br>` inside a heading
 * ("Make bookkeeping<br>a breeze") would end an ATX heading at the line break and leave the rest
 * as a paragraph, so line breaks become spaces (up to {@link JOINED_HEADING_MAX_CHARS}). A heading
 * whose only content was dropped (an image with no usable address, an empty link, an icon) would
 * print a bare "###"; it prints nothing. A list marker opening the heading needs no escape there. A price alone is bold, no heading.
 */
export const headingRule: TurndownService.Rule = {
  filter: HEADINGS,
  replacement: (content, node) => {
    const trimmed = content.trim();
    if (trimmed === '') return '\n\n';
    if (isDeck(node as unknown as Element, trimmed)) return `\n\n${trimmed}\n\n`;
    // A price set as a heading for its size (KaBuM!'s `h4.finalPrice` "R$ 379,99", Meesho's `h4` "₹349") titles no section: bold, out of the outline.
    if (isAmountAlone(trimmed)) return `\n\n**${trimmed}**\n\n`;
    // A list marker's escape ("1\\. Declare the incident") guards nothing inside a heading's line.
    const joined = trimmed.replace(/\s*\n\s*/g, ' ').replace(/^(\d+)\\([.)])/, '$1$2').replace(/^\\([-+])/, '$1');
    return `\n\n${'#'.repeat(Number(node.nodeName.charAt(1)))} ${joined.length <= JOINED_HEADING_MAX_CHARS ? joined : trimmed}\n\n`;
  },
};

/** Class words of a heading that is the story's summary under its title (CBC's `h2.deck`, a `p`'s worth set as a heading). */
const DECK_CLASS = /(?:^|[\s_-])(?:deck|dek|standfirst|subtitle)(?:$|[\s_-])/i;
/** A summary says a sentence: a section's heading says a few words. */
const DECK_MIN_WORDS = 6;

/**
 * A heading named as the story's deck, saying a sentence, the only one of its kind on the page: a paragraph, not
 * a section (it opened the outline as one). A listing's cards each have a subtitle: those stay their cards' headings.
 */
function isDeck(heading: Element, text: string): boolean {
  const names = heading.getAttribute('class') ?? '';
  if (!DECK_CLASS.test(names) || text.split(/\s+/).length < DECK_MIN_WORDS) return false;
  // Counted in the tree being converted (a stage's cut lives apart from the page's body).
  let top: Element = heading;
  while (top.parentElement !== null) top = top.parentElement;
  return Array.from(top.getElementsByTagName(heading.nodeName)).filter((other) => other.getAttribute('class') === names).length === 1;
}

/**
 * MediaWiki's section edit link inside a heading (`<h2><span class="mw-headline">Lore</span><span
 * class="mw-editsection">[<a href="…action=edit&section=1">edit</a>]</span></h2>`, the markup wikis on
 * MediaWiki up to 1.41 serve, Fandom's among them): a control, not the heading's words.
 */
export const editSectionRule: TurndownService.Rule = {
  // `editsection` without the prefix: MediaWiki before 1.21 (Scholarpedia and other wikis of that age).
  filter: (node) => node.nodeName === 'SPAN' && (node.getAttribute('class') ?? '').split(/\s+/).some((name) => name === 'mw-editsection' || name === 'editsection'),
  replacement: () => '',
};
