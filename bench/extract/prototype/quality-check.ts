import type { StageChoice } from './stage-choice.js';

/** Tunable thresholds of {@link chooseStage}; see bench/RESULTS.md for how they were chosen. */
export interface QualityCheckThresholds {
  /**
   * Share of the shorter output's 4-word shingles that must also occur in the
   * longer one for the two to count as the same article (0–1).
   */
  readonly agreement: number;
  /** Share of Defuddle's text inside link labels above which its output counts as a link list (0–1). */
  readonly linkListShare: number;
}

/** Thresholds recommended for production (fixed before looking at held-out pages). */
export const DEFAULT_THRESHOLDS: QualityCheckThresholds = { agreement: 0.8, linkListShare: 0.5 };

/** Word-level facts about one stage's Markdown that the check needs. */
export interface OutputProfile {
  /** Word tokens of the text with link targets and images removed. */
  readonly words: number;
  /** Share of the text's letters and digits that sit inside link labels (0–1). */
  readonly linkShare: number;
  /** 4-word shingles with multiplicity. */
  readonly shingles: ReadonlyMap<string, number>;
}

const IMAGE = /!\[[^\]]*\]\([^)]*\)/g;
const LINK = /\[([^\]]*)\]\([^)]*\)/g;
const WORD = /[\p{L}\p{N}_]+/gu;

/** Profiles one stage's Markdown: visible text only (link labels kept, targets and images dropped). */
export function profileOutput(markdown: string): OutputProfile {
  const withoutImages = markdown.replace(IMAGE, ' ');
  let linkChars = 0;
  const text = withoutImages.replace(LINK, (_whole, label: string) => {
    linkChars += (label.match(WORD) ?? []).join('').length;
    return label;
  });
  const tokens = text.match(WORD) ?? [];
  const textChars = tokens.join('').length;
  const shingles = new Map<string, number>();
  for (let start = 0; start + 4 <= tokens.length; start++) {
    const key = tokens.slice(start, start + 4).join(' ');
    shingles.set(key, (shingles.get(key) ?? 0) + 1);
  }
  return { words: tokens.length, linkShare: textChars === 0 ? 0 : linkChars / textChars, shingles };
}

/** Share of `part`'s shingles (with multiplicity) also present in `whole`; 1 when `part` has none. */
export function containment(part: OutputProfile, whole: OutputProfile): number {
  let total = 0;
  let shared = 0;
  for (const [key, count] of part.shingles) {
    total += count;
    shared += Math.min(count, whole.shingles.get(key) ?? 0);
  }
  return total === 0 ? 1 : shared / total;
}

/**
 * Decides whether Readability (the later stage) extracted the article better
 * than Defuddle, from the two outputs alone:
 *
 * 1. an empty output loses;
 * 2. when the two agree on the article (the shorter output's shingles are at
 *    least `agreement` contained in the longer one), the shorter wins: what
 *    the longer adds is, far more often than not, page chrome (related
 *    links, bylines, teasers, footers) rather than article text;
 * 3. when they disagree, Defuddle stays unless its output is mostly link
 *    labels (`linkListShare`), i.e. it picked a navigation or teaser list.
 *
 * Ties keep Defuddle, the earlier stage.
 */
export function chooseStage(
  defuddleMarkdown: string,
  readabilityMarkdown: string,
  thresholds: QualityCheckThresholds = DEFAULT_THRESHOLDS,
): StageChoice {
  const defuddle = profileOutput(defuddleMarkdown);
  const readability = profileOutput(readabilityMarkdown);
  if (readability.words === 0) return { stage: 'defuddle', reason: 'readability empty' };
  if (defuddle.words === 0) return { stage: 'readability', reason: 'defuddle empty' };
  const readabilityShorter = readability.words < defuddle.words;
  const shorter = readabilityShorter ? readability : defuddle;
  const longer = readabilityShorter ? defuddle : readability;
  if (containment(shorter, longer) >= thresholds.agreement) {
    return readabilityShorter
      ? { stage: 'readability', reason: 'same article, readability tighter' }
      : { stage: 'defuddle', reason: 'same article, defuddle tighter' };
  }
  if (defuddle.linkShare > thresholds.linkListShare) {
    return { stage: 'readability', reason: 'outputs disagree, defuddle mostly links' };
  }
  return { stage: 'defuddle', reason: 'outputs disagree' };
}
