import { chooseCharset, incompleteUtf8Tail, type InDocumentDeclaration } from './body-decoder.js';
import type { CharsetSource } from './decoded-body.js';
import { decodedUtf16Length, isLosslessUtf8 } from './utf8-text.js';

/** A body in UTF-8 that decodes without loss: its text's bytes, and the facts decoding it would give. */
export interface LosslessUtf8Body {
  /** The text's UTF-8 bytes: the body without its byte-order mark (and, for a partial body, without a character cut at its end). */
  readonly bytes: Uint8Array;
  readonly charsetSource: CharsetSource;
  /** UTF-16 length of the text (none of whose characters is U+FFFD). */
  readonly decodedLength: number;
}

/**
 * The body's text as bytes, where `decodeBody` with the same arguments would decode it as UTF-8
 * (by byte-order mark, HTTP charset, in-document declaration or default) and find every sequence
 * valid and no U+FFFD: decoding those bytes then gives exactly its text, so a reader that decodes
 * them itself (the extraction worker) can be handed them instead of a string. `undefined` in every
 * other case, where the caller decodes the body and counts what was replaced.
 */
export function losslessUtf8Body(body: Uint8Array, httpCharset: string | undefined, declaration: InDocumentDeclaration, options: { readonly partial?: boolean } = {}): LosslessUtf8Body | undefined {
  const charset = chooseCharset(body, httpCharset, declaration);
  if (!charset.ok || charset.value.encoding !== 'utf-8') return undefined;
  const afterMark = body.subarray(charset.value.bomLength);
  const bytes = options.partial === true ? afterMark.subarray(0, afterMark.length - incompleteUtf8Tail(afterMark)) : afterMark;
  if (!isLosslessUtf8(bytes)) return undefined;
  return { bytes, charsetSource: charset.value.source, decodedLength: decodedUtf16Length(bytes) };
}
