import { describe, expect, it } from 'vitest';
import { asideHeadingKind } from '../../../../domain/page/aside-heading.policy.js';

/**
 * Session 40: Invision Community sets "Similar Content" under every topic, a list of other topics with their
 * authors and reply counts; other forums title it "Similar threads" or "Related topics".
 */
describe('asideHeadingKind: lists of related threads', () => {
  it.each(['Similar Content', 'Similar threads', 'Similar topics', 'Related topics', 'Related discussions', 'Related entries', 'SIMILAR CONTENT'])(
    'names %j as related threads with the wide vocabulary (production), not with the base one',
    (heading) => {
      expect(asideHeadingKind(heading, { reviews: false })).toBe('related');
      expect(asideHeadingKind(heading, { reviews: true })).toBe('related');
      expect(asideHeadingKind(heading, { reviews: false, vocabulary: 'base' })).toBeUndefined();
    },
  );

  it("leaves a section that only starts with the words, and other things called similar, to the content", () => {
    for (const heading of ['Similar content in other languages is planned', 'Related topics in linear algebra', 'Similar', 'Related work', 'Topics']) expect(asideHeadingKind(heading, { reviews: false }), heading).toBeUndefined();
    expect(asideHeadingKind('Similar items', { reviews: false })).toBe('recommendations');
  });
});
