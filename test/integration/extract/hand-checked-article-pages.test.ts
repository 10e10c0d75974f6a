import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract, expectAbsoluteLinks, expectRecordedDecision } from './hand-checked-support.js';

/** Hand-built articles, posts and product pages (see `hand-checked-support.ts`). */

describe('news story in a navigation-heavy layout', () => {
  const URL_ = 'https://meridian.example/news/europe/2025/05/14/sleeper-train-three-borders/';
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('nav-heavy-news.html', URL_);
  });

  it('keeps the story text, its image and its relative link made absolute', () => {
    expect(doc.text).toContain('At a quarter to ten on a Friday evening, platform 19 in Brussels is crowded');
    expect(doc.text).toContain('## More carriages, not more trains');
    expect(doc.text).toContain('“We could fill a second train tomorrow,” she said.');
    expect(doc.text).toContain('by the end of the month.');
    expect(doc.text).toContain('[operator\'s published timetable](https://meridian.example/news/europe/2025/05/timetables/night-services-2025.pdf)');
    // The figure's caption is the picture's title, not a paragraph of the story.
    expect(doc.text).toContain('](https://meridian.example/images/2025/05/night-train-platform.jpg "Boarding in Brussels shortly before ten in the evening.")');
    expectAbsoluteLinks(doc.text, 2);
  });

  it('drops the mega-menu, breadcrumb, cookie banner, share bar, related links, sidebar and footer', () => {
    const chrome = [
      'Personal finance', 'Formula 1', 'The best of', // mega-menu
      'Home](', 'Europe](', // breadcrumb
      '143 partners', 'Accept and continue', 'Manage preferences', // cookie banner
      'Share on Facebook', 'Share on X', 'Share by email', 'Copy link', // share bar
      'Related articles', 'Night trains return to the Alps', 'Rail passenger numbers', // related articles
      'One ticket for three railways', 'Who pays for night trains', // link list inside the story
      'Most read', 'Rail strike called off', 'Advertisement', // sidebar
      'morning briefing', 'Subscribe from', 'Sign in', 'All rights reserved', 'Terms of use', // promos and footer
    ];
    for (const text of chrome) expect(doc.text).not.toContain(text);
    expect(doc.title).toBe('A sleeper train crosses three borders overnight — and fills up');
    expectRecordedDecision(doc);
  });
});

