import { describe, expect, it } from 'vitest';
import { extract } from './hand-checked-support.js';

/**
 * Pages read by session 38's helpers (invented text) for three rules of commit 347b3c7: a book a shop offers for
 * sale (JSON-LD `Book` with `offers`) makes a product's page; "customers also bought" carousels titled in
 * Japanese and Chinese are recommendations; star labels in Vietnamese ("5 sao") are ratings
 * (the page's reviews go since session 39: Vietnamese review titles are known).
 */

describe("a German bookshop's book page declaring only a JSON-LD Book with its Offer (no Product)", () => {
  it("keeps the buy box as a product's: the title, the formats picker and the price before the description", async () => {
    const doc = await extract('german-bookshop-book-json-ld-book-offers.html', 'https://www.thalia.de/shop/home/artikeldetails/A1071234567');
    expect(doc.text).toContain('\n\n# Die Salzwächterin von Rügen\n\nRoman\n\nDurchschnittliche Bewertung 4,3 von 5 Sternen bei 57 Bewertungen\n\n');
    expect(doc.text).toContain('\n\nFormat wählen; options: Taschenbuch 13,00 €, eBook 9,99 €, Hörbuch 17,95 €, Hörbuch-Download 14,95 €\n\n13,00 €\n\n');
    expect(doc.text).toContain('**Sofort lieferbar** · Versandfertig in 1-2 Werktagen\n\nIn der Filiale Hamburg Spitalerstraße vorrätig.');
    expect(doc.text).toMatch(/Band 2\n\n# Die Salzwächterin von Rügen[\s\S]*\n\n## Beschreibung\n\n/);
    expect(doc.text).not.toMatch(/\.jpeg\)\n\n## Beschreibung/);
  });
});

describe("a Spanish bookshop's book page declaring only a JSON-LD Book with its Offer, the formats as a button group", () => {
  it("keeps the title, its rating, the formats and their prices above the synopsis", async () => {
    const doc = await extract('spanish-bookshop-book-json-ld-book-offers.html', 'https://www.casadellibro.com/libro-el-jardin-de-las-mareas/9788412345678/15873421');
    expect(doc.text).toContain('Novedad\n\n# EL JARDÍN DE LAS MAREAS\n\nValoración 4.3 de 5\n\nFormato\n\noptions: Tapa blanda 19,90 €, eBook 9,49 €\n\n19,90 € ~~20,95 €~~\n\n');
    expect(doc.text).toContain('Recogida gratis en librería en 2 horas');
    expect(doc.text).not.toContain('Novedad\n\nFormato\n\n19,90 €');
  });
});

describe("a Japanese bookshop's book page whose h3 \"この商品を買った人はこんな商品も買っています\" heads two other books", () => {
  it("drops the other buyers' books and keeps the book's own author notes to the end", async () => {
    const doc = await extract('japanese-bookshop-book-customers-also-bought.html', 'https://www.kinokuniya.co.jp/f/dsg-01-9784791776543');
    expect(doc.text).toContain('### 潮目を読む――港町の百年と漁業のゆくえ');
    expect(doc.text).toContain('### 著者等紹介\n\n浜崎涼子[ハマサキリョウコ]\n');
    expect(doc.text).toMatch(/（本データはこの書籍が刊行された当時に掲載されていたものです）$/);
    expect(doc.text).not.toContain('この商品を買った人はこんな商品も買っています');
    expect(doc.text).not.toContain('港湾労働の戦後史');
    expect(doc.text).not.toContain('鯨と町の近代');
    expect(doc.text).not.toContain('価格 ¥1,980（本体¥1,800）');
  });
});

describe("a Taiwanese bookshop's book page whose h3 \"買了此商品的人，也買了...\" heads a list of books titled by h4 links", () => {
  it("drops the carousel and its h4 titles, and keeps the readers' reviews before it", async () => {
    const doc = await extract('taiwanese-bookshop-book-customers-also-bought.html', 'https://www.books.com.tw/products/0010987654');
    expect(doc.text).toMatch(/^# 霧港的最後一盞燈：一位燈塔看守人的島嶼筆記\n/);
    expect(doc.text).toContain('\n\n### 讀者書評\n\n4.6 共 5 則評論');
    expect(doc.text).toMatch(/這種把平凡日子寫得很珍貴的書，現在真的不多了。\n\n {2}有幫助\(4\) 檢舉$/);
    expect(doc.text).not.toContain('買了此商品的人');
    expect(doc.text).not.toContain('#### [潮間帶的孩子]');
    expect(doc.text).not.toContain('北緯六十度的廚房');
    expect(doc.text).not.toContain('風從海上來：小島書簡');
  });
});

describe("a Vietnamese marketplace's product page whose reviews' stars are an empty div.d7ed-stars with aria-label \"5 sao\"", () => {
  // Session 39: its reviews, under the h2 "Đánh giá sản phẩm" (product reviews), go as other product pages' reviews go,
  // their rating said in the note; the stars' labels are read in rating-labels.vietnamese-turkish-indonesian-valoracion.test.ts.
  it("removes the reviews under \"Đánh giá sản phẩm\", the structured data's rating said in the note", async () => {
    const doc = await extract('vietnamese-marketplace-product-review-star-labels.html', 'https://www.sendo.vn/ao-khoac-gio-nam-nu-2-lop-chong-nuoc-may-trang-54321987.html');
    expect(doc.removalNotes).toContain("1 block of customer reviews and ratings removed (the page's structured data rates the product 4.8 out of 5 from 356 ratings)");
    expect(doc.text).not.toContain('Đánh giá sản phẩm');
    expect(doc.text).not.toContain('Nguyễn Thu Hà');
    expect(doc.text).not.toContain('Phân loại: Xanh rêu, L');
  });
});
