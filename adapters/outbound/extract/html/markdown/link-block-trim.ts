import { asideHeadingKind } from '../../../../../domain/page/aside-heading.policy.js';
import { isLinkedTitleIndex, LINKED_TITLE_INDEX, linkedTitleLines } from '../../../../../domain/page/linked-title-index.policy.js';
import { hasVisibleText, linkLabelShare, visibleWordCount } from '../../../../../domain/page/markdown-words.js';
import { isStatedTitleOpening } from '../../../../../domain/page/metadata/page-title.js';
import { joinBlocksExcept, LIST_ITEM_LINE, markdownBlocks, type MarkdownBlock } from './markdown-blocks.js';
import { linkSite } from './link-site.js';
import { CARD_LINK_MARK } from './link-rules.js';
import { leadingAuthorLines } from './author-lines.js';

/** Markdown blocks whose visible letters and digits are at least this share link labels are link-only (0–1). */
export const LINK_BLOCK_SHARE = 0.9;
/** The trim is skipped when fewer words than this would remain: the page is a link index, not an article. */
export const MIN_WORDS_AFTER_TRIM = 100;

/**
 * Which link-only blocks of item titles stay on an index page (the trim's output, without them, is a
 * linked-title index: `isLinkedTitleIndex`): a block whose every line is one linked title of at least
 * {@link INDEX_TITLE_MIN_WORDS} words naming another page. `chrome`: those under a chrome heading
 * ("Trending", "Latest", "Popular": on an index page, another list of the same items); `all`: those in
 * the leading and trailing runs too (the first or last item of a listing). `off`: the trim as before.
 */
export type IndexTitleMode = 'off' | 'chrome' | 'all';

/**
 * Production setting; chosen by 5-fold cross-validation over both development corpora (`bench/extract/runs-cross-validate.ts`
 * over runs of each mode, with and without `ICON_LABELS_DROPPED`: every fold picks `all` with the icon rule).
 */
export const INDEX_TITLES: IndexTitleMode = 'all';

/** An item's title names something: at least this many words with a letter (a date or a count is not one). */
export const INDEX_TITLE_MIN_WORDS = 3;

const IMAGE = /!\[[^\]]*\]\([^)]*\)/g;
const LINK = /\[([^\]]*)\]\([^)]*\)/g;
const TABLE_ROW = /^\s*\|.*\|\s*$/m;
/** Headings of sections whose links are the content: references, sources, further reading, a tutorial's next steps, downloads. */
export const CONTENT_LINK_HEADING = /\b(?:references?|bibliography|sources?|citations?|works cited|footnotes?|notes|further reading|reading list|see also|next steps|external links|resources|links|downloads?|documentation|literature|papers|publications|appendix)\b/i;
/** Headings of a site's menus. */
const NAVIGATION_HEADING = /\b(?:navigation|menu|breadcrumbs?)\b/i;
/** Headings of link lists that are page chrome: related stories, navigation, sharing. */
const CHROME_LINK_HEADING = /\b(?:related|more (?:from|stories|news|articles|on|in|like this)|more [a-z]+ (?:news|stories|articles)|recommended|you (?:may|might) (?:also )?like|popular|trending|most (?:read|viewed|popular)|latest|top stories|read (?:next|more|this next)|up next|what to read|also on|around the web|sponsored|promoted|navigation|menu|share|follow us|tags?|topics|categories|breadcrumbs?)\b/i;
/**
 * A heading that names a list of links is a short label ("Related stories", "More from Reuters",
 * "Tags"); a longer one that happens to hold such a word ("… But The Price Tag Isn't Cheap",
 * "Shares of … fall") titles a section of the article. Visible words.
 */
const CHROME_LINK_HEADING_MAX_WORDS = 8;

