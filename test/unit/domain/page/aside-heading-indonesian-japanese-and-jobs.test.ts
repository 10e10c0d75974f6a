import { describe, expect, it } from 'vitest';
import { asideHeadingKind } from '../../../../domain/page/aside-heading.policy.js';

/**
 * Session 36: the carousels of other products in Polish ("Polecane akcesoria", x-kom), Indonesian
 * ("Barang Lain dari …", a marketplace seller's other items) and Japanese (関連商品), and the
 * other postings beside a job ad ("Similar jobs", "Ähnliche Jobs").
 */
describe('asideHeadingKind: recommendation titles in Polish, Indonesian and Japanese, and other job ads', () => {
  it.each([
    'Polecane akcesoria',
    'Polecane produkty',
    'Barang Lain dari Toko Elektronik Jaya',
    'Produk Lain dari Toko Ini',
    'Produk Serupa',
    'Barang Terkait',
    '関連商品',
    'おすすめ商品',
    'この商品を見た人はこんな商品も見ています',
    'この商品をチェックした人はこんな商品もチェックしています',
    'Ähnliche Jobs',
    'Ähnliche Stellenangebote',
  ])('names %j as recommendations with the wide vocabulary (production), not with the base one', (heading) => {
    expect(asideHeadingKind(heading, { reviews: false })).toBe('recommendations');
    expect(asideHeadingKind(heading, { reviews: false, vocabulary: 'base' })).toBeUndefined();
  });

  it('names "Similar jobs" as recommendations in the base vocabulary too, as it names "Similar listings"', () => {
    expect(asideHeadingKind('Similar jobs', { reviews: false })).toBe('recommendations');
    expect(asideHeadingKind('Similar jobs', { reviews: false, vocabulary: 'base' })).toBe('recommendations');
    expect(asideHeadingKind('Similar jobs near Leeds', { reviews: true })).toBe('recommendations');
  });

  it('reads the Polish and Indonesian titles as whole words, and leaves the product\'s own sections alone', () => {
    expect(asideHeadingKind('Polecane akcesoria', { reviews: false })).toBe('recommendations');
    expect(asideHeadingKind('Barang lain dari penjual', { reviews: false })).toBe('recommendations');
    // "akcesoriami" is another word; "Barang lainnya" and the product's own "Deskripsi Produk" title no carousel.
    expect(asideHeadingKind('Polecane akcesoriami', { reviews: false })).toBeUndefined();
    expect(asideHeadingKind('Barang lainnya', { reviews: false })).toBeUndefined();
    expect(asideHeadingKind('Deskripsi Produk', { reviews: false })).toBeUndefined();
    expect(asideHeadingKind('商品の説明', { reviews: false })).toBeUndefined();
    expect(asideHeadingKind('Jobbeschreibung', { reviews: false })).toBeUndefined();
  });
});
