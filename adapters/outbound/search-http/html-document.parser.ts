import { parseHTML } from 'linkedom';

/** A parsed HTML page and its whole text (scripts included), for marker checks. */
export interface ParsedHtmlPage {
  readonly document: Document;
  /** `textContent` of the root element, whitespace collapsed; '' for an empty page. */
  readonly text: string;
}

/**
 * Parses an HTML page with linkedom. linkedom leaves `documentElement` null for input without
 * any element (plain text, JSON, empty), so such input is wrapped in a minimal document: the
 * result always has a root element to query.
 */
export function parseHtmlPage(html: string): ParsedHtmlPage {
  let { document } = parseHTML(html);
  if (document.documentElement === null) {
    document = parseHTML(`<!DOCTYPE html><html><body>${escapeText(html)}</body></html>`).document;
  }
  return { document, text: collapseWhitespace(document.documentElement?.textContent ?? '') };
}

/** Collapses runs of whitespace to one space and trims: how text from markup is reported. */
export function collapseWhitespace(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
