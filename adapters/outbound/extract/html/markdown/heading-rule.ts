import type TurndownService from 'turndown';

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
 * print a bare "###"; it prints nothing. A list marker opening the heading needs no escape there.
 */
export const headingRule: TurndownService.Rule = {
  filter: HEADINGS,
  replacement: (content, node) => {
    const trimmed = content.trim();
    if (trimmed === '') return '\n\n';
    // A list marker's escape ("1\\. Declare the incident") guards nothing inside a heading's line.
    const joined = trimmed.replace(/\s*\n\s*/g, ' ').replace(/^(\d+)\\([.)])/, '$1$2').replace(/^\\([-+])/, '$1');
    return `\n\n${'#'.repeat(Number(node.nodeName.charAt(1)))} ${joined.length <= JOINED_HEADING_MAX_CHARS ? joined : trimmed}\n\n`;
  },
};

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
