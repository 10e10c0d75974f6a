import { lowerCaseAttributeNames } from './attribute-names.js';
import { prefilterHtml, type PrefilteredHtml } from './html-prefilter.js';
import { rebuildDocumentMarkup } from './linkedom-tree-repair.js';
import { flattenMarkupToText, markupDeeperThan, MAX_MARKUP_DEPTH } from './markup-depth-guard.js';
import { pageBaseUrl } from './page-base-url.js';
import type { ParsedHtmlPage } from './parsed-html-page.js';

/**
 * Parses HTML once, after {@link prefilterHtml} dropped scripts (except JSON-LD), styles, inline
 * SVG and comments. linkedom comes first: it is about eight times faster than jsdom over real
 * pages and gives Defuddle and Readability the same results. Its parser is not the HTML5 tree
 * builder, though: on markup that omits `<html>`/`<body>` or strays outside them it builds a
 * broken tree, which is rebuilt as an HTML5 parser would place the nodes (`rebuildDocumentMarkup`)
 * and parsed again; only a tree that is still broken (and any linkedom exception) goes to jsdom,
 * which is spec-exact but several times slower and larger.
 * jsdom throws on some stylesheets; that parse is retried without `<style>` elements. Markup
 * nested deeper than {@link MAX_MARKUP_DEPTH} is flattened to its text before parsing.
 * Both libraries are imported lazily so that CLI start-up does not pay for them.
 */
export async function parseHtmlPage(source: string, url: string, options: ParseOptions = {}): Promise<ParsedHtmlPage> {
  const notes: string[] = [];
  let parserFailures = 0;
  const prefiltered = options.prefiltered ?? prefilterHtml(source);
  const removedScripts = prefiltered.removedScripts;
  const streamed = prefiltered.streamedSegmentScripts;
  let markup = prefiltered.html;
  if (markupDeeperThan(markup)) {
    parserFailures += 1;
    notes.push(`parse: tags nested deeper than ${MAX_MARKUP_DEPTH} levels; read as plain text`);
    markup = flattenMarkupToText(markup);
  }
  try {
    const parseWithLinkedom = options.parseLinkedom ?? await linkedomParser();
    const parse = (): Document => parseNamed(parseWithLinkedom, markup);
    const document = parse();
    if (isWellFormedTree(document)) return { ...page(document, markup, url, 'linkedom', parserFailures, notes, removedScripts, streamed), reparse: parse };
    const rebuilt = rebuildDocumentMarkup(document);
    const reparseRebuilt = (): Document => parseNamed(parseWithLinkedom, rebuilt);
    const repaired = reparseRebuilt();
    if (isWellFormedTree(repaired)) {
      notes.push('parse: markup outside <html>/<body> moved into place');
      return { ...page(repaired, rebuilt, url, 'linkedom', parserFailures, notes, removedScripts, streamed), reparse: reparseRebuilt };
    }
    notes.push('parse: linkedom built an incomplete tree; used jsdom');
  } catch (error) {
    parserFailures += 1;
    notes.push(`parse: linkedom threw (${describe(error)}); used jsdom`);
  }
  const { JSDOM, VirtualConsole } = await import('jsdom');
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', () => {
    parserFailures += 1;
  });
  try {
    return page(new JSDOM(markup, { url, virtualConsole }).window.document, markup, url, 'jsdom', parserFailures, notes, removedScripts, streamed);
  } catch (error) {
    parserFailures += 1;
    notes.push(`parse: jsdom threw (${describe(error)}); retried without <style>`);
  }
  const withoutStyles = markup.replace(/<style\b[\s\S]*?(?:<\/style\s*>|$)/gi, '');
  try {
    return page(new JSDOM(withoutStyles, { url, virtualConsole }).window.document, withoutStyles, url, 'jsdom', parserFailures, notes, removedScripts, streamed);
  } catch (error) {
    parserFailures += 1;
    notes.push(`parse: jsdom threw again (${describe(error)}); parsed the text only`);
    const escaped = withoutStyles.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    const textOnly = `<!DOCTYPE html><body><pre>${escaped}</pre>`;
    return page(new JSDOM(textOnly, { url, virtualConsole }).window.document, textOnly, url, 'jsdom', parserFailures, notes, removedScripts, streamed);
  }
}

/**
 * An HTML fragment (a structured-data description) parsed as the body of an empty page, with
 * linkedom as pages are: entities decoded, tags read as elements. Returns that body.
 */
export async function parseHtmlFragment(fragment: string): Promise<Element> {
  const parse = await linkedomParser();
  return parseNamed(parse, `<!doctype html><html><head></head><body>${fragment}</body></html>`).body as Element;
}

/** Options of {@link parseHtmlPage}. */
export interface ParseOptions {
  /** Replaces linkedom's parser (tests reach the jsdom path with a throwing one). */
  readonly parseLinkedom?: (markup: string) => Document;
  /** `prefilterHtml(source)`, when the caller already has it (the page is then not prefiltered twice). */
  readonly prefiltered?: PrefilteredHtml;
}

let linkedom: Promise<(markup: string) => Document> | undefined;

/**
 * linkedom's parser, imported once: an `import()` of a module already loaded still costs a resolve
 * on every page (a round trip to the loader thread when the host registered loader hooks, as tsx does).
 */
function linkedomParser(): Promise<(markup: string) => Document> {
  linkedom ??= import('linkedom').then(({ parseHTML }) => (markup: string) => parseHTML(markup).document as unknown as Document);
  return linkedom;
}

/** A linkedom tree of `markup` with its attribute names lower-cased, as a browser's parser leaves them (`lowerCaseAttributeNames`). */
function parseNamed(parse: (markup: string) => Document, markup: string): Document {
  const document = parse(markup);
  lowerCaseAttributeNames(document, markup);
  return document;
}

/** linkedom trees are trusted only when they have the html > head + body shape a browser builds. */
function isWellFormedTree(document: Document): boolean {
  const root = document.documentElement as Element | null;
  if (root === null || root.localName !== 'html') return false;
  if (!onlyWhitespaceBesides(root, (element) => element.localName === 'head' || element.localName === 'body')) return false;
  if (!onlyWhitespaceBesides(document, (element) => element === root)) return false;
  return Array.from(root.children).some((child) => child.localName === 'body');
}

function onlyWhitespaceBesides(parent: Node, allowed: (element: Element) => boolean): boolean {
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType === 1 && !allowed(child as Element)) return false;
    if (child.nodeType === 3 && (child.textContent ?? '').trim() !== '') return false;
  }
  return true;
}

function page(document: Document, markup: string, url: string, parser: ParsedHtmlPage['parser'], parserFailures: number, notes: readonly string[], removedScripts: number, streamedSegmentScripts: number): ParsedHtmlPage {
  return { document, baseUrl: pageBaseUrl(document, url, markup), parser, parserFailures, notes, removedScripts, ...(streamedSegmentScripts > 0 ? { streamedSegmentScripts } : {}) };
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').slice(0, 80);
}
