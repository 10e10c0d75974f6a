import { choiceLabelRule } from './choice-label-rule.js';
import type TurndownService from 'turndown';
import { codeBlockRule, codeLanguageLabelRule } from './code-block-rule.js';
import { adjoinedCodeRule, formattingInCodeRule } from './code-formatting-rule.js';
import { definitionListRules } from './definition-list-rule.js';
import { factRowsRules } from './fact-rows-rule.js';
import { paragraphEmphasisRules } from './emphasis-rule.js';
import { customElementRule } from './custom-element-rule.js';
import { editSectionRule, headingRule } from './heading-rule.js';
import { isIconLabel } from './icon-labels.js';
import { escapeBangs, linkRules } from './link-rules.js';
import { listItemRule } from './list-item-rule.js';
import { mathRule } from './math-rule.js';
import { mediaFallbackRule } from './media-fallback-rule.js';
import { quoteAttributionRule, quoteFigureCaptionRule } from './quote-attribution-rule.js';
import { strikethroughRule } from './strikethrough-rule.js';
import { dropMidLineEscapes } from './mid-line-escapes.js';
import { summaryRule } from './summary-rule.js';
import { superscriptRule } from './superscript-rule.js';
import { tableRules } from './table-rules.js';
import { spaceOutTimes } from './time-spacing.js';
import { flushFields, spaceOutFlushFields } from './flush-spacing.js';
import { collapseBlankLines } from './blank-lines.js';
import { dropMuteAvatars, muteAvatars } from './avatar-images.js';

/**
 * Converts a DOM subtree to Markdown. Turndown works on a copy of `root`; with `consume`, the
 * caller gives `root` up instead (it is converted in place and must not be read afterwards),
 * which saves copying a large tree.
 */
export type MarkdownConverter = (root: Element | Document | DocumentFragment, options?: { readonly consume?: boolean }) => string;

/** Whether an icon's text (`isIconLabel`) is left out; production setting, chosen by 5-fold cross-validation together with the link-block trim's `INDEX_TITLES` (`bench/extract/runs-cross-validate.ts`; without `INDEX_TITLES` an index page's lists that the icons' text kept from the trim would go). */
export const ICON_LABELS_DROPPED = true;

/** A table's rows and row groups. */
const TABLE_ROWS = new Set(['TR', 'THEAD', 'TBODY', 'TFOOT']);

/** Elements whose content never belongs in the Markdown (`<video>` and `<audio>`: `mediaFallbackRule`). */
const DROPPED_ELEMENTS = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'IFRAME', 'OBJECT', 'EMBED', 'SVG', 'CANVAS', 'SELECT', 'INPUT', 'BUTTON', 'DIALOG']);

/**
 * True when one of Turndown's Markdown escapes would change `text` (any of its characters, or one
 * of its line-start patterns at the start of the text node). Turndown runs all 13 escape
 * replacements on every text node; most text has nothing to escape, and skipping them then is the
 * same output (a replacement that matches nothing changes nothing for the next one either).
 */
