import { describe, expect, it } from 'vitest';
import { chooseStage, containment, DEFAULT_THRESHOLDS, profileOutput } from '../../../bench/extract/prototype/quality-check.js';

const ARTICLE = [
  'The city council voted on Tuesday to expand the bus network across the northern districts.',
  'Officials said the first new routes would open in spring, with more to follow next year.',
  'Residents who spoke at the meeting welcomed the plan but asked for later evening services.',
].join('\n\n');
const CHROME = [
  'Related stories',
  '- [Council approves budget](https://news.example/a)',
  '- [Mayor visits school](https://news.example/b)',
  'Share this article on social media and sign up for our daily newsletter today.',
].join('\n');

describe('stage quality check', () => {
  it('prefers the tighter output when both extracted the same article', () => {
    expect(chooseStage(`${ARTICLE}\n\n${CHROME}`, ARTICLE)).toEqual({ stage: 'readability', reason: 'same article, readability tighter' });
    expect(chooseStage(ARTICLE, `${CHROME}\n\n${ARTICLE}`).stage).toBe('defuddle');
  });

  it('keeps Defuddle on equal length (the earlier stage wins ties)', () => {
    expect(chooseStage(ARTICLE, ARTICLE).stage).toBe('defuddle');
  });

  it('keeps Defuddle when the outputs disagree and Defuddle is prose', () => {
    const other = 'A completely different text about football results and the weather forecast for the weekend ahead of us.';
    expect(chooseStage(ARTICLE, other)).toEqual({ stage: 'defuddle', reason: 'outputs disagree' });
  });

  it('switches to Readability when the outputs disagree and Defuddle picked a link list', () => {
    const links = '[Home](/) [World](/world) [Sport](/sport) [Business](/business) [Opinion](/opinion) [Weather](/weather)';
    expect(chooseStage(links, ARTICLE)).toEqual({ stage: 'readability', reason: 'outputs disagree, defuddle mostly links' });
  });

  it('lets an empty output lose', () => {
    expect(chooseStage('', ARTICLE).stage).toBe('readability');
    expect(chooseStage(ARTICLE, '   ').stage).toBe('defuddle');
  });

  it('does not call a short fragment of a different text the same article', () => {
    const fragment = 'Officials said the first new routes would open in spring, but nothing else here matches.';
    const profile = profileOutput(fragment);
    expect(containment(profile, profileOutput(ARTICLE))).toBeLessThan(DEFAULT_THRESHOLDS.agreement);
  });

  it('profiles visible text only: link targets and images do not count as words', () => {
    const profile = profileOutput('Read [the report](https://example.com/very/long/path) here ![chart](https://img.example/c.png)');
    expect(profile.words).toBe(4);
    expect(profile.linkShare).toBeCloseTo('thereport'.length / 'Readthereporthere'.length, 12);
  });
});
