import { isHidden, nameWords } from './chrome-rules.js';

/** schema.org types of one contribution to a discussion: its `text` is what its author wrote. */
const POST_TYPE = /(?:^|\/)(?:Question|Answer|Comment|DiscussionForumPosting|SocialMediaPosting)$/;
/** Properties that hold a post's own words. */
const BODY_PROPS = new Set(['text', 'articleBody']);
/** Properties that say who wrote a post and when. */
const BYLINE_PROPS = new Set(['author', 'creator', 'dateCreated', 'datePublished']);
/** Elements that never carry visible words (microdata copies in `content` attributes). */
const INVISIBLE = new Set(['META', 'LINK', 'TEMPLATE', 'SCRIPT']);

/** What {@link removePostFurniture} keeps besides each post's text and nested posts. */
export interface PostFurnitureOptions {
  /** Keep the author's name and the post's date (`author`, `dateCreated`, `<time>`). */
  readonly bylines: boolean;
}

export const POST_FURNITURE_OPTIONS: PostFurnitureOptions = { bylines: true };

/**
 * Removes, in place, the furniture around the posts a page declares by schema.org microdata
 * (`itemscope` of type Question, Answer, Comment, DiscussionForumPosting, SocialMediaPosting): in
 * every such post that marks its own words (`itemprop="text"`/`articleBody` on a visible element
 * with text), everything that holds neither those words, nor a nested post, nor a heading, nor
 * (with `bylines`) the author's name or the post's date. Vote widgets, user cards with reputation
 * and badges, signatures and "reply / quote / report / share" bars go; the question, every answer
 * and every comment stay. Posts whose words are not marked, or marked only on a hidden copy, are
 * left alone. Returns how many posts were trimmed.
 */
export function removePostFurniture(root: Element, options: PostFurnitureOptions = POST_FURNITURE_OPTIONS): number {
  const posts = Array.from(root.querySelectorAll('[itemscope][itemtype]')).filter((element) => isPost(element));
  if (posts.length === 0) return 0;
  const postSet = new Set(posts);
  const shapes: TemplateShapes = { bodies: new Set(), kept: new Set() };
  const trimmedPosts: Element[] = [];
  for (const post of posts) {
    if (!root.contains(post)) continue;
    const kept = keptParts(post, postSet, options, shapes);
    if (kept === undefined) continue;
    trimmedPosts.push(post);
    prune(post, kept);
  }
  let trimmed = trimmedPosts.length;
  for (const sibling of unmarkedSiblings(trimmedPosts, postSet)) {
    const kept = Array.from(sibling.querySelectorAll('*')).filter((element) => shapes.kept.has(shape(element)));
    if (!kept.some((element) => shapes.bodies.has(shape(element)))) continue;
    prune(sibling, outermost(kept));
    trimmed += 1;
  }
  return trimmed;
}

/** Shapes of the parts kept in marked posts: how the same template's unmarked posts are read. */
interface TemplateShapes {
  readonly bodies: Set<string>;
  readonly kept: Set<string>;
}

/** Tag and class list: the shape one template gives the same part of every post. */
function shape(element: Element): string {
  return `${element.nodeName}|${(element.getAttribute('class') ?? '').trim().replace(/\s+/g, ' ')}`;
}

/** Tag and first class: what the posts of one thread share. */
function family(element: Element): string {
  return `${element.nodeName}|${(element.getAttribute('class') ?? '').trim().split(/\s+/)[0] ?? ''}`;
}

/**
 * Posts built on the same template as trimmed ones but without microdata (forums often mark
 * the replies and not the opening post): siblings of a trimmed post with its tag and first class
 * that hold no marked post.
 */
function unmarkedSiblings(trimmedPosts: readonly Element[], posts: ReadonlySet<Element>): Element[] {
  const siblings = new Set<Element>();
  for (const post of trimmedPosts) {
    const kind = family(post);
    if (kind.endsWith('|')) continue;
    for (const sibling of Array.from(post.parentElement?.children ?? [])) {
      if (siblings.has(sibling) || posts.has(sibling) || family(sibling) !== kind) continue;
      if (!Array.from(sibling.querySelectorAll('[itemscope][itemtype]')).some((inner) => posts.has(inner))) siblings.add(sibling);
    }
  }
  return [...siblings];
}

/** The elements of `elements` that no other one contains. */
function outermost(elements: readonly Element[]): Set<Element> {
  return new Set(elements.filter((element) => !elements.some((other) => other !== element && other.contains(element))));
}

