import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { ratedProduct, ratedProductMicrodata } from '../../../../../../adapters/outbound/extract/html/metadata/product-statements.js';

const documentOf = (body: string): Document => parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document;
const itemProps = (document: Document): Element[] => Array.from(document.querySelectorAll('[itemprop]'));
/** Bazaarvoice's summary inside a product's microdata item: the count shown with its thousands grouped. */
const bazaarvoice = (count: string): string => '<div class="bv_main_container" itemscope itemtype="http://schema.org/Product"><meta itemprop="name" content="Adult Chicken &amp; Oatmeal Dry Dog Food">'
  + '<div class="bv-content-summary" itemprop="aggregateRating" itemscope itemtype="http://schema.org/AggregateRating">'
  + `<span class="bv-rating-ratio-number"><span itemprop="ratingValue">4.7</span> out of 5</span><meta itemprop="bestRating" content="5"><span class="bv-rating-ratio-count"><span itemprop="reviewCount">${count}</span> Reviews</span></div></div>`;
const ratedMicrodata = (count: string): string | undefined => ratedProductMicrodata(itemProps(documentOf(bazaarvoice(count))));

describe('ratedProductMicrodata: a count with its thousands grouped', () => {
  it('reads "1,284" ratings as 1284, not 1.284', () => {
    expect(ratedMicrodata('1,284')).toBe('4.7 out of 5 from 1284 ratings');
    expect(ratedMicrodata('1,284')).not.toContain('1.284');
  });

  it('reads the other ways shops group thousands: "1.284", "1 284" (a no-break space), "12,345,678"', () => {
    expect(ratedMicrodata('1.284')).toBe('4.7 out of 5 from 1284 ratings');
    expect(ratedMicrodata('1\u00a0284')).toBe('4.7 out of 5 from 1284 ratings');
    expect(ratedMicrodata('12,345,678')).toBe('4.7 out of 5 from 12345678 ratings');
    // A count without grouping is read as before.
    expect(ratedMicrodata('284')).toBe('4.7 out of 5 from 284 ratings');
  });
});

describe('ratedProduct: a JSON-LD count stated as grouped digits', () => {
  it('reads "ratingCount": "1,284" as 1284 ratings', () => {
    expect(ratedProduct([{ '@type': 'Product', name: 'Dog Food', aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.7', ratingCount: '1,284' } }])).toBe('4.7 out of 5 from 1284 ratings');
  });
});
