import { classAttribute } from '../class-attribute.js';
import { isHidden } from './chrome-rules.js';
import { nameWords } from './name-words.js';

/** schema.org types of one contribution to a discussion: its `text` is what its author wrote. */
const POST_TYPE = /(?:^|\/)(?:Question|Answer|Comment|DiscussionForumPosting|SocialMediaPosting)$/;
/** Properties that hold a post's own words. */
const BODY_PROPS = new Set(['text', 'articleBody']);
/** Properties that say who wrote a post and when. */
const BYLINE_PROPS = new Set(['author', 'creator', 'dateCreated', 'datePublished']);
/** Elements that never carry visible words (microdata copies in `content` attributes). */
const INVISIBLE = new Set(['META', 'LINK', 'TEMPLATE', 'SCRIPT']);
const HEADING = /^H[1-6]$/;

/** What {@link removePostFurniture} keeps besides each post's text and nested posts. */
export interface PostFurnitureOptions {
  /** Keep the author's name and the post's date (`author`, `dateCreated`, `<time>`). */
  readonly bylines: boolean;
  /**
   * With `bylines`: an author item whose `name` is only a `<meta content>` or hidden copy (NodeBB,
   * Stack Exchange's answers and comments) is read by the visible element inside it whose text is
   * that name (the profile link). On in production, against the CV: 5-fold CV
   * (`bench/extract/post-bylines-cv.ts`) picks it in 1 fold of 5 because the references keep these
   * names on NodeBB and Super User and drop them on other Stack Exchange sites and XenForo (forum
   * F1 0.8483 → 0.8477 with comment authors read too); without the names a thread's answers and
   * comments run together with nothing to say who wrote which, and who answered is what a reader weighs.
   */
  readonly metaNames?: boolean;
}

/** Production choice (bench/RESULTS.md, `bench/extract/post-bylines-cv.ts`): dates and names kept, meta names read (see `metaNames`). */
export const POST_FURNITURE_OPTIONS: PostFurnitureOptions = { bylines: true, metaNames: true };

/** Shapes of the parts kept in marked posts: how the same template's unmarked posts are read. */
interface TemplateShapes {
  readonly bodies: Set<string>;
  readonly kept: Set<string>;
}

/**
 * Removes, in place, the furniture around the posts a page declares by schema.org microdata
 * (`itemscope` of type Question, Answer, Comment, DiscussionForumPosting, SocialMediaPosting): in
 * every such post that marks its own words (`itemprop="text"`/`articleBody` on a visible element
 * with text), everything that holds neither those words, nor a nested post, nor a heading or a
 * notice (`aside role="status"`), nor (with `bylines`) the author's name or the post's date. Vote widgets, user cards with reputation
 * and badges, signatures and "reply / quote / report / share" bars go; the question, every answer
 * and every comment stay. Posts whose words are not marked, or marked only on a hidden copy, are
 * left alone. A sibling of a trimmed post with its tag and first class but no microdata (forums
 * often mark the replies and not the opening post) is read by the same template: the parts whose
 * tag and classes match what was kept in the marked posts stay, when one of them is a body.
 * Selectors run once per call; everything else is walks over the posts. Returns how many posts
 * were trimmed; the visible bodies of the marked posts kept whole go to `bodies` when given.
 */
export function removePostFurniture(root: Element, options: PostFurnitureOptions = POST_FURNITURE_OPTIONS, bodies?: Element[]): number {
  const posts = new Set(Array.from(root.querySelectorAll('[itemscope][itemtype]')).filter((element) => isPost(element)));
  if (posts.size === 0) return 0;
  const shapes: TemplateShapes = { bodies: new Set(), kept: new Set() };
  const trimmedPosts: Element[] = [];
  const holdingPosts = ancestorsOf([...posts], root);
  for (const post of posts) {
    if (!root.contains(post)) continue;
    const kept = keptParts(post, { posts, holdingPosts }, options, shapes);
    if (kept.length === 0) continue;
    trimmedPosts.push(post);
    prune(post, kept);
    if (props(post).includes('acceptedAnswer') && hasOtherAnswers(post)) markAccepted(post);
    if (bodies !== undefined) bodies.push(...kept.filter((element) => props(element).some((prop) => BODY_PROPS.has(prop)) && !element.hasAttribute('itemscope')));
  }
  let trimmed = trimmedPosts.length;
  for (const sibling of unmarkedSiblings(trimmedPosts, posts, holdingPosts)) {
    const kept = descendants(sibling).filter((element) => shapes.kept.has(shape(element)));
    if (!kept.some((element) => shapes.bodies.has(shape(element)))) continue;
    prune(sibling, kept);
    trimmed += 1;
  }
  return trimmed;
}

