import { mentionsPrice } from '../../../../../domain/page/price-mention.policy.js';
import { classAttribute } from '../class-attribute.js';
import { nameWords } from './name-words.js';
import { inNamedOffer } from './offer-names.js';
import { isProfileLink } from './post-author-asides.js';
import { boundedText } from '../element-text.js';
/** Elements that name the value set right after them ("Brand", "Author:"). */
const VALUE_LABELS = new Set(['LABEL', 'DT', 'TH', 'STRONG', 'B']);
/** A label longer than this (characters) is a sentence, not a field's name. */
const VALUE_LABEL_MAX_CHARS = 40;

/**
 * `element` is the value a label right before it names (`<label>Brand</label><span><a>Atelier
 * Vermeil</a></span>`, `<dt>Publisher</dt><dd><a>…</a></dd>`, `<div class="label">Assignee:</div><div
 * class="value"><a>…</a></div>`): a fact set as one link, not a cluster of links. `previous` is the
 * sibling before it as the page has it.
 */
export function isLabelledValue(element: Element, previous: Element | null): boolean {
  // Readability asks this of every block it cleans: the label's text and the value's links are read only as far as they can decide.
  const label = previous === null ? undefined : shortText(previous, VALUE_LABEL_MAX_CHARS);
  if (previous === null || label === undefined || !/\p{L}/u.test(label)) return false;
  // Any element whose words end in a colon is a label (Redmine's `div.label` "Assignee:"), and so is one named a label (Drupal's `div.field__label` "College", its colon drawn by a style).
  if (!VALUE_LABELS.has(previous.nodeName.toUpperCase()) && !/[:：]$/.test(label) && !nameWords(classAttribute(previous)).includes('label')) return false;
  return previous.querySelector('a') === null && linksUpTo(element, 2) === 1;
}

/** A linked name beside its amount says at most this many characters; so does the amount. */
const NAMED_AMOUNT_MAX_CHARS = 40;

/**
 * `element` is a list item's name set as one link, beside the amount it names, the item's only other
 * part (Kurashiru's ingredients: `<li><div><a href="/ingredients/chicken-breast">鶏むね肉</a></div><div>1枚</div></li>`):
 * a fact of the list, not a cluster of links; read as one, every linked ingredient lost its name and kept its amount.
 */
export function isLinkedNameOfAmount(element: Element): boolean {
  const item = element.parentElement;
  const amount = element.nextElementSibling;
  if (item?.localName !== 'li' || item.childElementCount !== 2 || item.firstElementChild !== element || amount === null) return false;
  const name = shortText(element, NAMED_AMOUNT_MAX_CHARS);
  const said = shortText(amount, NAMED_AMOUNT_MAX_CHARS);
  return name !== undefined && said !== undefined && /[\p{L}\p{N}]/u.test(said) && linksUpTo(element, 2) + (element.localName === 'a' ? 1 : 0) === 1 && linksUpTo(amount, 1) === 0 && amount.localName !== 'a';
}

/** A description list of facts names at least this many of them. */
const FACT_LIST_MIN_TERMS = 2;

/**
 * `element` is a description list of facts, or a block of such lists alone (the Internet Archive's
 * `dl.metadata-definition` per field: "Topics" over links to each subject, "Collection" over links to
 * each collection): every term is a name in plain words, so the links are values, not a menu.
 */
export function isFactList(element: Element): boolean {
  const lists = element.localName === 'dl' ? [element] : Array.from(element.children);
  if (lists.length === 0 || !lists.every((list) => list.localName === 'dl')) return false;
  const terms = lists.flatMap((list) => Array.from(list.querySelectorAll(':scope > dt, :scope > div > dt')));
  return terms.length >= FACT_LIST_MIN_TERMS && terms.every((term) => term.querySelector('a') === null && shortText(term, VALUE_LABEL_MAX_CHARS) !== undefined && /\p{L}/u.test(term.textContent ?? ''));
}

/** The element's trimmed text when it is at most `max` characters, else `undefined`; stops reading once its letters pass `max`. */
function shortText(element: Element, max: number): string | undefined {
  const trimmed = boundedText(element, (text) => text.replace(/\s+/g, '').length > max)?.trim();
  return trimmed === undefined || trimmed.length > max ? undefined : trimmed;
}

