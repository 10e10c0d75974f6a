import { actionObjects, nodeTypes, type JsonLdNode } from './json-ld-reader.js';
import { mainEntities, text } from './page-statements.js';
import { PRODUCT_TYPES } from './schema-kinds.js';

/** The page's schema.org products: top-level nodes, their main entities, and an action's object (MediaMarkt's `BuyAction`). */
export function productNodes(nodes: readonly JsonLdNode[]): JsonLdNode[] {
  return nodes
    .flatMap((node) => [node, ...mainEntities(node), ...actionObjects(node)])
    .filter((node) => nodeTypes(node).some((type) => PRODUCT_TYPES.has(type)));
}

/** The first declared product's `description` (as written, possibly with tags). */
export function describedProduct(nodes: readonly JsonLdNode[]): string | undefined {
  return productNodes(nodes).map((node) => text(node['description'])).find((description) => description !== undefined);
}

/**
 * The first declared product's rating, as its `aggregateRating` states it, in words: "4.7 out of 5
 * from 58 ratings" (`bestRating` 5 when not given; the count from `ratingCount`, else `reviewCount`).
 */
export function ratedProduct(nodes: readonly JsonLdNode[]): string | undefined {
  for (const node of productNodes(nodes)) {
    const rating = node['aggregateRating'];
    if (rating === null || typeof rating !== 'object' || Array.isArray(rating)) continue;
    const stated = rating as JsonLdNode;
    const said = ratingWords(stated['ratingValue'], stated['bestRating'], stated['ratingCount'] ?? stated['reviewCount']);
    if (said !== undefined) return said;
  }
  return undefined;
}

/**
 * The same from microdata, where no JSON-LD states it (Solidus' `div[itemprop=aggregateRating]` with
 * `meta[itemprop=ratingValue]`): the first `aggregateRating` item inside a product's item. `itemProps` are the page's `[itemprop]` elements.
 */
export function ratedProductMicrodata(itemProps: readonly Element[]): string | undefined {
  for (const rating of itemProps) {
    if (!(rating.getAttribute('itemprop') ?? '').split(/\s+/).includes('aggregateRating') || !rating.hasAttribute('itemscope')) continue;
    const product = rating.parentElement?.closest('[itemscope]');
    if (product === null || product === undefined || !PRODUCT_TYPES.has((product.getAttribute('itemtype') ?? '').replace(/^.*\//, ''))) continue;
    const value = (name: string): string | undefined => {
      const part = rating.querySelector(`[itemprop~="${name}"]`);
      return part === null ? undefined : part.getAttribute('content') ?? part.textContent ?? undefined;
    };
    const said = ratingWords(value('ratingValue'), value('bestRating'), value('ratingCount') ?? value('reviewCount'));
    if (said !== undefined) return said;
  }
  return undefined;
}

/** A rating in words ("4.7 out of 5 from 58 ratings"); `undefined` when its value is missing or out of range. */
function ratingWords(ratingValue: unknown, bestRating: unknown, ratings: unknown): string | undefined {
  const value = figure(ratingValue);
  if (value === undefined) return undefined;
  const best = figure(bestRating) ?? 5;
  const count = countFigure(ratings);
  if (value <= 0 || value > best) return undefined;
  return `${value} out of ${best}${count === undefined || count < 1 ? '' : ` from ${count} ${count === 1 ? 'rating' : 'ratings'}`}`;
}

/** A count stated as a number or as its digits, grouped by thousands or not ("1,284", "1.284", "1 284"). */
function countFigure(value: unknown): number | undefined {
  if (typeof value === 'string' && /^\s*\d{1,3}(?:[,.\s\u00a0\u202f']\d{3})+\s*$/.test(value)) return Number(value.replace(/\D/g, ''));
  return figure(value);
}

/** A number stated as a number or as its digits ("4.7", "4,7"). */
function figure(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim().replace(',', '.')) : Number.NaN;
  return Number.isFinite(number) ? number : undefined;
}
