import { classAttribute } from './class-attribute.js';

/** A page that sets this many elements alike (one tag and class list) sets one per post or per item. */
const ALIKE_ELEMENTS = 3;

/**
 * How many elements of the page share `node`'s tag and class list (itself included), counting no
 * further than `enough`; 0 for an element without a class.
 */
export function alikeCount(node: Element, enough: number = Number.POSITIVE_INFINITY): number {
  const classes = shapeClasses(node);
  if (classes === '') return 0;
  let count = 0;
  for (const other of Array.from(node.ownerDocument.getElementsByClassName(classes.split(' ')[0] as string))) {
    if (other.nodeName === node.nodeName && shapeClasses(other) === classes) count += 1;
    if (count >= enough) break;
  }
  return count;
}

function shapeClasses(element: Element): string {
  return classAttribute(element).trim().replace(/\s+/g, ' ');
}

/** Per document, whether a tag and class list is repeated: Readability asks again for every post of a thread, every item of a list. */
const repeatedShapes = new WeakMap<Document, Map<string, boolean>>();

/**
 * `node` is one of at least {@link ALIKE_ELEMENTS} elements of its tag and class list: each post's
 * or item's byline or heading, not the article's. An element without a class is one of alike by its
 * microdata property (Goodreads' `span[itemprop="author"]` under each book), else never.
 * Remembered per document, for Readability's parse (its copy of the page).
 */
export function isOneOfAlike(node: Element): boolean {
  const classes = shapeClasses(node);
  const property = classes === '' ? (node.getAttribute('itemprop') ?? '').trim() : '';
  if (classes === '' && !/^[\w-]+$/.test(property)) return false;
  const document = node.ownerDocument;
  const shapes = repeatedShapes.get(document) ?? new Map<string, boolean>();
  repeatedShapes.set(document, shapes);
  const shape = classes === '' ? `${node.nodeName}|[itemprop=${property}]` : `${node.nodeName}|${classes}`;
  let repeated = shapes.get(shape);
  if (repeated === undefined) {
    repeated = (classes === '' ? propertyCount(node, property) : alikeCount(node, ALIKE_ELEMENTS)) >= ALIKE_ELEMENTS;
    shapes.set(shape, repeated);
  }
  return repeated;
}

/** How many elements of `node`'s tag, without a class, state the microdata property `property` (a list's every book's `itemprop="author"`), up to {@link ALIKE_ELEMENTS}. */
function propertyCount(node: Element, property: string): number {
  let count = 0;
  for (const other of Array.from(node.ownerDocument.querySelectorAll(`[itemprop="${property}"]`))) {
    if (other.nodeName === node.nodeName && shapeClasses(other) === '' && (count += 1) >= ALIKE_ELEMENTS) break;
  }
  return count;
}
