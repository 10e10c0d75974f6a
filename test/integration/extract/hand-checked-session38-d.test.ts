import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract } from './hand-checked-support.js';

/**
 * Session 38, batch 1: hand-built pages (see `hand-checked-support.ts`) for two rules of commit f03f134:
 * a block named "recommended" that holds text, no link and no heading is no chrome (Humble's recommended
 * system requirements), and an `<h1>` holding only a linked logo is no heading (YES24, Lotte ON).
 */

/** The first Markdown heading line of `markdown`. */
const firstHeading = (markdown: string): string | undefined => /^#{1,6} .*$/m.exec(markdown)?.[0];

describe('game store\'s product page whose system requirements stand in a "minimum" column and a "recommended" column (Humble Store)', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('game-store-product-system-requirements-columns.html', 'https://www.humblebundle.com/store/lanternfall-tides-of-ember');
  });

  it('keeps the recommended requirements right after the minimum ones, and still drops the "You Might Also Like" teasers', () => {
    expect(doc.text).toContain('## System Requirements\n\n**Minimum:**\n\n- **OS:** Windows 10 64-bit\n');
    expect(doc.text).toContain(
      '- **Storage:** 12 GB available space\n\n**Recommended:**\n\n- **OS:** Windows 11 64-bit\n- **Processor:** Intel Core i7-8700 or AMD Ryzen 5 3600\n- **Memory:** 16 GB RAM\n- **Graphics:** NVIDIA GeForce GTX 1070, 8 GB or AMD Radeon RX 5700\n- **DirectX:** Version 12\n- **Storage:** 12 GB available space (SSD recommended)',
    );
    expect(doc.text).not.toContain('You Might Also Like');
    expect(doc.text).not.toContain('Brinewake');
  });
});

describe("Korean bookstore's book page whose <h1> is the site's linked logo, over the book's title in an <h2> (YES24)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('korean-bookstore-book-logo-heading.html', 'https://www.yes24.com/product/goods/125551234');
  });

  it("does not open the outline with the logo: the book's title is the first heading, its subtitle under it", () => {
    expect(doc.text).not.toContain('# [![예스24]');
    expect(doc.text).not.toMatch(/^# /m);
    expect(firstHeading(doc.text)).toBe('## 물결의 문법');
    expect(doc.text).toContain('## 물결의 문법\n\n### 바다가 가르쳐 준 언어에 관하여');
  });
});

describe("Korean shopping mall's category page whose <h1> is the site's linked logo, over the category's name in an <h2> (Lotte ON)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('korean-shopping-mall-category-logo-heading.html', 'https://www.lotteon.com/p/display/category/seltCatePage/FC12030407?mall_no=1');
  });

  it("does not open the outline with the logo: the category's name is the first heading, and the product grid follows", () => {
    expect(doc.text).not.toContain('# [![롯데ON]');
    expect(doc.text).not.toMatch(/^# /m);
    expect(firstHeading(doc.text)).toBe('## 에어프라이어');
    expect(doc.text).toContain('**쿠킹하임** 쿠킹하임 스테인리스 에어프라이어 5.5L 대용량 바스켓형 CH-AF550');
  });
});