/** How many links `element` holds, counted up to `limit`. */
function linksUpTo(element: Element, limit: number): number {
  let links = 0;
  const stack: Element[] = Array.from(element.children);
  while (stack.length > 0 && links < limit) {
    const current = stack.pop() as Element;
    if (current.localName === 'a') links += 1;
    for (let child = current.lastElementChild; child !== null; child = child.previousElementSibling) stack.push(child);
  }
  return links;
}

/**
 * A link to a member's profile names who wrote a post, whatever its class says: Khoros sets
 * `lia-link-navigation` on every link, its authors' names too, and each reply lost who wrote it.
 */
export function isMemberLink(element: Element): boolean {
  return element.localName === 'a' && isProfileLink(element.getAttribute('href') ?? '');
}

/**
 * `element` is a note's number linked back to where the text cites it, opening the note
 * (CourtListener's `<div class="footnote"><a href="#ref-fn1">1</a> <p>…</p></div>`): without it the
 * notes of an opinion and of its dissent, each numbered from 1, said nothing of which marker each answers.
 */
export function isNoteNumber(element: Element): boolean {
  if (element.localName !== 'a' || !(element.getAttribute('href') ?? '').startsWith('#')) return false;
  return /^\s*\[?\d{1,3}\]?\s*$/.test(element.textContent ?? '') && element.previousElementSibling === null;
}

/** `element` is a label and its value set as one link, and nothing else (Redmine's `div.assigned-to.attribute`). */
export function isLabelledPair(element: Element): boolean {
  const value = element.lastElementChild;
  return element.childElementCount === 2 && value !== null && isLabelledValue(value, element.firstElementChild);
}

/**
 * `element` sits in a table cell whose row says more in another cell, outside links: a row's linked
 * name beside its description (pkg.go.dev's directories, an API index), not a cluster of links; or
 * it is a header of linked column names over such rows (`namesTableColumns`), or a row headed by its label (`isHeadedRow`).
 */
export function namesTableRow(element: Element): boolean {
  if (namesTableColumns(element) || isHeadedRow(element)) return true;
  const cell = element.closest('td, th');
  const row = cell?.parentElement;
  if (cell === null || cell === undefined || row === null || row === undefined || row.nodeName.toUpperCase() !== 'TR') return false;
  for (let other = row.firstElementChild; other !== null; other = other.nextElementSibling) if (other !== cell && hasWordsOutsideLinks(other)) return true;
  return false;
}

/**
 * `element` is a row whose first cell is a `<th>` that names it in words of its own, beside a value
 * set as links (WooCommerce's "Additional information": `<th>Color</th><td><a rel="tag">Charcoal</a>,
 * <a>Forest</a></td>` when the shop links each attribute's values): a product's fact, not a cluster of links.
 */
function isHeadedRow(element: Element): boolean {
  const label = element.firstElementChild;
  return element.nodeName.toUpperCase() === 'TR' && label !== null && label.nodeName.toUpperCase() === 'TH' && label.nextElementSibling !== null && hasWordsOutsideLinks(label);
}

/**
 * `element` is a table's header (its `<thead>`, or a row of it) whose column names are links (a
 * shop's comparison table, each column a product) over rows that say more than links: the
 * table's header, not a cluster of links. Without it the rows lose which product each column is.
 */
function namesTableColumns(element: Element): boolean {
  const tag = element.nodeName.toUpperCase();
  const head = tag === 'THEAD' ? element : tag === 'TR' && element.parentElement?.nodeName.toUpperCase() === 'THEAD' ? element.parentElement : null;
  const table = head?.parentElement;
  if (head === null || head === undefined || table === null || table === undefined || table.nodeName.toUpperCase() !== 'TABLE') return false;
  for (const body of Array.from(table.children)) {
    if (body === head || !['TBODY', 'TR'].includes(body.nodeName.toUpperCase())) continue;
    if (hasWordsOutsideLinks(body)) return true;
  }
  return false;
}

/** A text node below `element`, outside any link, has a letter or digit. */
export function hasWordsOutsideLinks(element: Element): boolean {
  for (let child = element.firstChild; child !== null; child = child.nextSibling) {
    if (child.nodeType === 3 && /[\p{L}\p{N}]/u.test(child.nodeValue ?? '')) return true;
    if (child.nodeType === 1 && child.nodeName.toUpperCase() !== 'A' && hasWordsOutsideLinks(child as Element)) return true;
  }
  return false;
}

