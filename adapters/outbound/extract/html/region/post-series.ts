import { classAttribute } from '../class-attribute.js';

/**
 * Elements that carry a date: a post's, a comment's, a story card's; XenForo 1 stamps its posts'
 * dates in `data-time` (`<abbr class="DateTime" data-time="1457396760">Monday at 7:26 PM</abbr>`) or as
 * `span.DateTime` with the date in `title`.
 */
const DATED = 'time, relative-time, [datetime], abbr[data-time], .DateTime';

/** One post of a series: its text, and its longest passage (the text of its longest text node, squeezed). */
export interface SeriesPost {
  readonly text: string;
  readonly passage: string;
}

/**
 * The posts of each series of like posts below `root`: at least `minPosts` sibling elements of one
 * tag and first class name that each hold a dated element (`<time>`, `<relative-time>`, a `datetime`
 * attribute), such as a thread's posts, an issue's timeline or a list of comments or story cards. An
 * element without a class is no post: a page's unnamed wrappers (its header, main part and footer,
 * each with a date) are no series. Read before the stages change the tree; posts in document order.
 */
export function findPostSeries(root: Element, minPosts: number): SeriesPost[][] {
  const dated = root.querySelectorAll(DATED);
  if (dated.length < minPosts) return [];
  const series = new Map<Element, Map<string, Set<Element>>>();
  for (const element of Array.from(dated)) {
    for (let item: Element = element; item !== root && item.parentElement !== null; item = item.parentElement) {
      const key = signature(item);
      if (key === undefined) continue;
      const parent = item.parentElement;
      let bySignature = series.get(parent);
      if (bySignature === undefined) {
        bySignature = new Map();
        series.set(parent, bySignature);
      }
      let posts = bySignature.get(key);
      if (posts === undefined) {
        posts = new Set();
        bySignature.set(key, posts);
      }
      posts.add(item);
    }
  }
  const found: SeriesPost[][] = [];
  for (const bySignature of series.values()) {
    for (const posts of bySignature.values()) {
      if (posts.size >= minPosts) found.push(Array.from(posts, (post) => ({ text: post.textContent ?? '', passage: longestPassage(post) })));
    }
  }
  return found;
}

/** Tag and first class name; `undefined` for an element without a class. */
export function signature(element: Element): string | undefined {
  const first = classAttribute(element).trim().split(/\s+/)[0] ?? '';
  return first === '' ? undefined : `${element.localName.toLowerCase()}.${first}`;
}

/** The squeezed text of the element's longest text node. */
function longestPassage(element: Element): string {
  let longest = '';
  const stack: Node[] = [element];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    if (node.nodeType === 3) {
      const text = (node.nodeValue ?? '').replace(/\s+/g, ' ').trim();
      if (text.length > longest.length) longest = text;
    } else if (!/^(?:SCRIPT|STYLE)$/i.test(node.nodeName)) {
      for (let child = node.lastChild; child !== null; child = child.previousSibling) stack.push(child);
    }
  }
  return longest;
}
