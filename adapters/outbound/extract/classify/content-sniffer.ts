import type { ContentTypeHeader } from './content-type-header.js';

/** The parser a body goes to. `binary` bodies are refused as `unsupported_content`. */
export type SniffedKind = 'html' | 'json' | 'xml' | 'pdf' | 'text' | 'binary';

/** The outcome of content-type inspection plus byte sniffing. */
export interface SniffedContent {
  readonly kind: SniffedKind;
  /**
   * True when the Content-Type itself named this kind: then a strict parse failure is
   * `parse_error`. A sniffed kind that fails to parse falls back to `fallback` instead.
   */
  readonly declared: boolean;
  /** The kind to use when a sniffed (undeclared) structured body does not parse. */
  readonly fallback: 'html' | 'text';
  /** PDF bytes under a Content-Type other than application/pdf. */
  readonly pdfMislabelled: boolean;
}

const SNIFF_BYTES = 1_024;
const PDF_TYPES = new Set(['application/pdf', 'application/x-pdf']);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const JSON_TYPES = new Set(['application/json', 'text/json', 'application/x-json']);
const XML_TYPES = new Set(['application/xml', 'text/xml', 'application/rss+xml', 'application/atom+xml', 'application/rdf+xml']);
const BINARY_TOP_LEVEL = new Set(['image', 'audio', 'video', 'font', 'model']);
const BINARY_TYPES = new Set(['application/octet-stream', 'binary/octet-stream', 'application/zip', 'application/gzip', 'application/x-gzip', 'application/x-tar', 'application/x-7z-compressed', 'application/x-rar-compressed', 'application/vnd.rar', 'application/x-bzip2', 'application/x-xz', 'application/wasm', 'application/x-msdownload', 'application/java-archive']);
const TEXTUAL_APPLICATION = /^application\/(?:(?:x-)?javascript|ecmascript|(?:x-)?sh|sql|graphql|(?:x-)?yaml|toml|x-tex|x-latex|csv|x-ndjson|jsonl|x-www-form-urlencoded|x-httpd-php|x-python|x-ruby|x-perl|manifest\+json)$/;

/**
 * Decides how to parse a body from its Content-Type and leading bytes. `%PDF-` at the start wins
 * over any declared type (a mislabelled PDF is still extracted, and flagged). Feeds and XML are
 * sniffed under missing, HTML and plain-text types; JSON under a missing type. Declared
 * image/audio/video/font types and octet-stream bodies that are not PDF are `binary`.
 */
export function sniffContent(header: ContentTypeHeader, bytes: Uint8Array): SniffedContent {
  const type = header.mediaType;
  const head = leadingText(bytes);
  if (isPdfMagic(head)) return { kind: 'pdf', declared: true, fallback: 'text', pdfMislabelled: !PDF_TYPES.has(type) };
  if (PDF_TYPES.has(type)) return { kind: 'pdf', declared: true, fallback: 'text', pdfMislabelled: false };
  if (JSON_TYPES.has(type) || type.endsWith('+json')) return { kind: 'json', declared: true, fallback: 'text', pdfMislabelled: false };
  if (XML_TYPES.has(type) || (type.endsWith('+xml') && type !== 'application/xhtml+xml')) {
    return { kind: 'xml', declared: true, fallback: 'text', pdfMislabelled: false };
  }
  const [topLevel = ''] = type.split('/');
  if (BINARY_TOP_LEVEL.has(topLevel) || BINARY_TYPES.has(type)) return binary();
  if (HTML_TYPES.has(type)) {
    return looksLikeFeedOrXml(head, false)
      ? { kind: 'xml', declared: false, fallback: 'html', pdfMislabelled: false }
      : { kind: 'html', declared: true, fallback: 'html', pdfMislabelled: false };
  }
  if (topLevel === 'text' || TEXTUAL_APPLICATION.test(type)) {
    return looksLikeFeedOrXml(head, false) && topLevel === 'text'
      ? { kind: 'xml', declared: false, fallback: 'text', pdfMislabelled: false }
      : { kind: 'text', declared: true, fallback: 'text', pdfMislabelled: false };
  }
  if (type !== '' || hasBinaryBytes(bytes)) return binary();
  return sniffUntyped(head);
}

function sniffUntyped(head: string): SniffedContent {
  if (looksLikeFeedOrXml(head, true)) return { kind: 'xml', declared: false, fallback: 'text', pdfMislabelled: false };
  if (/^\s*(?:<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>]|<!--|<(?:meta|title|div|p|h1|script)[\s>])/i.test(head)) {
    return { kind: 'html', declared: false, fallback: 'html', pdfMislabelled: false };
  }
  if (/^\s*[{[]/.test(head)) return { kind: 'json', declared: false, fallback: 'text', pdfMislabelled: false };
  return { kind: 'text', declared: false, fallback: 'text', pdfMislabelled: false };
}

/** Feed roots are always sniffed; any other `<?xml` document only when `anyXml`. XHTML stays HTML. */
function looksLikeFeedOrXml(head: string, anyXml: boolean): boolean {
  const body = head.replace(/^\s*(?:<\?xml[^>]*>\s*)?(?:(?:<!--[\s\S]*?-->|<\?[^>]*>|<!DOCTYPE[^>]*>)\s*)*/i, '');
  if (/^<(?:rss|feed|rdf:RDF)[\s>]/.test(body)) return true;
  if (/^<html[\s>]/i.test(body)) return false;
  return anyXml && /^\s*<\?xml\s/.test(head);
}

function isPdfMagic(head: string): boolean {
  return /^\s{0,16}%PDF-/.test(head);
}

function hasBinaryBytes(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, SNIFF_BYTES);
  for (let index = 0; index < end; index += 1) {
    if (bytes[index] === 0) return true;
  }
  return false;
}

function leadingText(bytes: Uint8Array): string {
  let start = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  let text = '';
  const end = Math.min(bytes.length, start + SNIFF_BYTES);
  for (let index = start; index < end; index += 1) text += String.fromCharCode(bytes[index] ?? 0);
  return text;
}

function binary(): SniffedContent {
  return { kind: 'binary', declared: true, fallback: 'text', pdfMislabelled: false };
}