/** A post's byline is short: at most this many words (a name, a rank, a date). */
const BYLINE_MAX_WORDS = 20;

/** A class or id naming a post's author block (bbPress's `bbp-reply-author`, phpBB's `postauthor`). */
const AUTHOR_BLOCK_NAME = /(?:^|[\s_-])(?:author|postauthor|poster)(?:$|[\s_-])/i;

/**
 * Elements that stamp a date for a script or a machine to read: `<time>` (GitHub's and Gitea's
 * `<relative-time>` is theirs), any element with a `datetime`, or with the epoch time in a data
 * attribute forum engines set on the date they print and a script rewrites in the reader's zone
 * (XenForo 1's and Discourse's `data-time`, ProBoards' `abbr[data-timestamp]`, Facebook's `data-utime`).
 */
const STAMPED_DATE = 'time, relative-time, [datetime], [data-time], [data-timestamp], [data-utime]';

/**
 * A post's byline set as links: a link to a member's profile (`isProfileLink`) and a stamped date ({@link STAMPED_DATE}), in at
 * most {@link BYLINE_MAX_WORDS} words (Vanilla's comment header: the author's name, "Member", the date
 * as the comment's permalink); or that one link alone in a block named as the post's author, or the
 * link itself so named (bbPress's `div.bbp-reply-author` and its `a.bbp-author-link`: the name and
 * "Participant", the date set above). It says who wrote the post and when, not a cluster of links;
 * a name and a date as links read as one when the rank beside them is short.
 */
export function isPostByline(element: Element): boolean {
  const timed = element.querySelector(STAMPED_DATE) !== null;
  if (!timed && !AUTHOR_BLOCK_NAME.test(`${element.getAttribute('class') ?? ''} ${element.getAttribute('id') ?? ''}`)) return isLoneMemberName(element);
  if ((element.textContent ?? '').split(/\s+/).filter((word) => word !== '').length > BYLINE_MAX_WORDS) return false;
  const links = element.localName === 'a' ? [element] : Array.from(element.getElementsByTagName('a'));
  if (!timed && links.length !== 1) return false;
  // A forge's profiles are plain `/name` addresses; its byline names the link as the author's (`a.author`).
  return links.some((link) => isProfileLink(link.getAttribute('href') ?? '') || (timed && AUTHOR_BLOCK_NAME.test(link.getAttribute('class') ?? '')));
}

/** A member's name with what stands beside it (a follow button, a middle dot) is a few words at most. */
const LONE_NAME_MAX_WORDS = 8;

/**
 * A short block whose one link is a name leading to a member's profile (or, with the member's picture
 * linked there too, a card of up to {@link BYLINE_MAX_WORDS} words): who wrote the answer or the
 * email below it, however the block is named (Quora's answer header, HyperKitty's `gravatar-wrapper`
 * around the sender's name). Pruned as a cluster of links, every answer and reply read as if nobody
 * wrote it.
 */
function isLoneMemberName(element: Element): boolean {
  const links = element.localName === 'a' ? [element] : Array.from(element.getElementsByTagName('a'));
  // The member's picture beside the name, linked to the same profile, is the same link (Tripadvisor's post card).
  const named = links.filter((link) => (link.textContent ?? '').trim() !== '');
  const oneMember = named.length === 1 && links.every((link) => link.getAttribute('href') === named[0]?.getAttribute('href'));
  // A card of the member's own figures ("Brisbane, Australia", "42 posts") beside picture and name says more words.
  const maxWords = links.length > 1 ? BYLINE_MAX_WORDS : LONE_NAME_MAX_WORDS;
  const text = boundedText(element, (read) => read.split(/\s+/).length > maxWords * 2);
  if (text === undefined || text.split(/\s+/).filter((word) => word !== '').length > maxWords) return false;
  const name = (named[0]?.textContent ?? '').trim();
  // An avatar drawn as the member's initials ("J", "JW") names no one to a reader.
  return oneMember && isMemberLink(named[0] as Element) && isName(name) && !AVATAR_INITIALS.test(name);
}

