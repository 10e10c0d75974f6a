import { describe, expect, it } from 'vitest';
import { asideHeadingKind } from '../../../../domain/page/aside-heading.policy.js';

describe("asideHeadingKind: the seller's other offers, and more recommendation titles in Polish and Dutch", () => {
  it.each([
    'Inne oferty sprzedającego',
    'Pozostałe produkty sprzedawcy',
    'Podobne oferty',
    'Inni klienci oglądali również',
    'Other items from this seller',
    'Other listings by the seller',
    'Weitere Artikel des Verkäufers',
    'Autres articles du vendeur',
    'Más artículos del vendedor',
    'Altri oggetti del venditore',
    'Meer van deze verkoper',
    'Další nabídky prodejce',
    'Другие товары продавца',
    'Інші товари продавця',
    'Vaak samen gekocht',
    'Anderen bekeken ook',
  ])('names %j as recommendations with the wide vocabulary (production), not with the base one', (heading) => {
    expect(asideHeadingKind(heading, { reviews: false })).toBe('recommendations');
    expect(asideHeadingKind(heading, { reviews: false, vocabulary: 'base' })).toBeUndefined();
  });

  it.each(['Inne oferty tego produktu', 'O sprzedającym', 'Weitere Angebote', 'Other sellers on this product', 'Opis'])('leaves %j, which titles no other products of the seller', (heading) => {
    expect(asideHeadingKind(heading, { reviews: true })).toBeUndefined();
  });
});
