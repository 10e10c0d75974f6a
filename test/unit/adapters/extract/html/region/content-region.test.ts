import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extractContentRegion, regionRootAsServed, REGION_ROOT_MODE, REGION_THRESHOLDS } from '../../../../../../adapters/outbound/extract/html/region/content-region.js';
import { listedAddresses } from '../../../../../../adapters/outbound/extract/html/region/listed-items.js';
import { documentOf, prose, textOf } from './content-region-support.js';
import { ElementCensus } from '../../../../../../adapters/outbound/extract/html/element-census.js';

describe('extractContentRegion', () => {
  it('takes <main> when it holds enough of the text, and never mutates the document', () => {
    const document = documentOf(`<div class="promo">${prose('outside', 5)}</div><main><p>${prose('inside')}</p></main>`);
    const before = document.documentElement.outerHTML;
    const region = extractContentRegion(document);
    expect(region?.root.nodeName).toBe('MAIN');
    expect(region?.root.textContent).not.toContain('outside');
    expect(document.documentElement.outerHTML).toBe(before);
  });

  it("keeps the entries of a list whose classes name them items of a navigable list (GitHub's js-navigation-item rows, menu-item), and still drops a menu", () => {
    const row = (index: number): string => `<div class="Box-row js-navigation-item js-issue-row"><a class="Link--primary h4" href="/o/r/issues/${index}">Parser chokes on trailing commas in tuple ${index}</a><div class="opened-by">#${index} opened 2 hours ago by <a href="/o/r/issues?q=author">mirela</a></div></div>`;
    const page = `<main><nav class="menu"><ul><li class="menu-item"><a href="/a">About us</a></li><li class="menu-item"><a href="/b">Blog</a></li></ul></nav><div class="js-navigation-container">${Array.from({ length: 6 }, (_, index) => row(4800 + index)).join('')}</div><p>${prose('footnote', 3)}</p></main>`;
    const text = textOf(page);
    expect(text).toContain('Parser chokes on trailing commas in tuple 4800');
    expect(text).toContain('#4805 opened 2 hours ago by mirela');
    expect(text).not.toContain('About us');
    expect(textOf(`<main><ul class="dishes"><li class="menu-item"><h3>Fennel soup</h3><p>${prose('soup', 2)}</p></li><li class="menu-item"><h3>Lamb stew</h3><p>${prose('stew', 2)}</p></li></ul><p>${prose('intro', 3)}</p></main>`)).toContain('Lamb stew');
  });

  it("keeps a product's add-to-cart form that shows its price (Odoo), its controls gone; drops a search or sign-up form", () => {
    const page = `<main><h1>Tidewater Enamel Kettle</h1><p>${prose('kettle', 6)}</p><form action="/shop/cart/update" method="POST"><div itemprop="offers"><h3><span class="oe_price">54.00 €</span> <span class="oe_default_price">62.00 €</span></h3></div><ul><li><strong>Colour</strong><input type="radio" name="c" value="1"> Harbor Blue</li></ul><button>Add to cart</button></form>`
      + '<form action="/website/search" method="get"><input name="q"><p>Search the whole shop</p></form><form action="/newsletter" method="post"><p>Join our mailing list today</p><input name="email"></form></main>';
    const text = textOf(page);
    expect(text).toContain('54.00 € 62.00 €');
    expect(text).toContain('Harbor Blue');
    expect(text).not.toContain('Add to cart');
    expect(text).not.toContain('Search the whole shop');
    expect(text).not.toContain('Join our mailing list');
  });

  it('takes <body> when <main> holds too little of it', () => {
    expect(textOf(`<main><p>tiny</p></main><div><p>${prose('elsewhere')}</p></div>`)).toContain('elsewhere sentence 3');
  });

  it('keeps the root chosen before the removals when told (mode kept), and takes a <main> that qualifies after them in mode main', () => {
    const page = `<main><h1>Item</h1><p>${prose('item', 10)}</p><div class="carousel">${prose('other items', 30)}</div></main><div class="store-info"><p>${prose('store', 40)}</p></div>`;
    const document = documentOf(page);
    const asServed = regionRootAsServed(ElementCensus.of(document), document, 'kept');
    expect(asServed?.root.nodeName).toBe('MAIN');
    // The removals before the stages take the carousel: <main> now holds under a quarter of the body's text.
    document.querySelector('.carousel')?.remove();
    expect(extractContentRegion(document)?.root.nodeName).toBe('BODY');
    expect(extractContentRegion(document, REGION_THRESHOLDS, asServed)?.root.nodeName).toBe('MAIN');
    expect(regionRootAsServed(ElementCensus.of(document), document, 'after')).toBeUndefined();
    // Mode main: a body chosen before the removals gives way to a <main> that holds enough after them.
    const grown = documentOf(`<main><p>${prose('item', 10)}</p></main><div class="promo">${prose('promo', 40)}</div>`);
    const before = regionRootAsServed(ElementCensus.of(grown), grown, 'main');
    expect(before?.root.nodeName).toBe('BODY');
    grown.querySelector('.promo')?.remove();
    expect(extractContentRegion(grown, REGION_THRESHOLDS, before)?.root.nodeName).toBe('MAIN');
    expect(extractContentRegion(grown, REGION_THRESHOLDS, { root: before?.root as Element, mode: 'kept' })?.root.nodeName).toBe('BODY');
    expect(['after', 'kept', 'main']).toContain(REGION_ROOT_MODE);
  });

  it('removes chrome: navigation, asides, landmarks, controls, hidden and named blocks, site header and footer, small forms', () => {
    const text = textOf(
      '<header><a href="/">Site</a> menu</header><nav>Nav links</nav><div role="navigation">Role nav</div>'
      + `<article><header><h1>Kept headline</h1></header><p>${prose('body')}</p><p hidden>secret one</p><span aria-hidden="true">secret two</span>`
      + '<span style="display: none">secret three</span><div class="cookie-banner">We use cookies</div><div class="social-share">Share this</div>'
      + '<button>Buy</button><select><option>Size</option></select></article>'
      + '<aside>Sidebar</aside><form><p>Subscribe to the newsletter</p><input type="email"></form><footer>All rights reserved</footer>',
    );
    expect(text).toContain('Kept headline');
    expect(text).toContain('body sentence 39');
    for (const chrome of ['Site', 'Nav links', 'Role nav', 'secret', 'cookies', 'Share this', 'Buy', 'Size', 'Sidebar', 'Subscribe', 'All rights reserved']) expect(text).not.toContain(chrome);
  });

  it('keeps a label that names no form control (a read-only field\'s name) and drops the labels of controls, whichever comes first', () => {
    const fields = '<table><tr><th><label><u>I</u>mportance</label>:</th><td>P1 critical</td></tr>'
      + '<tr><th><label>Duplicates (1)</label>:</th><td>12399</td></tr></table>'
      // Jira's view page names its read-only fields with labels for the edit form's controls, which it does not have.
      + '<ul><li><strong class="name"><label for="priority-field">Priority:</label></strong> <span class="value">Critical</span></li></ul>';
    const controls = '<div><input type="checkbox" id="r"><label>Remember me</label></div><div><label>Your email</label><input type="email"></div>'
      + '<label for="q">Search terms:</label><input id="q"><div><label for="sort-order">Sort by:</label><select name="sort-order"><option>Date</option></select></div><label>Sort by <select><option>Date</option></select></label><p><label>Rating</label><meter value="3"></meter></p>';
    const text = textOf(`<article><p>${prose('body')}</p>${fields}${controls}</article>`);
    for (const kept of ['Importance', 'Duplicates (1)', 'P1 critical', 'Priority: Critical']) expect(text).toContain(kept);
    for (const chrome of ['Remember me', 'Your email', 'Search terms', 'Sort by', 'Rating']) expect(text).not.toContain(chrome);
  });

  it('prunes a site header that is a directory of links (a mega-menu) even when it holds most of the text, and then prunes the article\'s link clusters', () => {
    const group = (label: string): string => `<div><span>${label}</span><ul>${Array.from({ length: 12 }, (_, index) => `<li><a href="/${label}/${index}"><span>${label} product ${index}</span><span>What ${label} product ${index} does for you</span></a></li>`).join('')}</ul></div>`;
    const megaMenu = `<header><div class="x1">${['Compute', 'Storage', 'Networking', 'Databases'].map(group).join('')}</div></header>`;
    const related = `<div><ul>${Array.from({ length: 8 }, (_, index) => `<li><a href="/s/${index}">Another story number ${index}</a></li>`).join('')}</ul></div>`;
    const region = extractContentRegion(documentOf(`${megaMenu}<div><h1>Title</h1><p>${prose('article', 12)}</p>${related}</div>`));
    const text = (region?.root.textContent ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('article sentence 11');
    expect(text).not.toContain('Storage product 3');
    expect(text).not.toContain('Another story');
  });

  it("keeps a block named a footer that dates a post (Telegram's author, views and time under each post), and drops a page's footer", () => {
    const post = (index: number) => `<div class="tgme_widget_message"><div class="tgme_widget_message_text">${prose(`post${index}`, 4)}</div><div class="tgme_widget_message_footer compact"><span>Author ${index}</span> <span>1${index}.7K</span> views <a href="/c/418${index}"><time datetime="2024-05-13T0${index}:52:40+00:00">0${index}:52</time></a></div></div>`;
    const text = textOf(`<main>${[1, 2, 3].map(post).join('')}<div class="site-footer"><p>About us and our blog</p></div></main><div class="page-footer">Terms</div>`);
    for (const index of [1, 2, 3]) expect(text).toContain(`Author ${index} 1${index}.7K views 0${index}:52`);
    expect(text).not.toContain('About us and our blog');
  });

  it("keeps a section's own header (Discogs' <section><header><h2>Credits</h2><button>), and still drops a site header", () => {
    const section = (title: string) => `<section id="release-${title}"><header class="header_3FV2Q"><h2>${title}</h2><button aria-label="Hide ${title}"></button></header><p>${prose(title, 6)}</p></section>`;
    const text = textOf(`<header class="site"><a href="/">Discogs</a> <a href="/search">Search</a></header><div class="main">${section('Tracklist')}${section('Credits')}${section('Notes')}</div>`);
    for (const title of ['Tracklist', 'Credits', 'Notes']) expect(text).toContain(`${title}${title} sentence 0`);
    expect(text).not.toContain('Search');
  });

  it('keeps a large site header that holds the page\'s h1 or is mostly text', () => {
    const links = Array.from({ length: 30 }, (_, index) => `<li><a href="/l/${index}">Menu entry number ${index}</a></li>`).join('');
    expect(textOf(`<header><h1>Headline</h1><ul>${links}</ul></header><p>${prose('short', 3)}</p>`)).toContain('Menu entry number 29');
    expect(textOf(`<header><p>${prose('intro', 30)}</p><ul>${links}</ul></header><p>${prose('short', 3)}</p>`)).toContain('intro sentence 29');
  });

  it('keeps a form that holds the content (forums wrap their posts in one)', () => {
    const posts = Array.from({ length: 5 }, (_, index) => `<article class="post"><p>${prose(`post${index}`, 8)}</p></article>`).join('');
    const text = textOf(`<main><form action="/multiquote">${posts}<input type="checkbox"></form></main>`);
    for (let index = 0; index < 5; index += 1) expect(text).toContain(`post${index} sentence 7`);
  });

  it("keeps a table row's linked name beside its description (pkg.go.dev's directories), and drops a row of links alone", () => {
    const row = (name: string): string => `<tr><td><div class="pathCell"><div><a href="/${name}">${name}</a></div></div></td><td>Package ${name} does one thing well for its callers.</td></tr>`;
    const text = textOf(`<main><p>${prose('doc', 20)}</p><table><tr class="head"><th>Path</th><th>Synopsis</th></tr>${row('ring')}${row('tallyhttp')}<tr class="nav"><td><div><a href="/x">Prev</a> <a href="/y">Next</a></div></td><td><a href="/z">Top</a></td></tr></table></main>`);
    expect(text).toMatch(/tallyhttp ?Package tallyhttp does one thing/);
    expect(text).toMatch(/ring ?Package ring/);
    expect(text).not.toContain('Prev');
  });

  it("keeps a table's header of linked column names over rows that say more (a shop's comparison table, a product a column)", () => {
    const product = (id: number, name: string): string => `<th scope="col"><a href="/product/${id}">${name}</a></th>`;
    const head = `<thead><tr><th scope="col"><span class="sr-only">Attribute</span></th>${product(1, "REI Co-op Ridgeline 48 Pack - Men's")}${product(2, "Osprey Exos 48 Pack - Men's")}${product(3, "Gregory Focal 48 Pack - Men's")}</tr></thead>`;
    const text = textOf(`<main><p>${prose('doc', 20)}</p><table>${head}<tbody><tr><th scope="row">Price</th><td>$199.00</td><td>$220.00</td><td>$199.95</td></tr><tr><th scope="row">Weight</th><td>2 lbs. 14 oz.</td><td>2 lbs. 11 oz.</td><td>2 lbs. 6 oz.</td></tr></tbody></table></main>`);
    expect(text).toContain("Osprey Exos 48 Pack - Men's");
    expect(text).toContain('$220.00');
    // A header of links over rows of links is a list of links still.
    expect(textOf(`<main><p>${prose('doc', 20)}</p><table>${head}<tbody><tr><td><a href="/a">Buy</a></td><td><a href="/b">Buy</a></td></tr></tbody></table></main>`)).not.toContain('Osprey');
  });

  it('prunes a link cluster from an article and counts it', () => {
    const related = `<div><h3>More</h3><ul>${Array.from({ length: 8 }, (_, index) => `<li><a href="/s/${index}">Another story number ${index}</a></li>`).join('')}</ul></div>`;
    const region = extractContentRegion(documentOf(`<main><p>${prose('article')}</p>${related}</main>`));
    expect(region?.root.textContent).not.toContain('Another story');
    expect(region?.removals.linkClusters).toBe(1);
  });

  it('keeps a link that stands in a sentence: a paragraph that is no cluster keeps its links', () => {
    const text = textOf(`<main><div><p>You can use <a href="https://tool.example/">AutoHotkey</a> to move the focus.</p></div><h2>You must <a href="/login">log in</a> to answer.</h2><p>${prose('article')}</p></main>`);
    expect(text).toContain('You can use AutoHotkey to move the focus.');
    expect(text).toContain('You must log in to answer.');
    // A block of links beside a parent's own words is still a cluster.
    const links = Array.from({ length: 8 }, (_, index) => `<a href="/x/${index}">Other story ${index}</a>`).join(' ');
    expect(textOf(`<main><div><p>${prose('article')}</p>tail<div>${links}</div></div></main>`)).not.toContain('Other story');
  });

  it('keeps every entry of a listing and a product grid, links and all', () => {
    const listing = `<main><h1>Latest</h1><ul>${Array.from({ length: 12 }, (_, index) => `<li><a href="/a/${index}">Headline number ${index}</a></li>`).join('')}</ul></main>`;
    expect(textOf(listing)).toContain('Headline number 11');
    const cards = Array.from({ length: 10 }, (_, index) => `<div class="card"><a href="/p/${index}">Coffee blend ${index}</a><span>$19.99</span></div>`).join('');
    const grid = textOf(`<main><p>${prose('intro', 3)}</p><section class="grid">${cards}</section></main>`);
    expect(grid).toContain('Coffee blend 9');
    expect(grid).toContain('$19.99');
  });

  it('keeps an entry\'s own part named like chrome (a card\'s footer with its author, a result\'s "ad-listing-title"), not chrome that repeats itself or hidden text', () => {
    const authors = ['Renato Losio', 'Sergio De Simone', 'Leela Kumili', 'Craig Risi', 'Grady Booch'];
    const entries = authors
      .map((author, index) => `<li class="result r${index}"><h2 class="title" id="ad-listing-title-${index}">Wallet model ${author.split(' ')[0] as string}</h2>`
        + `<div class="card__footer">${author} on Mar 0${index + 1}</div><div class="share-bar">Share this</div><span class="sr-only">Result ${author} by seller</span><p>${prose(`item${index}`, 2)}</p></li>`)
      .join('');
    const text = textOf(`<main><h1>Results</h1><ul class="results">${entries}</ul></main>`);
    expect(text).toContain('Wallet model Renato');
    expect(text).toContain('Grady Booch on Mar 05');
    expect(text).not.toContain('Share this');
    expect(text).not.toContain('by seller');
    const page = textOf(`<main><p>${prose('story', 20)}</p><div class="site-footer">About us</div></main>`);
    expect(page).not.toContain('About us');
  });

  it('drops a control named by class or id when it says no more than a label ("Quick view", "Add to wishlist"), counting its words, and keeps a longer block so named', () => {
    const card = (index: number): string => `<li class="tile"><a href="/p/${index}">Blend number ${index}</a><div class="btn btn-quickview">Quick View</div>`
      + `<a class="wishlistButton" href="#w">+ Add to wishlist</a><span class="price">$1${index}.99</span></li>`;
    const body = `<main><h1>Coffee</h1><p>${prose('intro', 3)}</p><ul class="grid">${[1, 2, 3, 4].map(card).join('')}</ul>`
      + `<div class="hero-button-wrap">${prose('buttoned', 4)}</div><a class="cta-button" href="/buy">Shop the Hoka Speedgoat</a></main>`;
    const region = extractContentRegion(documentOf(body));
    const text = (region?.root.textContent ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('Blend number 4');
    expect(text).toContain('$14.99');
    expect(text).not.toContain('Quick View');
    expect(text).not.toContain('Add to wishlist');
    expect(text).not.toContain('Speedgoat');
    expect(text).toContain('buttoned sentence 3');
    // 4 × "Quick View" (2 words), 4 × "Add to wishlist" (3 words), "Shop the Hoka Speedgoat" (4 words).
    expect(region?.removals.controlWords).toBe(4 * 2 + 4 * 3 + 4);
  });

  it('keeps a button-named part that says something different in each entry (its own data), a block whose class names only its buttons, and every named control when the rule is off', () => {
    const card = (index: number, label: string): string => `<li class="tile"><h2>Shoe ${index}</h2><a class="product-button" href="/p/${index}">Shop the ${label}</a><p>${prose(`shoe${index}`, 2)}</p></li>`;
    const labels = ['Altra Lone Peak', 'Hoka Tecton', 'Nike Pegasus', 'Brooks Cascadia'];
    const body = `<main><h1>Shoes</h1><ul>${labels.map((label, index) => card(index, label)).join('')}</ul><div class="btn">Load more</div></main>`;
    const text = textOf(body);
    expect(text).toContain('Shop the Brooks Cascadia');
    expect(text).not.toContain('Load more');
    // A control word inside a class names a part of the element (a slider's hidden buttons), not the element.
    const slider = `<main><h1>Watches</h1><p>${prose('intro', 3)}</p><div class="slider slider-buttons-hidden"><p>Lunar Pilot</p><p>Computron</p></div></main>`;
    expect(textOf(slider)).toContain('Computron');
    const { controlMaxText: _production, ...off } = REGION_THRESHOLDS;
    expect(extractContentRegion(documentOf(body), off)?.root.textContent).toContain('Load more');
  });

  it("keeps the linked titles and dates of a blog archive's entries, whose classes differ, and judges one linked heading in an article as links", () => {
    const entry = (index: number): string => `<li class="wp-block-post post-${index} category-glaze tag-t${index}"><h2 class="wp-block-post-title"><a href="/p/${index}">Glaze note ${index}</a></h2>`
      + `<div class="wp-block-post-excerpt"><p>${prose(`excerpt${index}`, 3)}</p></div><div class="wp-block-post-date"><time datetime="2024-03-0${index}"><a href="/p/${index}">March ${index}, 2024</a></time></div></li>`;
    const archive = textOf(`<main><h1>Glaze chemistry</h1><p>${prose('intro', 3)}</p><ul class="wp-block-post-template">${[1, 2, 3, 4].map(entry).join('')}</ul></main>`);
    for (const index of [1, 2, 3, 4]) {
      expect(archive).toContain(`Glaze note ${index}`);
      expect(archive).toContain(`March ${index}, 2024`);
    }
    const article = textOf(`<main><h1>Store results</h1><p>${prose('story', 20)}</p><div class="video"><h4><a href="/v/1">Founder talks about the results</a></h4></div><p>${prose('more', 20)}</p></main>`);
    expect(article).not.toContain('Founder talks about the results');
  });

  it("keeps a tab list that wraps its panels too (Magento's Luma product details), and drops one that holds only tabs", () => {
    const luma = '<div class="product data items" role="tablist"><div class="data item title"><a class="data switch" href="#description">Details</a></div>'
      + `<div class="data item content" id="description"><h3>Made for the in-between weather</h3><p>${prose('jacket', 4)}</p><table><tr><th>Size</th><td>M</td></tr></table></div></div>`;
    const text = textOf(`<main><h1>Ridgeline Softshell</h1><p>${prose('intro', 3)}</p>${luma}<ul role="tablist"><li role="tab">Overview</li><li role="tab">Reviews</li></ul></main>`);
    expect(text).toContain('Made for the in-between weather');
    expect(text).toContain('jacket sentence 3');
    expect(text).not.toContain('Overview');
  });

  it("keeps a fact set as a link after the label that names it (PrestaShop's brand, a <dt>), and still prunes a lone block of links", () => {
    const facts = '<div class="product-manufacturer"><label class="label">Brand</label><span><a href="/brand/4-atelier-vermeil">Atelier Vermeil</a></span></div>'
      + '<dl><dt>Publisher</dt><dd><a href="/publishers/tidewater">Tidewater Press</a></dd></dl><div class="tags"><a href="/t/1">Pottery</a> <a href="/t/2">Glaze</a></div>';
    const text = textOf(`<main><h1>Pour-over set</h1><p>${prose('set', 4)}</p>${facts}</main>`);
    expect(text).toContain('BrandAtelier Vermeil');
    expect(text).toContain('PublisherTidewater Press');
    expect(text).not.toContain('Pottery');
    // A label named so by its class, its colon drawn by a style (Drupal's field__label).
    const drupal = textOf(`<main><h1>Data science</h1><p>${prose('program', 4)}</p><div class="field field--label-inline"><div class="field__label">College</div><div class="field__item"><a href="/colleges/computing">College of Computing</a></div></div></main>`);
    expect(drupal).toContain('CollegeCollege of Computing');
  });

  it("keeps a block of description lists whose terms name facts and whose values are links (the Internet Archive's Topics and Collection), and prunes one whose terms are links", () => {
    const field = (name: string, values: readonly string[]): string => `<dl class="metadata-definition"><dt>${name}</dt><dd>${values.map((value) => `<a href="/search?query=${value}">${value}</a>`).join(', ')}</dd></dl>`;
    const metadata = `<div class="metadata-expandable-list">${field('Topics', ['Fruit-culture', 'Apple', 'Orchards -- Frost protection', 'Windbreaks, shelterbelts, etc.'])}${field('Collection', ['nationalagriculturallibrary', 'usda-agriculturallibrary', 'americana'])}${field('Language', ['English'])}</div>`;
    const menu = '<dl><dt><a href="/a">Company</a></dt><dd><a href="/about">About us</a></dd><dt><a href="/h">Help</a></dt><dd><a href="/faq">Questions</a></dd></dl>';
    const text = textOf(`<main><h1>Notes on hardy orchards</h1><p>${prose('book', 30)}</p>${metadata}${menu}</main>`);
    expect(text).toContain('TopicsFruit-culture, Apple');
    expect(text).toContain('Collectionnationalagriculturallibrary, usda-agriculturallibrary, americana');
    expect(text).not.toContain('About us');
  });

  it('leaves the document exactly as it was after pruning at every level, and gives the same region twice', () => {
    const series = Array.from({ length: 4 }, (_, index) => `<li class="entry"><a href="/e/${index}">Entry link ${index}</a></li>`).join('');
    const links = Array.from({ length: 8 }, (_, index) => `<a href="/x/${index}">Other story ${index}</a>`).join(' ');
    const document = documentOf(
      `<header>Site</header>text before<nav>Nav</nav><nav>Second nav</nav>between<div class="sidebar">Side</div><div><p>${prose('body')}</p>`
      + `<div class="share">Share</div><div class="share">Again</div>tail<ul>${series}</ul><div>${links}</div><button>Buy</button></div><footer>Foot</footer>after`,
    );
    const before = document.documentElement.outerHTML;
    const first = extractContentRegion(document);
    expect(document.documentElement.outerHTML).toBe(before);
    const second = extractContentRegion(document);
    expect(first?.removals).toEqual({ chrome: 8, linkClusters: 2, controlWords: 0 });
    expect(second?.removals).toEqual(first?.removals);
    expect(second?.root.outerHTML).toBe(first?.root.outerHTML);
    for (const kept of ['text before', 'between', 'body sentence 39', 'tail', 'after']) expect(first?.root.textContent).toContain(kept);
    for (const chrome of ['Site', 'Nav', 'Side', 'Share', 'Again', 'Entry link', 'Other story', 'Buy', 'Foot']) expect(first?.root.textContent).not.toContain(chrome);
  });

  it('judges a header or footer by the articles inside the region only, as in a detached copy of it', () => {
    const document = documentOf(`<article><main><header>Site header</header><p>${prose('story')}</p><footer>Page footer</footer><article><header>Own header</header><p>${prose('inner', 4)}</p></article></main></article>`);
    const text = (extractContentRegion(document)?.root.textContent ?? '').replace(/\s+/g, ' ');
    expect(text).not.toContain('Site header');
    expect(text).not.toContain('Page footer');
    expect(text).toContain('Own header');
  });

  it('flattens a region nested beyond the tree limit in a copy, leaving the document whole', () => {
    const document = documentOf(`<main><p>${prose('deep')}</p>${'<div>'.repeat(300)}bottom${'</div>'.repeat(300)}<nav>Nav</nav></main>`);
    const before = document.documentElement.outerHTML;
    const region = extractContentRegion(document);
    expect(region?.root.textContent).toContain('bottom');
    expect(region?.root.textContent).not.toContain('Nav');
    expect(region?.root.querySelectorAll('div').length).toBeLessThan(300);
    expect(document.documentElement.outerHTML).toBe(before);
  });

  it('returns undefined without a body', () => {
    const document = parseHTML('<html></html>').document as unknown as Document;
    Object.defineProperty(document, 'body', { value: null });
    expect(extractContentRegion(document)).toBeUndefined();
  });

  it("keeps a grid of cards each wrapped in one link to an item the page's ItemList names (ASOS's tiles), and puts each card's link on its heading", () => {
    const tile = (id: number): string => `<article class="productTile"><a class="productLink" href="/prd/${id}#colourWayId-1"><img src="/i/${id}.jpg" alt=""><div><h2>Jacket number ${id} in stone</h2><p>£${id}.00</p></div></a></article>`;
    const list = `<script type="application/ld+json">${JSON.stringify({ '@type': 'ItemList', itemListElement: [1, 2, 3, 4].map((id, index) => ({ '@type': 'ListItem', position: index + 1, url: `https://shop.example/prd/${id}` })) })}</script>`;
    const body = `${list}<main><h1>Men's Jackets</h1><p>${prose('intro', 3)}</p><section><div class="productTiles">${[1, 2, 3, 4].map(tile).join('')}</div></section><div class="seo"><h2>A buyer's guide</h2><p>${prose('guide', 30)}</p></div></main>`;
    const listed = extractContentRegion(documentOf(body), REGION_THRESHOLDS, undefined, listedAddresses(documentOf(body)));
    expect(listed?.root.textContent).toContain('Jacket number 3 in stone');
    expect(listed?.root.querySelector('h2 a[href="/prd/3#colourWayId-1"]')?.textContent).toBe('Jacket number 3 in stone');
    // Without the declaration (or an ItemList naming the items), the grid is a cluster of links, as before.
    expect(extractContentRegion(documentOf(body), REGION_THRESHOLDS, undefined)?.root.textContent).not.toContain('Jacket number 3');
    const elsewhere = documentOf(body.replace(/shop\.example\/prd/g, 'shop.example/other'));
    expect(extractContentRegion(elsewhere, REGION_THRESHOLDS, undefined, listedAddresses(elsewhere))?.root.textContent).not.toContain('Jacket number 3');
  });

  it("drops a layout's #header block of menus (Bugzilla's links over every bug) as it drops a <header>, and keeps a quotation's <footer>, its citation", () => {
    const text = textOf(`<div id="header"><div id="common_links"><ul class="links"><li><a href="enter_bug.cgi">New</a></li><li><a href="query.cgi">Search</a></li></ul></div></div><div id="bugzilla-body"><p>${prose('bug')}</p><blockquote><p>${prose('quote', 3)}</p><footer class="testimonial__cite"><cite>Priya Natarajan</cite>, MSc Data Science 2024</footer></blockquote></div>`);
    expect(text).not.toContain('enter_bug');
    expect(text).not.toMatch(/\bNew\b.*\bSearch\b/);
    expect(text).toContain('Priya Natarajan, MSc Data Science 2024');
  });

  it("keeps a note's number linked back to its marker, a card's footer in a list of cards, and a restaurant's menu of priced dishes named \"menu\"", () => {
    const notes = `<div class="footnotes"><div class="footnote" id="fn1"><a href="#ref-fn1">1</a> <p>${prose('note', 2)}</p></div></div>`;
    const cards = `<ul class="cards">${[1, 2, 3].map((n) => `<li><h3><a href="/story/${n}">Story number ${n} about rivers</a></h3><p>${prose(`trail${n}`, 2)}</p><footer><time datetime="2025-12-04T08:14:02Z">${n}h ago</time></footer></li>`).join('')}</ul>`;
    const menu = `<div class="menu-wrapper"><div class="menu-section"><div class="menu-section-title">Antipasti</div><div class="menu-items">${['Focaccia', 'Burrata', 'Arancini', 'Polpette'].map((dish, n) => `<div class="menu-item"><div class="menu-item-title">${dish}</div><div class="menu-item-description">Made here every day, served warm.</div><span class="menu-item-price-top">£${n + 6}</span></div>`).join('')}</div></div></div>`;
    const text = textOf(`<main><p>${prose('body', 30)}</p>${notes}${cards}${menu}</main><footer><p>© Site</p></footer>`);
    expect(text).toContain('1 note sentence 0');
    expect(text).toContain('2h ago');
    expect(text).toContain('Burrata');
    expect(text).toContain('£9');
    expect(text).not.toContain('© Site');
    // A site's menu of links stays chrome.
    expect(textOf(`<main><p>${prose('body', 30)}</p><div class="menu"><a href="/a">Shop £5 deals</a> <a href="/b">Gifts under £10</a> <a href="/c">Sale £20 off</a></div></main>`)).not.toContain('Gifts under');
  });

  it("keeps a result its class marks as sponsored among like results (Indeed's sponsoredJob cards) and the screen-reader value a dash stands in for (eBay's condition)", () => {
    const card = (title: string, extra: string): string => `<li><div class="cardOutline tapItem result${extra}"><h2><a href="/rc/clk?jk=${title.length}">${title}</a></h2><p>${prose(title, 2)}</p></div></li>`;
    const text = textOf(`<main><h1>Data analyst jobs</h1><ul>${card('Senior Data Analyst', ' sponsoredJob')}${card('Product Analyst', '')}${card('Marketing Data Analyst', ' sponsoredJob')}</ul>`
      + '<div class="x-item-condition"><span class="label">Condition:</span><span aria-hidden="true">--</span><span class="clipped">not specified</span></div><a href="/itm/1"><span>Keychron Q1</span><span class="clipped">Opens in a new window or tab</span></a></main>');
    expect(text).toContain('Senior Data Analyst');
    expect(text).toContain('Marketing Data Analyst');
    expect(text).toContain('Condition:not specified');
    expect(text).not.toContain('Opens in a new window');
  });

  it("keeps a choice's label that is its table cell's value (Fiverr's delivery times), and still drops a form's labels", () => {
    const text = textOf(`<main><h1>Logo design</h1><p>${prose('gig', 4)}</p><table><tr><th>Delivery Time</th><td><input type="radio" id="d0" name="d" checked><label for="d0">3 days</label><input type="radio" id="d1" name="d"><label for="d1">2 days (+US$15)</label></td></tr></table><form><label for="q">Your email</label><input id="q"></form></main>`);
    expect(text).toContain('3 days');
    expect(text).toContain('2 days (+US$15)');
    expect(text).not.toContain('Your email');
  });

  it("keeps the links of a series' entries whose classes differ only by a modifier (Otto's find_tile--sponsored), and still prunes unlike ones", () => {
    const tile = (name: string, modifier: string): string => `<article class="product find_tile${modifier}"><a class="find_tile__productLink" href="/p/${name.length}"><p class="find_tile__name">${name}</p></a><div>${prose(name, 1)}</div></article>`;
    const text = textOf(`<main><h1>Sofas</h1><div class="grid">${tile('Home affaire Lindholm', ' find_tile--withReducedPrice find_tile--sponsored')}${tile('sit and more Avignon', '')}${tile('Places of Style Oland', '')}</div></main>`);
    expect(text).toContain('Home affaire Lindholm');
    expect(text).toContain('Places of Style Oland');
  });
});
