import { findPublicationDateInText, findRevisionDateInText, labelsOtherDate, labelsRevision, normalizePublicationDate } from '../../../../../domain/page/metadata/publication-date.js';
import { hasChromeName, isChromeElement, isHidden, isPostFooter } from '../region/chrome-rules.js';
import { nameWords } from '../region/name-words.js';
import { titleKey } from '../../../../../domain/page/metadata/page-title.js';
import { DATE_PREFERENCES, type DatePreferences } from '../../../../../domain/page/metadata/date-preferences.js';
import { bylineName } from '../../../../../domain/page/metadata/page-author.js';
import { squeezed } from '../element-text.js';
import { collectStatementElements, inBody, type StatementElements } from './statement-elements.js';

/** Visible text read after the first `<h1>` while looking for its dateline (characters). */
const DATELINE_WINDOW_CHARS = 600;
/** A text block this long (characters) is the body text: the dateline search stops there. */
const BODY_TEXT_CHARS = 200;
/**
 * A secondary heading starts the next section (or a teaser): the dateline search stops there; so does
 * another `<h1>` (a GOV.UK guide's part title under the guide's, over notices that quote deadlines).
 */
const SECTION_HEADINGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'TABLE']);
/** A link with this much text (characters) is a teaser title: the search stops there. */
const TEASER_LINK_CHARS = 25;
/** Visible text kept for reading a date's label (characters). */
const LABEL_WINDOW_CHARS = 60;
/** Elements whose dates are not the page's; a photo's caption dates the photo ("Pigs stand in a pen …, Aug. 6, 2024"). */
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'SVG', 'NAV', 'ASIDE', 'FOOTER', 'IFRAME', 'BUTTON', 'SELECT', 'OPTION', 'FIGCAPTION']);

/** The dates a page shows beside its headline: the publication's, and the first one labelled as a revision ("Updated …"). */
export interface Dateline {
  readonly published?: string;
  /** The first date in the dateline window labelled as a revision, read before the publication date or instead of it. */
  readonly updated?: string;
  /** Who posted the page, where the line of the publication date says so ("Started by Corwen Ashdale, March 14, 2026": `datedByline`). */
  readonly byline?: string;
}

/**
 * The date a page shows beside its headline: the first `datetime` attribute or written date (with
 * a year) in the visible text that follows the heading carrying the page title (else `pageHeading`,
 * the first `<h1>` outside the site's chrome), within about 600 characters, before the first long
 * paragraph, the next heading or table, and the first teaser-sized link (headings and links that
 * repeat the title do not count). Dates labelled as a join or revision date ("Joined:", "Updated")
 * are passed over as the publication (the first revision date is kept as `updated`). A listing's teaser dates come after such a title or heading, so they are not
 * read. As `preferences` say, a date that titles the table right after it is passed over, and a
 * page without such a heading is read after the first element whose whole text is the title. When
 * the heading carrying the title has no date after it, the page's own heading is read too (a package's
 * README heading "ferrule" under PyPI's "ferrule 2.3.1" and its release date).
 * `undefined` when there is no such heading.
 */
export function readDateline(document: Document, title: string | undefined, pageHeading?: Element, preferences: DatePreferences = DATE_PREFERENCES, titleHeadings: readonly Element[] = collectStatementElements(document).titleHeadings): Dateline | undefined {
  const body = document.body as HTMLElement | null;
  if (body === null) return undefined;
  const named = titleHeading(inBody(document, titleHeadings), title);
  const heading = named ?? pageHeading ?? (preferences.titleAnchor === 'title-element' ? titleElement(body, title) : undefined);
  if (heading === undefined) return undefined;
  const dateline = datelineAfter(heading, title, preferences);
  // The title's words may head the text below (a package's README under "ferrule 2.3.1"): the page's own heading is read too.
  if (dateline.published !== undefined || dateline.updated !== undefined || named === undefined || pageHeading === undefined || pageHeading === named) return dateline;
  const beside = datelineAfter(pageHeading, title, preferences);
  return beside.published !== undefined || beside.updated !== undefined ? beside : dateline;
}

