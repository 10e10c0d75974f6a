import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract, expectRecordedDecision } from './hand-checked-support.js';

/** Hand-built shop, archive and pricing pages (see `hand-checked-support.ts`). */

describe("product page whose tab list wraps its panels (Magento's Luma)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('magento-luma-product.html', 'https://shop.pinecrestsupply.example/ridgeline-softshell-jacket.html');
  });

  it('keeps the Details panel (headings, list, size table, care steps) and the More Information table', () => {
    for (const kept of ['## Made for the in-between weather', '- Helmet-compatible hood with a single-pull rear adjuster', '| S | 38–40 | 28.5 | 33.5 |',
      '3. Tumble dry low for 20 minutes to reactivate the water-repellent finish.', '| Brand | Corvallo Outfitters |', 'As low as $128.00']) {
      expect(doc.text).toContain(kept);
    }
  });

  it('leaves out the store chrome, the related products and the footer', () => {
    for (const chrome of ['Skip to Content', 'Create an Account', 'Search entire store here', 'Add to Cart', 'Bramblecrest Grid Fleece Hoodie', 'Sign Up for Our Newsletter', 'Orders and Returns']) {
      expect(doc.text).not.toContain(chrome);
    }
    expect(doc.title).toBe('Ridgeline Softshell Jacket');
    expectRecordedDecision(doc);
  });
});

describe("product page with a brand set as a link beside its label (PrestaShop's classic theme)", () => {
  it('keeps the brand with its name, the description and the recipe table', async () => {
    const doc = await extract('prestashop-classic-product.html', 'https://www.maisoncoralline.example/en/kitchen/27-112-fenwick-stoneware-pour-over-set.html');
    expect(doc.text).toContain('Brand [Atelier Vermeil](https://www.maisoncoralline.example/en/brand/4-atelier-vermeil)');
    expect(doc.text).toContain('| 2 | 20 g | 320 g | 3:00 |');
    expect(doc.text).toContain('4. Pour the remaining water in slow circles until the scale reads 320 g.');
    for (const chrome of ['Call us', 'Cart (0)', 'Search our catalog']) expect(doc.text).not.toContain(chrome);
  });
});

