/** An image, whose title (a figure's caption) may hold parentheses inside its quotes. */
const IMAGE = /!\[[^\]]*\]\((?:[^)"]|"(?:[^"\\]|\\.)*")*\)/g;
const LINK = /\[([^\]]*)\]\([^)]*\)/g;
const WORD = /[\p{L}\p{N}_]+/gu;

/** Word tokens (runs of letters, digits and `_`) of plain text. */
export function wordCount(text: string): number {
  return (text.match(WORD) ?? []).length;
}

function letters(text: string): number {
  return (text.match(WORD) ?? []).join('').length;
}

/** Word tokens (runs of letters, digits and `_`) of Markdown's visible text: images dropped, links reduced to their labels. */
export function visibleWordCount(markdown: string): number {
  return wordCount(markdown.replace(IMAGE, ' ').replace(LINK, '$1'));
}

/** Word tokens of Markdown's visible text, in order (images dropped, links reduced to their labels). */
export function visibleWords(markdown: string): string[] {
  return markdown.replace(IMAGE, ' ').replace(LINK, '$1').match(WORD) ?? [];
}

/** Share of the visible text's letters and digits that sit inside link labels (0–1; 0 for no text). */
export function linkLabelShare(markdown: string): number {
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
  return letters(markdown.replace(IMAGE, ' ').replace(LINK, '$1')) > 0;
}
