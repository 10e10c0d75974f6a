import { describe, expect, it } from 'vitest';
import { asideHeadingKind } from '../../../../domain/page/aside-heading.policy.js';

describe('asideHeadingKind: recommendation and review titles in Romanian, Turkish, Czech, Hungarian and Greek, and of property listings', () => {
  it.each([
    'Produse similare',
    'Produse recomandate',
    'Benzer ürünler',
    'Podobné produkty',
    'Podobné zboží',
    'Hasonló termékek',
    'Παρόμοια προϊόντα',
    'Ähnliche Objekte',
    'Ähnliche Anzeigen',
    'Ähnliche Inserate',
  ])('names %j as recommendations with the wide vocabulary (production), not with the base one', (heading) => {
    expect(asideHeadingKind(heading, { reviews: false })).toBe('recommendations');
    expect(asideHeadingKind(heading, { reviews: false, vocabulary: 'base' })).toBeUndefined();
  });

  it.each(['Similar properties', 'Similar listings', 'Similar homes'])('names %j as recommendations with either vocabulary', (heading) => {
    expect(asideHeadingKind(heading, { reviews: false })).toBe('recommendations');
    expect(asideHeadingKind(heading, { reviews: false, vocabulary: 'base' })).toBe('recommendations');
  });

  it.each(['Meinungen zu Lumvia AirFry 6.5', 'Recenzii', 'Değerlendirmeler', 'Ürün Değerlendirmeleri', 'Recenze', 'Vélemények', 'Αξιολογήσεις'])(
    'names %j as reviews with the wide vocabulary on product pages only',
    (heading) => {
      expect(asideHeadingKind(heading, { reviews: true })).toBe('reviews');
      expect(asideHeadingKind(heading, { reviews: false })).toBeUndefined();
      expect(asideHeadingKind(heading, { reviews: true, vocabulary: 'base' })).toBeUndefined();
    },
  );

  it('reads "Meinungen" as the title\'s first word only (idealo\'s "Meinungen zu …"), and the titles as whole words', () => {
    expect(asideHeadingKind('Meinungen zu Lumvia AirFry 6.5', { reviews: true })).toBe('reviews');
    expect(asideHeadingKind('Was Experten über Meinungen denken', { reviews: true })).toBeUndefined();
    expect(asideHeadingKind('Recenzii', { reviews: true })).toBe('reviews');
    expect(asideHeadingKind('Recenziile noastre', { reviews: true })).toBeUndefined();
    expect(asideHeadingKind('Ähnliche Objekte', { reviews: false })).toBe('recommendations');
    expect(asideHeadingKind('Ähnliche Objektarten', { reviews: false })).toBeUndefined();
  });
});
