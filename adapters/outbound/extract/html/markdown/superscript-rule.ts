import type TurndownService from 'turndown';

/** What a superscript may hold to be an exponent: digits, letters and arithmetic, briefly ("6", "n−1", "-3", "2x"). */
const EXPONENT = /^[\p{N}\p{L}+\-−/=().,′']{1,16}$/u;
/** Superscripts that are letters of the word before them or a mark beside it, not a power: ordinals (1st, 2e, 3º) and trade marks. */
const NOT_A_POWER = /^(?:st|nd|rd|th|er|re|e|ème|ère|o|a|º|ª|tm|sm)$/i;
/** A price's cents set as a superscript after its whole units ("$549<sup>00</sup>", "$459<sup>.99</sup>"). */
const PRICE_BEFORE = /[$€£¥₹]\s*[\d.,]*\d$/u;
/** Cents as such a superscript writes them: two digits, with or without the decimal point or comma (eMAG's `1.749<sup>,99</sup>`). */
const CENTS = /^[.,]?\d{2}$/;
/** A class naming a price or its fraction (bol.com's `sup.promo-price__fraction` in `span.promo-price`). */
const PRICE_CLASS = /price|fraction|cents|decimal/i;
/** How many siblings before a superscript are read for the price it may end. */
const PRICE_SIBLINGS = 3;

/** A power follows its base right away (a digit, a letter, a closing bracket); a superscript after a space or at the start is a mark. */
const RAISED_AFTER = /[\p{L}\p{N})\]]$/u;

/**
 * A power written as a superscript (`10<sup>6</sup>`, `factor<sup>n−1</sup>`) becomes `^6`,
 * `^(n−1)`: as plain text the digits ran into the number before them ("106"). A price's cents set
 * as one (`$549<sup>00</sup>`, or in an element named as a price with no sign: bol.com's
 * `189<sup class="promo-price__fraction">99</sup>`) become its decimals (`$549.00`, not "$54900"). A superscript that
 * holds a link (a footnote's marker), an ordinal's or trade mark's letters, or that follows a space
 * or nothing stays as its text.
 */
export const superscriptRule: TurndownService.Rule = {
  filter: (node) => node.nodeName.toUpperCase() === 'SUP' && isPower(node as unknown as Element),
  replacement: (_content, node) => {
    const exponent = (node.textContent ?? '').trim();
    // Cents that bring their own decimal sign are cents wherever they stand: no power opens with one.
    if (CENTS.test(exponent) && (/^[.,]/.test(exponent) || PRICE_BEFORE.test(textBefore(node as unknown as Element)) || namedPrice(node as unknown as Element))) return /^[.,]/.test(exponent) ? exponent : `${decimalMark(node as unknown as Element)}${exponent}`;
    // A whole price's fraction written as a dash (bol.com's "59,-").
    if (exponent === '-' && namedPrice(node as unknown as Element)) return ',-';
    return /^(?:\p{N}+|.)$/u.test(exponent) ? `^${exponent}` : `^(${exponent})`;
  },
};

/** The text of the few siblings before `element` (a price's currency sign and whole units, each maybe in its own element). */
function textBefore(element: Element): string {
  let text = '';
  let sibling = element.previousSibling;
  for (let count = 0; sibling !== null && count < PRICE_SIBLINGS; count += 1, sibling = sibling.previousSibling) text = (sibling.textContent ?? '') + text;
  return text.trimEnd();
}

/** The superscript, or the element it stands in, is named as a price (a shop that prints no currency sign beside it). */
function namedPrice(sup: Element): boolean {
  return PRICE_CLASS.test(`${sup.getAttribute('class') ?? ''} ${sup.parentElement?.getAttribute('class') ?? ''}`);
}

function isPower(sup: Element): boolean {
  const exponent = (sup.textContent ?? '').trim();
  if (!EXPONENT.test(exponent) || NOT_A_POWER.test(exponent) || sup.querySelector('a') !== null) return false;
  const before = sup.previousSibling;
  return before !== null && RAISED_AFTER.test(before.textContent ?? '');
}

/** Whole units the markup ends with a line break or spaces before their raised cents. */
const SPACED_WHOLE = /\d\s+$/;

/**
 * A price's cents raised after its whole units with whitespace between them, as a template sets them on lines of their own
 * (bol.com's `<span class="promo-price">24⏎<sup class="promo-price__fraction">99</sup></span>`, "24 99" as text): the
 * whitespace before it goes (`joinSpacedCents`), and the superscript then reads as cents.
 */
export function isSpacedCents(sup: Element): boolean {
  const cents = (sup.textContent ?? '').trim();
  const before = sup.previousSibling;
  if (before?.nodeType !== 3 || !SPACED_WHOLE.test(before.nodeValue ?? '') || !(CENTS.test(cents) || cents === '-')) return false;
  return namedPrice(sup) || (CENTS.test(cents) && PRICE_BEFORE.test(textBefore(sup)));
}

/** Takes off the whitespace before each of `sups` ({@link isSpacedCents}). */
export function joinSpacedCents(sups: readonly Element[]): void {
  for (const sup of sups) {
    const before = sup.previousSibling;
    if (before?.nodeType === 3) before.nodeValue = (before.nodeValue ?? '').trimEnd();
  }
}

/** Whole units grouped by thousands with a point, or with a comma: the other mark is the decimal one ("1.749" → ",", "1,749" → "."). */
const GROUPED_BY_POINT = /\d\.\d{3}$/;
const GROUPED_BY_COMMA = /\d,\d{3}$/;
/** The decimal mark of each page language seen, as `Intl` writes it (at most {@link LANGUAGES_KEPT} kept). */
const LANGUAGE_MARKS = new Map<string, string>();
const LANGUAGES_KEPT = 200;

/**
 * The decimal mark before a price's raised cents: the one its whole units' grouping leaves, else the one of the page's
 * language (bol.com's Dutch "24,99", not "24.99"), else a point.
 */
function decimalMark(sup: Element): string {
  const whole = textBefore(sup);
  if (GROUPED_BY_POINT.test(whole)) return ',';
  if (GROUPED_BY_COMMA.test(whole)) return '.';
  const language = (sup.closest('[lang]') ?? sup.ownerDocument?.documentElement)?.getAttribute('lang')?.trim() ?? '';
  if (language === '') return '.';
  let mark = LANGUAGE_MARKS.get(language);
  if (mark === undefined) {
    try {
      mark = new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    } catch {
      mark = '.';
    }
    if (mark !== ',' && mark !== '.') mark = '.';
    if (LANGUAGE_MARKS.size < LANGUAGES_KEPT) LANGUAGE_MARKS.set(language, mark);
  }
  return mark;
}
