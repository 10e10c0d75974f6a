import { sharedWordShare, visibleWordCount, wordCount } from './markdown-words.js';

/** When an extractor's cut is one post of a series of like posts (a thread's first post, an issue's description). */
export interface PostSeriesRule {
  /** A series has at least this many posts (the one kept and others beside it). */
  readonly minPosts: number;
  /** At least this share of the cut's words are the post's. */
  readonly minShared: number;
  /** The post has at most this many times the cut's words: the cut is that post, not a container holding it. */
  readonly maxPostToCut: number;
}

/**
 * Production rule: three posts (the opening one and two answers), and a cut that is most of one
 * post. Fixed by reading, not tuned: it names what a thread is, and no dev page has a series whose
 * post a declared article's cut is (bench/RESULTS.md, session 20).
 */
export const POST_SERIES: PostSeriesRule = { minPosts: 3, minShared: 0.8, maxPostToCut: 1.5 };

/**
 * How many posts the series has of which `cut` (an extractor's Markdown) is one, or 0. `series` holds
 * the texts of each series of like sibling elements that each carry a date (`findPostSeries`): the
 * posts of a thread, an issue's comments, a blog's comments, a news page's story cards. A cut that is
 * one of them left the rest out: on a thread, the answers. An article followed by its comments is no
 * post of the comments' series, so its cut is not one.
 */
export function postSeriesOfCut(cut: string, series: readonly (readonly string[])[], rule: PostSeriesRule = POST_SERIES): number {
  // The cut is Markdown: its link targets are no words of the page (the posts' texts are plain).
  const cutWords = visibleWordCount(cut);
  if (cutWords === 0) return 0;
  let posts = 0;
  for (const texts of series) {
    if (texts.length < rule.minPosts || texts.length <= posts) continue;
    const isOne = texts.some((text) => {
      const words = wordCount(text);
      // A post with fewer words than the share asks for cannot hold it: the word comparison is skipped.
      return words >= rule.minShared * cutWords && words <= rule.maxPostToCut * cutWords && sharedWordShare(cut, text) >= rule.minShared;
    });
    if (isOne) posts = texts.length;
  }
  return posts;
}
