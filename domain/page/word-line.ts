/** Letters and digits only: Markdown's escapes, emphasis marks and punctuation (`fixed\_width`, `_word_`, "?") split words as plain text's do. */
const WORD = /[\p{L}\p{N}]+/gu;

/** The words of `text`, as {@link wordLine} joins them. */
export function lineWords(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** `words` lower-cased, each with a space on either side: a passage's line is found in a page's line by `includes`, whole words only. */
export function wordLine(words: readonly string[]): string {
  return ` ${words.join(' ').toLowerCase()} `;
}