describe('recipe post with a recipe card (WP Recipe Maker)', () => {
  const URL_ = 'https://copperpotwk.com/red-lentil-squash-stew/';
  let text: string;
  beforeAll(async () => {
    text = (await extract('recipe-card-post.html', URL_)).text;
  });

  it("keeps the card's section headings, which its class calls headers, over every ingredient and step", () => {
    const headings = text.split('\n').filter((line) => /^#{3,4} /.test(line));
    expect(headings).toEqual(expect.arrayContaining(['### Equipment', '### Ingredients', '#### For the stew', '#### To finish', '### Instructions', '#### Build the base', '#### Simmer', '#### Finish', '### Notes', '### Nutrition']));
    expect(text.indexOf('### Ingredients')).toBeLessThan(text.indexOf('- 2 tablespoons olive oil'));
    expect(text).toContain('- 1 ¼ cups red lentils rinsed until the water runs clear');
    expect(text.indexOf('### Instructions')).toBeLessThan(text.indexOf('- Warm the olive oil in a large Dutch oven'));
    expect(text).toContain('Calories: 318 kcal');
  });
});

describe('newsletter post (Substack layout)', () => {
  const URL_ = 'https://slackwater.substack.com/p/the-beach-that-walked-away';
  let text: string;
  beforeAll(async () => {
    text = (await extract('newsletter-post.html', URL_)).text;
  });

  it('keeps every section heading, which its class calls a header, with the code block and the footnotes', () => {
    const headings = text.split('\n').filter((line) => /^#{2,3} /.test(line));
    expect(headings).toEqual(['## A river you cannot see', '### Estimating the budget', '## What the groynes actually did', '### Lessons I keep relearning', '## A back-of-the-envelope model', '## What comes next']);
    expect(text).toContain('```python\nimport math\n');
    expect(text).toContain('Harrowmouth is a composite.');
  });

  it('drops the subscribe boxes, the like and restack counts, the comments preview and the footer', () => {
    for (const chrome of ['Subscribe', 'Restack', 'Discussion about this post', 'Ready for more?', 'Get the app', 'Collection notice']) expect(text).not.toContain(chrome);
  });
});

describe('blog platform post with highlighted code (Medium)', () => {
  let text: string;
  beforeAll(async () => {
    text = (await extract('blog-platform-post.html', 'https://medium.com/lantern-engineering/the-leak-that-only-happened-on-tuesdays-4f1c2a9b7d3e')).text;
  });

  it("keeps each code block's comments and blank lines, which Readability read as chrome and paragraph breaks", () => {
    expect(text).toContain("```javascript\n// invoice/renderer.js  (before)\nconst { ratesBus } = require('../currency/rates');\n\nclass InvoiceRenderer {\n");
    expect(text).toContain('```javascript\n// invoice/renderer.js  (after)\n');
  });

  it('drops the follow, clap, listen and share controls, the author card and the recommendations', () => {
    for (const chrome of ['Open in app', 'Written by', 'Recommended from Medium', 'See more recommendations']) expect(text).not.toContain(chrome);
    for (const control of ['Follow', 'Listen', 'Share', 'Sign up']) expect(text).not.toMatch(new RegExp(`^${control}$`, 'm'));
  });
});

describe('shop product with description tabs (WooCommerce) and a news live blog', () => {
  it("keeps the product's description and its attributes table, without the reviews, related products or cart controls", async () => {
    const doc = await extract('shop-product-tabs.html', 'https://www.fenwicktea.example/product/hearthstone-cast-iron-teapot/');
    expect(doc.title).toBe('Hearthstone Cast-Iron Teapot');
    expect(doc.text).toContain('## Description');
    expect(doc.text).toContain('### In the box\n\n- Enamel-lined cast-iron body and lid');
    expect(doc.text).toContain('| Dimensions | 7.5 × 6.25 × 5 in |');
    expect(doc.removalNotes).toContain("1 block of customer reviews and ratings removed (the page's structured data rates the product 4.5 out of 5 from 6 ratings)");
    for (const chrome of ['Related products', 'Add to cart', 'Your review', 'Built with WooCommerce']) expect(doc.text).not.toContain(chrome);
  });

  it("keeps a Shopify product's name, prices, description and every closed accordion with the size table, without the pickers, cart, related products or footer", async () => {
    const doc = await extract('shop-product-accordions.html', 'https://harbourandloom.com/products/kittiwake-fisherman-sweater');
    expect(doc.title).toBe('Kittiwake Fisherman Sweater');
    // Dawn prints both badges and both prices in every price block; on sale, the sale's line and its badge are what it shows.
    expect(doc.text).toContain('# Kittiwake Fisherman Sweater\n\n~~£165.00 GBP~~ £148.00 GBP\n\nSale\n');
    expect(doc.text).not.toContain('Sold out');
    for (const heading of ['## Materials', '## Shipping & Returns', '## Dimensions', '## Care instructions']) expect(doc.text).toContain(`\n${heading}\n`);
    expect(doc.text).toContain('| Size | Chest (pit to pit) | Body length (back) | Sleeve (from centre back neck) |\n| --- | --- | --- | --- |\n| S | 53 | 68 | 81 |');
    expect(doc.text.match(/^# Kittiwake Fisherman Sweater$/gm)).toHaveLength(1);
    for (const chrome of ['Fulmar Ribbed Watch Cap', 'Your cart', 'Subscribe to our emails', 'Powered by Shopify', 'Skip to product information']) expect(doc.text).not.toContain(chrome);
  });

  it("keeps every update of a live blog with its heading and author, each a dated post, as the article (the post series rule is for threads whose posts Readability cut)", async () => {
    const doc = await extract('news-live-blog.html', 'https://www.ledger.example/uk-news/live/2025/nov/18/storm-marisol-live');
    for (const words of ['The Meteorological Service has just published its updated surge forecast', 'The harbour wall at Port Edris has given way', 'Coastline Rail has suspended all trains', 'All ferry crossings from Port Edris have been cancelled']) {
      expect(doc.text).toContain(words);
    }
    // Each update's header (its heading and author), which its class names a header, stays with it.
    expect(doc.text).toContain('## Evening high tide ‘the one to watch’, forecasters say\n\nTamsin Okafor\n\nThe Meteorological Service has just published');
    // Each update's time, a link to the update, stays above it, with the day its datetime states ("15m ago" read later dates nothing).
    expect(doc.text).toContain('15m ago (2025-11-18) 14.05 GMT\n\n## Evening high tide');
    expect(doc.text).toContain('4h ago (2025-11-18) 10.31 GMT');
    expect(doc.text).toContain('Rhys Bellamy\n\nThe flood authority has just posted this update');
    for (const chrome of ['Most viewed', 'More on this story', 'Support us']) expect(doc.text).not.toContain(chrome);
  });
});

describe("a members' blog post (Ghost with Casper)", () => {
  it("credits the post's authors, not the author of the page a bookmark card previews", async () => {
    const doc = await extract('ghost-casper-post.html', 'https://notes.lanternfield.dev/rebuilding-ingest-queue-kestrel/');
    expect(doc.author).toBe('Marisol Venkataraman, Teodor Halvorsen');
    expect(doc.text).toContain('## Why the job table had to go');
  });
});

describe("a story on Medium, whose images are <picture>s of React's srcSet sources around a bare <img> inside a zoom button", () => {
  it('keeps each image with its caption, without the zoom control\'s label', async () => {
    const doc = await extract('medium-article.html', 'https://medium.com/byte-harbor/retry-budgets-saved-our-checkout-service-and-then-nearly-sank-it-8c41e7d2a9f3');
    expect(doc.text).toContain('![](https://miro.medium.com/v2/resize:fit:640/format:webp/1*Qm3v7XcR2aLkP0wYtN5s8g.png "Our checkout error rate during the March incident. The second spike is the one we caused ourselves.")');
    expect(doc.text.match(/!\[\]\(https:\/\/miro\.medium\.com\/v2\/resize:fit:640\//g)).toHaveLength(2);
    expect(doc.text).not.toContain('Press enter or click to view image in full size');
  });
});

describe("a news article in Tailwind's markup (Ars Technica: a gallery whose items clip their overflow)", () => {
  it("keeps every picture of the gallery, whose class says overflow-hidden, not hidden", async () => {
    const doc = await extract('tailwind-news-article.html', 'https://arstechnica.com/science/2024/11/neutrino-detector/');
    for (const picture of ['halite-pmt-array', 'halite-gallery-tunnel', 'halite-control-room', 'halite-flooded-cavern']) expect(doc.text).toContain(`](https://cdn.arstechnica.net/wp-content/uploads/2024/11/${picture}.jpg)`);
    expect(doc.author).toBe('Miriam Castellanos');
  });
});
