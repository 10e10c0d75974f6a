import { err, ok, type Result } from '../../../../domain/shared/result.js';
import type { ContentKind, ExtractionFailure } from '../../../../application/ports/document-extractor.port.js';
import { detectFeedFormat } from './feed-format.js';
import { renderFeedMarkdown } from './feed-markdown-renderer.js';
import { readFeed } from './feed-reader.js';
import { prettyPrintJson } from './json-document.js';
import { parseXmlStrict } from './xml-document-parser.js';

/** A structured body turned into text, or `not_structured` when an undeclared sniff was wrong. */
export type StructuredResult =
  | { readonly kind: 'done'; readonly contentKind: ContentKind; readonly text: string; readonly title?: string }
  | { readonly kind: 'not_structured' };

/**
 * JSON (pretty-printed) or XML (strictly parsed; RSS/RDF/Atom rendered as a Markdown entry list,
 * other XML returned as the decoded source). A parse failure is `parse_error` when the
 * Content-Type declared the kind, and `not_structured` when the kind was only sniffed, so the
 * caller can fall back to HTML or text.
 */
export async function extractStructured(kind: 'json' | 'xml', text: string, url: string, declared: boolean): Promise<Result<StructuredResult, ExtractionFailure>> {
  if (kind === 'json') {
    const pretty = prettyPrintJson(text);
    if (!pretty.ok) return declared ? pretty : ok({ kind: 'not_structured' });
    return ok({ kind: 'done', contentKind: 'json', text: pretty.value });
  }
  const parsed = await parseXmlStrict(text);
  if (!parsed.ok) return declared ? err(parsed.error) : ok({ kind: 'not_structured' });
  const format = detectFeedFormat(parsed.value);
  if (format === undefined) return ok({ kind: 'done', contentKind: 'xml', text: text.trim() });
  const feed = readFeed(parsed.value, format);
  const htmlDocument = parsed.value.implementation.createHTMLDocument('');
  const markdown = renderFeedMarkdown(feed, url, htmlDocument);
  const title = feed.title.replace(/\s+/g, ' ').trim().slice(0, 300);
  return ok({ kind: 'done', contentKind: 'feed', text: markdown, ...(title === '' ? {} : { title }) });
}
