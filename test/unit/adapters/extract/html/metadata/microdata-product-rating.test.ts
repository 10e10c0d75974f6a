import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { readPageMetadata } from '../../../../../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { ratedProductMicrodata } from '../../../../../../adapters/outbound/extract/html/metadata/product-statements.js';

/**
 * Session 33's rating rule: where no JSON-LD states a product's rating, its microdata may (Solidus'
 * `div[itemprop=aggregateRating][itemscope]` with `meta[itemprop=ratingValue content=4]` and
 * `meta[itemprop=reviewCount content=3]` inside the `Product` item): "4 out of 5 from 3 ratings", the
 * words the reviews' removal note names it by. An aggregateRating outside a product's item rates no product.
 */

const URL_ = 'https://shop.harborandloom.example/products/tidewater-waxed-canvas-tote';
const documentOf = (head: string, body: string): Document => parseHTML(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`).document as unknown as Document;
const HEAD = '<title>Tidewater Waxed Canvas Tote - Harbor &amp; Loom Supply</title>';
const itemProps = (document: Document): Element[] => Array.from(document.querySelectorAll('[itemprop]'));

const DESCRIPTION = '<div class="product-description" itemprop="description"><p>A roomy waxed-canvas tote with leather handles, a brass-riveted base and an inner zip pocket, cut and sewn in small batches.</p></div>';
const rating = (parts: string, itemtype = 'http://schema.org/AggregateRating'): string => `<div id="reviews"><div class="ratings"><p>Average rating: </p><p class="ratings-basedupon">(based upon 3 reviews)</p>`
  + `<div itemprop="aggregateRating" itemscope itemtype="${itemtype}">${parts}</div></div></div>`;
const SOLIDUS_RATING = rating('<meta itemprop="ratingValue" content="4" /><meta itemprop="reviewCount" content="3" />');
const product = (inner: string, type = 'http://schema.org/Product'): string => `<article class="product-page" itemscope itemtype="${type}"><h1 class="product-title" itemprop="name">Tidewater Waxed Canvas Tote</h1>${DESCRIPTION}${inner}</article>`;

describe('ratedProductMicrodata', () => {
  it("words a Product item's aggregateRating (Solidus): \"4 out of 5 from 3 ratings\"", () => {
    expect(ratedProductMicrodata(itemProps(documentOf(HEAD, product(SOLIDUS_RATING))))).toBe('4 out of 5 from 3 ratings');
  });

  it('reads the values from content or from the text, the scale from bestRating, and ratingCount before reviewCount', () => {
    const rated = (parts: string): string | undefined => ratedProductMicrodata(itemProps(documentOf(HEAD, product(rating(parts)))));
    expect(rated('Rated <span itemprop="ratingValue">4,5</span>/<span itemprop="bestRating">10</span> by <span itemprop="ratingCount">12</span> shoppers, <span itemprop="reviewCount">7</span> reviews')).toBe('4.5 out of 10 from 12 ratings');
    expect(rated('<meta itemprop="ratingValue" content="5"><meta itemprop="reviewCount" content="1">')).toBe('5 out of 5 from 1 rating');
    expect(rated('<meta itemprop="ratingValue" content="3.8">')).toBe('3.8 out of 5');
    expect(rated('<meta itemprop="ratingValue" content="4"><meta itemprop="reviewCount" content="0">')).toBe('4 out of 5');
  });

  it('words none out of range or without a value', () => {
    const rated = (parts: string): string | undefined => ratedProductMicrodata(itemProps(documentOf(HEAD, product(rating(parts)))));
    expect(rated('<meta itemprop="ratingValue" content="7"><meta itemprop="reviewCount" content="3">')).toBeUndefined();
    expect(rated('<meta itemprop="ratingValue" content="0">')).toBeUndefined();
    expect(rated('<meta itemprop="ratingValue" content="n/a">')).toBeUndefined();
    expect(rated('<meta itemprop="reviewCount" content="3">')).toBeUndefined();
  });

  it("words no aggregateRating outside a product's item: another item's, one of no item, one without itemscope", () => {
    const business = `<div itemscope itemtype="http://schema.org/LocalBusiness"><span itemprop="name">Harbor &amp; Loom</span>${SOLIDUS_RATING}</div>`;
    expect(ratedProductMicrodata(itemProps(documentOf(HEAD, business)))).toBeUndefined();
    expect(ratedProductMicrodata(itemProps(documentOf(HEAD, SOLIDUS_RATING)))).toBeUndefined();
    // A review's own item stands between the rating and the product.
    const review = product('<div itemprop="review" itemscope itemtype="http://schema.org/Review"><span itemprop="author">Marisol K.</span>'
      + '<div itemprop="aggregateRating" itemscope itemtype="http://schema.org/AggregateRating"><meta itemprop="ratingValue" content="5"></div></div>');
    expect(ratedProductMicrodata(itemProps(documentOf(HEAD, review)))).toBeUndefined();
    const unscoped = product('<div itemprop="aggregateRating"><meta itemprop="ratingValue" content="4"><meta itemprop="reviewCount" content="3"></div>');
    expect(ratedProductMicrodata(itemProps(documentOf(HEAD, unscoped)))).toBeUndefined();
  });

  it('reads a product of another product type by its itemtype\'s last part (https://schema.org/IndividualProduct)', () => {
    expect(ratedProductMicrodata(itemProps(documentOf(HEAD, product(SOLIDUS_RATING, 'https://schema.org/IndividualProduct'))))).toBe('4 out of 5 from 3 ratings');
  });
});

describe("readPageMetadata: a product's rating from microdata", () => {
  it('states the rating of a page whose Product item holds it, and none of a page that declares no product', () => {
    const metadata = readPageMetadata(documentOf(HEAD, product(SOLIDUS_RATING)), URL_);
    expect(metadata.kinds.productSchema).toBe(true);
    expect(metadata.productRating).toBe('4 out of 5 from 3 ratings');
    const business = readPageMetadata(documentOf(HEAD, `<div itemscope itemtype="http://schema.org/LocalBusiness"><h1 itemprop="name">Harbor &amp; Loom</h1>${SOLIDUS_RATING}</div>`), URL_);
    expect(business.productRating).toBeUndefined();
  });

  it("takes JSON-LD's rating before the microdata's", () => {
    const ld = `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name: 'Tidewater Waxed Canvas Tote', aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 41 } })}</script>`;
    expect(readPageMetadata(documentOf(`${HEAD}${ld}`, product(SOLIDUS_RATING)), URL_).productRating).toBe('4.6 out of 5 from 41 ratings');
  });

  it("states none for an aggregateRating outside the product's item on a product page", () => {
    const page = `${product('')}<aside itemscope itemtype="http://schema.org/Organization"><span itemprop="name">Harbor &amp; Loom</span>${SOLIDUS_RATING}</aside>`;
    const metadata = readPageMetadata(documentOf(HEAD, page), URL_);
    expect(metadata.kinds.productSchema).toBe(true);
    expect(metadata.productRating).toBeUndefined();
  });
});
