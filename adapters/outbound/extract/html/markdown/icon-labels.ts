import { classAttribute } from '../class-attribute.js';

/**
 * An icon's text: an element whose class names it an icon (`icon`, `card__icon`, `contact-icon`,
 * `material-icons`, `material-symbols-outlined`) and whose only content is a short text (at most
 * {@link ICON_LABEL_MAX_CHARS} characters, no child elements). That text is a ligature an icon font
 * draws as a glyph ("close", "expand_more"), a placeholder the site's stylesheet hides ("Icon"), or
 * a label the picture stands for; the reader sees the picture, not the word, so it never belongs in
 * the Markdown. A class that only contains the word (`icon-label`, `a-icon-alt`, `icon-menu__text`)
 * names the text beside an icon and is kept, and so is an arrow written as itself (Sphinx's "→"
 * before a function's return type).
 */
export const ICON_LABEL_MAX_CHARS = 24;

/** Arrows only (Unicode's Arrows, Supplemental Arrows-A and -B blocks). */
const ARROWS = /^[\u2190-\u21FF\u27F0-\u27FF\u2900-\u297F]+$/;
/** One class token that names an icon. */
const ICON_CLASS_TOKEN = /^(?:[\w-]*[-_])?icons?$|^material-(?:icons|symbols)/i;
/** Elements that hold an icon's text; links, headings and list items are content whatever their class. */
const ICON_HOLDERS = new Set(['span', 'i', 'em', 'b', 'strong', 'small', 'div', 'p']);

/** Whether `node` is an icon's text (see {@link ICON_LABEL_MAX_CHARS}). */
export function isIconLabel(node: Node): boolean {
  if (node.nodeType !== 1) return false;
  const element = node as Element;
  // `localName` (lower case in an HTML document) is the cheapest test; most elements stop here or at the class.
  if (!ICON_HOLDERS.has(element.localName)) return false;
  // As written: linkedom's `getAttribute('class')` builds the element's token list; the tests here read words, which both hold alike.
  const className = classAttribute(element);
  if (!/icon|material-symbols/i.test(className)) return false;
  if (element.firstElementChild !== null) return false;
  const text = (element.textContent ?? '').trim();
  if (text === '' || text.length > ICON_LABEL_MAX_CHARS) return false;
  // An arrow the page writes as itself says something (Sphinx's `sig-return-icon` "→": what a function returns).
  if (ARROWS.test(text)) return false;
  return className.split(/\s+/).some((token) => ICON_CLASS_TOKEN.test(token));
}
