import { err, ok, type Result } from '../../../../domain/shared/result.js';
import type { ExtractionFailure } from '../../../../application/ports/document-extractor.port.js';
import { detectByteOrderMark } from './byte-order-mark.js';
import { resolveCharsetLabel } from './charset-label.js';
import type { CharsetSource, DecodedBody } from './decoded-body.js';
import { prescanMetaCharset } from './html-meta-prescan.js';
import { readXmlDeclarationEncoding } from './xml-declaration.js';
import { decodeUtf8 } from './utf8-text.js';

/** Which in-document declaration may name the charset when no BOM or HTTP charset does. */
export type InDocumentDeclaration = 'html-meta' | 'xml-declaration' | 'none';

/** The charset a body is to be decoded with, how it was chosen, and the byte-order mark to skip. */
export interface ChosenCharset {
  /** WHATWG encoding name, e.g. `utf-8`, `shift_jis`. */
  readonly encoding: string;
  readonly source: CharsetSource;
  /** Bytes of the byte-order mark at the start of the body (0 without one): they are not text. */
  readonly bomLength: number;
}

/**
 * Chooses the charset of a body: BOM first, then the HTTP `charset` parameter, then the
 * in-document declaration (HTML `<meta>` prescan or XML declaration), then UTF-8. A declared label
 * that Node cannot decode fails with `unsupported_charset` instead of guessing. An in-document
 * UTF-16 declaration means UTF-8 (the bytes that declared it were ASCII-compatible, as WHATWG
 * specifies).
 */
export function chooseCharset(bytes: Uint8Array, httpCharset: string | undefined, declaration: InDocumentDeclaration): Result<ChosenCharset, ExtractionFailure> {
  const bom = detectByteOrderMark(bytes);
  if (bom !== undefined) return ok({ encoding: bom.encoding, source: 'bom', bomLength: bom.length });
  if (httpCharset !== undefined) {
    const encoding = resolveCharsetLabel(httpCharset);
    if (encoding === undefined) return err(unsupported(httpCharset, 'the HTTP Content-Type'));
    return ok({ encoding, source: 'http', bomLength: 0 });
  }
  const declared = declaredInDocument(bytes, declaration);
  if (declared !== undefined) {
    const encoding = resolveCharsetLabel(declared.label);
    if (encoding === undefined) return err(unsupported(declared.label, declared.source === 'meta' ? 'a <meta> element' : 'the XML declaration'));
    return ok({ encoding: encoding.startsWith('utf-16') ? 'utf-8' : encoding, source: declared.source, bomLength: 0 });
  }
  return ok({ encoding: 'utf-8', source: 'default', bomLength: 0 });
}

/**
 * Decodes a body (or, with `partial`, the first part of one, whose last character may be cut:
 * incomplete trailing bytes are then dropped instead of becoming U+FFFD) in the charset
 * {@link chooseCharset} chooses. Invalid byte sequences become U+FFFD and are counted.
 */
export function decodeBody(
  bytes: Uint8Array,
  httpCharset: string | undefined,
  declaration: InDocumentDeclaration,
  options: { readonly partial?: boolean } = {},
): Result<DecodedBody, ExtractionFailure> {
  const charset = chooseCharset(bytes, httpCharset, declaration);
  if (!charset.ok) return charset;
  const { encoding, source, bomLength } = charset.value;
  return ok(decodeWith(bytes.subarray(bomLength), encoding, source, options.partial ?? false));
}

function declaredInDocument(bytes: Uint8Array, declaration: InDocumentDeclaration): { readonly label: string; readonly source: CharsetSource } | undefined {
  if (declaration === 'html-meta') {
    const label = prescanMetaCharset(bytes);
    return label === undefined ? undefined : { label, source: 'meta' };
  }
  if (declaration === 'xml-declaration') {
    const label = readXmlDeclarationEncoding(bytes);
    return label === undefined ? undefined : { label, source: 'xml-declaration' };
  }
  return undefined;
}

function decodeWith(bytes: Uint8Array, encoding: string, source: CharsetSource, partial: boolean): DecodedBody {
  // The BOM (if any) was already cut off; ignoreBOM keeps a second, literal U+FEFF as text.
  // Streaming mode without a final flush holds back a character cut at the end of a partial body.
  // For UTF-8, dropping the incomplete tail ourselves gives the same text, and one-shot decoding
  // is faster than streaming (which goes through ICU).
  const text = encoding === 'utf-8'
    ? decodeUtf8(partial ? bytes.subarray(0, bytes.length - incompleteUtf8Tail(bytes)) : bytes)
    : new TextDecoder(encoding, { ignoreBOM: true }).decode(bytes, { stream: partial });
  return { text, charset: encoding, charsetSource: source, replacementChars: countReplacementChars(text) };
}

/**
 * How many bytes at the end of `bytes` are the start of a UTF-8 sequence that more bytes could
 * still complete: what a streaming WHATWG UTF-8 decoder holds back instead of decoding (a lead
 * byte C2-F4 followed by fewer continuation bytes than it needs, the first of them within the
 * lead's range). 0 when the bytes end on a complete or an invalid sequence.
 */
export function incompleteUtf8Tail(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back += 1) {
    const byte = bytes[bytes.length - back] as number;
    if (byte >= 0x80 && byte <= 0xbf) continue;
    const needed = byte >= 0xc2 && byte <= 0xdf ? 1 : byte >= 0xe0 && byte <= 0xef ? 2 : byte >= 0xf0 && byte <= 0xf4 ? 3 : 0;
    if (back > needed) return 0;
    if (back === 1) return 1;
    const second = bytes[bytes.length - back + 1] as number;
    const lower = byte === 0xe0 ? 0xa0 : byte === 0xf0 ? 0x90 : 0x80;
    const upper = byte === 0xed ? 0x9f : byte === 0xf4 ? 0x8f : 0xbf;
    return second >= lower && second <= upper ? back : 0;
  }
  return 0;
}

/** Counts U+FFFD REPLACEMENT CHARACTER occurrences. */
export function countReplacementChars(text: string): number {
  let count = 0;
  for (let index = text.indexOf('\uFFFD'); index >= 0; index = text.indexOf('\uFFFD', index + 1)) count += 1;
  return count;
}

function unsupported(label: string, where: string): ExtractionFailure {
  const shown = label.replace(/[^\x20-\x7e]/g, '?').slice(0, 40);
  return { code: 'unsupported_charset', message: `The charset "${shown}" declared in ${where} is not supported.` };
}
