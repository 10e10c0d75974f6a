import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { removeAsideBlocks } from '../../../../../../adapters/outbound/extract/html/region/aside-blocks.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const prose = (stem: string, count: number): string => Array.from({ length: count }, (_, index) => `${stem} sentence ${index} says something.`).join(' ');
const text = (root: Element): string => (root.textContent ?? '').replace(/\s+/g, ' ');

/**
 * Session 39: Tiki titles its widgets with `div`s named by class (`div.customer-reviews__heading` "Khách hàng đánh
 * giá"), no heading tag; the reviews stayed in full where a heading's would have gone.
 */
describe('removeAsideBlocks: reviews titled by a class-named element', () => {
  const page = (reviews: string): string => `<main><h1>Nồi Chiên Không Dầu Kamora AF-55</h1>
    <div class="widget"><div class="WidgetTitle__WidgetTitleStyled">Mô tả sản phẩm</div><p>${prose('description', 20)}</p></div>
    ${reviews}</main>`;
  const review = (index: number): string => `<div class="review-comment"><div class="review-comment__rating" aria-label="5 sao"></div><p>${prose(`review${index}`, 2)}</p></div>`;

  it('removes the reviews block a class-named title opens, on a product page, where it states ratings', () => {
    const body = bodyOf(page(`<div id="customer-review-widget-id"><div class="customer-reviews__heading">Khách hàng đánh giá</div>${[0, 1, 2].map(review).join('')}</div>`));
    expect(removeAsideBlocks(body, { reviews: true })).toMatchObject({ reviews: 1 });
    expect(text(body)).not.toContain('review2 sentence');
    expect(text(body)).toContain('description sentence 19');
    expect(text(body)).toContain('Mô tả sản phẩm');
  });

  it("leaves a class-named title's testimonials without ratings (the Linux Foundation's course reviews, which WCXB keeps)", () => {
    const body = bodyOf(page(`<div id="review_module"><section class="testimonials-title">Reviews</section><article><p>${prose('quote', 3)}</p></article></div>`));
    expect(removeAsideBlocks(body, { reviews: true })).toMatchObject({ reviews: 0 });
    expect(text(body)).toContain('quote sentence 2');
  });

  it('leaves a class-named phrase in a sentence, and a title whose block holds a heading tag', () => {
    const phrase = bodyOf(page(`<div class="intro"><span class="highlight-title">Customer reviews</span> praise it: ${prose('after', 6)}${review(0)}</div>`));
    expect(removeAsideBlocks(phrase, { reviews: true })).toMatchObject({ reviews: 0 });
    expect(text(phrase)).toContain('after sentence 5');
    const headed = bodyOf(page(`<div class="box"><div class="box-title">Customer reviews</div><h2>Specifications</h2><p>${prose('spec', 6)}</p>${review(0)}</div>`));
    expect(removeAsideBlocks(headed, { reviews: true })).toMatchObject({ reviews: 0 });
    expect(text(headed)).toContain('spec sentence 5');
  });
});
