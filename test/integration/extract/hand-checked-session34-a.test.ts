import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract } from './hand-checked-support.js';

/** Session 34, batches 1–2: hand-built pages (see `hand-checked-support.ts`) for the rules of commit 3cc21ed. */

describe('forum topic whose ages are Chinese ("3 小时 13 分钟前"), each titled with its date (V2EX)', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('chinese-forum-topic-relative-ages.html', 'https://www.v2ex.com/t/1023871');
  });

  it("writes the topic's date after its age, and each addendum's", () => {
    expect(doc.text).toContain('[qiaomuyu](https://www.v2ex.com/member/qiaomuyu) · 3 小时 13 分钟前 (2024-03-12 10:21:37) · 2381 次点击');
    expect(doc.text).toContain('第 1 条附言  ·  2 小时 32 分钟前 (2024-03-12 11:02:18)');
    expect(doc.text).toContain('第 2 条附言  ·  47 分钟前 (2024-03-12 12:47:05)');
  });

  it("writes each reply's date after its age", () => {
    expect(doc.text).toContain('**[zhoumingyang](https://www.v2ex.com/member/zhoumingyang)**   3 小时前 (2024-03-12 10:34:12)   ♥ 6');
    expect(doc.text).toContain('**[taoran](https://www.v2ex.com/member/taoran)**   2 小时 53 分钟前 (2024-03-12 10:41:50)');
    expect(doc.text).toContain('**[renjiahao](https://www.v2ex.com/member/renjiahao)**   4 分钟前 (2024-03-12 13:30:44)');
    expect(doc.text).not.toMatch(/分钟前 {3}♥|分钟前\n/);
  });
});

describe("issue whose comments each open with a header of the author and the date, its id numbered (Pagure's div.card-header#comment-884131)", () => {
  it("keeps each comment's author and dated age above its text", async () => {
    const doc = await extract('issue-tracker-numbered-comment-headers.html', 'https://pagure.io/copr-sync/issue/1187');
    expect(doc.text).toMatch(/\[ddressler\]\(https:\/\/pagure\.io\/user\/ddressler\)\n\n6 months ago \(2024-05-03 10:11:12\)\n\nThe tarballs produced by `make dist`/);
    expect(doc.text).toMatch(/\[kvalenta\]\(https:\/\/pagure\.io\/user\/kvalenta\)\n\n6 months ago \(2024-05-03 13:05:41\)\n\nConfirmed\. When we switched/);
    expect(doc.text).toMatch(/\[mhirvonen\]\(https:\/\/pagure\.io\/user\/mhirvonen\)\n\n6 months ago \(2024-05-04 08:47:19\)\n\n> I would rather not ship generated files at all/);
    expect(doc.text).toMatch(/\[kvalenta\]\(https:\/\/pagure\.io\/user\/kvalenta\)\n\n6 months ago \(2024-05-09 15:40:03\)\n\nEdited 6 months ago\n\nFair point\./);
  });
});

describe("blog post whose code blocks number their lines with highlightjs-line-numbers (CSDN's ol.hljs-ln)", () => {
  it('writes each code block without a blank line between its lines, its own blank line kept', async () => {
    const doc = await extract('chinese-blog-line-numbered-code.html', 'https://blog.csdn.net/lin_yuanbo/article/details/136650218');
    expect(doc.text).toContain('```python\nsem = asyncio.Semaphore(20)\n\nasync def fetch(session, url):\n    async with sem:\n        async with session.get(url) as resp:\n            return await resp.text()\n```');
    expect(doc.text).toContain('```python\ntimeout = aiohttp.ClientTimeout(total=15)\n\nasync def fetch_with_retry(session, url, retries=3):\n    for attempt in range(retries):\n        try:\n'
      + '            return await fetch(session, url)\n        except (aiohttp.ClientError, asyncio.TimeoutError):\n            await asyncio.sleep(2 ** attempt)\n    return None\n```');
    expect(doc.text).not.toMatch(/Semaphore\(20\)\n\n\n/);
  });
});

