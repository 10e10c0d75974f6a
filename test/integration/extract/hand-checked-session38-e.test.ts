import { describe, expect, it } from 'vitest';
import { extract } from './hand-checked-support.js';

/**
 * Pages read by session 38's helpers (invented text) for rules of commit 347b3c7: a tab list that wraps its panels
 * loses only its tabs (Magento's Luma); a seller's card in an `<aside>` stays on a product page; a brand's link
 * opening the `<h1>` is text, a space after it.
 */

describe("a laptop product page whose Magento Luma tabs are one div.product.data.items role=\"tablist\" holding each div.data.item.title role=\"tab\" and its div.data.item.content role=\"tabpanel\"", () => {
  const url = 'https://www.jarir.com/sa-en/lenovo-ideapad-slim-5-14irh9-laptop-683412.html';

  // Session 39: the reviews' block, titled "Customer Reviews" by its `div.block-title` (no heading tag), goes as a product page's reviews go.
  it('keeps the overview paragraphs and the hidden specifications table, each headed by its tab\'s name in bold; the reviews go, their rating in the note', async () => {
    const doc = await extract('laptop-product-magento-tablist-wrapping-panels.html', url);
    expect(doc.text).toContain('**Overview**\n\nThe IdeaPad Slim 5 pairs a slim aluminium chassis with a vivid 14-inch OLED screen');
    expect(doc.text).toContain('The backlit bilingual keyboard comes laser-etched with Arabic and English characters, ready to use out of the box.\n\n**Specifications**');
    expect(doc.text).toContain('**Specifications**\n\nMore Information\n\n|  |  |\n| --- | --- |\n| Brand | Lenovo |\n| Processor | Intel Core i7-13620H (10 cores, 16 threads, up to 4.9 GHz) |\n| RAM | 16GB LPDDR5x-4800 (soldered) |');
    expect(doc.text).not.toContain('Great screen for the price');
    expect(doc.removalNotes).toContain("1 block of customer reviews and ratings removed (the page's structured data rates the product 4.4 out of 5 from 23 ratings)");
  });

  it('writes the tabs\' names once, as the panels\' headings: no link or line of their own', async () => {
    const doc = await extract('laptop-product-magento-tablist-wrapping-panels.html', url);
    expect(doc.text.match(/Overview/g)).toHaveLength(1);
    expect(doc.text.match(/\*\*Specifications\*\*/g)).toHaveLength(1);
    expect(doc.text).not.toMatch(/^(?:Overview|Specifications)$/m);
    expect(doc.text).not.toContain('[Overview]');
    expect(doc.text).not.toContain('[Specifications]');
  });
});

describe("a Nigerian marketplace's phone page whose seller's card is an aside aria-label=\"Seller information\" beside the buy box", () => {
  it('keeps the card: "Sold by", the seller\'s score, sales and followers, and the guarantee', async () => {
    const doc = await extract('nigerian-marketplace-phone-product-seller-card-aside.html', 'https://www.konga.com/product/haloview-x9-pro-6-7-8gb-ram-256gb-rom-android-14-50mp-camera-5000mah-midnight-blue-6481207');
    expect(doc.text).toMatch(/^Sold by$/m);
    expect(doc.text).toContain('- Seller Score 92%\n- Successful Sales 1,784\n- Followers 356\n- Selling on Konga 4 years');
    expect(doc.text).toContain('**Konga Guarantee**\n\nGet the item you ordered or get your money back.\n\n**Product Description**');
  });
});

describe("a Ukrainian marketplace's kettle page whose seller's card is an aside data-qaid=\"company_block\"", () => {
  it('keeps the card: "Продавець" and the shop\'s link, its rating, "96% позитивних відгуків" and its hours', async () => {
    const doc = await extract('ukrainian-marketplace-kettle-product-company-block-aside.html', 'https://prom.ua/ua/p1987654321-elektrochajnik-sklyanij-vitrum.html');
    expect(doc.text).toContain('Продавець [ТехноДім — побутова техніка](https://tekhnodim.prom.ua/ua/)\n\n4.8 (1 276 відгуків)');
    expect(doc.text).toContain('- 96% позитивних відгуків\n- 7 років на Prom.ua\n- Київ\n- Понад 5 000 замовлень');
    expect(doc.text).toContain('Графік роботи: пн–пт 9:00–20:00, сб 10:00–17:00, нд — вихідний');
  });
});

describe("a luxury fashion product page whose h1 opens with the brand's link a[data-ffref=\"pp_infobrand\"] before a p of the name", () => {
  it('heads the page "# Totême oversized double-breasted wool coat", the brand as text, not "# oversized …" alone', async () => {
    const doc = await extract('luxury-fashion-product-brand-link-opening-title.html', 'https://www.farfetch.com/uk/shopping/women/toteme-oversized-double-breasted-wool-coat-item-22418817.aspx');
    expect(doc.text).toContain('\n# Totême oversized double-breasted wool coat\n');
    expect(doc.text).not.toMatch(/^# oversized/m);
  });
});

describe("a German drugstore's product page whose h1 opens with span > a \"Balea\" set flush before the name", () => {
  it('heads the page "# Balea Feuchtigkeitscreme Hyaluron Aqua Boost, 50 ml", the brand as text with a space after it', async () => {
    const doc = await extract('german-drugstore-product-brand-link-flush-in-title.html', 'https://www.dm.de/balea-feuchtigkeitscreme-hyaluron-aqua-boost-p4066447712345.html');
    expect(doc.text).toContain('\n# Balea Feuchtigkeitscreme Hyaluron Aqua Boost, 50 ml\n');
    expect(doc.text).not.toContain('[Balea](');
    expect(doc.text).not.toContain('BaleaFeuchtigkeitscreme');
  });
});
