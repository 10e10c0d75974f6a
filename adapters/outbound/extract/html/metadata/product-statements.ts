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
    const value = figure(stated['ratingValue']);
    if (value === undefined) continue;
    const best = figure(stated['bestRating']) ?? 5;
    const count = figure(stated['ratingCount']) ?? figure(stated['reviewCount']);
    if (value <= 0 || value > best) continue;
    return `${value} out of ${best}${count === undefined || count < 1 ? '' : ` from ${count} ${count === 1 ? 'rating' : 'ratings'}`}`;
  }
  return undefined;
}

/** A number stated as a number or as its digits ("4.7", "4,7"). */
function figure(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim().replace(',', '.')) : Number.NaN;
  return Number.isFinite(number) ? number : undefined;
}