describe("category archive whose prices are said twice (WooCommerce's Storefront)", () => {
  it("keeps every product with the price screen readers are told: the sale's current price and a variable product's range", async () => {
    const doc = await extract('woocommerce-category-archive.html', 'https://larkspurandloam.co.uk/product-category/seeds/heirloom-tomato-seeds/');
    expect(doc.text.match(/^ {2}## /gm)).toHaveLength(12);
    for (const price of ['Current price is: £2.80.', 'Current price is: £2.20.', 'Current price is: £3.30.', 'Price range: £2.60 through £9.50', 'Price range: £2.50 through £8.75', '£14.00']) {
      expect(doc.text).toContain(price);
    }
    expect(doc.text).toContain('| Beefsteak & oxheart | Late February | Early June (under cover) | August |');
    expect(doc.title).toBe('Heirloom Tomato Seeds');
  });
});

describe('blog category archive whose entries differ in class (WordPress, Twenty Twenty-Four)', () => {
  it("keeps each entry's linked title, excerpt and linked date", async () => {
    const doc = await extract('wordpress-category-archive.html', 'https://hallowaykiln.net/category/glaze-chemistry/');
    const titles = Array.from(doc.text.matchAll(/^ {2}## \[([^\]]+)\]\(https:\/\/hallowaykiln\.net\/20/gm), (match) => match[1]);
    expect(titles).toHaveLength(8);
    expect(titles[0]).toBe('Why My Celadon Crawled (and the Three Fixes That Worked)');
    expect(doc.text).toContain('[March 18, 2024](https://hallowaykiln.net/2024/03/why-my-celadon-crawled/)');
    expect(doc.text).toContain('[December 4, 2023](https://hallowaykiln.net/2023/12/testing-food-safety-at-home/)');
    expect(doc.text).toContain('I finally traced the crawling to raw-clay shrinkage');
  });
});

describe("pricing page whose FAQ answers are dropdown <nav>s (Webflow)", () => {
  it('keeps each question with its answer, and not the navigation menus built the same way', async () => {
    const doc = await extract('webflow-pricing-page.html', 'https://www.brindlebox.io/pricing');
    expect(doc.text).toContain('What counts as a seat?\n\nAny teammate who can reply to customers.');
    expect(doc.text).toContain('Which payment methods do you accept?\n\nAll major credit cards on monthly plans.');
    for (const menu of ['Email, chat and SMS in one queue', 'Customer stories', 'Help centre']) expect(doc.text).not.toContain(menu);
  });
});

describe('a WooCommerce product on Storefront, which Yoast types a WebPage with a date and og:type article', () => {
  it("is read as the product it declares: the summary's price, short description and SKU, the description, and the hidden specifications tab", async () => {
    const doc = await extract('woocommerce-single-product.html', 'https://harbourhearth.example/product/tidewater-waxed-canvas-field-pack/');
    expect(doc.stageNotes.join(' ')).toContain('the page declares a thread, product or listing');
    expect(doc.text).toContain('# Tidewater Waxed-Canvas Field Pack');
    expect(doc.text).toContain('Original price was: £64.00.');
    expect(doc.text).toContain('- Padded sleeve for a 15″ laptop');
    expect(doc.text).toContain('SKU: HH-TWP');
    // Its rows are labelled by header cells, its columns by none: the pipe table's header row is empty.
    expect(doc.text).toContain('## Additional information\n\n|  |  |\n| --- | --- |\n| Weight | 1.05 kg |');
    expect(doc.text).not.toContain('**Additional information**');
    expect(doc.text).toContain('### Re-proofing routine');
  });
});

describe("a category page in Magento 2's Luma theme, each card's name a bold link below its image", () => {
  it("keeps every product's name with its price, and the category's description", async () => {
    const doc = await extract('magento2-luma-category.html', 'https://www.cairnline-outfitters.example/gear/trail-packs.html');
    const names = doc.text.match(/^ {3}\*\*\[[^\]]+\]\(https:\/\/www\.cairnline-outfitters\.example\/[a-z0-9-]+\.html\)\*\*$/gm) ?? [];
    expect(names).toHaveLength(8);
    expect(doc.text).toContain('   **[Ridgeline 22 Daypack](https://www.cairnline-outfitters.example/ridgeline-22-daypack.html)**');
    expect(doc.text).toContain('Special Price $79.00 Regular Price $96.00');
    expect(doc.text).toContain('| Full day in the hills | 20 to 30 L | Ridgeline, Saltmarsh, Ledgewood |');
    expect(doc.stageNotes.join(' ')).not.toContain('link-only block');
  });
});

describe("a product in Salesforce's Storefront Reference Architecture, each section's heading after a mobile toggle saying the same", () => {
  it('keeps the headings over their sections, not the toggles', async () => {
    const doc = await extract('sfra-product-detail.html', 'https://www.brackenridge.example/trail-shoe/BRK-1001.html');
    for (const heading of ['## Attributes', '## Description', '## Details']) expect(doc.text).toMatch(new RegExp(`^${heading}$`, 'm'));
    expect(doc.text).not.toMatch(/^(?:Attributes|Description|Details)$/m);
    expect(doc.text.indexOf('## Details')).toBeLessThan(doc.text.indexOf('### Grip that earns its keep'));
  });
});

describe("a category page in PrestaShop 8's classic theme, which declares an ItemList", () => {
  it("lists every product with its price, which Readability's cut of the category description left out", async () => {
    const doc = await extract('prestashop-category.html', 'https://www.papeterie-verlande.fr/en/12-carnets-notebooks');
    expect(doc.stageNotes.join(' ')).toContain('the page declares a listing');
    expect(doc.text.match(/^## \[[^\]]+\]\(https:\/\/www\.papeterie-verlande\.fr\/en\/carnets-notebooks\/[^)]+\)$/gm)).toHaveLength(12);
    expect(doc.text).toContain('## [Carnet Brume A5 pointillé](https://www.papeterie-verlande.fr/en/carnets-notebooks/21-carnet-brume-a5-pointille.html)\n\n€18.90 -25% €14.18');
  });
});

describe('an electronics retailer\'s product page, its specifications in groups of <dt>/<dd> pairs and a table of row headers', () => {
  let text: string;
  let author: string | undefined;
  beforeAll(async () => {
    const doc = await extract('electronics-retailer-product.html', 'https://www.voltaris.example/site/halden-audio-nc-700/6581204.p');
    text = doc.text;
    author = doc.author;
  });

  it("names no author: the questions' \"asked by\" bylines are each question's", () => {
    expect(author).toBeUndefined();
  });

  it('writes each specification as its name and value on one line, under its group', () => {
    expect(text).toContain('### Audio\n\n- Driver Size: 40 millimeters\n- Frequency Response: 4 - 40000 hertz\n- Supported Codecs: SBC, AAC, LDAC\n- Number of Microphones: 8\n');
    expect(text).toContain('### Dimensions\n\n- Product Weight: 9.2 ounces\n- Folded Size: 7.1 x 6.3 x 2.2 inches');
    expect(text).not.toMatch(/^Driver Size$/m);
  });

  it('sets the key specifications, whose header cells label rows, under an empty header row instead of promoting the first row', () => {
    expect(text).toContain('### Key Specs\n\n|  |  |\n| --- | --- |\n| Noise Cancelling (Active) | Yes |\n| Battery Life | 42 hours |');
  });
});

describe("a refurbished phone's page whose pickers link each grade, storage and colour to its variant with a price (Back Market)", () => {
  it('keeps the pickers with their prices, the current option among them, and the specifications', async () => {
    const doc = await extract('backmarket-product.html', 'https://www.backmarket.com/en-us/p/iphone-13-128gb-midnight-unlocked/8d1a6f52-4f9b-4b8e-9f1a-2c3d4e5f6a7b');
    expect(doc.title).toBe('iPhone 13 128GB - Midnight - Unlocked');
    for (const kept of ['## Condition', '- [Fair $359.00](https://www.backmarket.com/en-us/p/iphone-13-128gb-midnight-unlocked/8d1a6f52-4f9b-4b8e-9f1a-2c3d4e5f6a7b?l=12)', '- [Excellent $436.00]',
      '## Storage (GB)', '- [512 GB $518.00]', '## Color', '- [Pink $401.00]', '$389.00 $729.00 new', '## About this iPhone 13']) {
      expect(doc.text).toContain(kept);
    }
    expectRecordedDecision(doc);
  });
});

describe("a product's configurator whose steps are groups of radio buttons under headings (Apple's Buy page)", () => {
  it("writes each step under its heading with its options and their prices, and keeps each step's help", async () => {
    const doc = await extract('product-configurator.html', 'https://www.apple.com/shop/buy-iphone/iphone-16-pro');
    expect(doc.text).toContain('## Finish. Pick your favorite.\n\noptions: Desert Titanium, Natural Titanium, White Titanium, Black Titanium');
    expect(doc.text).toContain('## Storage. How much space do you need?\n\n- 128 GB3 From $999 or $41.62/mo. for 24 mo.\\*\n- 256 GB3 From $1099');
    expect(doc.text).toContain('- 1 TB3 From $1499 or $62.45/mo. for 24 mo.\\*');
    expect(doc.text).toContain('Get a sense of how much storage space you\'ll need.');
    expect(doc.text).toContain('- AppleCare+ with Theft and Loss $269.00 or $13.49/mo.');
    expect(doc.text).toContain('- Unlimited repairs for accidental damage protection');
    expect(doc.removalNotes).toContain('5 groups of options (radio buttons, buttons, drop-downs) written as one line each (option pickers)');
    expectRecordedDecision(doc);
  });
});

