import { nextElementInDocumentOrder } from './element-order.js';

/**
 * The elements of a document in document order, read in one walk, for a run of steps that each asked
 * the whole document for a few of them: every linkedom query walks every node of the tree (its
 * attributes, texts and end marks too), about a quarter of a millisecond on a news page, and the
 * steps before Readability's parse asked a dozen times.
 *
 * Answers are what the document's own query would give at the time of asking, provided the steps since
 * the walk only read elements, change their attributes, remove them or put an element's children in its
 * place (an element removed since is left out). An element added or moved since (out of a `<template>`
 * too) would be missed or out of order: a step that adds or moves elements ends the census's use.
 */
export class ElementCensus {
  private constructor(
    private readonly document: Document,
    private readonly elements: readonly Element[],
    /** Inside a `<template>`: linkedom's selector queries skip them, its `getElementsByTagName` does not. */
    private readonly templated: ReadonlySet<Element>,
    private readonly byLocalName: ReadonlyMap<string, readonly Element[]>,
  ) {}

  static of(document: Document): ElementCensus {
    const elements: Element[] = [];
    const templated = new Set<Element>();
    const byLocalName = new Map<string, Element[]>();
    let templateEnd: Element | null | undefined;
    for (let element = document.firstElementChild; element !== null; element = nextElementInDocumentOrder(element)) {
      if (element === templateEnd) templateEnd = undefined;
      if (templateEnd !== undefined) templated.add(element);
      else if (element.localName === 'template') templateEnd = nextElementInDocumentOrder(element, true);
      elements.push(element);
      const named = byLocalName.get(element.localName);
      if (named === undefined) byLocalName.set(element.localName, [element]);
      else named.push(element);
    }
    return new ElementCensus(document, elements, templated, byLocalName);
  }

  /** What `document.querySelectorAll(selector)` gives, where `matches` tests what the selector does. */
  query(matches: (element: Element) => boolean): Element[] {
    const found: Element[] = [];
    for (const element of this.elements) if (matches(element) && !this.templated.has(element) && this.holds(element)) found.push(element);
    return found;
  }

  /** What `root.querySelectorAll(selector)` gives, for an element `root` of the document. */
  under(root: Element, matches: (element: Element) => boolean): Element[] {
    return this.query((element) => element !== root && matches(element) && root.contains(element));
  }

  /** What `document.getElementsByTagName(localName)` gives (a lower-case name, as an HTML document's elements have). */
  byTagName(localName: string): Element[] {
    return (this.byLocalName.get(localName) ?? []).filter((element) => this.holds(element));
  }

  /**
   * The element is still in the document. Not `isConnected`: linkedom answers it by the element's
   * `ownerDocument`, which in a copy of a document (`cloneNode`) is still the original, so every element of a copy reads as gone.
   */
  private holds(element: Element): boolean {
    let top: Node = element;
    while (top.parentNode !== null) top = top.parentNode;
    return top === this.document;
  }
}

/**
 * The selector `[name="value" i]` as linkedom's selector engine (css-select) reads it: the attribute,
 * lower-cased, equals `lowerValue`, and is as long.
 */
export function attributeIsIgnoringCase(element: Element, name: string, lowerValue: string): boolean {
  const value = element.getAttribute(name);
  return value !== null && value.length === lowerValue.length && value.toLowerCase() === lowerValue;
}

/** The type selector `name` (lower-case) as linkedom's selector engine reads it in an HTML document: the element's name, lower-cased. */
export function isTag(element: Element, name: string): boolean {
  const own = element.localName;
  // No name of another length lower-cases to an ASCII one (only 'İ' changes length, to a dotted i): those are not lower-cased for nothing.
  return own === name || (own.length === name.length && own.toLowerCase() === name);
}

/** The selector `[name^="prefix" i]` as linkedom's selector engine reads it: the attribute's first characters, lower-cased, are `lowerPrefix`. */
export function attributeStartsIgnoringCase(element: Element, name: string, lowerPrefix: string): boolean {
  const value = element.getAttribute(name);
  return value !== null && value.length >= lowerPrefix.length && value.slice(0, lowerPrefix.length).toLowerCase() === lowerPrefix;
}
