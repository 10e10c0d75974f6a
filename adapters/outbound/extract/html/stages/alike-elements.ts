import { classAttribute } from '../class-attribute.js';

/** A page that sets this many elements alike (one tag and class list) sets one per post or per item. */
const ALIKE_ELEMENTS = 3;

/** Per document, whether a tag and class list is repeated: Readability asks again for every post of a thread, every item of a list. */
const repeatedShapes = new WeakMap<Document, Map<string, boolean>>();

/**
 * `node` is one of at least {@link ALIKE_ELEMENTS} elements of its tag and class list: each post's
 * or item's byline or heading, not the article's. An element without a class is never one.
 */
export function isOneOfAlike(node: Element): boolean {
  const classes = classAttribute(node).trim().replace(/\s+/g, ' ');
  if (classes === '') return false;
  const document = node.ownerDocument;
  const shapes = repeatedShapes.get(document) ?? new Map<string, boolean>();
  repeatedShapes.set(document, shapes);
  const shape = `${node.nodeName}|${classes}`;
  let repeated = shapes.get(shape);
  if (repeated === undefined) {
    const alike = Array.from(document.getElementsByClassName(classes.split(' ')[0] as string))
      .filter((other) => other.nodeName === node.nodeName && classAttribute(other).trim().replace(/\s+/g, ' ') === classes);
    repeated = alike.length >= ALIKE_ELEMENTS;
    shapes.set(shape, repeated);
  }
  return repeated;
}
