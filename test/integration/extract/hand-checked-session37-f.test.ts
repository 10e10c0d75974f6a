import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract } from './hand-checked-support.js';

/**
 * Session 37, last rules: option swatches drawn as `div[role="button"]` are a picker (AJIO's sizes); the
 * `dt-published` of a page's one microformats `h-entry` dates the page (Friendica's post, shown as "2 days ago").
 */

describe("Indian fashion shop's product page whose sizes are div.size-variant-item[role=button] swatches (AJIO)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('indian-fashion-product-role-button-size-swatches.html', 'https://www.ajio.com/p/469581234_navy');
  });

  it('writes the sizes as one line under "Select Size", the one out of stock marked', () => {
    expect(doc.text).toContain('Select Size\n\noptions: S, M, L, XL, XXL, 3XL (unavailable)');
  });
});

describe("Friendica post page whose one h-entry states its time as time.dt-published (\"Sat, 12 Apr 2025 11:31:04 +0200\", shown \"2 days ago\")", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('fediverse-post-single-h-entry-date.html', 'https://social.example/display/4471203');
  });

  it("dates the page by its one entry's dt-published", () => {
    expect(doc.publishedAt).toBe('2025-04-12');
    expect(doc.author).toBe('Marlene Hofstetter');
  });
});