/**
 * Says over an answer the page marks as the accepted one (schema.org's `acceptedAnswer`, Stack
 * Exchange's green check) among others that it is: the check is an icon, and without it nothing told
 * which answer solved the question.
 */
function markAccepted(answer: Element): void {
  const mark = (answer.ownerDocument as Document).createElement('p');
  mark.textContent = 'Accepted answer';
  answer.prepend(mark);
}

/** The answer's question holds other, suggested answers: a thread, not an FAQ (whose every answer is its question's accepted one, marked suggested too). */
function hasOtherAnswers(answer: Element): boolean {
  const question = answer.parentElement?.closest('[itemscope]');
  return question !== null && question !== undefined && Array.from(question.querySelectorAll('[itemprop~="suggestedAnswer"]')).some((other) => other !== answer && !props(other).includes('acceptedAnswer'));
}

function isPost(element: Element): boolean {
  return (element.getAttribute('itemtype') ?? '').split(/\s+/).some((type) => POST_TYPE.test(type));
}

function props(element: Element): string[] {
  return (element.getAttribute('itemprop') ?? '').split(/\s+/);
}

/** Tag and class list: the shape one template gives the same part of every post. */
function shape(element: Element): string {
  return `${element.nodeName}|${classAttribute(element).trim().replace(/\s+/g, ' ')}`;
}

/** Tag and first class: what the posts of one thread share. */
export function postFamily(element: Element): string {
  return `${element.nodeName}|${classAttribute(element).trim().split(/\s+/)[0] ?? ''}`;
}

/** The page's posts and the elements that hold one. */
interface PostIndex {
  readonly posts: ReadonlySet<Element>;
  readonly holdingPosts: ReadonlySet<Element>;
}

/**
 * The parts of `post` that stay (its visible bodies, nested posts and other item scopes that hold
 * posts, headings and, with `bylines`, author names and dates), recording their shapes; none when
 * the post marks no visible body. Walks the post's own scope only: nested item scopes are not
 * entered.
 */
function keptParts(post: Element, index: PostIndex, options: PostFurnitureOptions, shapes: TemplateShapes): Element[] {
  const kept: Element[] = [];
  const bodyShapes: string[] = [];
  const stack = Array.from(post.children);
  while (stack.length > 0) {
    const element = stack.pop() as Element;
    const tag = element.nodeName.toUpperCase();
    const elementProps = props(element);
    if (elementProps.some((prop) => BODY_PROPS.has(prop)) && !element.hasAttribute('itemscope')) {
      if (isVisibleText(element, post)) {
        kept.push(element);
        bodyShapes.push(shape(element));
      }
      continue;
    }
    if (index.posts.has(element) || (element.hasAttribute('itemscope') && index.holdingPosts.has(element))) {
      kept.push(element);
      continue;
    }
    if (HEADING.test(tag) || isPostNotice(element)) {
      kept.push(element);
      shapes.kept.add(shape(element));
      continue;
    }
    if (options.bylines && (tag === 'TIME' || isTimeago(element) || elementProps.some((prop) => BYLINE_PROPS.has(prop)))) {
      const name = bylineText(element, post, options.metaNames === true);
      if (name !== undefined) {
        kept.push(name);
        const classed = classedWrapper(name, element);
        if (classed !== undefined) shapes.kept.add(shape(classed));
      }
      // A post header marked as the author item holds the post's date too (NodeBB's "wrote on …").
      if (element.hasAttribute('itemscope')) kept.push(...descendants(element).filter((date) => (date.localName === 'time' || isTimeago(date)) && nearestScope(date) === element && isVisibleText(date, element)));
      continue;
    }
    if (!element.hasAttribute('itemscope')) stack.push(...Array.from(element.children));
  }
  if (bodyShapes.length === 0) return [];
  for (const bodyShape of bodyShapes) {
    shapes.bodies.add(bodyShape);
    shapes.kept.add(bodyShape);
  }
  return kept;
}

