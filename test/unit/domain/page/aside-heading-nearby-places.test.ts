import { describe, expect, it } from 'vitest';
import { asideHeadingKind } from '../../../../domain/page/aside-heading.policy.js';

/**
 * Session 37: a restaurant's or a hotel's page ends with other places "Nearby" (TheFork's "Nearby restaurants"),
 * cards of other venues: recommendations, as "Similar products" on a shop.
 */
describe('asideHeadingKind: other places nearby', () => {
  it.each(['Nearby restaurants', 'Nearby hotels', 'Nearby properties', 'Nearby places', 'Nearby attractions', 'Nearby stays', 'NEARBY RESTAURANTS', 'More nearby restaurants'])(
    'names %j as recommendations with the wide vocabulary (production), not with the base one',
    (heading) => {
      expect(asideHeadingKind(heading, { reviews: false })).toBe('recommendations');
      expect(asideHeadingKind(heading, { reviews: false, vocabulary: 'base' })).toBeUndefined();
    },
  );

  it("names them on product pages too, and leaves a place's own sections and other words after \"nearby\" to the content", () => {
    expect(asideHeadingKind('Nearby hotels', { reviews: true })).toBe('recommendations');
    expect(asideHeadingKind('Nearby restaurantsguide', { reviews: false })).toBeUndefined();
    expect(asideHeadingKind('Nearby parking', { reviews: false })).toBeUndefined();
    expect(asideHeadingKind('Nearby', { reviews: false })).toBeUndefined();
    expect(asideHeadingKind('Restaurants in Milan', { reviews: false })).toBeUndefined();
  });
});
