import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isRatingLabel, unlinkRatings, writeRatingLabels } from '../../../../../../adapters/outbound/extract/html/region/rating-labels.js';

/**
 * Session 38: a link into the page's reviews that shows a score and a count and no word saying it is a rating
 * (Xiaomi's `a[href="#J_reviews"]` "4.8 (326 reviews)") is written as text; ratings labelled in Japanese
 * (MUJI's "5つ星のうち4") and Korean ("5점 만점에 4.5점") are ratings.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
const labelled = (body: Element): Element[] => Array.from(body.querySelectorAll('[aria-label]')).filter((element) => isRatingLabel(element.getAttribute('aria-label') ?? ''));
const fragmentLinks = (body: Element): Element[] => Array.from(body.querySelectorAll('a[href^="#"]'));

describe('links into the reviews that show a score and a count', () => {
  it("writes Xiaomi's a#J_reviews \"4.8 (326 reviews)\" as text, and leaves the same words linked to the specs and a reviews link saying other words", () => {
    const body = bodyOf('<div class="product-buy__rating"><span class="mi-rate" aria-label="4.8 out of 5"><i></i><i></i></span><a id="score" href="#J_reviews" class="product-buy__rating-count">4.8 (326 reviews)</a></div>'
      + '<a id="specs" href="#specs">4.8 (326 reviews)</a><a id="read" href="#J_reviews">Read all 326 reviews</a>');
    unlinkRatings(fragmentLinks(body));
    const score = body.querySelector('#score');
    expect(score?.localName).toBe('span');
    expect(score?.hasAttribute('href')).toBe(false);
    expect(text(body.querySelector('.product-buy__rating') as Element)).toBe('4.8 (326 reviews)');
    expect(body.querySelector('a#specs')?.getAttribute('href')).toBe('#specs');
    expect(body.querySelector('a#read')?.getAttribute('href')).toBe('#J_reviews');
  });

  it('writes a score and a bare count ("4,5 (112)") linked to German reviews as text, and not a count alone nor a score with a sentence', () => {
    const body = bodyOf('<a id="a" href="#bewertungen">4,5 (112)</a><a id="b" href="#bewertungen">(112)</a><a id="c" href="#reviews">4.8 (see all reviews below)</a>');
    unlinkRatings(fragmentLinks(body));
    expect(body.querySelector('span#a')?.textContent).toBe('4,5 (112)');
    expect(body.querySelector('a#b')).not.toBeNull();
    expect(body.querySelector('a#c')).not.toBeNull();
  });
});

describe('rating labels in Japanese and Korean', () => {
  it('reads "5つ星のうち4.5" and "5점 만점에 4.5점" as ratings, and still no count of reviews or page in those languages', () => {
    for (const label of ['5つ星のうち4.5', '5つ星のうち4', '5つ星のうち 3', '5점 만점에 4.5점', '별점 5점 만점에 4점']) expect(isRatingLabel(label)).toBe(true);
    for (const label of ['27件のレビュー', '5件中2件目', '2 / 10ページ', '리뷰 326개', '5개 중 2번째']) expect(isRatingLabel(label)).toBe(false);
  });

  it("writes MUJI's review stars stated only in an empty span's aria-label \"5つ星のうち4\" as text before the review's title", () => {
    const body = bodyOf('<li class="ReviewItem_item"><div class="ReviewItem_head"><span class="ReviewStar_stars__kB4nQ" style="width:80%" aria-label="5つ星のうち4"></span><p class="ReviewItem_title">袖がやや長め</p></div></li>'
      + '<div id="ko" class="rating"><span class="stars" aria-label="5점 만점에 4.5점"></span></div>');
    writeRatingLabels(labelled(body));
    expect(text(body.querySelector('.ReviewItem_head') as Element)).toBe('5つ星のうち4 袖がやや長め');
    expect(text(body.querySelector('#ko') as Element)).toBe('5점 만점에 4.5점');
  });
});
