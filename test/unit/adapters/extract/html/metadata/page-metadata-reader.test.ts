import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { contentHeadings } from '../../../../../../adapters/outbound/extract/html/metadata/page-heading-reader.js';
import { declaredPageKind, readPageMetadata } from '../../../../../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';

const URL_ = 'https://news.example/2024/05/bridge';
const documentOf = (head: string, body: string): Document => parseHTML(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`).document as unknown as Document;
const ld = (value: unknown): string => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
const ARTICLE_BODY = `<p>${'The bridge opened to walkers on Tuesday after three years of work. '.repeat(8)}</p>`;

describe('readPageMetadata', () => {
  it('reads title, author and date of a JSON-LD article, and declares an article', () => {
    const metadata = readPageMetadata(documentOf(
      `<title>Bridge reopens | City News</title><meta property="og:site_name" content="City News">${ld({ '@context': 'https://schema.org', '@graph': [{ '@type': 'NewsArticle', headline: 'Bridge reopens', datePublished: '2024-05-14T08:30:00+02:00', dateModified: '2024-06-01', author: [{ '@type': 'Person', name: 'Ana Ruiz' }, { name: 'Li Wei' }] }] })}`,
      `<h1>Bridge reopens</h1>${ARTICLE_BODY}`,
    ), URL_);
    expect(metadata).toMatchObject({ title: 'Bridge reopens', author: 'Ana Ruiz, Li Wei', publishedAt: '2024-05-14T08:30:00+02:00' });
    expect(declaredPageKind(metadata)).toEqual({ article: true, collection: false, product: false, listing: false });
  });

  it('reads the address the page gives as its own: <link rel=canonical> (resolved), else og:url; http(s) only', () => {
    const read = (head: string): string | undefined => readPageMetadata(documentOf(head, ARTICLE_BODY), 'http://127.0.0.1:8080/copy/bridge').canonicalUrl;
    expect(read('<link rel="Canonical" href="/2024/05/bridge"><meta property="og:url" content="https://other.example/x">')).toBe('http://127.0.0.1:8080/2024/05/bridge');
    expect(read('<link rel="alternate canonical" href="https://news.example/2024/05/bridge">')).toBe('https://news.example/2024/05/bridge');
    expect(read('<link rel="alternate" href="https://m.news.example/bridge"><meta property="og:url" content="https://news.example/2024/05/bridge">')).toBe('https://news.example/2024/05/bridge');
    expect(read('<link rel="canonical" href="javascript:void(0)">')).toBeUndefined();
    expect(read('<link rel="canonical" href="http://[bad">')).toBeUndefined();
    expect(read('')).toBeUndefined();
  });

  it('knows a copy\'s site by the address the page gives as its own: a <title> that is only the site\'s name is not the page\'s title', () => {
    const body = `<h1>Branches in a Nutshell</h1><p>${'Git stores data as a series of snapshots and a branch is a movable pointer. '.repeat(6)}</p>`;
    const copy = 'http://127.0.0.1:8080/copy/branches';
    expect(readPageMetadata(documentOf('<title>Git</title><link rel="canonical" href="https://git-scm.com/book/en/v2/Branches">', body), copy).title).toBe('Branches in a Nutshell');
    expect(readPageMetadata(documentOf('<title>Git</title>', body), 'https://git-scm.com/book/en/v2/Branches').title).toBe('Branches in a Nutshell');
    expect(readPageMetadata(documentOf('<title>Git</title>', body), copy).title).toBe('Git');
  });

  it("does not take the <h1> of a layout's #header block (Redmine's project name over every issue) as the page's title", () => {
    const body = `<div id="top-menu"><a href="/">Home</a></div><div id="header"><h1><span class="current-project">Fieldbook</span></h1></div><div id="main"><div id="content"><h2>Bug #4821</h2><div class="issue"><h3>Offline sync creates duplicate survey records</h3><p>${'The device clock was behind the server, so the second sync sent the batch again. '.repeat(6)}</p></div></div></div>`;
    expect(readPageMetadata(documentOf('<title>Bug #4821: Offline sync creates duplicate survey records - Fieldbook - Redmine</title>', body), URL_).title).toBe('Bug #4821: Offline sync creates duplicate survey records');
    // A class "header" often holds the page's own title.
    const titled = `<div class="header"><h1>Offline sync creates duplicate survey records</h1></div><p>${'The device clock was behind the server. '.repeat(8)}</p>`;
    expect(readPageMetadata(documentOf('<title>Offline sync creates duplicate survey records - Fieldbook</title>', titled), URL_).title).toBe('Offline sync creates duplicate survey records');
  });

  it("reads a heading's words as one where a <wbr> marks a break inside them (Dokka's TokenBucket)", () => {
    const body = `<h1 class="cover"><span>Token</span><wbr><span><span>Bucket</span></span></h1><p>${'A token bucket limits the rate of calls to a resource in a steady way. '.repeat(6)}</p>`;
    expect(readPageMetadata(documentOf('<title>TokenBucket</title>', body), URL_).title).toBe('TokenBucket');
  });

  it('prefers the dateline shown under the headline, but not one labelled as a revision', () => {
    const posting = ld({ '@type': 'BlogPosting', datePublished: '2025-06-17' });
    expect(readPageMetadata(documentOf(posting, `<h1>Trends</h1><p>Dec 18, 2025 · 12 min read</p>${ARTICLE_BODY}`), URL_).publishedAt).toBe('2025-12-18');
    expect(readPageMetadata(documentOf(posting, `<h1>Trends</h1><p>Updated Dec 18, 2025 · 12 min read</p>${ARTICLE_BODY}`), URL_).publishedAt).toBe('2025-06-17');
  });

  it('reads a <time datetime> and a written date after the heading, but not a teaser date after a section heading', () => {
    expect(readPageMetadata(documentOf('', `<h1>Post</h1><div><time datetime="2024-09-11T16:36:25+00:00">11 Sep</time></div>${ARTICLE_BODY}`), URL_).publishedAt).toBe('2024-09-11T16:36:25+00:00');
    expect(readPageMetadata(documentOf('', `<h1>Latest news</h1><h2>Our articles</h2><p>Dec 17, 2025</p>${ARTICLE_BODY}`), URL_).publishedAt).toBeUndefined();
    expect(readPageMetadata(documentOf('', `<h1>Latest news</h1><a href="/x">A long teaser title about bridges and rivers</a><p>Dec 17, 2025</p>`), URL_).publishedAt).toBeUndefined();
  });

  it("reads the date beside the page's own heading when the title's words head the text below it (a package's README under \"ferrule 2.3.1\")", () => {
    const body = `<div class="package-header"><h1 class="package-header__name">ferrule 2.3.1</h1><p>pip install ferrule</p><p class="package-header__date">Released: <time datetime="2025-02-18T09:41:07+0000">Feb 18, 2025</time></p></div>`
      + `<div class="project-description"><h1>ferrule</h1>${ARTICLE_BODY}</div>`;
    expect(readPageMetadata(documentOf('<title>ferrule · PyPI</title>', body), URL_).publishedAt).toBe('2025-02-18T09:41:07+00:00');
    // With no date beside either heading there is none.
    expect(readPageMetadata(documentOf('<title>ferrule · PyPI</title>', body.replace(/<p class="package-header__date">.*?<\/p>/, '')), URL_).publishedAt).toBeUndefined();
  });

  it('reports a <meta> publication date only when the page also shows it', () => {
    const head = '<meta property="article:published_time" content="2024-11-21T04:05:21Z"><title>Customer service software</title>';
    expect(readPageMetadata(documentOf(head, `<h1>Service</h1>${ARTICLE_BODY}`), URL_).publishedAt).toBeUndefined();
    expect(readPageMetadata(documentOf(head, `<h1>Service</h1>${ARTICLE_BODY}<footer>Posted November 21, 2024</footer>`), URL_).publishedAt).toBe('2024-11-21T04:05:21Z');
  });

  it('never takes dateModified or a WebPage date for the publication date, yet notes that the markup states one', () => {
    const graph = (...nodes: object[]): string => ld({ '@graph': [{ '@type': 'WebPage', datePublished: '2019-08-11', dateModified: '2025-11-21' }, ...nodes] });
    const posting = readPageMetadata(documentOf(graph({ '@type': 'BlogPosting', headline: 'Pricing' }), `<h1>Pricing</h1>${ARTICLE_BODY}`), URL_);
    expect(posting.publishedAt).toBeUndefined();
    expect(posting.statesPublication).toBe(true);
    expect(declaredPageKind(posting).article).toBe(true);
    const withMeta = readPageMetadata(documentOf(`${graph()}<meta property="article:published_time" content="2019-08-11T10:00:00Z">`, `<h1>Pricing</h1>${ARTICLE_BODY}`), URL_);
    expect(declaredPageKind(withMeta).article).toBe(true);
  });

  it('does not take a page typed only as a web page for an article by its page date or og:type (an SEO plugin sets both on every page)', () => {
    const head = `${ld({ '@graph': [{ '@type': 'WebPage', datePublished: '2023-10-04' }, { '@type': 'FAQPage' }, { '@type': 'WebSite', name: 'Brackwell' }] })}<meta property="og:type" content="article"><title>Boiler Repair and Servicing in Kelderby</title>`;
    const service = readPageMetadata(documentOf(head, `<h1>Boiler Repair and Servicing in Kelderby</h1>${ARTICLE_BODY}`), URL_);
    expect(service.kinds.webPageNoArticle).toBe(true);
    expect(service.statesPublication).toBe(false);
    expect(declaredPageKind(service).article).toBe(false);
    const shown = readPageMetadata(documentOf(head, `<h1>Boiler Repair and Servicing in Kelderby</h1><p class="byline">Posted <time datetime="2023-10-04">October 4, 2023</time></p>${ARTICLE_BODY}`), URL_);
    expect(shown.publishedAt).toMatch(/^2023-10-04/);
    expect(declaredPageKind(shown).article).toBe(true);
    // WooCommerce with Yoast: the product page's WebPage carries the date too.
    const shop = readPageMetadata(documentOf(`${ld({ '@graph': [{ '@type': 'WebPage', datePublished: '2024-02-01' }] })}${ld({ '@type': 'Product', name: 'Field Pack' })}<meta property="og:type" content="article">`, `<h1>Field Pack</h1>${ARTICLE_BODY}`), URL_);
    expect(declaredPageKind(shop)).toEqual({ article: false, collection: true, product: true, productSchema: true, listing: false });
  });

  it("does not take a product's page for an article by its og:type alone (a marketplace that sets og:type article on every page: Mercari's items)", () => {
    const og = '<meta property="og:type" content="article"><meta property="og:title" content="Nambu cast iron teapot 0.6L black, nearly unused">';
    const item = readPageMetadata(documentOf(`${og}${ld({ '@type': 'Product', name: 'Nambu cast iron teapot', offers: { '@type': 'Offer', price: '4800' } })}`, `<h1>Nambu cast iron teapot 0.6L black, nearly unused</h1>${ARTICLE_BODY}`), URL_);
    expect(item.kinds.openGraphArticle).toBe(true);
    expect(declaredPageKind(item)).toEqual({ article: false, collection: true, product: true, productSchema: true, listing: false });
    // A review that declares its article type stays an article.
    const review = readPageMetadata(documentOf(`${og}${ld({ '@graph': [{ '@type': 'Article', headline: 'Nambu teapot review' }, { '@type': 'Product', name: 'Nambu cast iron teapot' }] })}`, `<h1>Nambu teapot review</h1>${ARTICLE_BODY}`), URL_);
    expect(declaredPageKind(review).article).toBe(true);
  });

  it('declares threads, products and listings, and reads microdata', () => {
    const thread = readPageMetadata(documentOf('', `<div itemscope itemtype="https://schema.org/DiscussionForumPosting"><h1 itemprop="headline">Laptop advice</h1><span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Klaus</span></span><time itemprop="datePublished" datetime="2025-01-03T10:00:00Z">Jan 3</time></div>`), URL_);
    expect(thread).toMatchObject({ author: 'Klaus', publishedAt: '2025-01-03T10:00:00Z', kinds: { discussion: true } });
    expect(declaredPageKind(thread).collection).toBe(true);
    const socks = readPageMetadata(documentOf('<meta property="og:type" content="product">', '<h1>Socks</h1>'), URL_);
    expect(socks.kinds.product).toBe(true);
    expect(declaredPageKind(socks)).toEqual({ article: false, collection: true, product: true, listing: false });
    const schemaSocks = readPageMetadata(documentOf(ld({ '@type': 'Product', name: 'Socks' }), '<h1>Socks</h1>'), URL_);
    expect(declaredPageKind(schemaSocks)).toEqual({ article: false, collection: true, product: true, productSchema: true, listing: false });
    expect(readPageMetadata(documentOf(ld({ '@graph': [{ '@type': 'WebPage' }, { '@type': 'Product', name: 'Socks', description: '<p>Soft merino socks.</p>' }] }), '<h1>Socks</h1>'), URL_).productDescription).toBe('<p>Soft merino socks.</p>');
    expect(readPageMetadata(documentOf(ld({ '@type': 'WebPage', mainEntity: { '@type': 'Product', description: 'Soft merino socks.' } }), '<h1>Socks</h1>'), URL_).productDescription).toBe('Soft merino socks.');
    expect(socks.productDescription).toBeUndefined();
    expect(readPageMetadata(documentOf(ld({ '@type': 'Article', headline: 'Socks', description: 'A story about socks.' }), '<h1>Socks</h1>'), URL_).productDescription).toBeUndefined();
    const microdataSocks = readPageMetadata(documentOf('', '<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Socks</h1></div>'), URL_);
    expect(declaredPageKind(microdataSocks)).toMatchObject({ product: true, productSchema: true });
    const boots = readPageMetadata(documentOf(ld({ '@type': 'CollectionPage', mainEntity: { '@type': 'ItemList' } }), '<h1>Boots</h1>'), URL_);
    expect(boots.kinds.listing).toBe(true);
    expect(declaredPageKind(boots)).toMatchObject({ collection: true, listing: true });
    expect(declaredPageKind(thread)).toMatchObject({ collection: true, listing: false });
  });

  it('takes og:type article as an article when the title reads as a headline, not as a section name', () => {
    const og = '<meta property="og:type" content="article">';
    const story = readPageMetadata(documentOf(`${og}<meta property="og:title" content="With shattered dreams, deportees return home">`, `<h2>With shattered dreams, deportees return home</h2>${ARTICLE_BODY}`), URL_);
    expect(story.kinds.openGraphArticle).toBe(true);
    expect(declaredPageKind(story).article).toBe(true);
    expect(declaredPageKind(story, Number.POSITIVE_INFINITY).article).toBe(false);
    const section = readPageMetadata(documentOf(`${og}<meta property="og:title" content="Air Fryer Recipes">`, `<h1>Air Fryer Recipes</h1>${ARTICLE_BODY}`), URL_);
    expect(section.kinds.openGraphArticle).toBe(true);
    expect(declaredPageKind(section).article).toBe(false);
    const agreed = `${og}<meta property="og:title" content="Marathon Training for All Skill Levels"><title>Marathon Training for All Skill Levels | Runner</title>`;
    const namedSection = readPageMetadata(documentOf(agreed, `<h1>Marathon Training</h1>${ARTICLE_BODY}`), URL_);
    expect(namedSection.title).toBe('Marathon Training for All Skill Levels');
    expect(namedSection.name).toBe('Marathon Training');
    expect(declaredPageKind(namedSection).article).toBe(false);
    const website = readPageMetadata(documentOf('<meta property="og:type" content="website"><meta property="og:title" content="With shattered dreams, deportees return home">', ARTICLE_BODY), URL_);
    expect(declaredPageKind(website).article).toBe(false);
    const other = readPageMetadata(documentOf('<meta property="og:type" content="articles-index"><meta property="og:title" content="With shattered dreams, deportees return home">', ARTICLE_BODY), URL_);
    expect(other.kinds.openGraphArticle).toBeUndefined();
  });

  it('reads statements in document order and ignores what sits inside a <template> (never rendered)', () => {
    const hidden = `<template>${ld({ '@type': 'Product', name: 'Template product' })}<meta property="og:title" content="Template title"><span itemprop="author">Template Author</span><div itemscope itemtype="https://schema.org/QAPage"></div></template>`;
    const metadata = readPageMetadata(documentOf(
      `${hidden}<meta property="og:title" content="Shown title"><meta property="og:title" content="Second title">`,
      `<h1>Shown title</h1><span itemprop="authorName">Not an author</span><p><span itemprop="creator author">Mia Berg</span></p>${ARTICLE_BODY}`,
    ), URL_);
    expect(metadata.title).toBe('Shown title');
    expect(metadata.author).toBe('Mia Berg');
    expect(metadata.kinds).toEqual({ article: false, discussion: false, product: false, listing: false });
  });

  it('reads a microdata publication date only from an article or discussion item, by whole itemprop words', () => {
    const dated = (itemprop: string, itemtype: string): string | undefined => readPageMetadata(documentOf('', `<h1>Bridge reopens</h1><div itemscope itemtype="https://schema.org/${itemtype}"><meta itemprop="${itemprop}" content="2024-05-14">${ARTICLE_BODY}</div>`), URL_).publishedAt;
    expect(dated('datePublished', 'NewsArticle')).toMatch(/^2024-05-14/);
    expect(dated('dateModified dateCreated', 'DiscussionForumPosting')).toMatch(/^2024-05-14/);
    expect(dated('datePublishedX', 'NewsArticle')).toBeUndefined();
    expect(dated('datePublished', 'Event')).toBeUndefined();
  });

  it("reads an <abbr>'s full date from its title (Blogger's classic themes show the time only)", () => {
    const body = `<div itemscope itemtype="http://schema.org/BlogPosting"><h3 itemprop="name">Recapping a radio</h3>${ARTICLE_BODY}<abbr class="published" itemprop="datePublished" title="2023-04-12T19:42:00+01:00">19:42</abbr></div>`;
    expect(readPageMetadata(documentOf('', body), URL_).publishedAt).toBe('2023-04-12T19:42:00+01:00');
  });

  it("reads a blog's one post nested in its Blog node (Hashnode), not a post of several a blog's front page lists", () => {
    const post = (headline: string, day: string): object => ({ '@type': 'BlogPosting', headline, datePublished: day, author: { '@type': 'Person', name: 'Tomáš Krejčí' } });
    const blog = (posts: object[]): Document => documentOf(ld({ '@context': 'https://schema.org', '@type': 'Blog', name: 'Edge notes', blogPost: posts }), `<h1>Rate limiting at the edge</h1>${ARTICLE_BODY}`);
    expect(readPageMetadata(blog([post('Rate limiting at the edge', '2024-02-15T08:41:12.512Z')]), URL_)).toMatchObject({ author: 'Tomáš Krejčí', publishedAt: '2024-02-15T08:41:12Z' });
    const front = readPageMetadata(blog([post('One', '2024-02-15'), post('Two', '2024-01-02')]), URL_);
    expect(front.author).toBeUndefined();
    expect(front.publishedAt).toBeUndefined();
  });

  it('survives broken JSON-LD, control characters inside strings and a page with nothing to say', () => {
    const broken = '<script type="application/ld+json">{ "@type": "Article", "headline": "broken</script>';
    const withControl = '<script type="application/ld+json">{"@type":"Article","headline":"Line\u0001one","datePublished":"2020-02-02"}</script>';
    expect(readPageMetadata(documentOf(broken, '<p>x</p>'), URL_).title).toBeUndefined();
    expect(readPageMetadata(documentOf(withControl, ''), URL_)).toMatchObject({ title: 'Lineone', publishedAt: '2020-02-02' });
    expect(readPageMetadata(documentOf('', ''), 'not a url')).toEqual({ kinds: { article: false, discussion: false, product: false, listing: false }, statesPublication: false });
  });

  it("takes no author or date from Parse.ly's post tags on a page it is told is no post (a front page's tags describe its lead story)", () => {
    const parsely = (type: string): string => `<meta name="parsely-type" content="${type}"><meta name="parsely-author" content="Connie Loizos"><meta name="parsely-pub-date" content="2024-05-14T06:05:26Z">`;
    // The day shows in the lead story's teaser, below the page's own text.
    const shownDay = '<p>The lead story, May 14, 2024.</p>';
    const front = readPageMetadata(documentOf(`<title>Tech news</title>${parsely('index')}`, `<h1>Tech news</h1>${ARTICLE_BODY}${shownDay}`), 'https://news.example/');
    expect(front.author).toBeUndefined();
    expect(front.publishedAt).toBeUndefined();
    const post = readPageMetadata(documentOf(`<title>Bridge reopens</title>${parsely('post')}`, `<h1>Bridge reopens</h1>${ARTICLE_BODY}${shownDay}`), URL_);
    expect(post).toMatchObject({ author: 'Connie Loizos', publishedAt: '2024-05-14T06:05:26Z' });
  });

  it("takes no author from the works a page lists (each book's itemprop author), but an article's and a thread's first post's", () => {
    const book = (title: string, author: string): string => `<tr itemscope itemtype="http://schema.org/Book"><td><span itemprop="name">${title}</span> by <span itemprop="author"><span itemprop="name">${author}</span></span></td></tr>`;
    expect(readPageMetadata(documentOf('<title>Best fantasy of the 2020s</title>', `<h1>Best fantasy of the 2020s</h1><table>${book('The Glass Orchard', 'Miriam Ashdown')}${book('Saltborne', 'Teodor Vance')}</table>`), URL_).author).toBeUndefined();
    const post = (name: string): string => `<div itemscope itemtype="https://schema.org/DiscussionForumPosting"><span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">${name}</span></span><p>Words.</p></div>`;
    expect(readPageMetadata(documentOf('<title>Thread</title>', `<h1>Thread</h1>${post('ann')}${post('bo')}`), URL_).author).toBe('ann');
  });

  it("reads a recipe's JSON-LD date and author (food blogs type the page a Recipe only), and says a date alone declares the article", () => {
    const metadata = readPageMetadata(documentOf(ld({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Plum galette', datePublished: '2024-08-01T09:00:00+00:00', author: { '@type': 'Person', name: 'Lena Ortiz' } }), `<h1>Plum galette</h1>${ARTICLE_BODY}`), URL_);
    expect(metadata).toMatchObject({ author: 'Lena Ortiz', publishedAt: '2024-08-01T09:00:00+00:00' });
    expect(declaredPageKind(metadata)).toMatchObject({ article: true, dateOnly: true });
  });

  it("reads a paper's citation date tags, in PubMed's year-first style too, where the page shows the day", () => {
    const paper = (tag: string, day: string, shown: string): string | undefined => readPageMetadata(documentOf(`<meta name="${tag}" content="${day}">`, `<h1>Soil respiration pulses</h1><p>${shown}</p>${ARTICLE_BODY}`), URL_).publishedAt;
    expect(paper('citation_date', 'Mar 6, 2024', 'Published: March 6, 2024')).toBe('2024-03-06');
    expect(paper('citation_publication_date', '2024 Feb 5', 'BMC Public Health. 2024 Feb 5;24:391.')).toBe('2024-02-05');
  });

  it("names every author a paper's citation tags list (one citation_author each), not only the first", () => {
    const head = ['Lind, Mara', 'Okafor, Tobi', 'Brandt, Pia'].map((name) => `<meta name="citation_author" content="${name}">`).join('');
    expect(readPageMetadata(documentOf(`<meta name="citation_title" content="Clock-Sweep Caches Revisited">${head}`, ARTICLE_BODY), URL_).author).toBe('Mara Lind, Tobi Okafor, Pia Brandt');
  });

  it('rejects author values that are links or too long, and strips a "By" prefix', () => {
    expect(readPageMetadata(documentOf('<meta name="author" content="https://example.com/me">', ''), URL_).author).toBeUndefined();
    expect(readPageMetadata(documentOf('<meta name="author" content="By  Jane   Doe">', ''), URL_).author).toBe('Jane Doe');
  });

  it('reads the title from a content <h1>, not from the site header, a dialog or a home-page logo', () => {
    const chrome = '<header role="banner"><h1>City News</h1></header><div class="modal"><h1>Subscribe now</h1></div><h1><a href="/">Logo Site</a></h1>';
    // A block hidden in markup until a script shows it still holds the page's heading; a hidden <h1> itself does not.
    const main = `<main><h1 hidden>Old title</h1><div style="display:none"><h1>Bridge reopens</h1></div>${ARTICLE_BODY}</main>`;
    expect(readPageMetadata(documentOf('', `${chrome}${main}`), URL_).title).toBe('Bridge reopens');
    expect(readPageMetadata(documentOf('', '<h1><a href="/2024/05/bridge">Bridge reopens</a></h1>'), URL_).title).toBe('Bridge reopens');
  });

  it("does not take an <h1> that is wholly a link to a section above the page (a forum's name over its thread) for the title", () => {
    const thread = 'https://forum.example.org/r/rust/comments/abc123/best_way/';
    const head = "<title>What's the best way to learn Rust? : r/rust</title><meta property=\"og:title\" content=\"What's the best way to learn Rust?\">";
    const sidebar = '<div class="side"><h1 class="redditname"><a href="https://forum.example.org/r/rust/">rust</a></h1></div>';
    expect(readPageMetadata(documentOf(head, `${sidebar}${ARTICLE_BODY}`), thread).title).toBe("What's the best way to learn Rust?");
    // A heading only partly linked to the section, or linked to this page or one beside it, is still the page's.
    for (const heading of ['<h1>Learning <a href="/r/rust/">rust</a></h1>', '<h1><a href="/r/rust/comments/abc123/best_way/">Best way</a></h1>', '<h1><a href="/r/go/">go</a></h1>']) {
      expect(contentHeadings(documentOf(head, `${heading}${ARTICLE_BODY}`), thread)).toHaveLength(1);
    }
    expect(contentHeadings(documentOf(head, `${sidebar}${ARTICLE_BODY}`), thread)).toHaveLength(0);
  });

  it("does not read the forum's clock as the date: an <h1> linking to the site's index document (SMF's /index.php) is its name, not the page heading", () => {
    const topic = 'https://forum.example.org/index.php?topic=2745.0';
    const header = '<div id="header"><h1 class="forumtitle"><a href="https://forum.example.org/index.php">Marsh Hollow Radio Club</a></h1></div><div class="user"><time datetime="2024-03-10T09:02:11Z">March 10, 2024, 09:02:11 AM</time></div>';
    expect(contentHeadings(documentOf('', `${header}${ARTICLE_BODY}`), topic)).toHaveLength(0);
    expect(readPageMetadata(documentOf('<title>W40 kit drifts</title>', `${header}${ARTICLE_BODY}`), topic).publishedAt).toBeUndefined();
  });

  it("takes an <h1> wholly linking to a directory's index document above the page (a documentation set's name) for no page heading", () => {
    const page = 'https://docs.example.org/en/3.2/intro/tutorial07/';
    const head = '<title>Writing your first app, part 7 — Harbor 3.2 documentation</title>';
    const banner = '<div id="hd"><h1><a href="../index.html">Harbor 3.2 documentation</a></h1></div>';
    const own = '<span id="writing-your-first-app-part-7"></span><h1>Writing your first app, part 7<a class="headerlink" href="#writing-your-first-app-part-7">¶</a></h1>';
    expect(contentHeadings(documentOf(head, `${banner}${own}${ARTICLE_BODY}`), page).map((heading) => heading.text)).toEqual(['Writing your first app, part 7']);
    expect(readPageMetadata(documentOf(head, `${banner}${own}${ARTICLE_BODY}`), page).title).toBe('Writing your first app, part 7');
    // The index document of the page's own directory, or of one beside it, is no section above the page.
    for (const href of ['index.html', '../../topics/index.html']) {
      expect(contentHeadings(documentOf(head, `<h1><a href="${href}">Harbor 3.2 documentation</a></h1>${ARTICLE_BODY}`), page)).toHaveLength(1);
    }
  });

  it('reads past a join date and a heading that repeats the title to the thread\'s first post', () => {
    const thread = `<h2>Laptop advice wanted</h2><div class="profile">Posts: 12 <strong>Joined:</strong> Wed Jul 04, 2012</div><h3><a href="#p1">Laptop advice wanted</a></h3><p>Post by ana » 11. Sep 2024, 18:36</p>${ARTICLE_BODY}`;
    expect(readPageMetadata(documentOf('<title>Laptop advice wanted - Forum</title>', thread), URL_).publishedAt).toBe('2024-09-11');
  });

  it('does not take a dateline the markup states as the modification date, and then reads the shown publication <meta>', () => {
    const head = '<meta property="article:published_time" content="2025-04-24T16:12:49+00:00"><meta property="article:modified_time" content="2025-05-21T14:06:47+00:00">';
    const body = `<h1>Espresso machines</h1><p><time datetime="2025-05-21T14:06:47+00:00">May 21, 2025</time></p>${ARTICLE_BODY}<p>First published April 24, 2025</p>`;
    expect(readPageMetadata(documentOf(head, body), URL_).publishedAt).toBe('2025-04-24T16:12:49+00:00');
  });

  it('accepts a publication <meta> whose day the page shows without the year', () => {
    const head = '<meta itemprop="datePublished" content="2019-06-02T13:43:38-0400">';
    expect(readPageMetadata(documentOf(head, `<h1>Zero waste</h1><span>Jun 2</span>${ARTICLE_BODY}`), URL_).publishedAt).toBe('2019-06-02T13:43:38-04:00');
    expect(readPageMetadata(documentOf(head, `<h1>Zero waste</h1><span>Jun 3</span>${ARTICLE_BODY}`), URL_).publishedAt).toBeUndefined();
  });

  it('reads no dateline on a product page (dates there are deliveries and reviews)', () => {
    const body = '<h1>Studio microphone</h1><p>Arrives by Aug 2, 2026</p>';
    expect(readPageMetadata(documentOf(ld({ '@type': 'Product', name: 'Studio microphone' }), body), URL_).publishedAt).toBeUndefined();
    expect(readPageMetadata(documentOf('', body), URL_).publishedAt).toBe('2026-08-02');
  });
});
