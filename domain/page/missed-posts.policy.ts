import { visibleText } from './markdown-words.js';
import { lineWords, wordLine } from './word-line.js';

/** When an extractor's cut kept a series of like posts but left some of them out. */
export interface MissedPostsRule {
  /** A series has at least this many posts. */
  readonly minPosts: number;
  /** A post is recognised by its longest passage of at least this many words; shorter posts are not judged. */
  readonly minPassageWords: number;
  /** The cut kept at least this many of the series' posts: it read the series as content. */
  readonly minKept: number;
}

/**
 * Production rule: a thread of three posts, a passage of six words (a sentence, not a name or a
 * date), two posts kept. Fixed by reading, not tuned (bench/RESULTS.md, session 21).
 */
export const MISSED_POSTS: MissedPostsRule = { minPosts: 3, minPassageWords: 6, minKept: 2 };


/**
 * How many posts of a series `cut` left out that `region` kept, or 0. `series` holds, for each
 * series of like sibling posts that each carry a date (a thread's posts, an issue's comments), each
 * post's longest passage of text. A post counts as kept where the cut has its passage word for word,
 * as left out where the cut has not and the region has. Readability drops a short answer whose links
 * (the author's name, quote and report buttons) outweigh its one sentence, while keeping the posts
 * around it; an article cut that kept none of its comments kept no series, and is not judged.
 */
export function missedPostsOfCut(cut: string, region: string, series: readonly (readonly string[])[], rule: MissedPostsRule = MISSED_POSTS): number {
  let most = 0;
  let cutLine: string | undefined;
  let regionLine: string | undefined;
  for (const passages of series) {
    if (passages.length < rule.minPosts) continue;
    let kept = 0;
    let missed = 0;
    for (const passage of passages) {
      const words = lineWords(passage);
      if (words.length < rule.minPassageWords) continue;
      const line = wordLine(words);
      cutLine ??= wordLine(lineWords(visibleText(cut)));
      if (cutLine.includes(line)) {
        kept += 1;
        continue;
      }
      regionLine ??= wordLine(lineWords(visibleText(region)));
      if (regionLine.includes(line)) missed += 1;
    }
    if (kept >= rule.minKept && missed > most) most = missed;
  }
  return most;
}
