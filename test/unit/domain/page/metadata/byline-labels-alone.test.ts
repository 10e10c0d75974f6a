import { describe, expect, it } from 'vitest';
import { bylineName, joinBylineNames } from '../../../../../domain/page/metadata/page-author.js';

/**
 * Session 33's byline rules: a byline's label alone in an element of its own (Le Figaro's
 * `<span class="fig-content-metas__author-prefix">Par </span>` before the author's link) is no name,
 * and neither is a thread's label for who asked ("Question author" on Salesforce's Trailblazer).
 */

describe('bylineName: a label alone', () => {
  it('reads no name from "Par" or "By" alone, with or without a colon or spaces', () => {
    expect(bylineName('Par')).toBeUndefined();
    expect(bylineName('Par ')).toBeUndefined();
    expect(bylineName('  par  ')).toBeUndefined();
    expect(bylineName('By')).toBeUndefined();
    expect(bylineName('By:')).toBeUndefined();
    expect(bylineName('Von')).toBeUndefined();
    expect(bylineName('Por')).toBeUndefined();
  });

  it('still reads the name after the label', () => {
    expect(bylineName('Par Marion Lacrouts')).toBe('Marion Lacrouts');
    expect(bylineName('Par  Marion   Lacrouts')).toBe('Marion Lacrouts');
    expect(bylineName('By Jane Doe')).toBe('Jane Doe');
  });

  it('keeps a name that only begins with the letters of a label', () => {
    expect(bylineName('Parker Lewis')).toBe('Parker Lewis');
    expect(bylineName('Bynum Ellis')).toBe('Bynum Ellis');
    expect(bylineName('Porter Wynn')).toBe('Porter Wynn');
  });
});

describe("bylineName: a thread's label for who asked", () => {
  it('reads no name from "Question author", "Original poster" or "Topic starter"', () => {
    expect(bylineName('Question author')).toBeUndefined();
    expect(bylineName('Original poster')).toBeUndefined();
    expect(bylineName('Topic starter')).toBeUndefined();
    expect(bylineName('Thread starter')).toBeUndefined();
    expect(bylineName('Original Poster')).toBeUndefined();
  });

  it('keeps a name that has one of their words beside a word of its own', () => {
    expect(bylineName('Mara Lind')).toBe('Mara Lind');
    expect(bylineName('Thread Okafor')).toBe('Thread Okafor');
  });
});

describe('joinBylineNames: the label and the name in parts of their own', () => {
  it('joins only the name (Le Figaro\'s "Par " prefix, then the author\'s link)', () => {
    expect(joinBylineNames(['Par ', 'Marion Lacrouts'])).toBe('Marion Lacrouts');
    expect(joinBylineNames(['Par'])).toBeUndefined();
    expect(joinBylineNames(['Question author'])).toBeUndefined();
  });
});
