import { profileMarkdownOutput, shingleContainment } from './markdown-output-profile.js';

/** Thresholds of {@link chooseExtractionStage} (both shares, 0–1). */
export interface StageQualityThresholds {
  /** Share of the shorter output's 4-word shingles that must occur in the longer one for both to be "the same article". */
  readonly agreement: number;
  /** Share of Defuddle's visible text inside link labels above which its output counts as a link list. */
  readonly linkListShare: number;
}

/**
 * Production thresholds, fixed on the 88-page development corpus (bench/RESULTS.md): F1 is flat
 * for any agreement from 0.5 to 0.95 and any link-list share from 0.3 to 0.7.
 */
export const STAGE_QUALITY_THRESHOLDS: StageQualityThresholds = { agreement: 0.8, linkListShare: 0.5 };

/** The extractor whose output a chain keeps, and why, in words fit for `stageNotes`. */
export interface StageChoice {
  readonly stage: 'defuddle' | 'readability';
  /** E.g. `same article; readability is tighter, 0.93 of its shingles occur in defuddle's output`. */
  readonly reason: string;
}

const percent = (share: number): string => `${Math.round(share * 100)} %`;

/**
 * Decides, from the two Markdown outputs alone (no ground truth, deterministic), whether
 * Readability (the later stage) extracted the article better than Defuddle:
 *
 * 1. an output without words loses;
 * 2. when the shorter output (fewer words; a tie counts Defuddle as shorter) has at least
 *    `agreement` of its shingles inside the longer one, both extracted the same article and the
 *    shorter wins: what the longer adds is page chrome (related links, bylines, teasers, footers);
 * 3. otherwise they disagree, and Defuddle stays unless more than `linkListShare` of its text is
 *    link labels (it picked a navigation or teaser list).
 */
export function chooseExtractionStage(
  defuddleMarkdown: string,
  readabilityMarkdown: string,
  thresholds: StageQualityThresholds = STAGE_QUALITY_THRESHOLDS,
): StageChoice {
  const defuddle = profileMarkdownOutput(defuddleMarkdown);
  const readability = profileMarkdownOutput(readabilityMarkdown);
  if (readability.words === 0) return { stage: 'defuddle', reason: 'readability output has no words' };
  if (defuddle.words === 0) return { stage: 'readability', reason: 'defuddle output has no words' };
  const readabilityShorter = readability.words < defuddle.words;
  const agreement = readabilityShorter ? shingleContainment(readability, defuddle) : shingleContainment(defuddle, readability);
  const shared = agreement.toFixed(2);
  if (agreement >= thresholds.agreement) {
    return readabilityShorter
      ? { stage: 'readability', reason: `same article; readability is tighter, ${shared} of its shingles occur in defuddle's output` }
      : { stage: 'defuddle', reason: `same article; defuddle is tighter, ${shared} of its shingles occur in readability's output` };
  }
  const disagreement = `outputs disagree, only ${shared} of the shorter one's shingles occur in the longer`;
  if (defuddle.linkShare > thresholds.linkListShare) {
    return { stage: 'readability', reason: `${disagreement}; defuddle output is ${percent(defuddle.linkShare)} links` };
  }
  return { stage: 'defuddle', reason: `${disagreement}; defuddle output is ${percent(defuddle.linkShare)} links` };
}