describe("blog post whose code blocks open with a toolbar of the language and \"复制代码\" inside the <pre> (Juejin)", () => {
  it('writes the code without the toolbar as its first line', async () => {
    const doc = await extract('chinese-blog-code-header-toolbar.html', 'https://juejin.cn/post/7345071896523468838');
    expect(doc.text).toContain('```jsx\nfunction SearchField() {\n');
    expect(doc.text).toContain('```jsx\nconst deferredKeyword = useDeferredValue(keyword);');
    expect(doc.text).not.toContain('复制代码');
  });
});

describe("marketplace product whose variations are rows of buttons and whose specifications are list items of a span and a block (Lazada)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('thai-marketplace-product.html', 'https://www.lazada.co.th/products/kintaro-air-fryer-kt-55-i4821937560.html');
  });

  it('writes each variation as an options line under its title, a sold-out one marked', () => {
    expect(doc.text).toContain('###### Color Family\n\noptions: ดำ, ขาว, เขียวมิ้นต์ (unavailable)');
    expect(doc.text).toContain('###### ขนาดความจุ\n\noptions: 5.5 ลิตร, 7.5 ลิตร (+฿300)');
    // The cart's buttons (pdp-button_size_xl) are no size picker.
    expect(doc.text).not.toMatch(/options: .*(?:Buy Now|Add to Cart)/);
  });

  it('writes the specifications as name–value rows', () => {
    expect(doc.text).toContain('- Brand: Kintaro\n- SKU: 4821937560_TH-19934412871\n- Model: KT-55\n- Capacity (L): 5.5');
    expect(doc.text).toContain('- Product Size (cm): 32 x 28 x 34');
    expect(doc.text).not.toMatch(/- Brand\n\n {2}Kintaro/);
  });
});

describe("marketplace product whose size and colour buttons sit in sections named by aria-labelledby (Shopee's section[aria-labelledby=\"variation-size\"])", () => {
  it('writes each as a line named by its heading, which goes', async () => {
    const doc = await extract('marketplace-product-variation-buttons.html', 'https://shopee.sg/Lumora-Linen-Blend-Oversized-Shirt-Unisex-i.389120455.24031877612');
    expect(doc.text).toContain('Colour; options: Sand, Olive, Navy, White, Charcoal (unavailable)\n\nSize; options: S, M, L, XL, XXL');
    expect(doc.text).not.toContain('### Colour');
    expect(doc.text).not.toContain('### Size');
  });
});

describe("pet food product whose accordion panels sit in display:none collapse wrappers (Chakra UI's div.chakra-collapse)", () => {
  it('shows the Directions, Ingredients and Guaranteed Analysis panels under their headings', async () => {
    const doc = await extract('pet-store-product-collapsed-accordion.html', 'https://www.petco.com/shop/en/petcostore/product/wellness-complete-health-adult-chicken-and-oatmeal-recipe-dry-dog-food');
    expect(doc.text).toContain('## Directions\n\nFeed according to the chart below, divided into two meals per day.');
    expect(doc.text).toContain('| Up to 10 lbs. | 3/4 to 1 |');
    expect(doc.text).toContain('## Ingredients\n\nDeboned Chicken, Chicken Meal, Oatmeal, Ground Barley, Peas,');
    expect(doc.text).toContain('## Guaranteed Analysis\n\n| Crude Protein | 24.0% min |');
    expect(doc.text).toContain('**Caloric Content:** 3,620 kcal/kg; 398 kcal/cup (calculated)');
    expect(doc.text).not.toMatch(/## Directions\n\n## Ingredients/);
  });
});

describe("product page whose services are check-box labels with a price (Fnac's \"Ajoutez des services\")", () => {
  it('keeps each offer with its price on a line of its own', async () => {
    const doc = await extract('french-retailer-product-service-offers.html', 'https://www.fnac.com/a19204417/Casque-sans-fil-a-reduction-de-bruit-Aureal-Silence-700-Noir');
    expect(doc.text).toContain('Ajoutez des services\n\nExtension de garantie 2 ans supplémentaires 29,99 €\n\nAssurance casse et vol 1 an 39,99 €\n\n');
    expect(doc.text).not.toContain('29,99 € Assurance');
  });
});
