import { describe, expect, it } from 'vitest';
import { extract } from './hand-checked-support.js';

/**
 * Pages read by session 39's helpers (invented text) for rules of commits b8b94a8 and 9b94bb2: a pre its names call
 * text is prose; og:type article does not make a schema.org product's page an article; a breadcrumb trail that is a
 * labelled value is one line; headings opening fact rows are lifted with their lone wrappers; a count-only link to the
 * reviews joins the score before it; a table's group-title rows are bold and the first is no header; a list of labels
 * holding no input is a picker's options; a brand's labelled value is no byline; Vietnamese review titles, and a title
 * named by its class over reviews that state ratings; a drop-down naming a sort order is no product choice.
 */

const FLEA_MARKET_ITEM = 'https://jp.mercari.com/item/m48201937562';

describe("a Japanese flea-market item page whose description is a pre.merText data-testid=\"description\", typed as a schema.org Product with og:type article, its facts div.merHeading > div > h2 over rows of label and value, the category a nav > ol breadcrumb", () => {
  it('writes the seller\'s description as paragraphs whose lines break where the text\'s do, not a code fence', async () => {
    const doc = await extract('japanese-flea-market-item-pre-description-fact-rows.html', FLEA_MARKET_ITEM);
    expect(doc.text).toContain('## 商品の説明\n\n数年前に贈答品としていただいた南部鉄器の急須です。\n箱から出して飾っていただけで、実際にお湯を沸かしたりお茶を淹れたりしたことは一度もありません。\n\n内側はホーロー加工されているため');
    expect(doc.text).toContain('ます。\n\n【サイズ】\n・容量：約0.6L\n・幅：約15cm（注ぎ口・持ち手含む）\n・高さ：約14cm（つる含む）\n\n【状態】');
    expect(doc.text).toContain('・値下げ交渉はコメントにてお願いいたします。\n\n#南部鉄器 #急須 #鉄瓶 #ティーポット #和食器\n\n2日前');
    expect(doc.text).not.toContain('```');
  });

  // The og:type rule shows only once the description is prose: Readability then holds as many of the page's words as the
  // region, and on a page taken for an article it would win, losing the title heading, the brand's links and the facts' values.
  it('keeps the item page with its description as prose (og:type article does not make it an article): the title heading, the brand link and the item facts with their links stay', async () => {
    const doc = await extract('japanese-flea-market-item-pre-description-fact-rows.html', FLEA_MARKET_ITEM);
    expect(doc.stage).toBe('cleaned-body');
    expect(doc.stageNotes).toContainEqual(expect.stringMatching(/^choice: cleaned-body \(readability has \d+ % of the region's words; the page declares a thread, product or listing\)$/));
    expect(doc.text).toContain('## 商品の説明\n\n数年前に贈答品としていただいた南部鉄器の急須です。\n');
    expect(doc.text).toContain('# ミナトヤ 南部鉄器 急須 0.6L 霰(あられ) 黒 未使用に近い\n\n[ミナトヤ](https://jp.mercari.com/brands/search/?brand_id=20391)\n\n¥4,800 (税込) 送料込み\n\n## 商品の説明');
    expect(doc.text).toMatch(/ブランド(?:: |\n\n)\[ミナトヤ\]\(https:\/\/jp\.mercari\.com\/brands\/search\/\?brand_id=20391\)\n/);
    expect(doc.text).toMatch(/発送元の地域(?:: |\n\n)\[岩手県\]\(https:\/\/jp\.mercari\.com\/search\?prefecture_id=3\)\n/);
    expect(doc.text).not.toContain('相手のことを考え丁寧なコメントを心がけましょう');
  });

  it('writes the カテゴリー breadcrumb value as one line of its steps, "キッチン/食器 › 食器 › 容器"', async () => {
    const doc = await extract('japanese-flea-market-item-pre-description-fact-rows.html', FLEA_MARKET_ITEM);
    expect(doc.text).toMatch(/カテゴリー(?:: |\n\n)キッチン\/食器 › 食器 › 容器\n/);
    expect(doc.text).not.toMatch(/^カテゴリー\n\nブランド$/m);
    expect(doc.text).not.toMatch(/^- (?:キッチン\/食器|食器|容器)$/m);
  });

  it('pairs the item facts under their heading as "label: value" rows, not a paragraph each', async () => {
    const doc = await extract('japanese-flea-market-item-pre-description-fact-rows.html', FLEA_MARKET_ITEM);
    expect(doc.text).toContain('## 商品の情報\n\n- カテゴリー: キッチン/食器 › 食器 › 容器\n- ブランド: [ミナトヤ](https://jp.mercari.com/brands/search/?brand_id=20391)\n- 商品の状態: 未使用に近い\n- 配送料の負担: 送料込み(出品者負担)\n- 配送の方法: らくらくメルカリ便\n- 発送元の地域: [岩手県](https://jp.mercari.com/search?prefecture_id=3)\n- 発送までの日数: 1~2日で発送\n\n## 出品者');
    expect(doc.text).not.toMatch(/^商品の状態$/m);
    expect(doc.text).not.toMatch(/^未使用に近い$/m);
    expect(doc.text).not.toMatch(/^配送の方法$/m);
  });
});

const NZ_LAPTOP = 'https://www.noelleeming.co.nz/p/aspire-vero-14-laptop-intel-core-i5-16gb-ram-512gb-ssd/N219884.html';

describe("a New Zealand electronics shop's laptop page whose Bazaarvoice summary is the score beside a link a.bv_numReviews_text \"(27)\", its specifications one table of tr.spec-group-title rows (a th spanning both columns) over the name–value rows", () => {
  it('writes the rating with its count of reviews, "4.3 (27)"', async () => {
    const doc = await extract('new-zealand-electronics-product-review-count-spec-group-rows.html', NZ_LAPTOP);
    expect(doc.text).toContain('Product Code: N219884\n\n4.3 (27)\n\n');
    expect(doc.text).not.toMatch(/^4\.3$/m);
  });

  it('writes the group titles as bold rows under an empty header ("| **Display** | |"), none of them the header', async () => {
    const doc = await extract('new-zealand-electronics-product-review-count-spec-group-rows.html', NZ_LAPTOP);
    expect(doc.text).toContain('## Specifications\n\n|  |  |\n| --- | --- |\n| **Display** | |\n| Screen Size | 14" |\n| Resolution | 1920 x 1080 |');
    expect(doc.text).toContain('| Touchscreen | No |\n| **Performance** | |\n| Processor | Intel Core i5-1335U |');
    expect(doc.text).toContain('| Graphics | Intel Iris Xe Graphics |\n| **Connectivity** | |\n| Wi-Fi | Wi-Fi 6E |');
    expect(doc.text).toContain(', 3.5mm audio |\n| **Physical** | |\n| Weight | 1.38kg |');
    expect(doc.text).not.toContain('| Display | |\n| --- | --- |');
    expect(doc.text).not.toMatch(/^\| (?:Display|Performance|Connectivity|Physical) \| \|$/m);
  });
});

describe("a Russian marketplace's sweater page whose sizes are a ul.sizes-list of label.sizes-list__button (no input in them), each a span of the size and one of its letter, the last label disabled", () => {
  it('keeps the sizes as an options line under their title, each size and its letter one value ("42 S"), the disabled one marked', async () => {
    const doc = await extract('russian-marketplace-product-size-label-picker.html', 'https://www.wildberries.ru/catalog/184736251/detail.aspx');
    expect(doc.text).toContain('\n\nРазмер\n\noptions: 42 S, 44 M, 46 L, 48 XL (unavailable)\n\n## Характеристики');
    expect(doc.text).not.toMatch(/^Размер\n\n## Характеристики/m);
    expect(doc.text).not.toContain('42S');
  });
});

const VIETNAMESE_AIR_FRYER = 'https://tiki.vn/noi-chien-khong-dau-kamora-af-55-p273849561.html';

describe("a Vietnamese marketplace's air-fryer page whose brand sits in span.brand-and-author \"Thương hiệu: Kamora\", its customers' reviews under div.customer-reviews__heading \"Khách hàng đánh giá\" (no heading tag) with stars in aria-label \"4 sao\"", () => {
  it('takes no author from the brand\'s labelled value, which stays in the text', async () => {
    const doc = await extract('vietnamese-marketplace-product-brand-label-reviews-block.html', VIETNAMESE_AIR_FRYER);
    expect(doc.author).toBeUndefined();
    expect(doc.title).toBe('Nồi Chiên Không Dầu Kamora AF-55 5.5L 1700W - Hàng Chính Hãng');
    expect(doc.text).toContain('Thương hiệu: Kamora\n\n# Nồi Chiên Không Dầu Kamora AF-55 5.5L 1700W - Hàng Chính Hãng');
  });

  it('removes the "Khách hàng đánh giá" reviews block and says so with the structured rating, the description kept', async () => {
    const doc = await extract('vietnamese-marketplace-product-brand-label-reviews-block.html', VIETNAMESE_AIR_FRYER);
    expect(doc.text).not.toContain('Khách hàng đánh giá');
    expect(doc.text).not.toContain('Lọc xem theo');
    expect(doc.text).not.toContain('Nguyễn Thu Hà');
    expect(doc.text).not.toContain('Lần đầu dùng có mùi nhựa khá nặng');
    expect(doc.removalNotes).toContain("1 block of customer reviews and ratings removed (the page's structured data rates the product 4.7 out of 5 from 862 ratings)");
    expect(doc.text).toContain('Mô tả sản phẩm\n\nNồi chiên không dầu Kamora AF-55 có dung tích 5.5 lít');
    expect(doc.text).toContain('phí vận chuyển, phụ phí hàng cồng kềnh, thuế nhập khẩu');
  });
});

describe("a Czech price-comparison product page whose shop offers open with label \"Řadit podle\" over a select of sort orders", () => {
  it('drops the sort drop-down: no "Řadit podle" options line, the offers list kept', async () => {
    const doc = await extract('czech-price-comparison-product-sort-picker.html', 'https://kavovary.heureka.cz/brevia-lumo-7-pro/');
    expect(doc.text).not.toContain('Řadit podle');
    expect(doc.text).not.toContain('options: Doporučujeme');
    expect(doc.text).not.toContain('Nejlépe hodnocené obchody');
    expect(doc.text).toContain('ve 14 obchodech\n\n## Porovnání cen\n\n- [![Kavomat.cz](https://im9.cz/sh/2301/logo.png)](https://www.heureka.cz/exit/kavomat-cz/88123/) [Kavomat.cz](https://obchody.heureka.cz/kavomat-cz/) 98 % (3 214 hodnocení)');
  });
});
