import { describe, expect, it } from 'vitest';
import { asideHeadingKind } from '../../../../domain/page/aside-heading.policy.js';

/**
 * Session 38: the carousels of what other buyers bought or viewed on bookshops' pages in Japanese (Kinokuniya's
 * "この商品を買った人はこんな商品も買っています"), Chinese (books.com.tw's "買了此商品的人，也買了...") and Korean
 * ("이 책과 함께 구매한 상품", "최근 본 상품") are recommendations.
 */
describe("asideHeadingKind: 'customers also bought' in Japanese, Chinese and Korean", () => {
  it.each([
    'この商品を買った人はこんな商品も買っています',
    '買了此商品的人，也買了...',
    '看過此商品的人，也看過...',
    '购买此商品的顾客也同时购买',
    '购买此商品的人还购买了',
    '看了又看',
    '이 책과 함께 구매한 상품',
    '함께 본 상품',
    '최근 본 상품',
  ])('names %j as recommendations with the wide vocabulary (production), not with the base one', (heading) => {
    expect(asideHeadingKind(heading, { reviews: false })).toBe('recommendations');
    expect(asideHeadingKind(heading, { reviews: true })).toBe('recommendations');
    expect(asideHeadingKind(heading, { reviews: false, vocabulary: 'base' })).toBeUndefined();
  });

  it("names the buyers' carousel, and leaves the book's own sections in those languages alone", () => {
    expect(asideHeadingKind('この商品を買った人はこんな商品も買っています', { reviews: false })).toBe('recommendations');
    expect(asideHeadingKind('買了此商品的人，也買了...', { reviews: false })).toBe('recommendations');
    expect(asideHeadingKind('최근 본 상품', { reviews: false })).toBe('recommendations');
    for (const heading of ['内容説明', '目次', '著者等紹介', '內容簡介', '本書特色', '商品介紹', '책소개', '상품 정보', '최근 본 책의 저자']) {
      expect(asideHeadingKind(heading, { reviews: false })).toBeUndefined();
    }
  });
});