function namesLinkList(title: string): boolean {
  return CHROME_LINK_HEADING.test(title) && visibleWordCount(title) <= CHROME_LINK_HEADING_MAX_WORDS;
}
/** A chrome heading that points from one article to others ("Related stories", "Read next"): only an article has them, so its links are never an index's items. */
const ARTICLE_RELATIVE_HEADING = /\b(?:related|more like this|you (?:may|might) (?:also )?like|read (?:next|more|this next)|up next|what to read)\b/i;
/** A "Related:" / "Read more:" label that introduces a promoted story link. */
const PROMO_LABEL = /^[\s*_\\]*(?:related(?: articles?| stor(?:y|ies)| content)?|read more|read also|also read|more|recommended|watch|listen|see more|don'?t miss|must read|click here|trending|popular|latest)[\s*_\\]*[:\-–—|]/i;
/**
 * "Read also" in English, French, German, Portuguese, Spanish, Italian, Dutch and Polish: before a
 * promoted story's link it needs no colon (Le Figaro's "À lire aussi [story]", Folha's "Leia também").
 */
const READ_ALSO_BEFORE_LINK = /^[\s*_\\]*(?:read also|also read|(?:à |a )?lire (?:aussi|également)|lesen sie (?:auch|mehr)|mehr zum thema|leia (?:também|mais)|le[ae] (?:también|más)|leggi anche|lees ook|czytaj (?:też|także|również))[\s*_\\]*(?:[:\-–—|][\s*_\\]*)?\[/iu;
/** Promo lines are short (characters). */
const PROMO_MAX_CHARS = 300;
/** ...and at least this share link labels (the label itself is the rest). */
const PROMO_LINK_SHARE = 0.4;
/** A promoted headline has at least this many words in its label. */
const HEADLINE_MIN_WORDS = 3;
/** ...and is set in capitals (this share of its letters) when it is not in bold. */
const HEADLINE_CAPITALS_SHARE = 0.8;
/** Labels of share and follow buttons. */
const SHARE_LABEL = /^(?:share|tweet|facebook|twitter|x|linkedin|e-?mail|pinterest|whatsapp|reddit|telegram|print|copy link|flipboard|pocket|messenger|threads|bluesky|mastodon|instagram|youtube|tiktok|rss)$/i;

/** An article's Markdown after the trim, and how many blocks went. */
export interface TrimmedMarkdown {
  readonly markdown: string;
  readonly droppedBlocks: number;
}

interface Block {
  readonly text: string;
  readonly heading: { readonly level: number; readonly title: string } | undefined;
  readonly linkOnly: boolean;
  readonly protected: boolean;
  readonly shareBar: boolean;
  /** A short "Related: <story>" or "Read more: <story>" line. */
  readonly promo: boolean;
  /** A paragraph that is one other story's headline, linked and set apart in bold or capitals. */
  readonly headline: boolean;
}

/** Options of {@link trimLinkBlocks}. */
export interface LinkBlockTrimOptions {
  /** Drop promoted headlines standing between the article's paragraphs (default on). */
  readonly headlines?: boolean;
  /** The page's address: a promoted headline links to the page's own site (a link elsewhere is a source). Without it no headline is dropped. */
  readonly pageUrl?: string;
  /** The address the page gives as its own (`PageMetadata.canonicalUrl`): its site is the page's own too. */
  readonly canonicalUrl?: string;
  /** Item titles kept on an index page (default {@link INDEX_TITLES}). */
  readonly indexTitles?: IndexTitleMode;
  /** The titles the page states (`PageMetadata.statedTitles`): a leading link-only line that opens with one is the page's own title. */
  readonly statedTitles?: readonly string[];
}

function linkLabels(block: string): string[] {
  if (!block.includes('](')) return [];
  return Array.from(block.replace(IMAGE, ' ').matchAll(LINK), (match) => (match[1] ?? '').trim());
}

/**
 * Drops the link-only Markdown blocks that are page chrome: share bars, navigation and
 * related-story lists. A link-only block (≥ {@link LINK_BLOCK_SHARE} of its letters in link labels)
 * goes when its section heading names such a list ("Related", "More stories", "Share"), when it
 * is a bar of share-button labels, or when it sits in the leading or trailing run of link-only
 * blocks around the text (breadcrumbs and menus before the article or above its `#` title, story
 * lists after it, but not the lines indented under the list item the text ends in; a link right
 * under the title, such as its author's name, stays, and so does a leading line linked with the
 * page's own stated title, given `options.statedTitles`, and the first post's author's name on a thread
 * that names its later posts' authors alike: `leadingAuthorLines`); a short
 * "Related: <story>" or "Read more: <story>" line goes wherever it stands, and so does another of the
 * site's stories set as a bold or capitalised headline of its own (given `options.pageUrl`).
 * Kept always: blocks under a heading of references, sources, footnotes, further reading, see also
 * or downloads; tables (a documentation page's link tables); fenced code; blocks without text.
 * A chrome heading whose whole section went goes with it, and so does one over an empty section, a heading of
 * another product's carousel left over nothing, and any heading that ends the page. Nothing is dropped when fewer than
 * {@link MIN_WORDS_AFTER_TRIM} words would remain (a link index is its links).
 */
export function trimLinkBlocks(markdown: string, options: LinkBlockTrimOptions = {}): TrimmedMarkdown {
  const sites = options.headlines === false || options.pageUrl === undefined ? new Set<string>() : ownSites(options.pageUrl, options.canonicalUrl);
  const blocks = classify(markdownBlocks(markdown), sites);
  const firstText = blocks.findIndex((block) => !block.linkOnly && block.heading === undefined && hasVisibleText(block.text));
  // The page's title heading ends the leading run: a link right under it is the post's or story's own (its author).
  const title = blocks.findIndex((block) => block.heading?.level === 1);
  const leadEnd = title >= 0 && (firstText < 0 || title < firstText) ? title : firstText;
  const lastText = blocks.length - 1 - [...blocks].reverse().findIndex((block) => !block.linkOnly && block.heading === undefined && hasVisibleText(block.text));
  // A thread whose title is not in the text opens with its first post's author, named as its later posts' are.
  const authorLines = firstText < 0 ? new Set<number>() : leadingAuthorLines(blocks, leadEnd);
  const drop = new Set<number>();
  /** Dropped blocks that an index page keeps when they are item titles, by mode. */
  const chromeDrops: number[] = [];
  const runDrops: number[] = [];
  let sectionIsChrome = false;
  let sectionTitle = '';
  let sectionIsArticleRelative = false;
  let sectionIsContent = false;
  let sectionListed = false;
  blocks.forEach((block, index) => {
    if (block.heading !== undefined) {
      sectionTitle = block.heading.title;
      sectionIsChrome = namesLinkList(block.heading.title) && !CONTENT_LINK_HEADING.test(block.heading.title);
      sectionIsArticleRelative = sectionIsChrome && ARTICLE_RELATIVE_HEADING.test(block.heading.title);
      sectionIsContent = CONTENT_LINK_HEADING.test(block.heading.title);
      sectionListed = false;
      return;
    }
    // A menu holds no prose: text under a navigation heading (GitHub's screen-reader "Navigation Menu" above an issue list) ends its menu.
    if (sectionIsChrome && !block.linkOnly && hasVisibleText(block.text) && NAVIGATION_HEADING.test(sectionTitle)) sectionIsChrome = false;
    // Nor does a chrome heading's list run on past its end: prose after it, outside the list, is the page's again (a thread's
    // posts after Invision's "Most Popular Posts", which no heading of their own closes).
    if (sectionIsChrome && LIST_ITEM_LINE.test(block.text)) sectionListed = true;
    else if (sectionIsChrome && sectionListed && !block.linkOnly && !IN_LIST_ITEM.test(block.text) && hasVisibleText(block.text)) sectionIsChrome = false;
    if (block.protected || sectionIsContent) return;
    if (block.promo || block.headline) {
      drop.add(index);
      return;
    }
    if (!block.linkOnly) return;
    if (index < leadEnd && !sectionIsChrome && !block.shareBar && (isOwnTitleLine(block.text, options.statedTitles) || authorLines.has(index))) return;
    const outsideText = firstText < 0 || index < leadEnd || (index > lastText && !continuesLastItem(blocks, lastText, index));
    if (sectionIsChrome || block.shareBar || outsideText) drop.add(index);
    if (block.shareBar || sectionIsArticleRelative) return;
    if (sectionIsChrome) chromeDrops.push(index);
    else if (outsideText) runDrops.push(index);
  });
  // A chrome heading whose list a stage already left out stands over nothing (the BBC's "Related", "More on this story");
  // a card's title after it (a heading with the card's link mark, set as large as the section's: Mintlify's "Related endpoints") is the first item of its list.
  blocks.forEach((block, index) => {
    const next = blocks[index + 1];
    if (block.heading !== undefined && namesLinkList(block.heading.title) && !CONTENT_LINK_HEADING.test(block.heading.title) && (next === undefined || (next.heading !== undefined && next.heading.level <= block.heading.level && !next.text.includes(`[${CARD_LINK_MARK}](`)))) drop.add(index);
  });
  keepIndexTitles(blocks, drop, options.indexTitles ?? INDEX_TITLES, chromeDrops, runDrops);
  // A chrome heading left without any kept block before the next heading of its level or higher goes too.
  blocks.forEach((block, index) => {
    if (block.heading === undefined || !(namesLinkList(block.heading.title) || titlesRecommendations(block.heading.title))) return;
    let keptBelow = false;
    let droppedBelow = false;
    for (let next = index + 1; next < blocks.length; next += 1) {
      const following = blocks[next] as Block;
      if (following.heading !== undefined && following.heading.level <= block.heading.level) break;
      if (drop.has(next)) droppedBelow = true;
      else if (following.heading === undefined) keptBelow = true;
    }
    if (droppedBelow && !keptBelow) drop.add(index);
  });
  dropTrailingHeadings(blocks, drop);
  if (drop.size === 0) return { markdown, droppedBlocks: 0 };
  const remaining = joinBlocksExcept(blocks, drop);
  if (visibleWordCount(remaining) < MIN_WORDS_AFTER_TRIM) return { markdown, droppedBlocks: 0 };
  const droppedLinkBlocks = [...drop].filter((index) => blocks[index]?.heading === undefined).length;
  return { markdown: remaining, droppedBlocks: droppedLinkBlocks };
}

/** The heading titles another product's carousel ("Andre kunder kjøpte også", "Similar items") or other threads ("Similar Content"): its cards may have gone before the trim, or in it. */
function titlesRecommendations(title: string): boolean {
  const kind = asideHeadingKind(title, { reviews: false });
  return kind === 'recommendations' || kind === 'related';
}

/** A section's title says at most this many characters; a longer heading is a text set large. */
const TRAILING_HEADING_MAX_CHARS = 120;

/** A heading longer than a title, or one whose sentence ends before more text (Chiebukuro's "…少ないかもしれません。根が…"): a paragraph set as a heading. */
function isProseHeading(title: string): boolean {
  return title.length > TRAILING_HEADING_MAX_CHARS || /[。！？]\s*\S/u.test(title);
}

/**
 * Drops the headings that end the page with nothing kept after them: a section's title whose content a stage
 * left out (a carousel's "Polecane akcesoria", a trailer's "Trailer" over its player) titles nothing. A run with
 * a linked heading stays: it is an item's title and place (a listing of events, its last one's date gone as a link); so does a
 * run with a paragraph set as a heading (`isProseHeading`).
 */
function dropTrailingHeadings(blocks: readonly Block[], drop: Set<number>): void {
  const trailing: number[] = [];
  for (let index = blocks.length - 1; index >= 0; index -= 1) {
    if (drop.has(index)) continue;
    const block = blocks[index] as Block;
    // A linked heading is an item's title (a listing's last event), not a section's; a question says something of its own (an FAQ's last, its answer folded away).
    // So does a heading of a paragraph's length: a post's text set as a heading (Yahoo! Chiebukuro's answers in `<h2>`).
    if (block.heading !== undefined && (block.text.includes('](') || /[?？]\s*$/.test(block.heading.title) || isProseHeading(block.heading.title))) return;
    // A picture under a heading is its section's content.
    if (block.heading === undefined) {
      for (const heading of trailing) drop.add(heading);
      return;
    }
    trailing.push(index);
  }
}

/**
 * A one-line block whose first link is labelled with the title the page states (`isStatedTitleOpening`):
 * the page's own title set as a link (a thread's link to the story it discusses, a post's permalink), not
 * a menu above it.
 */
function isOwnTitleLine(text: string, statedTitles: readonly string[] | undefined): boolean {
  if (statedTitles === undefined || statedTitles.length === 0 || text.trim().includes('\n')) return false;
  const label = linkLabels(text)[0];
  return label !== undefined && isStatedTitleOpening(label, statedTitles);
}

/** A line that is one link (a list item, a heading or emphasised), its label and target. */
const TITLE_LINE = /^[ \t]*(?:[-*+][ \t]+|\d+[.)][ \t]+)?(?:#{1,6}[ \t]+)?(\*{1,2}|_{1,2})?\[([^\]]+)\]\(<?([^)\s>]*)>?(?:[ \t]+"[^"]*")?\)\1?[ \t]*$/;

/** A link that asks the reader to act ("Read case study", "More from Science", "Return to the forum", "Go to topic listing") is a control, not an item's title. */
const CALL_TO_ACTION = /^\W*(?:read|more|see|view|return|back|go|skip|start|learn|shop|explore|discover|browse|continue|show|load|sign|log|join|subscribe|download|watch|listen|click|visit|find|open|get|try|book|contact|request|buy|order|apply|register)\b/i;

/** Whether every line of `text` is an item's title: one link of at least {@link INDEX_TITLE_MIN_WORDS} lettered words to another page (not a fragment of this one), not a call to action. */
function isTitleBlock(text: string): boolean {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  return lines.length > 0 && lines.every((line) => {
    const match = TITLE_LINE.exec(line);
    if (match === null || (match[3] ?? '').includes('#') || CALL_TO_ACTION.test(match[2] as string)) return false;
    return (match[2] as string).split(/\s+/).filter((word) => /\p{L}/u.test(word)).length >= INDEX_TITLE_MIN_WORDS;
  });
}

/** A price as a shop writes it: a currency sign and an amount, or an amount and its currency. */
const PRICE = /^(?:[$£€¥₹]\s?\d[\d.,\s]*|\d[\d.,\s]*\s?(?:€|zł|kr|Kč|lei|CHF|USD|EUR|GBP))$/;

/** A block that is one linked price (`[£39.99](…/dp/…)`). */
function isPriceLink(text: string): boolean {
  const match = TITLE_LINE.exec(text.trim());
  return match !== null && PRICE.test((match[2] as string).trim());
}

/**
 * On an index page (what the trim keeps is a linked-title index), keeps the dropped blocks that are
 * item titles (`isTitleBlock`): under `mode` `chrome` those of chrome-headed sections, under `all` those
 * of the leading and trailing runs too, and a linked price right after a kept block or title (`isPriceLink`). An article's related-story lists stay dropped: without them
 * its text has far more words than an index's summaries.
 */
function keepIndexTitles(blocks: readonly Block[], drop: Set<number>, mode: IndexTitleMode, chromeDrops: readonly number[], runDrops: readonly number[]): void {
  if (mode === 'off') return;
  const candidates = (mode === 'all' ? [...chromeDrops, ...runDrops] : chromeDrops).filter((index) => isTitleBlock((blocks[index] as Block).text));
  if (candidates.length === 0) return;
  // A linked price right after an item's kept title or rating is that item's (Amazon's best sellers end each card in one: the last card's went with the trailing run).
  for (const index of runDrops) if (isPriceLink((blocks[index] as Block).text) && (!drop.has(index - 1) || candidates.includes(index - 1))) candidates.push(index);
  const kept = joinBlocksExcept(blocks, drop);
  if (!isLinkedTitleIndex(visibleWordCount(kept), linkedTitleLines(kept), LINKED_TITLE_INDEX)) return;
  for (const index of candidates) drop.delete(index);
}

/** The page's own sites: its address's and, when the page names another as its own, that one's. */
function ownSites(pageUrl: string, canonicalUrl: string | undefined): ReadonlySet<string> {
  return new Set([linkSite(pageUrl), canonicalUrl === undefined ? undefined : linkSite(canonicalUrl)].filter((site): site is string => site !== undefined));
}

function classify(parts: readonly MarkdownBlock[], sites: ReadonlySet<string>): Block[] {
  return parts.map(({ text, inCode, heading }) => {
    if (heading !== undefined) return { text, heading, linkOnly: false, protected: true, shareBar: false, promo: false, headline: false };
    const labels = linkLabels(text);
    const share = inCode ? 0 : linkLabelShare(text);
    const linkOnly = share >= LINK_BLOCK_SHARE;
    return {
      text,
      heading: undefined,
      linkOnly,
      protected: inCode || TABLE_ROW.test(text),
      shareBar: linkOnly && labels.length >= 2 && labels.every((label) => SHARE_LABEL.test(label.replace(/^\W+|\W+$/g, ''))),
      promo: labels.length > 0 && share >= PROMO_LINK_SHARE && text.length <= PROMO_MAX_CHARS && (PROMO_LABEL.test(text.trim()) || READ_ALSO_BEFORE_LINK.test(text.trim())),
      headline: sites.size > 0 && !inCode && linkOnly && labels.length === 1 && !IN_LIST_ITEM.test(text) && isPromotedHeadline(text.trim(), labels[0] as string, sites),
    };
  });
}

/** A block indented under a list item's marker: a line of that item (a product card's name), not a paragraph of its own. */
const IN_LIST_ITEM = /^(?: {2,}|\t)/;

/**
 * The trailing block at `index` is a line of the list item that the text ends in (a listing's last
 * story: its comment count and links, indented under the item's marker like every story's), not
 * a list of links after the text: it and every block between it and the last text are indented,
 * and the last text opens a list item or is indented itself.
 */
function continuesLastItem(blocks: readonly Block[], lastText: number, index: number): boolean {
  const last = (blocks[lastText] as Block).text;
  if (!LIST_ITEM_LINE.test(last) && !IN_LIST_ITEM.test(last)) return false;
  for (let next = lastText + 1; next <= index; next += 1) if (!IN_LIST_ITEM.test((blocks[next] as Block).text)) return false;
  return true;
}

/**
 * One linked headline alone in its paragraph, in bold (`**[…](…)**`) or in capitals, of at least
 * {@link HEADLINE_MIN_WORDS} words, linking to one of the page's own sites: how news sites set another of
 * their stories between an article's paragraphs. A plain link paragraph (a download) and a link to
 * another site (a source: "CLICK FOR FULL RESULTS") are not one.
 */
function isPromotedHeadline(text: string, label: string, sites: ReadonlySet<string>): boolean {
  if (/^(?:[-+*]|\d+[.)])\s/.test(text)) return false;
  const target = /\]\(\s*<?([^)\s>]+)/.exec(text)?.[1];
  const targetSite = target === undefined ? undefined : linkSite(target);
  if (targetSite === undefined || !sites.has(targetSite)) return false;
  const words = label.replace(/[*_\\]/g, ' ').split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  if (words.length < HEADLINE_MIN_WORDS) return false;
  if (/^(?:\*\*|__)\[[^\]]*\]\([^)]*\)(?:\*\*|__)$/.test(text)) return true;
  const letters = label.replace(/[^\p{L}]/gu, '');
  const capitals = label.replace(/[^\p{Lu}]/gu, '');
  return letters.length > 0 && capitals.length >= HEADLINE_CAPITALS_SHARE * letters.length;
}
