import type { InDocumentDeclaration } from '../charset/body-decoder.js';
import type { CharsetSource } from '../charset/decoded-body.js';
import { losslessUtf8Body } from '../charset/lossless-utf8-body.js';
import { prettyPrintJsonBytes } from './json-document.js';

/** JSON pretty-printed from a body's bytes, and the charset facts decoding would have given. */
export interface Utf8Json {
  readonly text: string;
  readonly charset: 'utf-8';
  readonly charsetSource: CharsetSource;
  /** UTF-16 length of the decoded body (no character of which is U+FFFD). */
  readonly decodedLength: number;
}

/**
 * The direct way for a JSON body in UTF-8 (by byte-order mark, HTTP charset or default) that decodes
 * without loss and validates: it is validated and re-indented from the bytes it came in, never
 * decoded into a string of its own and encoded again. The text equals what decoding the body and
 * `prettyPrintJson` give. `undefined` in every other case (another or an unknown charset,
 * an invalid or U+FFFD sequence, JSON that does not validate): the caller decodes the body then,
 * and the text path reports the charset failure, the parser's reason or the sniffed fallback.
 */
export function readUtf8Json(body: Uint8Array, httpCharset: string | undefined, declaration: InDocumentDeclaration): Utf8Json | undefined {
  const utf8 = losslessUtf8Body(body, httpCharset, declaration);
  if (utf8 === undefined) return undefined;
  const text = prettyPrintJsonBytes(utf8.bytes);
  return text === undefined ? undefined : { text, charset: 'utf-8', charsetSource: utf8.charsetSource, decodedLength: utf8.decodedLength };
}