/**
 * A date the page shows in place of a `<time>`, its full date in `title` (NodeBB's `<a class="timeago"
 * title="2024-05-02T19:14:08.000Z">` a script fills, Stack Exchange's `span.relativetime`): the post's
 * `datePublished` is then only a `<meta>`, or not stated.
 */
function isTimeago(element: Element): boolean {
  return element.hasAttribute('title') && classAttribute(element).split(/\s+/).some((name) => TIME_CLASSES.has(name));
}

/**
 * Classes of a date shown in place of a `<time>`: jQuery's timeago, Stack Exchange's `relativetime`
 * ("answered Jun 30, 2012 at 4:34"; a comment's `relativetime-clean` is not read: a comment's date
 * under each of dozens says little).
 */
const TIME_CLASSES = new Set(['timeago', 'relativetime']);

/** A notice the site sets on a post (Stack Exchange's "This question already has answers here", "Closed", a bounty): an `<aside role="status">`. */
function isPostNotice(element: Element): boolean {
  return element.localName === 'aside' && element.getAttribute('role') === 'status';
}

/** A body readers see: an element with text, not a `<meta>` copy, and not inside a hidden wrapper within `scope`. */
function isVisibleText(element: Element, scope: Element): boolean {
  if (INVISIBLE.has(element.nodeName.toUpperCase()) || (element.textContent ?? '').trim() === '') return false;
  for (let current: Element | null = element; current !== null && current !== scope; current = current.parentElement) {
    if (isHidden(current) || namedHidden(current)) return false;
  }
  return true;
}

/** Class names of the common "display: none" utilities (`hidden`, `u-hidden`, `d-none`). */
function namedHidden(element: Element): boolean {
  const words = nameWords(classAttribute(element));
  return words.includes('hidden') || words.some((word, index) => word === 'd' && words[index + 1] === 'none');
}

/**
 * The visible part of a byline property: a date or name as it is, unless hidden within `post` (a
 * `d-none` copy of the date in machine format, "2016-03-17 13:23:29 +00:00", that readers never see); an author given as a Person
 * item only as its visible `name` (the rest of a user card is badges and counts), taken out of its
 * profile link so that it does not read as a link list.
 */
function bylineText(element: Element, post: Element, metaNames: boolean): Element | undefined {
  if (INVISIBLE.has(element.nodeName.toUpperCase()) || (element.textContent ?? '').trim() === '') return undefined;
  if (!element.hasAttribute('itemscope')) return isVisibleText(element, post) ? element : undefined;
  const inScope = descendants(element);
  const marked = inScope.find((candidate) => props(candidate).includes('name') && nearestScope(candidate) === element && isVisibleText(candidate, element));
  const name = marked ?? (metaNames ? shownMetaName(element, inScope) : undefined);
  if (name === undefined) return undefined;
  if (marked === undefined && name.nodeName.toUpperCase() === 'A') {
    // The profile link itself shows the name: its label stays, as text.
    const label = (name.ownerDocument as Document).createElement('span');
    label.append(...Array.from(name.childNodes));
    name.replaceWith(label);
    return label;
  }
  for (let current = name.parentElement; current !== null && current !== element; current = current.parentElement) {
    if (current.nodeName.toUpperCase() === 'A') {
      current.replaceWith(...Array.from(current.childNodes));
      break;
    }
  }
  return name;
}

/**
 * The visible element of `person` (whose descendants are `inScope`) that shows the name its
 * `<meta itemprop="name" content>` or hidden `itemprop="name"` copy gives (Stack Exchange: a `<meta>`
 * in an answer's user card, a `d-none` div in a comment's): the innermost one, in its own scope,
 * whose whole text is that name (the profile link's label), when the item marks its name only on
 * the copy.
 */
