/** An encoding announced by a byte-order mark, and the mark's length in bytes. */
export interface ByteOrderMark {
  readonly encoding: 'utf-8' | 'utf-16le' | 'utf-16be';
  readonly length: number;
}

/** Reads a UTF-8, UTF-16LE or UTF-16BE byte-order mark at the start of `bytes` (WHATWG "BOM sniff"). */
export function detectByteOrderMark(bytes: Uint8Array): ByteOrderMark | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', length: 2 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', length: 2 };
  return undefined;
}
