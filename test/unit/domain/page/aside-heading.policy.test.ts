import { describe, expect, it } from 'vitest';
import { asideHeadingKind } from '../../../../domain/page/aside-heading.policy.js';

describe('asideHeadingKind', () => {
  it.each([
    'People who viewed this item also viewed',
    'Similar Items',
    'Explore related items',
    'You may also like…',
    'Others Like You Also Bought:',
    'Customers who bought this item also bought',
    'Frequently bought together',
    'Featured Products',
    'Recently viewed',
    'More from this seller',
  ])('names %j as recommendations on any page', (heading) => {
    expect(asideHeadingKind(heading, { reviews: false })).toBe('recommendations');
  });

  it.each(['8 Reviews', '1,204 reviews', 'Customer Reviews', 'Reviews', 'Reviews for Men\'s Wool Runner', '29 reviews for Minimalist Sandals', 'Write a Review', 'Most Helpful Favorable Review', '98 Customer ratings'])(
    'names %j as reviews only where reviews are asides (product pages)',
    (heading) => {
      expect(asideHeadingKind(heading, { reviews: true })).toBe('reviews');
      expect(asideHeadingKind(heading, { reviews: false })).toBeUndefined();
    },
  );

  it.each(['Product details', 'Specifications', 'Tech Specs', 'Description', 'Related Videos: SM7dB', 'Related work', 'Reviewing pull requests', 'Peer review process', 'About This Game', ''])(
    'leaves the content heading %j alone',
    (heading) => {
      expect(asideHeadingKind(heading, { reviews: true })).toBeUndefined();
    },
  );

  it('ignores a "heading" too long to be a title (a paragraph styled as one)', () => {
    expect(asideHeadingKind(`Similar items ${'word '.repeat(40)}`, { reviews: true })).toBeUndefined();
  });

  it.each(['Sponsored by our brands', 'Sponsored', 'Sponsored Content', 'Often viewed with each other', 'Often viewed together', 'Vous aimerez aussi', 'Produits similaires', 'Ähnliche Produkte', 'Das könnte dir auch gefallen', 'Productos relacionados', 'Prodotti simili'])(
    'names %j as recommendations with the wide vocabulary (production), not with the base one',
    (heading) => {
      expect(asideHeadingKind(heading, { reviews: false })).toBe('recommendations');
      expect(asideHeadingKind(heading, { reviews: false, vocabulary: 'base' })).toBeUndefined();
    },
  );

  it.each(['Nikon D750 Reviews', 'Customers say', 'What our customers are saying', 'Les avisde nos clients', 'Avis clients', 'Kundenbewertungen', 'Opiniones de clientes', 'Recensioni', 'Beoordelingen', 'Avaliações'])(
    'names %j as reviews with the wide vocabulary on product pages only',
    (heading) => {
      expect(asideHeadingKind(heading, { reviews: true })).toBe('reviews');
      expect(asideHeadingKind(heading, { reviews: false })).toBeUndefined();
      expect(asideHeadingKind(heading, { reviews: true, vocabulary: 'base' })).toBeUndefined();
    },
  );

  it.each(["L'avis des Raffineurs", 'Our opinion', 'Sponsorship programme', 'How we test: our reviewers', 'Look book'])('leaves %j alone with the wide vocabulary', (heading) => {
    expect(asideHeadingKind(heading, { reviews: true })).toBeUndefined();
  });
});
