import { describe, expect, it } from 'vitest';
import { extract, expectRecordedDecision } from './hand-checked-support.js';

/**
 * Pages read by session 32's helpers in the markup of widely run software (forums, CMSs, shops,
 * documentation generators, wikis): a reply's date or author in its own header, a sale price beside a
 * hidden "Sold out", docstring headings inside a page's sections, TeX, code written with `<br>`.
 */

describe('a bbPress topic (each reply\'s date in a header above its author)', () => {
  it('keeps every reply\'s date, and each post under its own author', async () => {
    const doc = await extract('bbpress-forum-topic.html', 'https://crumbandcrust.org/forums/topic/starter-smells-like-nail-polish-remover-after-a-week-in-the-fridge/');
    expect(doc.text.match(/^(?:- | {2})(?:March \d+, 2024 at \d+:\d\d [ap]m) \[#\d+\]\(/gm)).toHaveLength(7);
    expect(doc.text).toContain('March 9, 2024 at 4:51 pm [#8843](https://crumbandcrust.org/forums/topic/starter-smells-like-nail-polish-remover-after-a-week-in-the-fridge/#post-8843)');
    expect(doc.text).toMatch(/March 10, 2024 at 9:40 pm \[#8855\]\([^)]*\) \[Reply\]\([^)]*\)\n\n {2}\[Rosalind B\.\]\([^)]*\/users\/rosalind-b\/\)\n\n {2}Participant\n\n {2}Update: two feeds at 1:5:5/);
    expect(doc.text).toMatch(/\[Claire Laurent\]\([^)]*\)\n\n {2}Participant\n\n {2}> The higher ratio/);
    expect(doc.text).toMatch(/\[Teodor Marek\]\([^)]*\/users\/teodor\/\)\n\n {2}Moderator\n\n {2}Marking this resolved\./);
    for (const chrome of ['Recent Topics', 'Reply To:', 'cookies to make sure']) expect(doc.text).not.toContain(chrome);
    expect(doc.publishedAt).toBe('2024-03-09');
  });
});

describe('a Drupal article on Olivero (comments with the author and date beside the title, replies in div.indented)', () => {
  it('says who wrote each comment and reply, and when', async () => {
    const doc = await extract('drupal-article-comments.html', 'https://uplandbees.example/articles/overwintering-colonies-wet-upland-autumn');
    expect(doc.text).toMatch(/\n\[hollis_r\]\(https:\/\/uplandbees\.example\/user\/5\)\n\n15 March, 2024\n\n### \[Tilting worked for us\]\(/);
    expect(doc.text).toMatch(/\n\[Margaret Oduya\]\(https:\/\/uplandbees\.example\/user\/3\)\n\n15 March, 2024\n\n### \[Re: Tilting worked for us\]\(/);
    expect(doc.text).toContain('\nDafydd (not verified)\n\n17 March, 2024\n\n### [Fondant vs candy board](');
    expect(doc.text).toMatch(/\n\[beeline_kate\]\([^)]*\)\n\n18 March, 2024\n\n### \[Re: Fondant vs candy board\]\(/);
    expect(doc.text).toContain('\nNell Pryce (not verified)\n\n2 April, 2024\n\n### [Insulation thickness](');
    for (const chrome of ['Powered by', 'Allowed HTML tags', 'Your name']) expect(doc.text).not.toContain(chrome);
    expect(doc.author).toBe('Margaret Oduya');
    expect(doc.publishedAt).toBe('2024-03-14');
  });
});

describe('a Texinfo manual node (the footnote in div.footnotes-segment after the node\'s text)', () => {
  it('keeps the footnote the text refers to', async () => {
    const doc = await extract('texinfo-manual-node.html', 'https://www.gnu.org/software/tessel/manual/html_node/Tokenizing-Option-Strings.html');
    expect(doc.text).toContain('several strings[1](https://www.gnu.org/software/tessel/manual/html_node/Tokenizing-Option-Strings.html#FOOT1).');
    expect(doc.text).toContain('This is the main practical difference from the POSIX function `strtok_r`, which also keeps its state in a caller-supplied pointer');
    // The node's first line: the <hr> above it parts nothing once the header is gone.
    expect(doc.text.startsWith('### 5.3 Tokenizing Option Strings\n')).toBe(true);
    for (const chrome of ['Concept Index', 'Next:']) expect(doc.text).not.toContain(chrome);
    expectRecordedDecision(doc);
  });
});

describe('a pkg.go.dev package (each declaration headed by an h4 whose name links to its source)', () => {
  it('keeps the heading of every type, function and method', async () => {
    const doc = await extract('go-package-docs.html', 'https://pkg.go.dev/github.com/larkspur-labs/backoff');
    expect(doc.text).toContain('\n#### type [Budget](https://github.com/larkspur-labs/backoff/blob/v1.6.2/budget.go#L18) added in v1.3.0\n\n```\ntype Budget struct {');
    expect(doc.text).toContain('\n#### func (\\*Policy) [Do](https://github.com/larkspur-labs/backoff/blob/v1.6.2/policy.go#L104)\n\n```\nfunc (p *Policy) Do(ctx context.Context, op Operation) error\n```');
    expect(doc.text).toContain('\n#### func [Permanent](https://github.com/larkspur-labs/backoff/blob/v1.6.2/errors.go#L22)\n');
    expect(doc.text.match(/^#### (?:func|type) /gm)).toHaveLength(10);
    for (const chrome of ['Why Go', 'Copy path', 'cookie']) expect(doc.text).not.toContain(chrome);
  });
});

describe('a Shopify product on the Dawn theme (a sale price beside a "Sold out" badge hidden by class)', () => {
  it('gives the sale price and says "Sale", never "Sold out"', async () => {
    const doc = await extract('dawn-theme-product.html', 'https://fernhilloutfitters.com/products/alder-waxed-canvas-field-jacket');
    expect(doc.text).toContain('# Alder Waxed Canvas Field Jacket\n\n~~$189.00 USD~~ $148.00 USD\n\nSale\n\n[Shipping](');
    expect(doc.text.match(/\$148\.00 USD/g)).toHaveLength(1);
    expect(doc.text).toContain('Color; options: Olive, Tobacco, Navy');
    for (const chrome of ['Sold out', 'Your cart is empty', 'Subscribe to our emails']) expect(doc.text).not.toContain(chrome);
  });
});

describe('a Wikipedia search (each result\'s title in div.mw-search-result-heading)', () => {
  it('heads every result with its linked title', async () => {
    const doc = await extract('wiki-search-results.html', 'https://en.wikipedia.org/w/index.php?search=tidal+locking&title=Special%3ASearch&ns0=1&fulltext=1');
    expect(doc.text).toContain('\n- [Tidal locking](https://en.wikipedia.org/wiki/Tidal_locking)\n\n  Tidal locking between a pair of co-orbiting');
    expect(doc.text).toContain('\n- [Io (moon)](https://en.wikipedia.org/wiki/Io_%28moon%29)\n\n  Io is tidally locked to Jupiter');
    expect(doc.text).toContain('\n- [Eyeball planet](https://en.wikipedia.org/wiki/Eyeball_planet) (redirect from [Eyeball Earth](');
    expect(doc.text.match(/^- \[[^\]]+\]\(https:\/\/en\.wikipedia\.org\/wiki\/[^)]+\)/gm)).toHaveLength(20);
    for (const chrome of ['Donate', 'Jump to content', 'Privacy policy']) expect(doc.text).not.toContain(chrome);
  });
});

describe('a nopCommerce product (attributes as dt/dd pickers: radio list, drop-downs)', () => {
  it('keeps every option of every picker, after the product\'s heading', async () => {
    const doc = await extract('nopcommerce-product-page.html', 'https://www.brewlinesupply.example/halvorsen-hx-40-single-dose-espresso-grinder');
    expect(doc.text).toContain('Burr set\n\n- 64 mm flat, hardened steel\n- 64 mm flat, titanium-nitride coated [+$60.00]\n- 64 mm unimodal filter burrs [+$85.00]\n');
    expect(doc.text).toContain('\nPlug type; options: US (120 V), EU (230 V), UK (230 V)\n');
    const heading = doc.text.indexOf('# Halvorsen HX-40 Single-Dose Espresso Grinder\n');
    const hopper = doc.text.indexOf('Hopper; options: Single-dose funnel with bellows, 250 g bulk hopper [+$25.00]');
    expect(heading).toBeGreaterThanOrEqual(0);
    expect(hopper).toBeGreaterThan(heading);
    expect(doc.text.indexOf('Old price: $749.00')).toBeGreaterThan(hopper);
    for (const chrome of ['Add to wishlist', 'Email a friend', 'Add to compare']) expect(doc.text).not.toContain(chrome);
  });
});

describe('a MusicBrainz artist (the discography as tables of release groups under h3 types)', () => {
  it('keeps the Album, Single and EP tables with their linked titles', async () => {
    const doc = await extract('music-database-artist.html', 'https://musicbrainz.org/artist/5f3a9c2e-7b1d-4e8a-9c64-2d0f18b7a3e1');
    expect(doc.text).toContain('\n### Album\n\n| Year | Title | Artist | Rating | Releases |\n| --- | --- | --- | --- | --- |\n| 2009 | [Salt on the Window](https://musicbrainz.org/release-group/a1c0e5d2-1111-4a7b-8c3d-000000000001) | [Ingrid Solvang](https://musicbrainz.org/artist/5f3a9c2e-7b1d-4e8a-9c64-2d0f18b7a3e1) | 4.2 | 3 |\n');
    expect(doc.text).toContain('| 2023 | [Driftwood Hymns](https://musicbrainz.org/release-group/a1c0e5d2-1111-4a7b-8c3d-000000000005) | [Ingrid Solvang](https://musicbrainz.org/artist/5f3a9c2e-7b1d-4e8a-9c64-2d0f18b7a3e1) |  | 2 |');
    expect(doc.text).toMatch(/\| 2023 \| \[Tidewater\]\([^)]*\) \| \[Ingrid Solvang\]\([^)]*\) & \[Harald Aune\]\([^)]*\) \| {2}\| 1 \|/);
    expect(doc.text.match(/^\| \d{4} \| \[[^\]]+\]\(https:\/\/musicbrainz\.org\/release-group\//gm)).toHaveLength(12);
    for (const heading of ['### Single', '### EP']) expect(doc.text).toContain(`\n${heading}\n`);
    for (const chrome of ['Log in', 'Donate']) expect(doc.text).not.toContain(chrome);
  });
});

describe('a Documenter.jl page (docstrings with their own h1 headings, admonitions, KaTeX source)', () => {
  it('keeps the page\'s sections at level 2, admonition titles, and TeX as written', async () => {
    const doc = await extract('julia-docs-page.html', 'https://knotsplines.github.io/KnotSplines.jl/stable/man/interpolation/');
    for (const section of ['Constructing an interpolant', 'Boundary conditions', 'Evaluating and differentiating', 'Performance notes']) expect(doc.text).toContain(`\n## ${section}\n`);
    const level = (title: string): number => (new RegExp(`^(#+) ${title}$`, 'm').exec(doc.text)?.[1] ?? '').length;
    expect(level('Arguments')).toBeGreaterThanOrEqual(level('Constructing an interpolant'));
    expect(level('Examples')).toBeGreaterThanOrEqual(level('Constructing an interpolant'));
    expect(doc.text).toContain('\n\nPeriodic data\n\nIf your data is periodic but the last sample does not repeat the first');
    expect(doc.text).toContain('\n\nNote\n\nThe abscissae must be sorted.');
    expect(doc.text).toContain('\n$$h_{i-1} M_{i-1} + 2 (h_{i-1} + h_i) M_i + h_i M_{i+1} = 6 \\left( \\frac{y_{i+1} - y_i}{h_i} - \\frac{y_i - y_{i-1}}{h_{i-1}} \\right),$$\n');
    expect(doc.text).toContain('costing $O(\\log n)$.');
    expect(doc.text).not.toContain('\\\\');
    for (const chrome of ['Edit on GitHub', 'Powered by', 'Smoothing splines']) expect(doc.text).not.toContain(chrome);
  });
});

describe('a W3Schools tutorial (examples in div.w3-code, lines split by <br> and indented with &nbsp;)', () => {
  it('fences the example code and keeps its indentation as plain spaces', async () => {
    const doc = await extract('tutorial-site-page.html', 'https://www.w3schools.com/python/python_dictionaries.asp');
    expect(doc.text).toContain('```\ninventory = {\n  "sku": "LMP-204",\n  "name": "Desk lamp",\n  "stock": 38\n}\nprint(inventory)\n```');
    expect(doc.text).toContain('```\nfor key, value in inventory.items():\n  if value is not None:\n    print(key, "=>", value)\n```');
    expect(doc.text).not.toContain('\u00a0');
    for (const chrome of ['Report Error', 'COLOR PICKER', 'Get Certified']) expect(doc.text).not.toContain(chrome);
  });
});
