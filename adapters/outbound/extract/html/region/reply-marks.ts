import { squeezed } from '../element-text.js';
import { isName } from './linked-facts.js';
import { isProfileLink, NAME_MAX_WORDS } from './post-author-asides.js';
import { signature } from './post-series.js';

/** A thread shows its nesting from this many posts on (fewer is no thread). */
export const THREAD_MIN_POSTS = 3;
/** How far up from an author's link its post is looked for. */
const POST_LEVELS = 12;
/** Author links read at most, so a huge page costs a bounded walk. */
const MAX_AUTHORS = 400;

/** A comment row and how far it is indented. */
interface IndentedPost {
  readonly author: Element;
  readonly depth: number;
}

/**
 * Writes, in place, whom each reply of a threaded discussion answers: " · in reply to NAME" after
 * the reply's author link. The chain reads a thread as a flat run of posts, so who answered whom
 * was lost (old Reddit and Disqus nest each reply's element inside the post it answers; Hacker
 * News sets one row per comment, indented by a cell's `indent` attribute). Posts are the elements
 * of one tag and first class name (or one custom tag) that hold a link to a member's profile
 * (`isProfileLink`), at least {@link THREAD_MIN_POSTS} of them; a post inside another is its reply, and
 * so is a row indented one step deeper than the row before it at one step less. The name is the
 * answered post's first profile link. Returns how many replies were marked.
 */
export function markReplies(root: Element): number {
  const authors = Array.from(root.querySelectorAll('a[href]'))
    .filter((link) => isProfileLink(link.getAttribute('href') ?? '') && !isDecorative(link) && isName(link.textContent ?? '', NAME_MAX_WORDS))
    .slice(0, MAX_AUTHORS);
  if (authors.length < THREAD_MIN_POSTS) return 0;
  const indented = indentedReplies(authors);
  return indented > 0 ? indented : nestedReplies(authors);
}

/**
 * A link kept out of the accessibility tree and the tab order: an avatar that repeats the author
 * link beside it (an initials badge "D" next to "Dana Whitlock"), not a post's author of its own.
 */
function isDecorative(link: Element): boolean {
  return link.getAttribute('aria-hidden') === 'true' || link.getAttribute('tabindex') === '-1';
}

/**
 * Replies nested in the posts they answer. A family is the elements of one signature that hold an
 * author link nearest (none of the family between them); its posts are those that hold exactly one
 * (a listing of several top-level comments is a wrapper, not a post). The family with the most
 * posts nested in its own posts is the thread's.
 */
function nestedReplies(authors: readonly Element[]): number {
  const families = new Map<string, Map<Element, Element[]>>();
  for (const author of authors) {
    const seen = new Set<string>();
    let element = author.parentElement;
    for (let level = 0; level < POST_LEVELS && element !== null; level += 1, element = element.parentElement) {
      const key = replySignature(element);
      if (key === undefined || seen.has(key)) continue;
      // Only the nearest element of each signature owns the link.
      seen.add(key);
      const owners = families.get(key) ?? new Map<Element, Element[]>();
      families.set(key, owners);
      owners.set(element, [...(owners.get(element) ?? []), author]);
    }
  }
  let best: Map<Element, Element> | undefined;
  let bestReplies = 0;
  for (const owners of families.values()) {
    const posts = new Map(Array.from(owners).filter(([, links]) => links.length === 1).map(([post, links]) => [post, links[0] as Element]));
    if (posts.size < THREAD_MIN_POSTS) continue;
    const replies = Array.from(posts.keys()).filter((post) => answered(post, posts) !== undefined).length;
    if (replies > bestReplies) {
      best = posts;
      bestReplies = replies;
    }
  }
  if (best === undefined) return 0;
  let marked = 0;
  for (const [post, author] of best) {
    const parent = answered(post, best);
    const parentAuthor = parent === undefined ? undefined : best.get(parent);
    if (parentAuthor === undefined) continue;
    markReply(author, parentAuthor);
    marked += 1;
  }
  return marked;
}

/** The nearest post of the family that holds `post`, if any. */
function answered(post: Element, posts: ReadonlyMap<Element, Element>): Element | undefined {
  for (let element = post.parentElement; element !== null; element = element.parentElement) if (posts.has(element)) return element;
  return undefined;
}

/** Rows indented by an `indent` attribute (Hacker News's `td.ind`): each answers the last row one step less indented. */
function indentedReplies(authors: readonly Element[]): number {
  const posts: IndentedPost[] = [];
  const seen = new Set<Element>();
  for (const author of authors) {
    const row = author.closest('tr');
    const cell = row?.querySelector('[indent]');
    const depth = Number.parseInt(cell?.getAttribute('indent') ?? '', 10);
    if (row === null || row === undefined || !Number.isFinite(depth) || seen.has(row)) continue;
    seen.add(row);
    posts.push({ author, depth });
  }
  if (posts.length < THREAD_MIN_POSTS) return 0;
  let marked = 0;
  const open: IndentedPost[] = [];
  for (const post of posts) {
    const { depth } = post;
    open.length = Math.min(open.length, depth);
    const parent = depth > 0 ? open[depth - 1] : undefined;
    if (parent !== undefined) {
      markReply(post.author, parent.author);
      marked += 1;
    }
    open[depth] = post;
  }
  return marked;
}

/** Puts " · in reply to NAME" right after the reply's author link. */
function markReply(author: Element, answeredAuthor: Element): void {
  const name = (answeredAuthor.textContent ?? '').replace(/\s+/g, ' ').trim();
  badgeAfter(author).after(author.ownerDocument.createTextNode(` · in reply to ${name}`));
}

/** A badge beside a name says at most this many characters ("(OP)", "Mod"). */
const BADGE_MAX_CHARS = 12;
/** Inline elements a badge or a name's wrapper is set in. */
const INLINE = new Set(['span', 'abbr', 'small', 'em', 'strong', 'b', 'sup']);

/**
 * The author's name, or the badge right after it that belongs to it (Tildes' `<span>(<abbr>OP</abbr>)</span>`):
 * the reply mark goes after the badge, or "in reply to lanternfish (OP)" gave the badge to the other member.
 * The badge may follow the inline wrappers that hold nothing but the name (Lemmy's
 * `<span><span class="person-listing"><a>pinecone_ops</a></span></span><span class="badge">OP</span>`).
 */
function badgeAfter(author: Element): Element {
  let next = nameHolder(author).nextSibling;
  while (next !== null && next.nodeType === 3 && (next.textContent ?? '').trim() === '') next = next.nextSibling;
  if (next === null || next.nodeType !== 1) return author;
  const badge = next as Element;
  const text = (badge.textContent ?? '').trim();
  return INLINE.has(badge.localName) && text !== '' && text.length <= BADGE_MAX_CHARS && badge.querySelector('a, time') === null ? badge : author;
}

/** The outermost inline element round the author's link whose text is only the name (the link itself when none is). */
function nameHolder(author: Element): Element {
  const name = squeezed(author.textContent ?? '');
  let holder = author;
  for (let parent = author.parentElement; parent !== null && INLINE.has(parent.localName) && squeezed(parent.textContent ?? '') === name; parent = parent.parentElement) holder = parent;
  return holder;
}

/** A post series' signature (tag and first class name), or a custom element's tag (shreddit's `shreddit-comment`). */
function replySignature(element: Element): string | undefined {
  return signature(element) ?? (element.localName.includes('-') ? element.localName : undefined);
}
