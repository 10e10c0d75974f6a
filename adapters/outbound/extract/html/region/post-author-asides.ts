import { postFamily } from './post-furniture.js';

const HEADING = /^h[1-6]$/;
/** Where forum engines keep a member's page: `/profile/123-name/`, `/user/name`, `/members/name.12/`, `/u/name`, `user-123.html`. */
const PROFILE_PATH = /(?:^|\/)(?:profile|profiles|users?|members?|u)(?:\/|\.php|$)|(?:^|\/)(?:user|member)-\d+|memberlist\.php\?mode=viewprofile/i;
/** A member's name is short: at most this many words. */
const NAME_MAX_WORDS = 4;
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

/**
 * Keeps, in place, the author's name of each post whose engine prints it in an `<aside>` beside the
 * post (Invision Community's author pane: `<aside><h3><a href="/profile/…">ColdJ</a></h3>…post count,
 * reputation…</aside>`), which the stages drop whole with the aside: the first `<aside>` of a post
 * that holds a heading made of one link to a member's profile ({@link PROFILE_PATH}, a name of at
 * most {@link NAME_MAX_WORDS} words) becomes a paragraph of that name, as text; the rest of the
 * aside (avatar, group, statistics) goes. A post is the aside's parent, and it must repeat: at least
 * two siblings of its tag and first class hold such an aside (a thread, not one article's author
 * box). `asides` are the page's `<aside>` elements, collected by an earlier walk. Returns how many
 * authors were kept.
 */
export function keepPostAuthorAsides(asides: readonly Element[]): number {
  const named = new Map<Element, { aside: Element; name: string }>();
  for (const aside of asides) {
    const post = aside.parentElement;
    if (post === null || named.has(post)) continue;
    const name = authorName(aside);
    if (name !== undefined) named.set(post, { aside, name });
  }
  const families = new Map<string, number>();
  for (const post of named.keys()) {
    const key = postFamily(post);
    families.set(key, (families.get(key) ?? 0) + 1);
  }
  let kept = 0;
  for (const [post, { aside, name }] of named) {
    if ((families.get(postFamily(post)) ?? 0) < 2) continue;
    const line = (aside.ownerDocument as Document).createElement('p');
    line.textContent = name;
    aside.replaceWith(line);
    kept += 1;
  }
  return kept;
}

/** The name of the first heading in `aside` whose whole text is one link to a member's profile. */
function authorName(aside: Element): string | undefined {
  const stack = [aside];
  while (stack.length > 0) {
    const element = stack.pop() as Element;
    for (let child = element.lastElementChild; child !== null; child = child.previousElementSibling) stack.push(child);
    if (!HEADING.test(element.localName)) continue;
    const links = element.getElementsByTagName('a');
    if (links.length !== 1) return undefined;
    const link = links[0] as Element;
    const name = (link.textContent ?? '').replace(/\s+/g, ' ').trim();
    const whole = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (name === '' || name !== whole || name.split(' ').length > NAME_MAX_WORDS || !PROFILE_PATH.test(pathOf(link.getAttribute('href') ?? ''))) return undefined;
    return name;
  }
  return undefined;
}

function pathOf(href: string): string {
  return href.replace(/^[a-z]+:\/\/[^/]+/i, '');
}