const AVATAR_INITIALS = /^\p{Lu}{1,3}$/u;

/** A class or id naming a list of a work's authors (arXiv's `div.list-authors`, `authors`, `contributors`). */
const AUTHOR_LIST_NAME = /(?:^|[\s_-])(?:authors|contributors)(?:$|[\s_-])/i;
/** A name is a few words at most. */
const NAME_MAX_WORDS = 5;
/** What stands between the names of a list: commas, "and", "et al.", an opening label ("Authors:"). */
const NAME_SEPARATORS = /^(?:\s*\p{L}[\p{L} ]{0,20}:)?(?:[\s,;&·]|\band\b|\bet al\b\.?)*$/iu;

/**
 * A block named as a list of authors whose names are links, and nothing else (arXiv's listing:
 * `<div class="list-authors"><a>Orsolya Varga</a>, <a>Malik Tenebaum</a></div>` under each
 * paper's title): who wrote the work, not a cluster of links. Each link is a name of at most
 * {@link NAME_MAX_WORDS} words; the text between them only separates them.
 */
export function isAuthorList(element: Element): boolean {
  if (!AUTHOR_LIST_NAME.test(`${element.getAttribute('class') ?? ''} ${element.getAttribute('id') ?? ''}`)) return false;
  const links = Array.from(element.getElementsByTagName('a'));
  if (links.length === 0 || !links.every((link) => isName(link.textContent ?? ''))) return false;
  return NAME_SEPARATORS.test(textOutsideLinks(element));
}

/** The text is a name: one word at least, `maxWords` at most. */
export function isName(text: string, maxWords: number = NAME_MAX_WORDS): boolean {
  const words = text.split(/\s+/).filter((word) => word !== '').length;
  return words > 0 && words <= maxWords;
}

function textOutsideLinks(element: Element): string {
  let text = '';
  for (let child = element.firstChild; child !== null; child = child.nextSibling) {
    if (child.nodeType === 3) text += child.nodeValue ?? '';
    else if (child.nodeType === 1 && child.nodeName.toUpperCase() !== 'A') text += textOutsideLinks(child as Element);
  }
  return text;
}


/**
 * A block that is one link stating a price, in a shop's offer of the product (`inNamedOffer`: noon's
 * `div.otherOffers` "3 other offers from AED 655.00", Skroutz' `a.dominant-price` "129,90 €" in its
 * offer): what it costs there, not a menu. Elsewhere a linked price is a promotion's or another product's.
 */
export function statesPrice(element: Element): boolean {
  const links = element.localName === 'a' ? [element] : Array.from(element.getElementsByTagName('a'));
  return links.length === 1 && mentionsPrice(links[0]?.textContent ?? '') && inNamedOffer(element);
}

/** A table of items has at least this many rows, and cells per row. */
const ITEM_TABLE_MIN_ROWS = 2;
const ITEM_TABLE_MIN_CELLS = 3;

/**
 * `element` is, or holds, a table of linked items with a column of plain facts: every row of at
 * least {@link ITEM_TABLE_MIN_CELLS} cells, one column in which each row says something outside
 * links (AllMusic's track listing: number, linked title and composers, linked performer, time).
 * Its links are the items' names, not a menu; a navbox pairs a group's name with its links, two cells a row.
 */
export function holdsItemTable(element: Element): boolean {
  const table = element.localName === 'table' ? element : element.querySelector('table');
  if (table === null) return false;
  const rows = Array.from(table.querySelectorAll('tr')).filter((row) => row.closest('table') === table && row.querySelector('td') !== null);
  if (rows.length < ITEM_TABLE_MIN_ROWS) return false;
  const cells = rows.map((row) => Array.from(row.children).filter((cell) => cell.localName === 'td' || cell.localName === 'th'));
  const width = cells[0]?.length ?? 0;
  if (width < ITEM_TABLE_MIN_CELLS || cells.some((row) => row.length !== width)) return false;
  for (let column = 0; column < width; column += 1) if (cells.every((row) => isPlainFact(row[column] as Element))) return true;
  return false;
}

/** A cell that says something and holds no link. */
function isPlainFact(cell: Element): boolean {
  return (cell.textContent ?? '').trim() !== '' && cell.querySelector('a[href]') === null;
}
