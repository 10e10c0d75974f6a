import { UNREAD_ELEMENTS } from '../element-text.js';
import { postFamily } from './post-furniture.js';

export const HEADING = /^h[1-6]$/;
/** Where forum engines keep a member's page: `/profile/123-name/`, `/user/name`, `/members/name.12/`, `/u/name`, `user-123.html`, Urban Dictionary's `/author.php?author=name`, Simple Machines Forum's `index.php?action=profile;u=42`. */
/** An account's page for signing in or up under the members' path (SegmentFault's "注册登录" button to `/user/login`): no member. */
const ACCOUNT_ACTION = /(?:^|\/)(?:users?|members?|u|profile)\/(?:log-?in|log-?out|sign-?in|sign-?up|sign-?out|register|registration|join|settings|password|reset)(?:[/?#.]|$)/i;
const PROFILE_PATH = /(?:^|\/)(?:profile|profiles|users?|members?|u)(?:\/|\.php|$)|(?:^|\/)(?:user|member)-\d+|(?:^|\/)user\?id=|memberlist\.php\?mode=viewprofile|(?:^|\/)author\.php\?author=|[?&;]action=profile\b[^#]*[;&]u=\d/i;
/** A member's name is short: at most this many words. */
export const NAME_MAX_WORDS = 4;
/**
 * Production setting: on. Who wrote each reply is part of a thread (the issue: forums keep the
 * question and every answer); 5-fold cross-validation over both development corpora
 * (`bench/extract/post-bylines-cv.ts`) picks the rule in 4 folds of 5 and it scores best in-sample
 * (forum 0.8486 against 0.8484 without it), though its held-out forum figure is a little lower (0.8480
 * against 0.8482): it changes three Invision threads, 0544 0.970 → 0.979, and 0547 0.475 → 0.471 and
 * 0550 0.524 → 0.523, whose references hold only some of the posts we keep (each added name there
 * costs precision).
 */
export const POST_AUTHOR_ASIDES_KEPT = true;

/** A pane beside a post (the avatar, the name, the member's title and statistics) holds at most this many words. */
const PANE_MAX_WORDS = 40;

/**
 * Keeps, in place, the author's name of each post whose engine prints it in a pane beside the
 * post's text, which the stages drop whole (Readability's conditional cleaning reads a pane of
 * links and statistics as clutter): an `<aside>` (Invision Community's author pane:
 * `<aside><h3><a href="/profile/…">ColdJ</a></h3>…post count, reputation…</aside>`), or the largest
 * block of at most {@link PANE_MAX_WORDS} words around one of `headings` (XenForo's
 * `div.message-cell--user` around `<h4 class="message-name"><a href="/members/…">`). The pane must
 * hold a heading made of one link to a member's profile ({@link PROFILE_PATH}, a name of at most
 * {@link NAME_MAX_WORDS} words). An aside becomes a paragraph of that name, as text; a pane of
 * divs gives way to its heading, the name as text (the post's highest ancestor holding no other such
 * heading bounds the pane, so a short post's words stay); the rest of the pane (avatar, group,
 * statistics) goes. A post is the pane's parent (its first such pane counts), and it
 * must repeat: at least two siblings of its tag and first class hold such a pane (a thread, not one
 * article's author box). `asides` and `headings` are the page's `<aside>` and heading elements,
 * collected by an earlier walk. Returns how many authors were kept.
 */
export function keepPostAuthorAsides(asides: readonly Element[], headings: readonly Element[] = []): number {
  const byPost = new Map<Element, { pane: Element; name: string; heading?: Element }>();
  const add = (pane: Element, name: string | undefined, heading?: Element): void => {
    const post = pane.parentElement;
    if (post !== null && name !== undefined && !byPost.has(post)) byPost.set(post, { pane, name, ...(heading === undefined ? {} : { heading }) });
  };
  for (const aside of asides) add(aside, authorName(aside));
  const named = headings.filter((heading) => heading.closest('aside') === null).map((heading) => ({ heading, name: profileName(heading) }));
  const candidates = named.filter((candidate): candidate is { heading: Element; name: string } => candidate.name !== undefined);
  const postOf = postsOf(candidates.map((candidate) => candidate.heading));
  for (const { heading, name } of candidates) add(paneOf(heading, postOf(heading)), name, heading);
  const families = new Map<string, number>();
  for (const post of byPost.keys()) {
    const key = postFamily(post);
    families.set(key, (families.get(key) ?? 0) + 1);
  }
  let kept = 0;
  for (const [post, { pane, name, heading }] of byPost) {
    if ((families.get(postFamily(post)) ?? 0) < 2 || !post.contains(pane)) continue;
    if (heading !== undefined) {
      heading.textContent = name;
      if (pane !== heading) pane.replaceWith(heading);
    } else {
      const line = (pane.ownerDocument as Document).createElement('p');
      line.textContent = name;
      pane.replaceWith(line);
    }
    kept += 1;
  }
  return kept;
}

/**
 * The post each of `headings` names the author of: its highest ancestor that holds no other of
 * them (below that, the thread holds the other posts).
 */
function postsOf(headings: readonly Element[]): (heading: Element) => Element {
  const held = new Map<Element, number>();
  for (const heading of headings) for (let element = heading.parentElement; element !== null; element = element.parentElement) held.set(element, (held.get(element) ?? 0) + 1);
  return (heading) => {
    let post = heading;
    while (post.parentElement !== null && held.get(post.parentElement) === 1) post = post.parentElement;
    return post;
  };
}

/**
 * The pane around `heading` in `post`: its largest block (itself included) of at most
 * {@link PANE_MAX_WORDS} words that leaves some of the post's words out (the post's text).
 */
function paneOf(heading: Element, post: Element): Element {
  const postWords = wordsUpTo(post, PANE_MAX_WORDS);
  let pane = heading;
  for (let parent = pane.parentElement; parent !== null && parent !== post && post.contains(parent); parent = parent.parentElement) {
    const words = wordsUpTo(parent, PANE_MAX_WORDS);
    if (words > PANE_MAX_WORDS || words >= postWords) break;
    pane = parent;
  }
  return pane;
}

/** How many words `element`'s text has, counted up to `limit` + 1 (the count stops there). */
function wordsUpTo(element: Element, limit: number): number {
  let words = 0;
  const stack: Node[] = [element];
  while (stack.length > 0 && words <= limit) {
    const node = stack.pop() as Node;
    if (node.nodeType === 3) words += (node.nodeValue ?? '').split(/\s+/).filter((word) => word !== '').length;
    else if (node.nodeType === 1 && !UNREAD_ELEMENTS.has((node as Element).localName)) {
      for (let child = node.lastChild; child !== null; child = child.previousSibling) stack.push(child);
    }
  }
  return Math.min(words, limit + 1);
}

/** The name of the first heading in `aside` whose whole text is one link to a member's profile. */
function authorName(aside: Element): string | undefined {
  const stack = [aside];
  while (stack.length > 0) {
    const element = stack.pop() as Element;
    for (let child = element.lastElementChild; child !== null; child = child.previousElementSibling) stack.push(child);
    if (HEADING.test(element.localName)) return profileName(element);
  }
  return undefined;
}

/** The member's name `heading` is, when its whole text is one link to a member's profile. */
function profileName(heading: Element): string | undefined {
  const links = heading.getElementsByTagName('a');
  if (links.length !== 1) return undefined;
  const link = links[0] as Element;
  const name = (link.textContent ?? '').replace(/\s+/g, ' ').trim();
  const whole = (heading.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (name === '' || name !== whole || name.split(' ').length > NAME_MAX_WORDS || !isProfileLink(link.getAttribute('href') ?? '')) return undefined;
  return name;
}

/** Whether `href` leads to a member's profile ({@link PROFILE_PATH}), on this site or another. */
export function isProfileLink(href: string): boolean {
  const path = pathOf(href);
  return PROFILE_PATH.test(path) && !ACCOUNT_ACTION.test(path);
}

function pathOf(href: string): string {
  return href.replace(/^[a-z]+:\/\/[^/]+/i, '');
}
