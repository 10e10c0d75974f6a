import { isAmountAlone } from '../../../../../domain/page/price-mention.policy.js';
import { retag } from '../element-retag.js';
import { squeezed } from '../element-text.js';
import { chromeName } from './chrome-rules.js';

/** A clock time, as a booking calendar's slot or a showtime says it ("09:20", "9:20 AM", "14h30"), after a day's name or two. */
const CLOCK_TIME = /^(?:\p{L}+\.?,?\s+){0,3}\d{1,2}[:h]\d{2}(?:\s*[ap]\.?m\.?)?$/iu;
/** A day of a month, as a calendar's day says it ("Tomorrow Dec 6 3 appts", "Wed, Dec 17"). */
const MONTH_DAY = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?\s+\d{1,2}\b/i;
/** An address: an endpoint's URL or path in an API reference's copy button. */
const ADDRESS = /^(?:https?:\/\/|\/)[^\s]*$/i;
/** An HTTP status and what it means, as an API reference lists its responses ("400 Bad Request Error"). */
const HTTP_STATUS = /^[1-5]\d\d(?:\s*\p{Lu}[\p{L}' -]*)?$/u;
/** An HTTP method and an endpoint's path (Redoc's operation button "post /shipments"). */
const METHOD_PATH = /^(?:get|post|put|patch|delete|head|options)\s*\/\S*$/i;
/** An operation's summary: the method in capitals, the path (after a zero-width space, in Swagger UI), then what it does. */
const METHOD_PATH_OPENING = /^(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)[\s\u200b]*\//;
/**
 * A status opening a response's description in paragraphs (Redoc's "404 No shipment with that identifier exists …"),
 * or in a block of its own after it (ReadMe's `span` "201" before `div > p` "The refund was created…", read as "201The").
 */
const STATUS_OPENING = /^[1-5]\d\d(?!\d)/;
/** Words a response's description in a button says at most. */
const DESCRIBED_STATUS_MAX_WORDS = 80;
/** A disclosure's label naming what it opens: "expand origin" on a schema's field `origin`. */
const DISCLOSURE_LABEL = /^(?:expand|collapse|toggle|show|hide)\s+(.+)$/i;
/** Parts of a person's name as markup names them (a paper's author: `span.given-name`, `span.surname`). */
const NAME_PARTS = '.given-name, .surname, .family-name, [itemprop="givenName"], [itemprop="familyName"]';
/** A schema's field name as an API reference's markup names it (Redoc's `span.property-name` in the button that opens the field's parts). */
const FIELD_NAME = '.property-name, .field-name, .param-name, .parameter-name';
/** Text running into a button: words, the last a letter's, no closing punctuation ("14 in stock at "). */
const RUNNING_TEXT = /\p{L}[\p{L}\p{N}'’-]*\s+\p{L}[\p{L}'’-]*\s*$/u;
/** A button stating a fact says a few words: a day and its count, an address, a status, a name. */
const CONTENT_MAX_WORDS = 8;
/** Blocks a button may hold (then it is written as a `<div>`, else as a `<span>`). */
const BLOCKS = 'div, p, ul, ol, table, h1, h2, h3, h4, h5, h6';
/** Where a button stays a control: menus, a form, a tab list, a dialog (a page's header and footer go whole). */
const CONTROL_PLACES = 'nav, form, [role="tablist"], [role="menu"], [role="dialog"], [role="toolbar"]';

/**
 * Writes as text, in place, the buttons (and `role="button"` elements) that state the page's facts
 * rather than name an action (`statesFact`): every stage drops a control with its words. A booking
 * calendar's slot ("09:20") and day ("Tomorrow Dec 6, 3 appts"), an API reference's endpoint address
 * in its copy button and its responses' statuses ("400 Bad Request Error"), a paper's author whose
 * name opens an affiliation panel, an API reference's method and path ("POST /shipments"), a response's status with
 * its description, a schema's field its disclosure names. A button that opens a menu or a popup, or stands among the
 * page's menus and forms, stays a control; a picture with `role="button"` (one a reader presses to enlarge) is a picture again.
 * `buttons` are the page's `<button>`s and `role="button"` elements. Returns how many were written.
 */
export function writeContentButtons(buttons: readonly Element[]): number {
  let written = 0;
  for (const button of buttons) {
    // A picture a reader presses to enlarge (Khoros' inline images) is still the picture.
    if (button.localName === 'img') {
      button.removeAttribute('role');
      continue;
    }
    if (!button.isConnected || button.hasAttribute('aria-haspopup') || button.closest(CONTROL_PLACES) !== null) continue;
    const text = squeezed(button.textContent ?? '');
    if (text === '' || !(text.split(' ').length <= CONTENT_MAX_WORDS ? statesFact(button, text) : describesStatus(button, text))) continue;
    const element = button.localName === 'button' ? retag(button, button.querySelector(BLOCKS) === null ? 'span' : 'div') : button;
    // Its class styles it as a button (`button-link`, its parts' `button-link-text`), which the region reads as a control's name.
    for (const attribute of ['role', 'type', 'tabindex', 'class']) element.removeAttribute(attribute);
    for (const part of Array.from(element.querySelectorAll('[class]'))) if (chromeName(part) === 'control') part.removeAttribute('class');
    // The method and the path are spans a stylesheet sets apart: "POST /shipments", as an API reference writes it.
    if (METHOD_PATH.test(text)) element.textContent = text.replace(/^(\p{L}+)\s*/u, (_, method: string) => `${method.toUpperCase()} `);
    else if (METHOD_PATH_OPENING.test(text)) writeOperationSummary(element);
    written += 1;
  }
  return written;
}

/**
 * Whether the button's text (`text`) is a fact: a clock time, a month's day, a price alone, an address, an HTTP status (alone or
 * described in paragraphs), an HTTP method and path, a person's name its parts spell, a schema field's name (its class
 * says so, or its disclosure names it), the words that end the sentence it stands in (`endsSentence`), or an
 * operation's summary its toggle shows (Swagger UI's `button.opblock-summary-control` "GET /shipments List shipments…").
 */
function statesFact(button: Element, text: string): boolean {
  return CLOCK_TIME.test(text) || MONTH_DAY.test(text) || isAmountAlone(text) || ADDRESS.test(text.replace(/\s+/g, '')) || HTTP_STATUS.test(text) || METHOD_PATH.test(text) || button.querySelector(NAME_PARTS) !== null || (button.querySelector(FIELD_NAME) !== null && !labelNamesAnother(button, text)) || namesItsField(button, text) || describesStatus(button, text) || endsSentence(button) || (button.hasAttribute('aria-expanded') && METHOD_PATH_OPENING.test(text));
}

/**
 * A button that ends the sentence its text runs into: Canadian Tire's "14 in stock at" and the store
 * a reader presses to change ("Toronto (Yonge & Davisville), ON"). The button is the sentence's last
 * words, so nothing follows it in its parent; it says a word or a figure at least (Nintendo's help button "?" after
 * "Earn 25 My Nintendo Platinum Points" is an icon).
 */
function endsSentence(button: Element): boolean {
  // A glyph alone ("?", "i", "×") is an icon's button, the help or the close a reader presses: no words.
  if (!/[\p{L}\p{N}]{2}|\p{N}/u.test(button.textContent ?? '')) return false;
  const before = button.previousSibling;
  // The words right before it are text, not another button's.
  if (before === null || before.nodeType !== 3 || !/\p{L}/u.test(before.textContent ?? '')) return false;
  // A button among buttons is one of a row of controls ("Small or Large"), whatever words stand between them.
  for (let sibling = button.parentElement?.firstElementChild ?? null; sibling !== null; sibling = sibling.nextElementSibling) {
    if (sibling !== button && (sibling.localName === 'button' || sibling.getAttribute('role') === 'button')) return false;
  }
  let running = '';
  for (let sibling: ChildNode | null = before; sibling !== null; sibling = sibling.previousSibling) running = (sibling.textContent ?? '') + running;
  if (!RUNNING_TEXT.test(running)) return false;
  for (let after = button.nextSibling; after !== null; after = after.nextSibling) if ((after.textContent ?? '').trim() !== '') return false;
  return true;
}

/**
 * Writes an operation's summary as one paragraph, "`GET /shipments` List shipments visible to the caller": its
 * parts are a span, a block and a block (Swagger UI's method, `span.opblock-summary-path` with a zero-width space
 * before the path, `div.opblock-summary-description`), which read as three lines.
 */
function writeOperationSummary(element: Element): void {
  const walker = element.ownerDocument.createTreeWalker(element, 4);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const part = (node.nodeValue ?? '').replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
    if (part !== '') parts.push(part);
  }
  const [method = '', ...after] = parts;
  let path = '';
  // The path may be set a segment a span (Swagger UI breaks it at each slash).
  while (after[0]?.startsWith('/') === true) path += after.shift();
  if (path === '') return;
  const line = element.ownerDocument.createElement('p');
  const code = element.ownerDocument.createElement('code');
  code.textContent = `${method} ${path}`;
  line.append(code, ...(after.length > 0 ? [` ${after.join(' ')}`] : []));
  element.replaceWith(line);
}

/** A status and its description in paragraphs (an API reference's response that opens its schema). */
function describesStatus(button: Element, text: string): boolean {
  return STATUS_OPENING.test(text) && text.split(' ').length <= DESCRIBED_STATUS_MAX_WORDS && button.querySelector('p') !== null;
}

/** What a disclosure's label names when it names a field's parts, not a field ("collapse properties"). */
const PARTS_WORDS = /^(?:properties|property|children|fields|attributes|members|items|all|details|section|nested.*)$/i;

/** The button's label opens or closes another field than the one it shows (`expand destination` on `origin`): the button is that field's control. */
function labelNamesAnother(button: Element, text: string): boolean {
  const named = DISCLOSURE_LABEL.exec(button.getAttribute('aria-label') ?? '')?.[1]?.trim();
  return named !== undefined && named !== text && !PARTS_WORDS.test(named);
}

/** A table cell's disclosure labelled by the name it shows ("expand origin" on `origin`): a schema's field that opens its parts. */
function namesItsField(button: Element, text: string): boolean {
  const named = DISCLOSURE_LABEL.exec(button.getAttribute('aria-label') ?? '')?.[1];
  return named !== undefined && named.trim() === text && button.closest('td, th') !== null;
}