/** The dateline in the visible text right after `heading` (see {@link readDateline}). */
function datelineAfter(heading: Element, title: string | undefined, preferences: DatePreferences): Dateline {
  const captionsTable = (node: Node): boolean => preferences.tableCaptions === 'skip' && precedesTable(node);
  const key = titleKey(title ?? '');
  let seen = 0;
  /** The visible text read last: a date's label may sit in the element before it. */
  let recent = '';
  let updated: string | undefined;
  const found = (published: string | undefined, at?: Node): Dateline => {
    const byline = published === undefined || at === undefined ? undefined : datedByline(at);
    return { ...(published === undefined ? {} : { published }), ...(updated === undefined ? {} : { updated }), ...(byline === undefined ? {} : { byline }) };
  };
  for (let node = nextOutside(heading); node !== null; node = nextNode(node)) {
    if (node.nodeType === 1) {
      const element = node as Element;
      const name = element.nodeName.toUpperCase();
      if ((SKIPPED.has(name) && !isPostFooter(element)) || isHoverCard(element)) {
        node = lastDescendant(element);
        continue;
      }
      // A heading or link that repeats the title (a thread's first post, a permalink) does not end the dateline.
      // Asked only of headings and links: normalising every container's whole text would repeat work per level.
      const repeatsTitle = (): boolean => key !== '' && titleKey(element.textContent ?? '') === key;
      // A subtitle right under the title (Paragraph's and Hashnode's `h2#post-subtitle`) comes before the byline, and does not end the dateline.
      const subtitle = seen === 0 && name !== 'TABLE' && element.previousElementSibling === heading && isSubtitle(element);
      if (SECTION_HEADINGS.has(name) && !repeatsTitle() && !subtitle) return found(undefined);
      // A mail link is the writer's address (a mail archive's "ines.albrecht at posteo.de"), no teaser.
      if (name === 'A' && (element.textContent ?? '').trim().length >= TEASER_LINK_CHARS && !repeatsTitle() && !/^\s*mailto:/i.test(element.getAttribute('href') ?? '')) return found(undefined);
      // hAtom's `<abbr class="published" title="2023-11-04T10:20:00+01:00">` (Pelican) states its date as a `<time>` does.
      const datetime = element.getAttribute('datetime') ?? (name === 'ABBR' && /(?:^|\s)published(?:\s|$)/.test(element.getAttribute('class') ?? '') ? element.getAttribute('title') : null);
      if (datetime !== null || name === 'TIME') {
        const date = timeDate(datetime ?? '', element.textContent ?? '', preferences);
        // Zendesk's Copenhagen theme labels an article's date after it: `<li><time …>January 22, 2025</time></li><li>Updated</li>`.
        if (date !== undefined && updated === undefined && REVISION_AFTER.test(textAfter(element))) {
          updated = date;
          node = lastDescendant(element);
          continue;
        }
        if (date !== undefined && !labelsOtherDate(recent) && !OTHER_AFTER.test(textAfter(element))) return found(captionsTable(lastDescendant(element)) ? undefined : date, element);
        if (date !== undefined) {
          if (updated === undefined && labelsRevision(recent)) updated = date;
          node = lastDescendant(element);
        }
      }
      continue;
    }
    if (node.nodeType !== 3) continue;
    const text = (node.nodeValue ?? '').replace(/\s+/g, ' ').trim();
    if (text === '') continue;
    const date = findPublicationDateInText(text, recent);
    // Immowelt's facts name each value after it: `<span>01.02.2025</span><span>Verfügbarkeit</span>`, the day the flat is free.
    if (date !== undefined && OTHER_AFTER.test(textAfter(node))) continue;
    if (date !== undefined) return found(captionsTable(node) ? undefined : date, node);
    if (text.length >= BODY_TEXT_CHARS) return found(undefined);
    updated ??= findRevisionDateInText(text, recent);
    recent = `${recent} ${text}`.slice(-LABEL_WINDOW_CHARS);
    seen += text.length;
    if (seen > DATELINE_WINDOW_CHARS) return found(undefined);
  }
  return found(undefined);
}

/**
 * A line that opens with who posted: "By", "Started by", "Posted by", "Written by", and their German, French, Spanish
 * and Dutch ("Erstellt von", "Publié par", "Publicado por", "Gepost door"). Not who edited, updated or photographed it.
 */
