import { PAGE_THRESHOLDS } from './page-thresholds.js';

/**
 * True when decoding produced more U+FFFD replacement characters than 0.5 % of the decoded text:
 * the declared (or defaulted) charset is probably wrong. `decodedLength` is in UTF-16 code units.
 */
export function hasCharsetTrouble(replacementChars: number, decodedLength: number): boolean {
  if (replacementChars <= 0 || decodedLength <= 0) return false;
  return replacementChars / decodedLength > PAGE_THRESHOLDS.replacementShare;
}
