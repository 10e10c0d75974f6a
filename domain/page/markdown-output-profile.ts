/** Word-level facts about one extractor's Markdown, as the stage quality check reads them. */
export interface MarkdownOutputProfile {
  /** Word tokens (runs of letters, digits and `_`) of the visible text: link labels kept, link targets and images dropped. */
  readonly words: number;
  /** Share of the visible text's letters and digits that sit inside link labels (0–1; 0 for no text). */
  readonly linkShare: number;
  /** Windows of 4 consecutive word tokens, with multiplicity. */
  readonly shingles: ReadonlyMap<string, number>;
}

const IMAGE = /!\[[^\]]*\]\([^)]*\)/g;
const LINK = /\[([^\]]*)\]\([^)]*\)/g;
const WORD = /[\p{L}\p{N}_]+/gu;
const SHINGLE_SIZE = 4;

/** Profiles Markdown by its visible text: images `![..](..)` dropped, links `[label](url)` reduced to `label`. */
export function profileMarkdownOutput(markdown: string): MarkdownOutputProfile {
  let linkChars = 0;
  const text = markdown.replace(IMAGE, ' ').replace(LINK, (_whole, label: string) => {
    linkChars += (label.match(WORD) ?? []).join('').length;
    return label;
  });
  const tokens = text.match(WORD) ?? [];
  const textChars = tokens.join('').length;
  const shingles = new Map<string, number>();
  for (let start = 0; start + SHINGLE_SIZE <= tokens.length; start++) {
    const key = tokens.slice(start, start + SHINGLE_SIZE).join(' ');
    shingles.set(key, (shingles.get(key) ?? 0) + 1);
  }
  return { words: tokens.length, linkShare: textChars === 0 ? 0 : linkChars / textChars, shingles };
}

/**
 * Share of `part`'s shingles (counted with multiplicity) that also occur in `whole`:
 * Σ min(count in part, count in whole) ÷ Σ count in part. 1 when `part` has no shingles.
 */
export function shingleContainment(part: MarkdownOutputProfile, whole: MarkdownOutputProfile): number {
  let total = 0;
  let shared = 0;
  for (const [key, count] of part.shingles) {
    total += count;
    shared += Math.min(count, whole.shingles.get(key) ?? 0);
  }
  return total === 0 ? 1 : shared / total;
}
