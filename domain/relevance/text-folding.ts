/**
 * Text folding and tokenisation shared by the query parser and the relevance gate.
 *
 * Folding: Unicode NFKC, then lower-casing, then full case folding of `ß`/`ẞ` → `ss` and final
 * `ς` → `σ`, then removal of combining marks that follow a Latin, Greek, Cyrillic or Arabic base
 * letter (so `Café` ≡ `cafe`, `ё` ≡ `е`, `أ` ≡ `ا`, Arabic short vowels ignored), then NFC.
 * Marks of other scripts (Devanagari vowel signs, Japanese voicing marks) are kept because they
 * change the letter.
 *
 * Tokens: maximal runs of letters, marks and numbers (`\p{L}\p{M}\p{N}`); everything else separates.
 * A run is split where it changes between a "no-space" script (Han, Hiragana, Katakana, Thai, Lao,
 * Khmer, Myanmar) and any other script, and no-space runs are segmented into words with
 * `Intl.Segmenter` (fixed locale `en`; ICU applies its CJK/Thai dictionaries for every locale).
 * Without `Intl.Segmenter` a no-space run stays one token. Hangul also matches by substring
 * (particles attach to nouns) but is not segmented (Korean separates words with spaces).
 */

const FOLDABLE_MARKS = /([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Arabic}])\p{M}+/gu;
const TOKEN_RUN = /[\p{L}\p{M}\p{N}]+/gu;
const ASCII_TOKEN_RUN = /[A-Za-z0-9]+/g;
const NO_SPACE_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\u30FC]/u;
const MARK = /\p{M}/u;
const SUBSTRING_SCRIPT_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Hangul}\u30FC]/u;
const NON_TOKEN_CHARS = /[^\p{L}\p{M}\p{N}]+/gu;

// ASCII has no marks, no compatibility forms and no no-space script: folding is lower-casing and a
// token run is one token. Results and queries are mostly ASCII, and the Unicode passes dominated
// the relevance gate's time.
// eslint-disable-next-line no-control-regex -- the whole ASCII range, controls included, is meant
const ASCII_ONLY = /^[\x00-\x7F]*$/;

const wordSegmenter: Intl.Segmenter | undefined =
  typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('en', { granularity: 'word' }) : undefined;

/** Folds text for comparison (see the module comment). Idempotent. */
export function foldText(text: string): string {
  if (ASCII_ONLY.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .replaceAll('ς', 'σ')
    .normalize('NFD')
    .replace(FOLDABLE_MARKS, '$1')
    .normalize('NFC');
}

/** Splits already folded text into tokens (see the module comment). */
export function tokenizeFolded(folded: string): string[] {
  // In ASCII the letters, marks and numbers of TOKEN_RUN are exactly A–Z, a–z and 0–9.
  if (ASCII_ONLY.test(folded)) return folded.match(ASCII_TOKEN_RUN) ?? [];
  const tokens: string[] = [];
  for (const run of folded.match(TOKEN_RUN) ?? []) {
    if (ASCII_ONLY.test(run)) {
      tokens.push(run);
      continue;
    }
    for (const part of splitByScriptKind(run)) {
      if (NO_SPACE_CHAR.test(part)) tokens.push(...segmentWords(part));
      else tokens.push(part);
    }
  }
  return tokens;
}

/** Folds and tokenises in one step. */
export function tokenize(text: string): string[] {
  return tokenizeFolded(foldText(text));
}

/** Folded text with every separator removed: the haystack for substring matching. */
export function compactFolded(folded: string): string {
  return folded.replace(NON_TOKEN_CHARS, '');
}

/** True when a token is matched by substring rather than by word (CJK, Thai, Hangul, …). */
export function usesSubstringMatching(token: string): boolean {
  return SUBSTRING_SCRIPT_CHAR.test(token);
}

/** Splits a token run where it switches between no-space and spaced scripts; marks stay with their base. */
function splitByScriptKind(run: string): string[] {
  const parts: string[] = [];
  let current = '';
  let currentIsNoSpace = false;
  for (const character of run) {
    const isNoSpace: boolean = MARK.test(character) ? currentIsNoSpace : NO_SPACE_CHAR.test(character);
    if (current !== '' && isNoSpace !== currentIsNoSpace) {
      parts.push(current);
      current = '';
    }
    current += character;
    currentIsNoSpace = isNoSpace;
  }
  if (current !== '') parts.push(current);
  return parts;
}

function segmentWords(run: string): string[] {
  if (wordSegmenter === undefined) return [run];
  const words: string[] = [];
  for (const segment of wordSegmenter.segment(run)) {
    if (segment.isWordLike === true) words.push(segment.segment);
  }
  return words.length === 0 ? [run] : words;
}
