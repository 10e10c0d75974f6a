import { describe, expect, it } from 'vitest';
import { profileMarkdownOutput, shingleContainment } from '../../../../domain/page/markdown-output-profile.js';
import { chooseExtractionStage, STAGE_QUALITY_THRESHOLDS } from '../../../../domain/page/stage-quality-check.policy.js';

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
    expect(chooseExtractionStage(`${ARTICLE}\n\n${CHROME}`, ARTICLE)).toEqual({
      stage: 'readability',
      reason: "same article; readability is tighter, 1.00 of its shingles occur in defuddle's output",
    });
    expect(chooseExtractionStage(ARTICLE, `${CHROME}\n\n${ARTICLE}`)).toEqual({
      stage: 'defuddle',
      reason: "same article; defuddle is tighter, 1.00 of its shingles occur in readability's output",
    });
  });

  it('keeps Defuddle on equal length (the earlier stage wins ties)', () => {
    expect(chooseExtractionStage(ARTICLE, ARTICLE).stage).toBe('defuddle');
  });

  it('keeps Defuddle when the outputs disagree and Defuddle is prose', () => {
    const other = 'A completely different text about football results and the weather forecast for the weekend ahead of us.';
    expect(chooseExtractionStage(ARTICLE, other)).toEqual({
      stage: 'defuddle',
      reason: "outputs disagree, only 0.00 of the shorter one's shingles occur in the longer; defuddle output is 0 % links",
    });
  });

  it('switches to Readability when the outputs disagree and Defuddle picked a link list', () => {
    const links = '[Home](/) [World](/world) [Sport](/sport) [Business](/business) [Opinion](/opinion) [Weather](/weather)';
    const choice = chooseExtractionStage(links, ARTICLE);
    expect(choice.stage).toBe('readability');
    expect(choice.reason).toMatch(/^outputs disagree, .*; defuddle output is 100 % links$/);
  });

  it('applies the thresholds at their boundaries', () => {
    // 6 words, 3 shingles; the longer output shares 2 of them: containment 2/3.
    const shorter = 'alpha beta gamma delta epsilon zeta';
    const longer = 'alpha beta gamma delta epsilon xi omicron pi rho sigma tau';
    expect(chooseExtractionStage(longer, shorter, { agreement: 2 / 3, linkListShare: 0.5 }).stage).toBe('readability');
    expect(chooseExtractionStage(longer, shorter, { agreement: 0.67, linkListShare: 0.5 }).stage).toBe('defuddle');
    const halfLinks = '[alpha beta](/a) gamma delta';
    expect(profileMarkdownOutput(halfLinks).linkShare).toBeCloseTo(9 / 19, 12);
    expect(chooseExtractionStage(halfLinks, longer, { agreement: 1.01, linkListShare: 0.48 }).stage).toBe('defuddle');
    expect(chooseExtractionStage(halfLinks, longer, { agreement: 1.01, linkListShare: 0.47 }).stage).toBe('readability');
  });

  it('lets an output without words lose', () => {
    expect(chooseExtractionStage('', ARTICLE).stage).toBe('readability');
    expect(chooseExtractionStage('![only an image](https://img.example/a.png)', ARTICLE).stage).toBe('readability');
    expect(chooseExtractionStage(ARTICLE, '   ').stage).toBe('defuddle');
  });

  it('does not call a short fragment of a different text the same article', () => {
    const fragment = 'Officials said the first new routes would open in spring, but nothing else here matches.';
    expect(shingleContainment(profileMarkdownOutput(fragment), profileMarkdownOutput(ARTICLE))).toBeLessThan(STAGE_QUALITY_THRESHOLDS.agreement);
  });

  it('counts shingles with multiplicity', () => {
    const twice = profileMarkdownOutput('one two three four one two three four');
    const once = profileMarkdownOutput('one two three four');
    expect(twice.shingles.get('one two three four')).toBe(2);
    expect(shingleContainment(twice, once)).toBeCloseTo(1 / 5, 12);
    expect(shingleContainment(profileMarkdownOutput('too short'), once)).toBe(1);
  });

  it('profiles visible text only: link targets and images do not count as words', () => {
    const profile = profileMarkdownOutput('Read [the report](https://example.com/very/long/path) here ![chart](https://img.example/c.png)');
    expect(profile.words).toBe(4);
    expect(profile.linkShare).toBeCloseTo('thereport'.length / 'Readthereporthere'.length, 12);
  });
});
