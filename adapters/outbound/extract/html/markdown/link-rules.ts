import type TurndownService from 'turndown';
import { toSafeHttpUrl } from '../../support/safe-url.js';
import { withoutNewTabNotice } from '../region/new-tab-notice.js';
import { redirectTarget } from './redirect-links.js';
import { inlineCodeWithLinksRule } from './code-formatting-rule.js';
import { figureCaption, figureCaptionRule, markdownTitle } from './figure-caption-rule.js';

/** Attributes lazy-loading scripts use instead of `src`, in order of preference (LinkedIn's `data-delayed-url` and `data-li-src` last). */
export const IMAGE_SOURCE_ATTRIBUTES = ['src', 'data-src', 'data-original', 'data-lazy-src', 'data-delayed-url', 'data-li-src', 'zoomfile', 'file'] as const;
/**
 * A `src` that is a lazy loader's stand-in (`none.gif`, `blank.gif`, `spacer.gif`, `placeholder.png`,
 * `lazy.svg`): the image is in the loader's attribute (Discuz's `file` and `zoomfile` beside
 * `src="static/image/common/none.gif"`).
 */
const PLACEHOLDER_SOURCE = /(?:^|\/)(?:none|blank|spacer|empty|transparent|placeholder|lazy|loading|pixel)[\w-]*\.(?:gif|png|svg)(?:[?#]|$)/i;
/** Candidate lists (`srcset`) of a responsive image or its lazy loader, read when no single source is given. */
const IMAGE_SOURCE_SETS = ['srcset', 'data-srcset'] as const;

/** The URL of a candidate list's first candidate ("a.jpg 1x, b.jpg 2x" gives "a.jpg"). */
function firstCandidate(sourceSet: string): string {
  return (sourceSet.trim().split(/\s+/)[0] ?? '').replace(/,+$/, '');
}

/** The elements whose candidate lists stand for `image`: itself, then its `<picture>`'s `<source>`s. */
function sourceSetHolders(image: Element): Element[] {
  const picture = image.parentElement;
  const sources = picture?.localName === 'picture' ? Array.from(picture.children).filter((child) => child.localName === 'source') : [];
  return [image, ...sources];
}

/**
 * Set before a link that follows a "!" of the text: `![label](…)` would read as an image (rustdoc's
 * `impl !Freeze for Bucket`, "not Freeze", came out as an image named Freeze); `escapeBangs` escapes the "!".
 */
const BANG_MARK = '\uE000';

function afterBang(link: Element): boolean {
  const before = link.previousSibling;
  return before !== null && before.nodeType === 3 && (before.textContent ?? '').endsWith('!');
}

/** Escapes each "!" that `BANG_MARK` marks as standing before a link, and drops the marks. */
export function escapeBangs(markdown: string): string {
  return markdown.includes(BANG_MARK) ? markdown.replace(/!\uE000/g, '\\!').replace(/\uE000/g, '') : markdown;
}

/**
 * Link and image rules: targets become absolute http(s) URLs against `baseUrl`; any other scheme
 * (`javascript:`, `data:`, `vbscript:`, `file:`, `mailto:` ...) is dropped and only the link text
 * (or the image's alt text) stays. Links whose text spans paragraphs keep the text only. A link
 * into the page itself whose text is only a symbol (`isPermalinkMark`) is left out, and so is a
 * script's control labelled by a symbol; an image at most one pixel wide or high leaves its alt
 * text only. An image
 * whose `src` is a lazy loader's stand-in takes the loader's attribute (`PLACEHOLDER_SOURCE`). One
 * without a source attribute takes the first candidate of its `srcset` (or its `<picture>`'s
 * `<source>`s'), as a browser shows one. A figure's caption becomes its one image's title
 * (`figureCaptionRule`). Inline code holding links is written as code spans around them
 * (`inlineCodeWithLinksRule`).
 */
export function linkRules(baseUrl: string): Readonly<Record<'safeLink' | 'codeWithLinks' | 'safeImage' | 'figureCaption', TurndownService.Rule>> {
  const pageAddress = withoutFragment(toSafeHttpUrl(baseUrl, baseUrl) ?? baseUrl);
  const usable = (value: string): boolean => value.trim() !== '' && !/^\s*data:/i.test(value);
  const imageSource = (node: Element): string | undefined => {
    const sources = IMAGE_SOURCE_ATTRIBUTES.map((name) => node.getAttribute(name) ?? '').filter(usable);
    const source = sources.find((candidate) => !PLACEHOLDER_SOURCE.test(candidate.trim())) ?? sources[0];
    if (source !== undefined) return toSafeHttpUrl(source, baseUrl);
    // A candidate that is the page itself ("#", a placeholder) names no image.
    return sourceSetHolders(node)
      .flatMap((holder) => IMAGE_SOURCE_SETS.map((name) => firstCandidate(holder.getAttribute(name) ?? '')))
      .filter(usable)
      .map((candidate) => toSafeHttpUrl(candidate, baseUrl))
      .find((address) => address !== undefined && withoutFragment(address) !== pageAddress);
  };
  /** The Markdown link a link's `content` makes: the content alone when its target is unusable or it holds blocks, nothing for a permalink mark. */
  const markdownLink = (converted: string, link: Element): string => {
    const content = withoutNewTabNotice(asOneLine(converted) ?? converted);
    const resolved = toSafeHttpUrl(link.getAttribute('href') ?? '', baseUrl);
    const href = resolved === undefined ? undefined : (redirectTarget(resolved) ?? resolved);
    if ((href === undefined && isScriptControl(link, content)) || (isScriptLink(link) && saysAction(content))) return '';
    // Its bare `#` leads nowhere: the name it says is the sentence's text.
    if (isScriptLink(link)) return content;
    if (href === undefined) return content;
    // One image alone in a block of its own (Unsplash's `<a href="/photos/…"><div><img alt="…"></div></a>`): a linked image, a block still.
    if (content.includes('\n') && LONE_IMAGE.test(content.trim())) return `\n\n${afterBang(link) ? BANG_MARK : ''}[${content.trim()}](${escapeDestination(href)})\n\n`;
    if (content.includes('\n')) return withLinkedHeading(content, href, link, pageAddress);
    if (content.trim() === '' || isPermalinkMark(link, content, href, pageAddress) || movesAboutPage(link, content, href, pageAddress)) return '';
    if (isSelfLinkedHeading(link, href, pageAddress)) return content;
    return `${afterBang(link) ? BANG_MARK : ''}[${content}](${escapeDestination(href)})`;
  };
  return {
    safeLink: {
      filter: (node) => node.nodeName === 'A' && node.getAttribute('href') !== null,
      replacement: (content, node) => markdownLink(content, node as unknown as Element),
    },
    codeWithLinks: inlineCodeWithLinksRule(markdownLink),
    safeImage: {
      filter: 'img',
      replacement: (_content, node) => {
        const alt = (node.getAttribute('alt') ?? '').replace(/\s+/g, ' ').trim().replace(/([\\[\]])/g, '\\$1');
        const src = imageSource(node);
        // An emoji named in words (Ameblo's "ニコニコ", where WordPress's says "😀" and Discourse's ":sob:") is set apart from the words beside it.
        if (isEmoji(node)) return /\p{L}/u.test(alt) && !/^:[\w+-]+:$/.test(alt) ? `(${alt})` : alt;
        if (src === undefined || isSpacer(node)) return alt;
        // An image the page marks decorative (`alt=""`) beside words is their icon (pkg.go.dev's folder before "Directories", a pricing card's check mark before each feature).
        // (A member's picture that says no more than the name beside it went before: `dropMuteAvatars`.)
        if (node.getAttribute('alt') === '' && isBesideWords(node)) return '';
        const caption = figureCaption(node);
        return `![${alt}](${escapeDestination(src)}${caption === undefined ? '' : markdownTitle(caption)})`;
      },
    },
    figureCaption: figureCaptionRule((image) => imageSource(image) !== undefined),
  };
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** An image as Markdown writes it: what it says is its alternative text. */
const MARKDOWN_IMAGE = /!\[((?:\\.|[^\]\\])*)\]\([^)]*\)/g;

/**
 * A link that runs a script and is labelled only by a symbol ("[–]", "▲", "×") or a picture that says
 * nothing (Open Library's `<a href="javascript:;" aria-label="Show more options"><img alt="">` arrow
 * on every result): a toggle, vote or close control.
 */
function isScriptControl(link: Element, content: string): boolean {
  return /^\s*javascript:/i.test(link.getAttribute('href') ?? '') && !LETTER_OR_DIGIT.test(content.replace(MARKDOWN_IMAGE, '$1'));
}

/**
 * A link to a bare `#` that runs a script when pressed. One that says an action (phpBB's "Select all"
 * above each code box) is a button, not a link (`saysAction`); one that names a thing (Acalog's
 * prerequisites, "GEOL 1110", which open the course in a pop-up) is text of its sentence, written without the link.
 */
function isScriptLink(link: Element): boolean {
  return (link.getAttribute('href') ?? '').trim() === '#' && link.hasAttribute('onclick');
}

/** Whether a script link's label says an action (or nothing). */
function saysAction(content: string): boolean {
  return !LETTER_OR_DIGIT.test(content) || ACTION_WORD.test(content.replace(/^[\W_]+/u, ''));
}

/** The word an action's label opens with. */
const ACTION_WORD = /^(?:select|show|hide|expand|collapse|toggle|copy|close|open|view|load|print|more|less|edit|delete|remove|add|reply|quote|report|share|vote|like|save|download|send|cancel|back|next|previous|prev)\b/i;

/** An image drawn at most one pixel wide or high (a layout spacer, a tracking pixel): nothing to see. */
/** Class words of an emoji set as a picture in the text (WordPress's `img.emoji` and `wp-smiley`, Ameblo's `img.emoji`). */
const EMOJI_CLASS = /(?:^|[\s_-])(?:emoji|smiley|emoticon)(?:$|[\s_-])/i;

/** An emoji's picture says its name in the sentence: its `alt`, not a picture's link beside the words. */
function isEmoji(image: Element): boolean {
  return EMOJI_CLASS.test(image.getAttribute('class') ?? '');
}

function isSpacer(image: Element): boolean {
  return ['width', 'height'].some((name) => /^\s*[01](?:px)?\s*$/i.test(image.getAttribute(name) ?? ''));
}

/**
 * True for a heading's permalink and the like: a link whose text has no letter or digit ("¶", "§",
 * "#", a zero-width space, "ⓘ") and whose target is the place in this page where the link itself
 * stands (the id of the link, of one of its ancestors or of an anchor on its line; any place in the page when the link is in a
 * heading; any place in the page for "#", "¶", "§" and link glyphs), or no place at all (a bare `#`, a script's control). Documentation generators put one beside every heading and signature (Sphinx,
 * MkDocs, rustdoc, Docusaurus). A symbol that points elsewhere in the page (a footnote's "◊" or
 * "†", a citation's "↑") stays: it ties the text to the note.
 */
/** Glyphs that mark a permalink wherever it points in the page (a footnote's or a citation's mark is another symbol). */
const PERMALINK_GLYPH = /^\s*[#¶§🔗⚓]\s*$/u;

export function isPermalinkMark(link: Element, content: string, href: string, pageAddress: string): boolean {
  if (LETTER_OR_DIGIT.test(content)) return false;
  const fragment = ownFragment(link.getAttribute('href') ?? '', href, pageAddress);
  if (fragment === undefined) return false;
  // In a heading, a symbol into the page is the heading's own mark, wherever its anchor was set (Sphinx
  // sets a label's before the section, and Readability drops such empty anchors).
  if (fragment === '' || PERMALINK_GLYPH.test(content) || link.closest('h1, h2, h3, h4, h5, h6') !== null) return true;
  // A hash route names the heading in its query (Docsify's `#/caching?id=enabling-the-cache`).
  const routed = /^\/[^?]*\?(?:[^&]*&)*id=([^&]+)/.exec(fragment)?.[1];
  const targets = new Set([fragment, decodedFragment(fragment), ...(routed === undefined ? [] : [routed, decodedFragment(routed)])]);
  for (let element: Element | null = link; element !== null; element = element.parentElement) {
    if (targets.has(element.getAttribute('id') ?? '')) return true;
  }
  // Or an anchor on the link's own line (Haddock's `<p class="src">data <a id="t:Ring">Ring</a> a … <a href="#t:Ring">#</a></p>`).
  const line = link.parentElement;
  return line !== null && Array.from(line.querySelectorAll('[id]')).some((anchor) => targets.has(anchor.getAttribute('id') ?? ''));
}

/**
 * A heading's whole text set as a link to the heading itself (mdBook's `<h3 id="x"><a class="header"
 * href="#x">Title</a></h3>`, Docsify's `href="#/page?id=x"`): the heading is a permalink to itself, not a reference, and is read as its text.
 */
function isSelfLinkedHeading(link: Element, href: string, pageAddress: string): boolean {
  const heading = link.closest('h1, h2, h3, h4, h5, h6');
  if (heading === null) return false;
  const fragment = ownFragment(link.getAttribute('href') ?? '', href, pageAddress);
  if (fragment === undefined || fragment === '') return false;
  // A hash route names the heading in its query (Docsify's `#/caching?id=enabling-the-cache`).
  const routed = /^\/[^?]*\?(?:[^&]*&)*id=([^&]+)/.exec(fragment)?.[1];
  const targets = new Set([fragment, decodedFragment(fragment), ...(routed === undefined ? [] : [routed, decodedFragment(routed)])]);
  const named = (element: Element | null): boolean => element !== null && targets.has(element.getAttribute('id') ?? '');
  if (!named(link) && !named(heading) && !named(heading.parentElement)) return false;
  return (link.textContent ?? '').replace(/\s+/g, ' ').trim() === (heading.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The image's heading, or the element it sits in, has words: the image is set beside them. A figure's
 * caption is the image's own (NHK's `<figure><img alt=""><figcaption>…</figcaption></figure>`: read as
 * words beside an icon, the picture went, and the caption, which the image's title carries, with it).
 * A span that holds the image and no words stands for it (SMF's `span.messageicon` before each post's date).
 */
function isBesideWords(image: Element): boolean {
  let holder = image.closest('h1, h2, h3, h4, h5, h6') ?? image.parentElement;
  while (holder?.localName === 'span' && holder.parentElement !== null && !LETTER_OR_DIGIT.test(holder.textContent ?? '')) holder = holder.parentElement;
  if (holder === null) return false;
  if (holder.localName !== 'figure') return LETTER_OR_DIGIT.test(holder.textContent ?? '');
  return Array.from(holder.childNodes).some((child) => (child.nodeName !== 'FIGCAPTION' && child !== image) && LETTER_OR_DIGIT.test(child.textContent ?? ''));
}

/** What a link back to the page's top says ("top" beside each of man7.org's section headings). */
const BACK_TO_TOP = /^(?:(?:back|go|return|scroll) to (?:the )?top|to top|top)$/i;

/**
 * What a link that skips past part of the page says: "Skip to content", "Skip to Navigation", IKEA's "Skip
 * images" before its product gallery. Not "Skip lists" or a method named `skip`: the words after "Skip" must be a
 * place ("to …", "over …", "past …") or a part a reader skips.
 */
const SKIP_PAST = /^skip (?:(?:to|over|past) (?:the )?\S.{0,40}|(?:the )?(?:main )?(?:content|navigation|nav|menu|images?|gallery|carousel|slideshow|video|ads?|links|footer|header|search|sidebar))$/i;

/**
 * A link into this page that only moves the reader about it: back to its top ({@link BACK_TO_TOP}) or past a
 * part of it ({@link SKIP_PAST}), in words or as a picture whose text alternative says so (Apache httpd's
 * manual sets `<a href="#page-header"><img alt="top"></a>` above each directive). A control, not content.
 */
function movesAboutPage(link: Element, content: string, href: string, pageAddress: string): boolean {
  // The address first: most links lead elsewhere, and their words are then never read.
  if (ownFragment(link.getAttribute('href') ?? '', href, pageAddress) === undefined) return false;
  const says = content.replace(MARKDOWN_IMAGE, '$1').replace(/\s+/g, ' ').trim();
  return BACK_TO_TOP.test(says) || SKIP_PAST.test(says);
}

/** The fragment of a link into this page ('' for a bare `#`), or `undefined` for a link elsewhere. */
function ownFragment(rawHref: string, href: string, pageAddress: string): string | undefined {
  const raw = rawHref.trim();
  if (raw.startsWith('#')) return raw.slice(1);
  const hash = href.indexOf('#');
  return hash >= 0 && href.slice(0, hash) === pageAddress ? href.slice(hash + 1) : undefined;
}

/** Ids are matched as written and percent-decoded (rustdoc writes `impl-Result%3CT,+E%3E` into the id itself). */
function decodedFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

function withoutFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}

/** Escapes a URL for a Markdown link destination (parentheses and angle brackets). */
function escapeDestination(url: string): string {
  return url.replace(/[()<>]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A heading alone, its text without a link of its own. */
const LONE_HEADING = /^(#{1,6}) +((?:(?!\]\().)+)$/;

/**
 * A link that holds a heading and nothing else (`<a href="/car-details/202"><h3>Volkswagen Golf</h3></a>`,
 * as Auto Trader and Meetup set a listing's titles) is the heading linked, as `<h3><a>` writes it:
 * its target goes on the heading's text. Written as a link that holds blocks, the heading lost its
 * only link to the item. A link holding more blocks (a card of a picture, a heading and a price)
 * stays its blocks, its title linked (`withLinkedTitleLine`).
 */
function withLinkedHeading(content: string, href: string, link: Element, pageAddress: string): string {
  if (withoutFragment(href) === pageAddress || link.querySelector('a[href]') !== null) return content;
  const heading = LONE_HEADING.exec(content.trim());
  if (heading !== null) {
    const [, marks, text] = heading as unknown as [string, string, string];
    return `\n\n${marks} [${text.trim()}](${escapeDestination(href)})\n\n`;
  }
  return withLinkedTitleLine(content, href, link);
}

/**
 * A card set in one link (Etsy's results, Ghost's post cards, a case study's tile: a picture, a
 * title, a summary) keeps its blocks, with its link after its title ({@link CARD_LINK_MARK}): its
 * first heading, else the line of the part its class names as the name or title (Kmart's
 * `div.product_name` under a "New" badge), else its first line of text when that is short (a
 * property's name above its address). Written as bare blocks, the card gave a reader its title and no way to open it.
 */
function withLinkedTitleLine(content: string, href: string, link: Element): string {
  const lines = content.split('\n');
  const headingAt = lines.findIndex((line) => LONE_HEADING.test(line.trim()));
  const at = headingAt >= 0 ? headingAt : namedTitleLine(lines, link) ?? lines.findIndex((line) => line.trim() !== '' && !line.trim().startsWith('!['));
  const line = lines[at];
  if (line === undefined || line.includes('](') || (headingAt < 0 && (BLOCK_OPENING.test(line.trim()) || line.trim().split(/\s+/).length > CARD_TITLE_MAX_WORDS))) return content;
  lines[at] = `${line.trimEnd()} [${CARD_LINK_MARK}](${escapeDestination(href)})`;
  return lines.join('\n');
}

/** A card's part named as its name or title. */
const NAMED_TITLE = '[class*="name" i], [class*="title" i]';

/** The line that says the text of the card's part named as its name or title, when there is one. */
function namedTitleLine(lines: readonly string[], link: Element): number | undefined {
  const named = link.querySelector(NAMED_TITLE);
  const text = (named?.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') return undefined;
  const at = lines.findIndex((line) => line.trim() === text);
  return at >= 0 ? at : undefined;
}

/**
 * What a card's link is written as, after its title: the title itself stays text, so a card does not
 * read as one more linked item title (`linkedTitleLines`) beside a page's own list, where a site's
 * sidebar of cards would then pass for items Readability left out.
 */
export const CARD_LINK_MARK = '↗';

/** A card's title line is a name, not a sentence: at most this many words. */
const CARD_TITLE_MAX_WORDS = 16;

/** One Markdown image and nothing else. */
const LONE_IMAGE = /^!\[[^\]\n]*\]\([^)\s]*(?: "[^"\n]*")?\)$/;

/** What opens a Markdown block: a heading's, a list item's or a quote's marker, a fence, a table row. */
const BLOCK_OPENING = /^(?:#{1,6}\s|[-*+]\s|\d+[.)]\s|>|```|~~~|\||!\[)/;

/**
 * A link's Markdown as one line, where what is inside the link is one block's lines: the blank lines a
 * block set around them (DocC's `<a><p>Docking in crosswinds</p></a>`, a listing's `<a><address>4512
 * Ramsey Ave</address></a>`) go, and its line breaks become spaces (MDN's specification link, "HTML
 * Standard<br><small># dom-structuredclone</small>"). `undefined` when it is one line already, or holds
 * several blocks, a heading, a list or a figure's image: those stay blocks.
 */
function asOneLine(converted: string): string | undefined {
  if (!converted.includes('\n')) return undefined;
  const text = converted.trim();
  if (text === '' || text.includes('\n\n')) return undefined;
  const lines = text.split('\n').map((line) => line.trim());
  return lines.some((line) => BLOCK_OPENING.test(line)) ? undefined : lines.join(' ');
}
