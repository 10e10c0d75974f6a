import { classHoldsWord } from '../region/name-words.js';
import { isIconLabel } from './icon-labels.js';
import { isSpacedCents, joinSpacedCents } from './superscript-rule.js';

/** Inline elements a component library sets side by side as separate fields (a label and its value, a year and a runtime). */
const FIELD_TAGS = new Set(['span', 'a', 'small', 'strong', 'b', 'em', 'i', 'label', 'abbr', 'cite', 'bdi', 'font']);
/** The fields, and the superscripts that may be a price's cents set apart from its whole units (`isSpacedCents`). */
const FIELD_OR_RAISED = `${Array.from(FIELD_TAGS).join(', ')}, sup`;
/** A field says at least this many letters, digits, percent or currency signs: a styled letter (a drop cap, an animation's per-letter span) is part of a word; "7%" is a field. */
const FIELD_MIN_CHARACTERS = 2;
const WORD_CHARACTER = /[\p{L}\p{N}%\p{Sc}]/u;
/**
 * What ends a field against the next (a word, a closing bracket, a percentage, a currency sign after its amount, a label's colon:
 * Rozetka's "Продавець:" before the seller's link) and what starts one (a word, an opening bracket, a comparison, a price).
 */
const FIELD_END = /[\p{L}\p{N})\]%*\p{Sc}:]/u;
const FIELD_START = /[\p{L}\p{N}([<>~\p{Sc}]/u;
/** A signed figure starts a field too ("-20 %" after a price: Alza's discount beside the former price; Back Market's "+ £49.00" after "New battery"). */
const SIGNED_FIGURE = /^[-+−]\s?(?:\p{Sc}\s?)?\d/u;
const LETTER = /\p{L}/u;
const SMALL_LETTER = /\p{Ll}/u;

/** The element's first (or last) non-empty text node, '' when it has none. */
function edgeText(element: Element, side: 'first' | 'last'): string {
  for (let node: Node | null = side === 'first' ? element.firstChild : element.lastChild; node !== null; node = side === 'first' ? node.nextSibling : node.previousSibling) {
    const text = node.nodeType === 3 ? node.nodeValue ?? '' : node.nodeType === 1 ? edgeText(node as Element, side) : '';
    if (text !== '') return text;
  }
  return '';
}

function isField(element: Element): boolean {
  // A rich-text editor styles each run of a word inline (Google Sites' "<span style>Le</span><span style>arn More</span>").
  if (!FIELD_TAGS.has(element.localName) || element.hasAttribute('style')) return false;
  const text = element.textContent ?? '';
  let characters = 0;
  for (const character of text) if (WORD_CHARACTER.test(character) && ++characters >= FIELD_MIN_CHARACTERS) return true;
  return false;
}

/**
 * A field of words that ends in a full stop before a capital or a figure (Ozon's "Заказов 38 тыс." before "Работает с Ozon 4 года",
 * Kaufland's seller "Elektro Mahler e.K." before "95 % positiv"): a phrase ends there. An identifier's dot before its name (Sphinx's "zipfile." "ZipFile") has no space in its field.
 */
function endsPhrase(before: Element, end: string, start: string): boolean {
  return end === '.' && (CAPITAL.test(start) || DIGIT.test(start)) && /\s/.test((before.textContent ?? '').trim());
}

const CAPITAL = /\p{Lu}/u;
const DIGIT = /\d/;

/** A word of at least three letters at a field's edge: a month or a weekday beside a lone digit ("Jun" "8" "Sat"), not an ordinal's "st". */
const WORD_EDGE_START = /^\p{L}{3}/u;
const WORD_EDGE_END = /\p{L}{3}$/u;

/**
 * One digit alone in its field: a date's day between its month and weekday (Songkick's
 * `<span class="month">Jun</span><span class="day">8</span><span class="weekday">Sat</span>` read "Jun8Sat").
 */
function isLoneDigit(element: Element): boolean {
  return FIELD_TAGS.has(element.localName) && !element.hasAttribute('style') && /^\d$/.test((element.textContent ?? '').trim());
}

/** Elements a stylesheet draws without text between two fields: a rating's bar, a meter. */
const DRAWN = new Set(['span', 'div', 'meter', 'progress', 'i']);

/**
 * The node before `element`, past the empty elements a stylesheet draws between two fields (Skroutz'
 * rating histogram: `<span>5 αστέρια</span><span class="bar"></span><span>157</span>` read "5 αστέρια157").
 */
function fieldBefore(element: Element): ChildNode | null {
  let before = element.previousSibling;
  while (before !== null && before.nodeType === 1 && DRAWN.has((before as Element).localName) && (before.textContent ?? '') === '' && (before as Element).firstElementChild === null) before = before.previousSibling;
  return before;
}

/** A count's field says a word of at least this many letters after it ("4" "slaapkamers"): fewer may be an ordinal's ("1" "st"). */
const COUNTED_MIN_LETTERS = 4;
const COUNTED_WORD = new RegExp(`^\\p{L}{${COUNTED_MIN_LETTERS}}`, 'u');

/**
 * A number alone in its element, before a word in its own (Funda's `<span>4</span><span>slaapkamers</span>`): a count and what it counts,
 * or an ordinal and what it orders (Immowelt's `<span>2.</span><span>Geschoss</span>`).
 */
function countsField(before: Element, element: Element): boolean {
  return FIELD_TAGS.has(before.localName) && !before.hasAttribute('style') && /^\d+\.?$/.test((before.textContent ?? '').trim()) && COUNTED_WORD.test((element.textContent ?? '').trim());
}

/**
 * A letter against a small letter in runs of one class continues a word (an editor's "Le" "arn more",
 * their inline styles gone with Readability's cleaning); fields of two classes are two (Stripe's
 * parameter name "id" and its type "string").
 */
function continuesWord(before: Element, element: Element, end: string, start: string): boolean {
  // Links are no runs of one word: two of one class side by side are two (mvnrepository's tags "json" "serialization").
  if (before.localName === 'a' && element.localName === 'a') return false;
  return LETTER.test(end) && SMALL_LETTER.test(start) && (before.getAttribute('class') ?? '') === (element.getAttribute('class') ?? '');
}

/**
 * The inline elements set flush against the field before them, a word against a word: server-rendered
 * components write no whitespace between sibling elements and leave the gap to the style sheet
 * (IMDb's `<span>2003</span><span>2h 41m</span>`, a specification's `<span>Capacity</span><span>12 cups</span>`),
 * which Markdown ran into one word ("20032h 41m"). Both must be fields of at least
 * {@link FIELD_MIN_CHARACTERS} letters or digits without an inline style (an editor's runs of one word),
 * and not a word going on ({@link continuesWord}); code is left as it is. A label's value written flush
 * after it as text ({@link flushValueAfter}) is found too, and so is a price's raised cents set apart from its whole units (`isSpacedCents`), which goes flush.
 */
export function flushFields(root: ParentNode): ChildNode[] {
  const found: ChildNode[] = [];
  for (const element of Array.from(root.querySelectorAll(FIELD_OR_RAISED))) {
    if (element.localName === 'sup') {
      if (isSpacedCents(element)) found.push(element);
      continue;
    }
    const value = element.localName === 'label' ? flushValueAfter(element) : undefined;
    if (value !== undefined) found.push(value);
    const before = fieldBefore(element);
    if (before === null || before.nodeType !== 1 || !FIELD_TAGS.has((before as Element).localName)) continue;
    const end = edgeText(before as Element, 'last').slice(-1);
    const opening = edgeText(element, 'first');
    const start = opening.charAt(0);
    // A masked name ends in asterisks (Trendyol's "Z** K**" before "3 gün önce").
    const counted = countsField(before as Element, element);
    // A whole of one digit before its cents ("2" "79") is a price's, no field of its own.
    const cents = centsMark(element) !== undefined;
    if (!(FIELD_END.test(end) || endsPhrase(before as Element, end, start) || counted || cents) || !(FIELD_START.test(start) || SIGNED_FIGURE.test(opening)) || continuesWord(before as Element, element, end, start)) continue;
    // An icon's label goes from the Markdown (`isIconLabel`): a space for it would open the line.
    const beforeIsField = isField(before as Element) || counted || cents || (isLoneDigit(before as Element) && WORD_EDGE_START.test(opening));
    if (!(isField(element) || (isLoneDigit(element) && WORD_EDGE_END.test(edgeText(before as Element, 'last')))) || !beforeIsField || isIconLabel(before) || element.closest('pre, code') !== null) continue;
    found.push(element);
  }
  return found;
}

/** A label's text ends in a word, a figure or its colon. */
const LABEL_END = /[\p{L}\p{N}):]$/u;
const FORM_CONTROL = 'input, select, textarea, button';

/**
 * The text right after a label that names no control, flush against it (Trakt's `<li><label>Status</label>ended</li>`
 * read "Statusended"): the label's value; `undefined` for any other label.
 */
function flushValueAfter(label: Element): Text | undefined {
  const after = label.nextSibling;
  if (after?.nodeType !== 3 || !FIELD_START.test((after.nodeValue ?? '').charAt(0))) return undefined;
  if (!LABEL_END.test(edgeText(label, 'last')) || label.hasAttribute('for') || label.querySelector(FORM_CONTROL) !== null) return undefined;
  return after as Text;
}

/**
 * Puts a space before each of {@link flushFields} (`fields`, when the caller found them in `root`
 * already), or a decimal mark before a price's cents set apart (`centsMark`), and takes the whitespace away before
 * raised cents set apart (`joinSpacedCents`); returns how many. Mutates `root`.
 */
export function spaceOutFlushFields(root: ParentNode, fields: readonly ChildNode[] = flushFields(root)): number {
  // A string, not a node of `ownerDocument`: the large-document path converts parts no document owns.
  for (const field of fields) {
    if (field.nodeType === 1 && (field as Element).localName === 'sup') joinSpacedCents([field as Element]);
    else field.before((field.nodeType === 1 ? centsMark(field as Element) : undefined) ?? ' ');
  }
  return fields.length;
}

const CURRENCY_SYMBOL = /^\p{Sc}$/u;
/** A class that names a price's cents ("cents", "decimal", "fraction"). */
const CENTS_WORDS = new Set(['cent', 'cents', 'decimal', 'decimals', 'fraction', 'fractional', 'penny', 'pennies']);
/** A whole amount grouped with a dot or a space ("3 299", "1.299"): a comma marks its decimals. */
const GROUPED_WITH_DOT_OR_SPACE = /\d[.\s\u00a0\u202f]\d{3}\b/;

/**
 * The decimal mark before two digits after a whole amount, each its own element: the cents a shop
 * draws raised and small, with no mark. After a currency symbol (Home Depot's `<span>$</span><span>299</span><span>00</span>`,
 * "$299⁰⁰", that is $299.00) a point; named as cents with the currency after (Media Expert's
 * `<span class="whole">3 299</span><span class="cents">00</span><span class="currency">zł</span>`) a comma, as
 * where the amount is grouped with dots or spaces. Spaced, they read as two numbers. Undefined for any other field.
 */
function centsMark(field: Element): string | undefined {
  const amount = field.previousElementSibling;
  const text = (element: Element | null | undefined): string => (element?.textContent ?? '').trim();
  if (!/^\d{2}$/.test(text(field)) || !/^\d[\d,.\s\u00a0\u202f]*$/.test(text(amount)) || amount?.nextSibling !== field) return undefined;
  const symbol = amount.previousElementSibling;
  if (CURRENCY_SYMBOL.test(text(symbol)) && symbol?.nextSibling === amount) return GROUPED_WITH_DOT_OR_SPACE.test(text(amount)) ? ',' : '.';
  return classHoldsWord(field, CENTS_WORDS) ? ',' : undefined;
}
