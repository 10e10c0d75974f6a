import { visibleWords } from '../../../../../domain/page/markdown-words.js';

/** Tunables of {@link addStructuredDescription}. */
export interface StructuredDescriptionThresholds {
  /** A description shorter than this (words) is a tagline or an SEO snippet, not the product's description. */
  readonly minWords: number;
  /** The description is added when the output holds less than this share of its words. */
  readonly maxCovered: number;
}

/** Production setting; chosen by k-fold cross-validation over both development corpora (bench/RESULTS.md). */
export const STRUCTURED_DESCRIPTION_THRESHOLDS: StructuredDescriptionThresholds = { minWords: 20, maxCovered: 0.5 };

/** The Markdown with the description put first, or unchanged. */
export interface DescriptionAddition {
  readonly markdown: string;
  readonly added: boolean;
}

/**
 * Puts the product's description from the page's structured data (schema.org `Product`
 * `description`, as Markdown: `descriptionMarkdown`) before `markdown` when the extracted text lacks it: pages that
 * render their description with a script carry it only there. Added when it has at least
 * `minWords` words and fewer than `maxCovered` of them (as a multiset, lower-cased) appear in `markdown`.
 */
export function addStructuredDescription(markdown: string, description: string | undefined, thresholds: StructuredDescriptionThresholds = STRUCTURED_DESCRIPTION_THRESHOLDS): DescriptionAddition {
  if (description === undefined) return { markdown, added: false };
  const described = description.trim();
  const wanted = visibleWords(described).map((word) => word.toLowerCase());
  if (wanted.length < thresholds.minWords) return { markdown, added: false };
  const available = new Map<string, number>();
  for (const word of visibleWords(markdown)) available.set(word.toLowerCase(), (available.get(word.toLowerCase()) ?? 0) + 1);
  let covered = 0;
  for (const word of wanted) {
    const left = available.get(word) ?? 0;
    if (left > 0) {
      covered += 1;
      available.set(word, left - 1);
    }
  }
  if (covered >= thresholds.maxCovered * wanted.length) return { markdown, added: false };
  return { markdown: markdown.trim() === '' ? described : `${described}\n\n${markdown}`, added: true };
}
