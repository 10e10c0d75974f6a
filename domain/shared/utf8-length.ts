/** Any UTF-16 code unit outside ASCII. */
const NON_ASCII = /[\u0080-\uffff]/;
/**
 * From this length on, the ASCII prefix is found by the regular-expression engine (native code)
 * before the loop starts: the loop alone takes tens of milliseconds over a 10 MB document.
 */
const NATIVE_SCAN_FROM = 4_096;

/** UTF-8 encoded size of `text` in bytes, without allocating (lone surrogates count as U+FFFD, 3 bytes). */
export function utf8ByteLength(text: string): number {
  const start = text.length >= NATIVE_SCAN_FROM ? asciiPrefixLength(text) : 0;
  let bytes = start;
  for (let index = start; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        index += 1;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

function asciiPrefixLength(text: string): number {
  const first = text.search(NON_ASCII);
  return first === -1 ? text.length : first;
}