const POSTED_BY = /^(?:(?:(?:topic |thread )?(?:started|posted|written|published|created|submitted|asked|opened)\s+)?by|(?:(?:gestartet|erstellt|geschrieben|verfasst|veröffentlicht)\s+)?von|(?:(?:publié|posté|écrit|rédigé|créé|démarré)\s+)?par|(?:(?:publicado|escrito|iniciado|creado)\s+)?por|(?:(?:gepost|geschreven|gestart)\s+)?door)\s/iu;
/** A dateline is one short line (characters). */
const DATED_LINE_MAX_CHARS = 120;
/** Elements set inside a line of text: the line is their nearest ancestor of another kind. */
const INLINE = new Set(['A', 'SPAN', 'STRONG', 'B', 'EM', 'I', 'SMALL', 'TIME', 'ABBR', 'CITE', 'FONT']);

/**
 * The name the line holding the page's date gives as who posted it, where the line opens so
 * ({@link POSTED_BY}: SMF's topic head "Started by Corwen Ashdale, March 14, 2026, 08:02:51 AM" under the
 * subject, marked as no byline), read by `bylineName`.
 */
function datedByline(at: Node): string | undefined {
  let line = at.nodeType === 1 ? (at as Element) : at.parentElement;
  while (line !== null && INLINE.has(line.nodeName.toUpperCase())) line = line.parentElement;
  const text = line === null ? '' : squeezed(line.textContent ?? '');
  return text.length <= DATED_LINE_MAX_CHARS && POSTED_BY.test(text) ? bylineName(text) : undefined;
}

/** A revision's label standing alone after its date. */
const REVISION_AFTER = /^(?:last\s+)?(?:updated|edited|modified)$/i;
/**
 * Another date's label standing alone after its date (Immowelt's "Verfügbarkeit" under "01.02.2025"): when a home is free,
 * an application closes, an offer ends. ("Start date" is not one: a thread's, XenForo's "Start date" before its date, is its publication.)
 */
const OTHER_AFTER = /^(?:verfügbarkeit|verfügbar ab|bezugsfrei(?: ab)?|frei ab|availability|available(?: from)?|move-in(?: date)?|disponibilité|beschikbaarheid|disponibilidad|einzug|deadline|bewerbungsfrist|gültig bis|valid until)$/i;

/** The first text with words after `node` (outside it). */
function textAfter(node: Node): string {
  for (let next = nextOutside(node); next !== null; next = nextNode(next)) {
    if (next.nodeType !== 3) continue;
    const text = (next.nodeValue ?? '').trim();
    if (text !== '') return text;
  }
  return '';
}

/** A subtitle says a sentence, or is named one; a section's heading right under the title ("Our articles") is a few words. */
const SUBTITLE_MIN_WORDS = 6;
const SUBTITLE_NAME = /subtitle|subhead|standfirst|\bdek\b|\bdeck\b/i;

function isSubtitle(element: Element): boolean {
  return SUBTITLE_NAME.test(`${element.getAttribute('class') ?? ''} ${element.getAttribute('id') ?? ''}`) || (element.textContent ?? '').trim().split(/\s+/).length >= SUBTITLE_MIN_WORDS;
}

/**
 * The heading that carries the page title (`<h1>`–`<h3>`), besides its controls (Freshdesk sets a
 * "Print" link inside the article's heading).
 */
function titleHeading(headings: readonly Element[], title: string | undefined): Element | undefined {
  const key = title === undefined ? '' : titleKey(title);
  if (key === '') return undefined;
  return headings.find((heading) => titleKey(heading.textContent ?? '') === key || titleKey(textBesideControls(heading)) === key);
}

/** The element's text without that of its links to no other page and its buttons (`''` when it has none: the whole text was compared). */
function textBesideControls(element: Element): string {
  const controls = Array.from(element.querySelectorAll('a[href^="javascript:" i], a[href^="#"], button'));
  if (controls.length === 0) return '';
  const copy = element.cloneNode(true) as Element;
  for (const control of Array.from(copy.querySelectorAll('a[href^="javascript:" i], a[href^="#"], button'))) control.remove();
  return copy.textContent ?? '';
}

/**
 * A hidden element, or a tooltip: the author card a byline shows on hover (Dotdash Meredith's
 * `div.mntl-dynamic-tooltip--hidden` with "Learn about our editorial policies"), whose links are not the
 * teasers that end a dateline.
 */
function isHoverCard(element: Element): boolean {
  if (isHidden(element) || element.getAttribute('role') === 'tooltip') return true;
  const names = element.getAttribute('class') ?? '';
  return names.includes('tooltip') && nameWords(names).includes('tooltip');
}

/**
 * The first element whose whole visible text is the title (a breadcrumb's last item, a thread
 * title set in bold), outside scripts, SVG and the site's chrome (navigation, breadcrumbs,
 * header: by tag, ARIA role or class name): the anchor of a page without a title heading.
 */
