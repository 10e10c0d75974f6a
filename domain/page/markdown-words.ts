/** An image, whose title (a figure's caption) may hold parentheses inside its quotes. */
const IMAGE = /!\[[^\]]*\]\((?:[^)"]|"(?:[^"\\]|\\.)*")*\)/g;
const LINK = /\[([^\]]*)\]\([^)]*\)/g;
const WORD = /[\p{L}\p{N}_]+/gu;
/** Chinese and Japanese script, written without spaces between words (with the kana's prolonged sound mark "ー", of no script). */
const UNSPACED = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;
/**
 * Words of text with Chinese or Japanese in it: every two characters of those scripts count as a word
 * (about a word's length there), so a paragraph weighs about what its English would; a run of them
 * between punctuation marks is no one word.
 */
const UNSPACED_WORD = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u30fc]{1,2}|(?:(?![\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u30fc])[\p{L}\p{N}_])+/gu;

/** Whether `text` holds Chinese or Japanese script, written without spaces between words. */
export function writesUnspaced(text: string): boolean {
  return UNSPACED.test(text);
}

/** The word tokens of plain text: runs of letters, digits and `_`, Chinese and Japanese two characters at a time. */
function words(text: string): RegExpMatchArray | null {
  return text.match(writesUnspaced(text) ? UNSPACED_WORD : WORD);
}

/** Word tokens (runs of letters, digits and `_`; Chinese and Japanese two characters at a time) of plain text. */
export function wordCount(text: string): number {
  return (words(text) ?? []).length;
}

function letters(text: string): number {
  return (words(text) ?? []).join('').length;
}

/** Markdown's visible text: images dropped, links reduced to their labels (both need a `](`). */
export function visibleText(markdown: string): string {
  return markdown.includes('](') ? markdown.replace(IMAGE, ' ').replace(LINK, '$1') : markdown;
}

/** Word tokens (runs of letters, digits and `_`) of Markdown's visible text: images dropped, links reduced to their labels. */
export function visibleWordCount(markdown: string): number {
  return wordCount(visibleText(markdown));
}

/** Words of Markdown outside its links and images: a menu's or a sidebar's lines of links say none. */
export function unlinkedWordCount(markdown: string): number {
  return markdown.includes('](') ? wordCount(markdown.replace(IMAGE, ' ').replace(LINK, ' ')) : wordCount(markdown);
}

/** Word tokens of Markdown's visible text, in order (images dropped, links reduced to their labels). */
export function visibleWords(markdown: string): string[] {
  return words(visibleText(markdown)) ?? [];
}

/** How often each visible word of Markdown occurs, case-folded (`visibleWords`). */
export function visibleWordCounts(markdown: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of visibleWords(markdown)) {
    const key = word.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * Share of `base`'s visible words (case-folded, counted with repeats) that `other` has too: 1 when
 * `other` holds every word of `base`, 0 when none (or `base` has no words).
 */
export function sharedWordShare(base: string, other: string): number {
  const words = visibleWords(base);
  if (words.length === 0) return 0;
  const left = visibleWordCounts(other);
  let shared = 0;
  for (const word of words) {
    const key = word.toLowerCase();
    const count = left.get(key) ?? 0;
    if (count > 0) {
      shared += 1;
      left.set(key, count - 1);
    }
  }
  return shared / words.length;
}

/** Share of the visible text's letters and digits that sit inside link labels (0–1; 0 for no text). */
export function linkLabelShare(markdown: string): number {
  if (!markdown.includes('](')) return 0;
  let inLinks = 0;
  const visible = markdown.replace(IMAGE, ' ').replace(LINK, (_whole, label: string) => {
    inLinks += letters(label);
    return label;
  });
  const total = letters(visible);
  return total === 0 ? 0 : inLinks / total;
}

/** Whether Markdown has any visible letter or digit. */
export function hasVisibleText(markdown: string): boolean {
  return letters(visibleText(markdown)) > 0;
}
