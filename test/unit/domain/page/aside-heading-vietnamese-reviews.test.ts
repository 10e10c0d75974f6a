import { describe, expect, it } from 'vitest';
import { asideHeadingKind } from '../../../../domain/page/aside-heading.policy.js';

/** Session 39: customer reviews titled in Vietnamese (Tiki's "Khách hàng đánh giá", Sendo's "Đánh giá sản phẩm"), and Vietnamese "similar products". */
describe('asideHeadingKind: review titles in Vietnamese', () => {
  it.each(['Khách hàng đánh giá', 'Đánh giá sản phẩm', 'Nhận xét của khách hàng', 'Khách hàng nhận xét'])('names %j as reviews on a product page with the wide vocabulary, not elsewhere', (heading) => {
    expect(asideHeadingKind(heading, { reviews: true })).toBe('reviews');
    expect(asideHeadingKind(heading, { reviews: false })).toBeUndefined();
    expect(asideHeadingKind(heading, { reviews: true, vocabulary: 'base' })).toBeUndefined();
  });

  it('reads a Vietnamese title written decomposed (a letter and its marks apart) as the same words', () => {
    expect(asideHeadingKind('Khách hàng đánh giá'.normalize('NFD'), { reviews: true })).toBe('reviews');
  });

  it("leaves a count of ratings and the product's own sections", () => {
    for (const heading of ['(862 đánh giá)', 'Mô tả sản phẩm', 'Thông tin chi tiết']) expect(asideHeadingKind(heading, { reviews: true })).toBeUndefined();
  });

  it('names "Sản phẩm tương tự" (similar products) as recommendations with the wide vocabulary', () => {
    expect(asideHeadingKind('Sản phẩm tương tự', { reviews: false })).toBe('recommendations');
    expect(asideHeadingKind('Sản phẩm tương tự', { reviews: false, vocabulary: 'base' })).toBeUndefined();
  });
});