function shownMetaName(person: Element, inScope: readonly Element[]): Element | undefined {
  const copy = inScope.find((candidate) => props(candidate).includes('name') && nearestScope(candidate) === person);
  if (copy === undefined) return shownPerson(person);
  const name = normalised((copy.nodeName.toUpperCase() === 'META' ? copy.getAttribute('content') : copy.textContent) ?? '');
  if (name === '') return undefined;
  const shown = inScope.filter((candidate) => !INVISIBLE.has(candidate.nodeName.toUpperCase()) && nearestScope(candidate) === person && normalised(candidate.textContent ?? '') === name);
  const innermost = shown.filter((candidate) => !shown.some((other) => other !== candidate && candidate.contains(other)));
  return innermost.find((candidate) => isVisibleText(candidate, person));
}

/** Longest text of a person item that shows only a name (characters). */
const SHOWN_NAME_MAX_CHARS = 60;

/**
 * The person item itself when the hidden copy of its name has already gone as a copy of the text
 * shown beside it (`dropHiddenCopies`) and what is left is a name (Stack Exchange's comment author,
 * "– ann", linked or not): a short text with a letter. Its profile link becomes text.
 */
function shownPerson(person: Element): Element | undefined {
  const shown = normalised(person.textContent ?? '');
  if (isHidden(person) || namedHidden(person) || shown.length > SHOWN_NAME_MAX_CHARS || !/\p{L}/u.test(shown)) return undefined;
  for (const link of Array.from(person.querySelectorAll('a'))) link.replaceWith(...Array.from(link.childNodes));
  return person;
}

function normalised(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** `element` or its nearest ancestor up to `limit` that has a class (what identifies it in an unmarked post). */
function classedWrapper(element: Element, limit: Element): Element | undefined {
  for (let current: Element | null = element; current !== null; current = current.parentElement) {
    if (classAttribute(current).trim() !== '') return current;
    if (current === limit) break;
  }
  return undefined;
}

/** The nearest ancestor (not the element itself) that opens an item scope. */
function nearestScope(element: Element): Element | null {
  for (let current = element.parentElement; current !== null; current = current.parentElement) if (current.hasAttribute('itemscope')) return current;
  return null;
}

/**
 * Siblings of trimmed posts with their tag and first class that are not posts and hold none:
 * posts of the same thread that the page did not mark.
 */
function unmarkedSiblings(trimmedPosts: readonly Element[], posts: ReadonlySet<Element>, holdingPosts: ReadonlySet<Element>): Element[] {
  const siblings = new Set<Element>();
  for (const post of trimmedPosts) {
    const kind = postFamily(post);
    if (kind.endsWith('|')) continue;
    for (const sibling of Array.from(post.parentElement?.children ?? [])) {
      if (!posts.has(sibling) && !holdingPosts.has(sibling) && postFamily(sibling) === kind) siblings.add(sibling);
    }
  }
  return [...siblings];
}

/** Every element under `root`, in document order. */
function descendants(root: Element): Element[] {
  const found: Element[] = [];
  const stack = Array.from(root.children).reverse();
  while (stack.length > 0) {
    const element = stack.pop() as Element;
    found.push(element);
    stack.push(...Array.from(element.children).reverse());
  }
  return found;
}

/** The proper ancestors of `elements` below `limit`. */
function ancestorsOf(elements: readonly Element[], limit: Element): Set<Element> {
  const ancestors = new Set<Element>();
  for (const element of elements) {
    for (let current = element.parentElement; current !== null && current !== limit && !ancestors.has(current); current = current.parentElement) ancestors.add(current);
  }
  return ancestors;
}

/** Removes every element under `container` that neither is one of `kept` nor holds one. */
function prune(container: Element, kept: readonly Element[]): void {
  const keep = new Set(kept);
  const holding = ancestorsOf(kept, container);
  const stack = [container];
  while (stack.length > 0) {
    const element = stack.pop() as Element;
    for (const child of Array.from(element.children)) {
      if (keep.has(child)) continue;
      if (holding.has(child)) stack.push(child);
      else child.remove();
    }
  }
}
