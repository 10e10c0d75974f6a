import { describe, expect, it } from 'vitest';
import { asideHeadingKind } from '../../../../domain/page/aside-heading.policy.js';

/**
 * Session 37: Russian and Ukrainian shops title another product's carousel "С этим товаром покупают",
 * "Похожие товары", "Схожі товари" (Citilink, Rozetka), and their customers' reviews "Отзывы", "Відгуки".
 */
describe('asideHeadingKind: recommendation and review titles in Russian and Ukrainian', () => {
  it.each([
    'С этим товаром покупают',
    'С этим товаром смотрят',
    'Похожие товары',
    'Недавно просмотренные',
    'Вы смотрели',
    'Вы недавно смотрели',
    'З цим товаром купують',
    'З цим товаром шукають',
    'Схожі товари',
    'Нещодавно переглянуті',
    'Ви переглядали',
  ])('names %j as recommendations with the wide vocabulary (production), not with the base one', (heading) => {
    expect(asideHeadingKind(heading, { reviews: false })).toBe('recommendations');
    expect(asideHeadingKind(heading, { reviews: false, vocabulary: 'base' })).toBeUndefined();
  });

  it.each(['Отзывы', 'Отзывы покупателей', 'Відгуки', 'Відгуки покупців'])('names %j as reviews with the wide vocabulary on product pages only', (heading) => {
    expect(asideHeadingKind(heading, { reviews: true })).toBe('reviews');
    expect(asideHeadingKind(heading, { reviews: false })).toBeUndefined();
    expect(asideHeadingKind(heading, { reviews: true, vocabulary: 'base' })).toBeUndefined();
  });

  it("reads the titles as whole words, and leaves the product's own Russian sections to the content", () => {
    expect(asideHeadingKind('Схожі товари', { reviews: false })).toBe('recommendations');
    expect(asideHeadingKind('Схожі товариства', { reviews: false })).toBeUndefined();
    expect(asideHeadingKind('Отзывы', { reviews: true })).toBe('reviews');
    expect(asideHeadingKind('Описание', { reviews: true })).toBeUndefined();
    expect(asideHeadingKind('Характеристики', { reviews: true })).toBeUndefined();
    expect(asideHeadingKind('Товары для дома', { reviews: true })).toBeUndefined();
  });
});
