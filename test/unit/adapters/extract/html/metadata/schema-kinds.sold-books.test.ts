import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { declaredPageKind, readPageMetadata } from '../../../../../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { declaredKinds, declaredTypes } from '../../../../../../adapters/outbound/extract/html/metadata/schema-kinds.js';
import type { JsonLdNode } from '../../../../../../adapters/outbound/extract/html/metadata/json-ld-reader.js';

/**
 * Session 38: a bookshop's page of a book declares a JSON-LD `Book` with its `offers` (Thalia's and Casa del
 * Libro's price and availability), and no `Product`: a book offered for sale is a product, and its page a
 * product's page. A book declared without an offer (a library's or a review's) stays a work.
 */
const OFFER = { '@type': 'Offer', price: '13.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' };
const book = (extra: Record<string, unknown> = {}): JsonLdNode => ({ '@context': 'https://schema.org', '@type': 'Book', name: 'Die Salzwächterin von Rügen', isbn: '9783426539172', ...extra });
const kindsOf = (...nodes: JsonLdNode[]) => declaredKinds(declaredTypes([], nodes), undefined);
const documentOf = (head: string, body: string): Document => parseHTML(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`).document as unknown as Document;
const PROSE = `<p>${'Rügen, 1911: Marthe takes over the salt works at Sassnitz after her father dies. '.repeat(8)}</p>`;

describe('declaredTypes and declaredKinds: a book offered for sale', () => {
  it("declares a Product for a Book with offers (Thalia's \"@type\": \"Book\" with its Offer), and none for a Book without", () => {
    expect([...declaredTypes([], [book({ offers: OFFER })])].sort()).toEqual(['Book', 'Product']);
    expect([...declaredTypes([], [book()])]).toEqual(['Book']);
  });

  it('makes the page of a Book with offers a product page (an offer list, an array of types), and not that of a Book without offers nor of another work with offers', () => {
    expect(kindsOf(book({ offers: OFFER }), { '@type': 'BreadcrumbList', itemListElement: [] })).toMatchObject({ product: true, productSchema: true, article: false, listing: false });
    expect(kindsOf(book({ '@type': ['Book', 'CreativeWork'], offers: [OFFER, { ...OFFER, price: '9.99' }] })).product).toBe(true);
    expect(kindsOf(book({ '@type': 'https://schema.org/Book', offers: OFFER })).product).toBe(true);
    expect(kindsOf(book()).product).toBe(false);
    expect(kindsOf(book({ aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.3' } })).productSchema).toBeUndefined();
    expect(kindsOf({ '@type': 'Movie', name: 'The Lantern Keepers', offers: OFFER }).product).toBe(false);
  });

  it("reads a bookshop's page declaring a Book with its offers as a product's page, and a page declaring the Book alone as none", () => {
    const script = (node: JsonLdNode): string => `<script type="application/ld+json">${JSON.stringify(node)}</script>`;
    const body = `<h1>Die Salzwächterin von Rügen</h1><div class="price">13,00 €</div>${PROSE}`;
    const sold = declaredPageKind(readPageMetadata(documentOf(`<title>Die Salzwächterin von Rügen</title>${script(book({ offers: OFFER }))}`, body), 'https://books.example/artikeldetails/A1071234567'));
    expect(sold).toMatchObject({ product: true, productSchema: true, collection: true });
    const work = declaredPageKind(readPageMetadata(documentOf(`<title>Die Salzwächterin von Rügen</title>${script(book())}`, body), 'https://books.example/work/1'));
    expect(work.product).toBe(false);
  });
});
