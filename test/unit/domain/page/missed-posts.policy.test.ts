import { describe, expect, it } from 'vitest';
import { MISSED_POSTS, missedPostsOfCut } from '../../../../domain/page/missed-posts.policy.js';

const FIRST = 'Since flashing firmware 2.4.1 my X axis stalls as soon as the step rate goes above roughly 40 kHz';
const SECOND = 'Same here on a rev B board with the stock supply and the default pulse width of four microseconds';
const SHORT = 'Confirming on a rev C laser setup: the timer_oc line alone got me from 38 to 52 kHz';
const thread = [FIRST, SECOND, SHORT];
const region = `${FIRST}.\n\n${SECOND}.\n\n${SHORT}.`;

describe('missedPostsOfCut', () => {
  it('counts the posts of a series the cut left out and the region kept, where the cut kept the series', () => {
    expect(missedPostsOfCut(`**${FIRST}**.\n\n[${SECOND.slice(0, 20)}](https://x.example/p)${SECOND.slice(20)}.`, region, [thread])).toBe(1);
    // Markdown's escapes split words as the plain text's underscore does.
    expect(missedPostsOfCut(`${FIRST}.\n\n${SECOND}.\n\nConfirming on a rev C laser setup: the timer\\_oc line alone got me from 38 to 52 kHz.`, region, [thread])).toBe(0);
  });

  it('does not judge a cut that kept fewer posts than the rule asks (an article without its comments), a series too small, or short posts', () => {
    expect(missedPostsOfCut('An article about stepper drivers and how they fail at high rates of steps per second.', region, [thread])).toBe(0);
    expect(missedPostsOfCut(`${FIRST}.`, region, [thread], { ...MISSED_POSTS, minKept: 1 })).toBe(2);
    expect(missedPostsOfCut(`${FIRST}.\n\n${SECOND}.`, region, [thread.slice(0, 2)])).toBe(0);
    expect(missedPostsOfCut(`${FIRST}.\n\n${SECOND}.`, `${region}\n\nThanks!`, [[FIRST, SECOND, 'Thanks!']])).toBe(0);
  });

  it('does not count a post the region left out too', () => {
    expect(missedPostsOfCut(`${FIRST}.\n\n${SECOND}.`, `${FIRST}.\n\n${SECOND}.`, [thread])).toBe(0);
  });
});
