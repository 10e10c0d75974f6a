import { classAttribute } from '../class-attribute.js';
import { nextElementInDocumentOrder } from '../element-order.js';

/**
 * The elements a page states its metadata with, found in one walk over the document instead of
 * one `querySelectorAll` per kind (each a walk of the whole tree that matches a selector against
 * every element). Lists are in document order and, like `querySelectorAll`, skip what sits inside
 * a `<template>`: they hold exactly what `script[type]`, `meta[content]`, `[itemtype]`,
 * `[itemprop]`, `link[rel~=canonical]` and `h1, h2, h3` select.
 */
export interface StatementElements {
  /** `script[type]`. */
  readonly typedScripts: readonly Element[];
  /** `meta[content]`. */
  readonly contentMetas: readonly Element[];
  /** `[itemtype]`. */
  readonly itemTypes: readonly Element[];
  /** `[itemprop]`. */
  readonly itemProps: readonly Element[];
  /** `link[rel~=canonical]` (ASCII case-insensitive, as browsers read `rel`). */
  readonly canonicalLinks: readonly Element[];
  /** `h1, h2, h3`: where the page may write its title. */
  readonly titleHeadings: readonly Element[];
  /** The first of `article, [itemprop="articleBody"], main, [role="main"]`: where an article's text is. */
  readonly articleText: Element | undefined;
  /** Elements of class `h-entry`: microformats' entries. */
  readonly hEntries: readonly Element[];
  /** The page has a `<template>`, whose content the lists skip and a query of class names (`getElementsByClassName`) does not. */
  readonly templated: boolean;
  /**
   * Elements that may be a visible byline, at most {@link MAX_BYLINE_CANDIDATES}: a link whose `rel`
   * mentions author, or an element whose class or id mentions author, byline or username (`readByline` judges them).
   */
  readonly bylineCandidates: readonly Element[];
}

/** Byline candidates kept: the byline sits near the top of the content; later ones are comments and bios. */
export const MAX_BYLINE_CANDIDATES = 40;
const BYLINE_HINT = /author|byline|username|contributor/i;
const TITLE_HEADINGS = new Set(['h1', 'h2', 'h3']);

/** Collects the {@link StatementElements} of `document`. Reads, never mutates. */
export function collectStatementElements(document: Document): StatementElements {
  const typedScripts: Element[] = [];
  const contentMetas: Element[] = [];
  const itemTypes: Element[] = [];
  const itemProps: Element[] = [];
  const canonicalLinks: Element[] = [];
  const titleHeadings: Element[] = [];
  let articleText: Element | undefined;
  const hEntries: Element[] = [];
  let templated = false;
  const bylineCandidates: Element[] = [];
  let element: Element | null = document.firstElementChild;
  while (element !== null) {
    const name = element.localName.toLowerCase();
    if (name === 'script' && element.hasAttribute('type')) typedScripts.push(element);
    else if (name === 'meta' && element.hasAttribute('content')) contentMetas.push(element);
    else if (name === 'link' && isCanonicalLink(element)) canonicalLinks.push(element);
    else if (TITLE_HEADINGS.has(name)) titleHeadings.push(element);
    if (element.hasAttribute('itemtype')) itemTypes.push(element);
    if (element.hasAttribute('itemprop')) itemProps.push(element);
    if (bylineCandidates.length < MAX_BYLINE_CANDIDATES && mayBeByline(element, name)) bylineCandidates.push(element);
    if (articleText === undefined && holdsArticleText(element, name)) articleText = element;
    if (classAttribute(element).includes(H_ENTRY) && element.classList.contains(H_ENTRY)) hEntries.push(element);
    if (name === 'template') templated = true;
    element = nextElementInDocumentOrder(element, name === 'template');
  }
  return { typedScripts, contentMetas, itemTypes, itemProps, canonicalLinks, titleHeadings, articleText, hEntries, templated, bylineCandidates };
}

const H_ENTRY = 'h-entry';

/** `article, [itemprop="articleBody"], main, [role="main"]` (the attributes' values compared as written, as the selector does). */
function holdsArticleText(element: Element, name: string): boolean {
  return name === 'article' || name === 'main' || element.getAttribute('itemprop') === 'articleBody' || element.getAttribute('role') === 'main';
}

function isCanonicalLink(element: Element): boolean {
  return (element.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).includes('canonical');
}

function mayBeByline(element: Element, name: string): boolean {
  if (BYLINE_HINT.test(classAttribute(element))) return true;
  const id = element.getAttribute('id');
  if (id !== null && BYLINE_HINT.test(id)) return true;
  // Only a link's `rel` names its target's author (`<link rel=author>` in the head has no text to read).
  return name === 'a' && BYLINE_HINT.test(element.getAttribute('rel') ?? '');
}

/** `[itemprop~="<name>"]`: the `itemprop` holds `name` as one of its whitespace-separated words (case-sensitive, as the selector). */
export function hasItemProp(element: Element, name: string): boolean {
  const value = element.getAttribute('itemprop');
  return value !== null && value.split(/\s/).includes(name);
}

/** Those of `elements` (lists of the whole document) inside its `<body>`, as a query of the body finds them. */
export function inBody(document: Document, elements: readonly Element[]): Element[] {
  const body = document.body as HTMLElement | null;
  return body === null ? [] : elements.filter((element) => element !== body && body.contains(element));
}