export const MAY_NEED_ESCAPING = /[\\*`[\]_]|^(?:[-=>]|\+ |#{1,6} |~~~|\d+\. )/;

/**
 * An escaped `_` between two letters or digits. CommonMark (and GFM) never read an underscore inside
 * a word as emphasis, so its escape only corrupts the word for a reader: `sys_llseek`,
 * `ensure_ascii`, `@user_name` or a bare address stay as written. A `*` there can open emphasis
 * and keeps its escape, as does an underscore at a text node's edge (its neighbour is unknown).
 */
const INTRAWORD_UNDERSCORE_ESCAPE = /(?<=[\p{L}\p{N}])\\_(?=[\p{L}\p{N}])/gu;

/**
 * Inline TeX a page writes as text for MathJax to typeset (arXiv's abstracts: "3.1$\\times$ faster"):
 * between dollars, with a command in it. Escaped, `\\times` became `\\\\times`, in TeX a line break.
 */
const INLINE_TEX = /\$(?=\S)[^$\n]*\\[A-Za-z]+[^$\n]*(?<=\S)\$/g;

/** Turndown's escapes for a text node, without those of underscores inside words; inline TeX is left as written. */
export function escapeMarkdownText(text: string, escape: (text: string) => string): string {
  if (!MAY_NEED_ESCAPING.test(text)) return text;
  return text.includes('$') && text.includes('\\') ? escapeAroundTex(text, escape) : escapeWithoutTex(text, escape);
}

function escapeAroundTex(text: string, escape: (text: string) => string): string {
  let written = '';
  let from = 0;
  for (const match of text.matchAll(INLINE_TEX)) {
    const at = match.index ?? 0;
    written += escapeMarkdownText(text.slice(from, at), escape) + match[0];
    from = at + match[0].length;
  }
  return from === 0 ? escapeWithoutTex(text, escape) : written + escapeMarkdownText(text.slice(from), escape);
}

function escapeWithoutTex(text: string, escape: (text: string) => string): string {
  const escaped = escape(text);
  return escaped.includes('\\_') ? escaped.replace(INTRAWORD_UNDERSCORE_ESCAPE, '_') : escaped;
}

/**
 * Builds a Turndown converter with GFM-ish output: ATX headings, compact `-`/`1.` list items, fenced code blocks
 * that keep their language, pipe tables for data tables, a list item per pair for definition lists of short pairs, and links/images made absolute against
 * `baseUrl` with unsafe schemes dropped, an icon's text left out (`isIconLabel`, unless `iconLabels` is false), and members' avatars that say no more
 * than the name beside them left out (`muteAvatars`, `dropMuteAvatars`). Turndown is imported lazily. The output has no runs of
 * more than one blank line, no trailing spaces, and no escapes that change nothing (`escapeMarkdownText`, `dropMidLineEscapes`).
 */
export async function createMarkdownConverter(baseUrl: string, iconLabels = ICON_LABELS_DROPPED): Promise<MarkdownConverter> {
  return (await markdownConverterMaker())(baseUrl, iconLabels);
}

/**
 * {@link createMarkdownConverter} as a synchronous maker, once Turndown is loaded: a stage that may
 * never convert (the chain keeps one of two) builds its converter only when it converts.
 */
export async function markdownConverterMaker(): Promise<(baseUrl: string, iconLabels?: boolean) => MarkdownConverter> {
  const Turndown = await turndownClass();
  return (baseUrl, iconLabels = ICON_LABELS_DROPPED) => turndownConverter(Turndown, baseUrl, iconLabels);
}

function turndownConverter(Turndown: typeof TurndownService, baseUrl: string, iconLabels: boolean): MarkdownConverter {
  const service = new Turndown({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    emDelimiter: '*',
    strongDelimiter: '**',
    hr: '---',
    linkStyle: 'inlined',
    // An empty row (Hacker News's `tr.spacer` between items) prints nothing: Turndown's blank line for a blank block cut a table in two.
    blankReplacement: (_content, node) => (TABLE_ROWS.has(node.nodeName.toUpperCase()) ? '' : (node as unknown as { isBlock?: boolean }).isBlock === true ? '\n\n' : ''),
  });
  const escape = service.escape.bind(service);
  service.escape = (text: string) => escapeMarkdownText(text, escape);
  service.remove((node) => DROPPED_ELEMENTS.has(node.nodeName.toUpperCase()));
  // First, so every other rule is tried before it (`addRule` puts a rule ahead of those added before).
  const rules = { ...paragraphEmphasisRules({ emDelimiter: '*', strongDelimiter: '**' }), customElement: customElementRule, codeBlock: codeBlockRule, codeLanguageLabel: codeLanguageLabelRule, formattingInCode: formattingInCodeRule, adjoinedCode: adjoinedCodeRule, heading: headingRule, editSection: editSectionRule, listItem: listItemRule, mediaFallback: mediaFallbackRule, quoteAttribution: quoteAttributionRule, quoteFigureCaption: quoteFigureCaptionRule, strikethrough: strikethroughRule, choiceLabel: choiceLabelRule, superscript: superscriptRule, summary: summaryRule, math: mathRule, ...linkRules(baseUrl), ...tableRules(), ...definitionListRules(), ...factRowsRules() };
  for (const [name, rule] of Object.entries(rules)) service.addRule(name, rule);
  // Added last, so it is tried first (before emphasis and paragraphs, which an icon's `<i>` or `<p>` would match).
  if (iconLabels) service.addRule('iconLabel', { filter: (node) => isIconLabel(node), replacement: () => '' });
  return (root, options = {}) => {
    let input = root;
    const times = root.querySelector('time') !== null;
    const fields = flushFields(root);
    const avatars = muteAvatars(root);
    if (times || fields.length > 0 || avatars.length > 0) {
      // The spaces go into a copy that Turndown then uses as its own (it copies an input it may not consume).
      if (options.consume !== true) input = root.cloneNode(true) as typeof root;
      // In a copy the avatars are the copy's, found again.
      if (avatars.length > 0) dropMuteAvatars(input, input === root ? avatars : muteAvatars(input));
      if (times) spaceOutTimes(input);
      // In a copy the fields are the copy's, found again.
      if (fields.length > 0) spaceOutFlushFields(input, input === root ? fields : undefined);
    }
    // Turndown copies its input with cloneNode(true) before it rewrites whitespace; a consumed root is its own copy.
    if (options.consume === true || input !== root) Object.defineProperty(input, 'cloneNode', { value: () => input, configurable: true });
    return tidy(dropMidLineEscapes(service.turndown(input as unknown as TurndownService.Node)));
  };
}

let turndown: Promise<typeof TurndownService> | undefined;

/** Turndown, imported once (a repeated `import()` still resolves the module again on every call). */
function turndownClass(): Promise<typeof TurndownService> {
  turndown ??= import('turndown').then((module) => module.default);
  return turndown;
}

/** A line's leading whitespace with what may open a Markdown block after it (a heading's `#`s, a list's or a quote's marker) and the whitespace after that. */
const LINE_OPENING = /^\s*(?:(?:#{1,6}|[-*+>]|\d{1,9}[.)])\s*)?/;

/**
 * The line with its no-break spaces written as spaces, except those in its opening: before its first
 * character (as spaces they would indent it into a code block) and right after a block marker ("0.",
 * "#", "-"), where as a space one would turn the page's text into a list item or a heading.
 */
function withPlainSpaces(line: string): string {
  const opening = LINE_OPENING.exec(line)?.[0].length ?? 0;
  return line.slice(0, opening) + line.slice(opening).replace(/\u00a0/g, ' ');
}

/**
 * Trailing spaces of any kind go (a thin or no-break space left where a rating widget was), so a
 * line of nothing else becomes blank and collapses with its neighbours. No-break spaces inside a line
 * become spaces (`withPlainSpaces`): a reader cannot tell them apart, but a signature copied with
 * them (Javadoc writes `int&nbsp;offset`) does not compile and a search for it fails.
 */
function tidy(markdown: string): string {
  const spaced = escapeBangs(markdown)
    // A zero-width character opening a line or a heading's text (Mintlify's permalink holds only "\u200b") is nothing to read.
    .replace(/^(#{1,6} +)?(?:\u200b|\u200c|\u200d|\u2060|\ufeff)+ */gm, '$1')
    .replace(/[^\S\n]+$/gm, '')
    .replace(/^.*\u00a0.*$/gm, withPlainSpaces);
  return collapseBlankLines(spaced).trim();
}
