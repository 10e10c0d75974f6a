import { describe, expect, it } from 'vitest';
import { POST_SERIES, postSeriesOfCut } from '../../../../domain/page/post-series.policy.js';

const post = (author: string, words: string): string => `${author} commented 2025-03-11 ${words}`;
const OPENING = 'When a station has two low waters on the same calendar day the parser keeps only the first one and the second disappears from the list';
const ANSWER = 'Can confirm on another table as well where the highs are affected too though less often because they rarely double up';

describe('postSeriesOfCut', () => {
  const thread = [post('alice', OPENING), post('carol', ANSWER), post('bob', `${ANSWER} and a fix follows`)];

  it('counts the posts of the series whose one post the cut is', () => {
    expect(postSeriesOfCut(OPENING, [thread])).toBe(3);
    // The series with the most posts counts when the cut is one post of several series.
    expect(postSeriesOfCut(OPENING, [thread, [...thread, post('dmitri', ANSWER)]])).toBe(4);
  });

  it('is 0 for a cut that is no post of a series: an article above its comments, a container of the posts, too few posts', () => {
    const article = `${OPENING} ${OPENING.split(' ').reverse().join(' ')} and the rest of a long article that no comment repeats`;
    expect(postSeriesOfCut(article, [[post('carol', ANSWER), post('bob', ANSWER), post('dmitri', ANSWER)]])).toBe(0);
    // A post more than `maxPostToCut` times the cut's words holds more than the cut: the cut is part of it, not it.
    expect(postSeriesOfCut('two low waters', [thread])).toBe(0);
    expect(postSeriesOfCut(OPENING, [thread.slice(0, POST_SERIES.minPosts - 1)])).toBe(0);
    expect(postSeriesOfCut('', [thread])).toBe(0);
    expect(postSeriesOfCut(OPENING, [])).toBe(0);
  });

  it('uses the rule it is given', () => {
    expect(postSeriesOfCut(OPENING, [thread.slice(0, 2)], { ...POST_SERIES, minPosts: 2 })).toBe(2);
    expect(postSeriesOfCut(OPENING, [thread], { ...POST_SERIES, maxPostToCut: 1 })).toBe(0);
  });
});