function isPost(element: Element): boolean {
  return (element.getAttribute('itemtype') ?? '').split(/\s+/).some((type) => POST_TYPE.test(type));
}

function props(element: Element): string[] {
  return (element.getAttribute('itemprop') ?? '').split(/\s+/);
}

/**
 * The parts of `post` that stay: its bodies, nested posts, headings and (optionally) bylines;
 * undefined when the post marks no visible body of its own. Records the shapes of what stays.
 */
function keptParts(post: Element, posts: ReadonlySet<Element>, options: PostFurnitureOptions, shapes: TemplateShapes): Set<Element> | undefined {
  const kept: Element[] = [];
  let bodies = 0;
  for (const element of Array.from(post.querySelectorAll('[itemprop], [itemscope], h1, h2, h3, h4, h5, h6, time'))) {
    if (nearestScope(element) !== post) continue;
    if (posts.has(element)) {
      kept.push(element);
      continue;
    }
    const elementProps = props(element);
    const tag = element.nodeName.toUpperCase();
    if (elementProps.some((prop) => BODY_PROPS.has(prop))) {
      if (!isVisibleText(element, post)) continue;
      kept.push(element);
      shapes.bodies.add(shape(element));
      shapes.kept.add(shape(element));
      bodies += 1;
    } else if (/^H[1-6]$/.test(tag)) {
      kept.push(element);
      shapes.kept.add(shape(element));
    } else if (options.bylines && (tag === 'TIME' || elementProps.some((prop) => BYLINE_PROPS.has(prop)))) {
      const name = bylineText(element);
      if (name === undefined) continue;
      kept.push(name);
      const classed = classedWrapper(name, element);
      if (classed !== undefined) shapes.kept.add(shape(classed));
    }
  }
  return bodies === 0 ? undefined : outermost(kept);
}

/** A body readers see: an element with text, not a `<meta>` copy, and not inside a hidden wrapper within the post. */
function isVisibleText(element: Element, post: Element): boolean {
  if (INVISIBLE.has(element.nodeName.toUpperCase()) || (element.textContent ?? '').trim() === '') return false;
  for (let current: Element | null = element; current !== null && current !== post; current = current.parentElement) {
    if (isHidden(current) || namedHidden(current)) return false;
  }
  return true;
}

/** Class names of the common "display: none" utilities (`hidden`, `u-hidden`, `d-none`). */
function namedHidden(element: Element): boolean {
  const words = nameWords(element.getAttribute('class') ?? '');
  return words.includes('hidden') || words.some((word, index) => word === 'd' && words[index + 1] === 'none');
}

/**
 * The visible part of a byline property: a date or name as it is; an author given as a Person
 * item only as its visible `name` (the rest of a user card is badges and counts), taken out of its
 * profile link so that it does not read as a link list.
 */
function bylineText(element: Element): Element | undefined {
  if (INVISIBLE.has(element.nodeName.toUpperCase()) || (element.textContent ?? '').trim() === '') return undefined;
  if (!element.hasAttribute('itemscope')) return element;
  const name = Array.from(element.querySelectorAll('[itemprop~="name"]')).find((candidate) => nearestScope(candidate) === element && isVisibleText(candidate, element));
  if (name === undefined) return undefined;
  const link = name.closest('a');
  if (link !== null && element.contains(link)) {
    link.replaceWith(...Array.from(link.childNodes));
  }
  return name;
}

/** `element` or its nearest ancestor up to `limit` that has a class (what identifies it in an unmarked post). */
function classedWrapper(element: Element, limit: Element): Element | undefined {
  for (let current: Element | null = element; current !== null; current = current.parentElement) {
    if ((current.getAttribute('class') ?? '').trim() !== '') return current;
    if (current === limit) break;
  }
  return undefined;
}

/** The nearest ancestor (not the element itself) that opens an item scope. */
function nearestScope(element: Element): Element | null {
  return element.parentElement?.closest('[itemscope]') ?? null;
}

/** Removes every element under `element` that holds none of `kept`; true when something went. */
function prune(element: Element, kept: ReadonlySet<Element>): boolean {
  let removed = false;
  for (const child of Array.from(element.children)) {
    if (kept.has(child)) continue;
    if ([...kept].some((part) => child.contains(part))) {
      if (prune(child, kept)) removed = true;
      continue;
    }
    child.remove();
    removed = true;
  }
  return removed;
}