function titleElement(body: Element, title: string | undefined): Element | undefined {
  const key = titleKey(title ?? '');
  if (key === '') return undefined;
  for (let node: Node | null = body.firstChild; node !== null; node = nextNode(node)) {
    if (node.nodeType === 1 && SKIPPED.has(node.nodeName.toUpperCase())) {
      node = lastDescendant(node);
      continue;
    }
    if (node.nodeType !== 3 || titleKey(node.nodeValue ?? '') !== key) continue;
    const parent = node.parentNode as Element | null;
    if (parent === null || inChrome(parent) || titleKey(parent.textContent ?? '') !== key) continue;
    return parent;
  }
  return undefined;
}

function inChrome(element: Element): boolean {
  for (let current: Element | null = element; current !== null && current.nodeName.toUpperCase() !== 'BODY'; current = current.parentElement) {
    if (current.nodeName.toUpperCase() === 'HEADER' || isChromeElement(current) || hasChromeName(current)) return true;
  }
  return false;
}

/** Nothing but markup stands between `node` and the next table: the date there titles the table. */
function precedesTable(node: Node): boolean {
  for (let next = nextOutside(node); next !== null; next = nextNode(next)) {
    if (next.nodeType === 1) {
      const name = next.nodeName.toUpperCase();
      if (name === 'TABLE' || (next as Element).getAttribute('role') === 'table') return true;
      if (SKIPPED.has(name)) next = lastDescendant(next);
      continue;
    }
    if (next.nodeType === 3 && (next.nodeValue ?? '').trim() !== '') return false;
  }
  return false;
}

/**
 * The publication date microformats state for the page's one entry: the `dt-published` of its only
 * `h-entry` (Friendica's top post, `time.dt-published` "Sat, 12 Apr 2025 11:31:04 +0200" beside "2 days ago").
 * A page of several entries (a blog's index) states no one date of its own: `undefined`.
 */
export function singleEntryDate(document: Document, elements: StatementElements = collectStatementElements(document)): string | undefined {
  const entries = elements.templated ? Array.from(document.body?.getElementsByClassName('h-entry') ?? []) : inBody(document, elements.hEntries);
  if (entries.length !== 1) return undefined;
  const published = (entries[0] as Element).getElementsByClassName('dt-published')[0];
  if (published === undefined) return undefined;
  return normalizePublicationDate(published.getAttribute('datetime') ?? published.getAttribute('title') ?? published.textContent ?? '');
}

/**
 * The first date an element states in a `datetime` attribute (`<time>`, `<local-time>`,
 * `<relative-time>`) in document order: on a thread, the opening post's.
 */
export function firstStatedTime(document: Document): string | undefined {
  for (const element of Array.from((document.body as HTMLElement | null)?.querySelectorAll('[datetime]') ?? [])) {
    const date = normalizePublicationDate(element.getAttribute('datetime') ?? '');
    if (date !== undefined) return date;
  }
  return undefined;
}

const DAY_MS = 86_400_000;

/** The date of a `<time>`-like element: its attribute's, or as `preferences.timeText` says the day its text shows when that is a day off. */
function timeDate(datetime: string, shownText: string, preferences: DatePreferences): string | undefined {
  const attribute = normalizePublicationDate(datetime);
  // The shown text is read only where it can decide: without an attribute date, or to compare with it.
  if (attribute !== undefined && preferences.timeText !== 'shown-day') return attribute;
  const shown = findPublicationDateInText(shownText);
  if (attribute === undefined || shown === undefined) return attribute ?? shown;
  const apart = Math.abs(Date.parse(attribute.slice(0, 10)) - Date.parse(shown.slice(0, 10)));
  return apart === DAY_MS ? shown.slice(0, 10) : attribute;
}

/** The node after `node` in document order, descending into children first. */
function nextNode(node: Node): Node | null {
  if (node.firstChild !== null) return node.firstChild;
  return nextOutside(node);
}

/** The node after `node`'s subtree in document order. */
function nextOutside(node: Node): Node | null {
  for (let current: Node | null = node; current !== null; current = current.parentNode) {
    if (current.nextSibling !== null) return current.nextSibling;
  }
  return null;
}

function lastDescendant(node: Node): Node {
  let current = node;
  while (current.lastChild !== null) current = current.lastChild;
  return current;
}
