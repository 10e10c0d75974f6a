import { describe, expect, it } from 'vitest';
import { extract } from './hand-checked-support.js';

/**
 * Pages read by session 38's helpers (invented text) for four rules of commit f03f134: a link into the page's
 * reviews that shows a score and a count is written as text; tabs' links that their panels are labelled by
 * become headings (Magento); Japanese rating labels ("5つ星のうち4") are ratings; a class holding the word
 * "strike" strikes a price through.
 */

describe("a phone maker's product page whose buy box shows the rating as a link a#J_reviews \"4.8 (326 reviews)\" into the reviews below", () => {
  it('keeps the score and its count as text under the product\'s tagline', async () => {
    const doc = await extract('phone-product-reviews-link-score-and-count.html', 'https://www.mi.com/global/product/xiaomi-15t-pro/');
    expect(doc.text).toContain('# Xiaomi 15T Pro\n\nMaster light, capture more\n\n4.8 (326 reviews)\n\nColour: Titan Gray\n\n');
    expect(doc.text).not.toContain('[4.8 (326 reviews)]');
    expect(doc.text).not.toContain('Master light, capture more\n\nColour: Titan Gray');
  });
});

describe("an electronics store's product page (Magento) whose tabs are div.data.item.title > a.data.switch href=\"#description\" before the panels labelled by the links' ids", () => {
  it('writes each tab\'s title as a heading over its panel ("## Overview", "## Specifications")', async () => {
    const doc = await extract('tv-product-magento-tab-title-links.html', 'https://www.harveynorman.com.au/hisense-65-q7nau-4k-qled-smart-tv.html');
    expect(doc.text).toContain('\n\n## Overview\n\n### Bright, punchy colour for every room\n\nThe Q7NAU pairs a quantum dot colour layer');
    expect(doc.text).toContain('at a glance.\n\n## Specifications\n\nMore Information\n\n|  |  |\n| --- | --- |\n| Brand | Hisense |\n');
    expect(doc.text).not.toContain('[Overview]');
    expect(doc.text).not.toContain('[Specifications]');
    expect(doc.text).not.toContain('Dolby Atmos audio with 2 x 10W speakers\n\n### Bright, punchy colour');
  });
});

describe("a Japanese retailer's clothing page whose reviews' stars are an empty span.ReviewStar_stars with aria-label \"5つ星のうち5\"", () => {
  it('writes each review\'s stars as their label before its title', async () => {
    const doc = await extract('japanese-apparel-product-review-star-labels.html', 'https://www.muji.com/jp/ja/store/cmdty/detail/4550584103528');
    expect(doc.text).toContain('\n\n- 5つ星のうち5\n\n  毎日着たくなる生地感\n\n  こはるさん 40代／女性');
    expect(doc.text).toContain('\n\n- 5つ星のうち4\n\n  袖がやや長め\n\n');
    expect(doc.text).toContain('\n\n- 5つ星のうち2\n\n  白は透けが気になりました\n\n');
    expect(doc.text).not.toMatch(/^- 毎日着たくなる生地感$/m);
    expect(doc.text).not.toMatch(/^- 白は透けが気になりました$/m);
  });
});

describe("a game store's product page whose editions' former prices are span.psw-c-t-2.psw-t-strike \"$69.99\" after the sale price", () => {
  it('writes each edition\'s former price struck through after its sale price', async () => {
    const doc = await extract('game-store-editions-strike-class-prices.html', 'https://store.playstation.com/en-us/product/UP4412-PPSA18834_00-ASHENVANGUARD000');
    expect(doc.text).toContain('### Ashen Vanguard\n\nPS5\n\n- Ashen Vanguard full game\n\n\\-30% $48.99 ~~$69.99~~\n\n');
    expect(doc.text).toContain('- Digital artbook and soundtrack\n\n\\-30% $62.99 ~~$89.99~~\n\n');
    expect(doc.text).not.toContain('\\-30% $48.99 $69.99');
    expect(doc.text).not.toContain('\\-30% $62.99 $89.99');
  });
});
