import { Buffer, isAscii, isUtf8 } from 'node:buffer';

/** U+FFFD REPLACEMENT CHARACTER in UTF-8. */
const ENCODED_REPLACEMENT = Buffer.from([0xef, 0xbf, 0xbd]);

/**
 * Decodes UTF-8 bytes as `new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)` does (every
 * invalid sequence becomes one U+FFFD per maximal subpart, a leading U+FEFF is kept), only faster:
 * ASCII bytes (checked natively) are copied into a one-byte string as Latin-1, which is the same
 * text, and other bytes go through V8's UTF-8 decoder, which follows the same WHATWG rules (a
 * property test pins the equivalence). Node 20's `TextDecoder` goes through ICU and is slower.
 */
export function decodeUtf8(bytes: Uint8Array): string {
  const view = asBuffer(bytes);
  return isAscii(view) ? view.toString('latin1') : view.toString('utf8');
}

/**
 * True when `bytes` are valid UTF-8 and encode no U+FFFD: decoding them loses nothing and yields
 * no replacement character, so they are exactly the UTF-8 encoding of their decoded text.
 */
export function isLosslessUtf8(bytes: Uint8Array): boolean {
  const view = asBuffer(bytes);
  return isUtf8(view) && view.indexOf(ENCODED_REPLACEMENT) === -1;
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Bytes checked at once for ASCII by {@link decodedUtf16Length}. */
const ASCII_RUN_BYTES = 1024;

/**
 * Length in UTF-16 code units of the text that valid UTF-8 `bytes` decode to, without decoding:
 * one unit per character, two for a character beyond U+FFFF (a 4-byte sequence). A page's markup
 * is mostly ASCII: runs of it are checked natively and counted whole, and only runs holding other
 * bytes are read byte by byte (each byte counts alone, so where a run ends does not matter).
 */
export function decodedUtf16Length(bytes: Uint8Array): number {
  const view = asBuffer(bytes);
  let units = 0;
  for (let start = 0; start < bytes.length; start += ASCII_RUN_BYTES) {
    const end = Math.min(bytes.length, start + ASCII_RUN_BYTES);
    if (isAscii(view.subarray(start, end))) {
      units += end - start;
      continue;
    }
    for (let index = start; index < end; index += 1) {
      const byte = bytes[index] as number;
      if (byte < 0x80 || byte >= 0xc0) units += byte >= 0xf0 ? 2 : 1;
    }
  }
  return units;
}
