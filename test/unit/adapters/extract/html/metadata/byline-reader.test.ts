import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { readByline } from '../../../../../../adapters/outbound/extract/html/metadata/byline-reader.js';
import { collectStatementElements, MAX_BYLINE_CANDIDATES } from '../../../../../../adapters/outbound/extract/html/metadata/statement-elements.js';
import { readPageMetadata } from '../../../../../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';

const documentOf = (body: string, head = ''): Document => parseHTML(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`).document as unknown as Document;
const bylineOf = (body: string): string | undefined => readByline(collectStatementElements(documentOf(body)).bylineCandidates);
const BODY = `<p>${'The bridge opened to walkers on Tuesday after three years of work. '.repeat(20)}</p>`;

describe('collectStatementElements: byline candidates', () => {
  it('collects rel=author and class or id naming an author, byline or username, in document order, outside templates', () => {
    const elements = collectStatementElements(documentOf('<a rel="author" href="/a">A</a><span class="post-byline">B</span><b id="authorName">C</b><i class="username">D</i><p class="lead">E</p><template><span class="byline">F</span></template>'));
    expect(elements.bylineCandidates.map((element) => element.textContent)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('keeps at most the first candidates', () => {
    const elements = collectStatementElements(documentOf('<span class="author">X</span>'.repeat(MAX_BYLINE_CANDIDATES + 5)));
    expect(elements.bylineCandidates).toHaveLength(MAX_BYLINE_CANDIDATES);
  });
});

describe('readByline', () => {
  it('reads a byline element\'s text without its label and role', () => {
    expect(bylineOf(`<h1>Bridge</h1><span class="lvz-hero__author">By the Lavazza Team</span>${BODY}`)).toBe('the Lavazza Team');
    expect(bylineOf(`<h1>Bridge</h1><div id="content_authors">by <span class="author"><a href="/about#dan">Daniel Burstein</a>, Senior Director</span></div>${BODY}`)).toBe('Daniel Burstein');
  });

  it('reads a rel=author link, and names joined by "and" in one byline, but not a category link after "in"', () => {
    expect(bylineOf(`<h1>Bridge</h1><p>By <a rel="author" href="/ana">Ana Ruiz</a></p>${BODY}`)).toBe('Ana Ruiz');
    expect(bylineOf(`<h1>Bridge</h1><p class="byline">By <a href="/ana">Ana Ruiz</a> and <a href="/li">Li Wei</a></p>${BODY}`)).toBe('Ana Ruiz, Li Wei');
    expect(bylineOf(`<h1>Bridge</h1><p class="byline">By <a href="/ana">Ana Ruiz</a> in <a href="/city">City</a></p>${BODY}`)).toBe('Ana Ruiz');
    expect(bylineOf(`<h1>Bridge</h1><p class="byline">By <a href="/jg">Jonathan Garber</a>, <a href="/">FOXBusiness</a></p>${BODY}`)).toBe('Jonathan Garber');
    expect(bylineOf(`<h1>Bridge</h1><p class="byline"><a class="byline__name" href="/c/molly">Molly Woo<span class="last-letter">d</span></a></p>${BODY}`)).toBe('Molly Wood');
  });

  it('reads a byline through the narrower byline it holds, and the whole one when the narrower gives no name', () => {
    expect(bylineOf(`<h1>Protest</h1><div class="byline-section"><span class="author">Tom Davies</span> <span class="publication">Associated Press</span></div>${BODY}`)).toBe('Tom Davies');
    expect(bylineOf(`<h1>Sites</h1><div class="author-meta"><a href="/r/emma">Emma Ryan</a> <span class="author-position">Senior Research Executive</span></div>${BODY}`)).toBe('Emma Ryan');
    expect(bylineOf(`<h1>Sites</h1><div class="byline">By <a href="/r/emma">Emma Ryan</a> <span class="author-extra">Staff Writer</span></div>${BODY}`)).toBe('Emma Ryan');
  });

  it('passes over an author element without a name (an avatar) to the next', () => {
    expect(bylineOf(`<div class="author_avatar"><a href="/u/1"><img src="a.png" alt=""></a></div><div class="author_information"><strong><a href="/u/1">StarredSkies</a></strong> Offline</div>${BODY}`)).toBe('StarredSkies');
  });

  it('takes a thread\'s first poster, whose post links to itself', () => {
    const post = (id: number, name: string): string => `<div class="post"><h3><a href="./viewtopic.php?p=${id}#p${id}">Release thread</a></h3><p>by <a class="username" href="/u/${name}">${name}</a></p><p>Short post.</p></div>`;
    expect(bylineOf(`<h2>Release thread</h2>${post(1, 'galitsyn')}${post(2, 'ehasis')}`)).toBe('galitsyn');
  });

  it("passes over a name set in a sentence about something else (bbPress's topic notice: \"…last updated 1 year ago by Walt Brennan.\") to the first post's author; a byline with a long role stays one", () => {
    const notice = '<div class="bbp-template-notice"><ul><li>This topic has 8 replies, 4 voices, and was last updated <a href="/t#post-9">1 year ago</a> by <a class="bbp-author-link" href="/users/walt/"><span class="bbp-author-name">Walt Brennan</span></a>.</li></ul></div>';
    expect(bylineOf(`${notice}<div class="bbp-reply-author"><a class="bbp-author-link" href="/users/corinna/"><span class="bbp-author-name">Corinna Falk</span></a></div>${BODY}`)).toBe('Corinna Falk');
    expect(bylineOf(`<p class="meta">By <a rel="author" href="/staff/jane">Jane Doe</a>, Senior Correspondent, March 3, 2024</p>${BODY}`)).toBe('Jane Doe');
  });

  it("on a product page, passes over a byline that is one of several alike (each question's \"asked by\"), and keeps a single one", () => {
    const questions = ['wingseat22', 'Gretchen'].map((name) => `<div class="question-item"><h3>Does it fold?</h3><span class="author">asked by ${name}</span></div>`).join('');
    const candidates = (body: string): readonly Element[] => collectStatementElements(documentOf(body)).bylineCandidates;
    expect(readByline(candidates(`${BODY}${questions}`))).toBe('wingseat22');
    expect(readByline(candidates(`${BODY}${questions}`), { skipRepeated: true })).toBeUndefined();
    expect(readByline(candidates(`<p class="byline">by <a class="author" href="/a/ursula">Ursula Vane</a></p>${BODY}`), { skipRepeated: true })).toBe('Ursula Vane');
  });

  it("reads a byline through its contributor's name element (BBC's Text-TextContributorName), not with the role beside it", () => {
    expect(bylineOf(`<div data-component="byline-block" class="BylineComponentWrapper"><div class="Contributor"><div class="Text-TextContributorName">By Priya Lindqvist</div><div class="Text">Environment correspondent, BBC News</div></div></div>${BODY}`)).toBe('Priya Lindqvist');
  });

  it('does not take the byline of a teaser card, a comment, a sidebar, a testimonial, or a hidden one', () => {
    const teaser = (name: string): string => `<li><div><h3><a href="/news/story-${name}">A story about bridges</a></h3><p>Summary.</p><span class="secondary">By <a rel="author" href="/editors/${name}">${name}</a></span></div></li>`;
    expect(bylineOf(`<h1>News</h1><ul>${teaser('Logan Jones')}${teaser('Mike Strayer')}</ul>`)).toBeUndefined();
    expect(bylineOf(`<h1>Bridge</h1>${BODY}<ol class="comment-list"><li><span class="author">Reader One</span></li></ol>`)).toBeUndefined();
    expect(bylineOf(`<h1>Bridge</h1>${BODY}<aside><span class="author">Sidebar Writer</span></aside>`)).toBeUndefined();
    expect(bylineOf(`<h1>Service</h1><div class="testimonial_rotator_author_info">Lynn B., client</div>`)).toBeUndefined();
    expect(bylineOf(`<h1>Service</h1><div class="CustomerQuotes_authorInfo">Gabriel Peal</div>`)).toBeUndefined();
    expect(bylineOf(`<h1>Bridge</h1><span class="byline" hidden>By Ghost Writer</span>${BODY}`)).toBeUndefined();
    expect(bylineOf(`<h1>Bridge</h1><div class="author-bio"><a href="/j">Jane Doe</a> writes about bridges.</div>${BODY}`)).toBeUndefined();
  });

  it("takes the byline beside the page's own headline linked to the page itself (Slashdot's story header), which reads like a teaser card's", () => {
    const own = 'https://it.slashdot.org/story/24/03/11/2215250/water-utility';
    const header = (href: string): string => `<article><header><h2 class="story"><span class="story-title"><a href="${href}">Water Utility Rebuilds on Open Source</a> <span><a class="story-sourcelnk" href="https://www.theregister.com/2024/03/11/scada/">(theregister.com)</a></span></span></h2><div class="details"><span class="story-byline">Posted by BeauHD on Monday March 11, 2024</span></div></header>${BODY}</article>`;
    const head = `<link rel="canonical" href="${own}">`;
    const byline = (body: string): string | undefined => readByline(collectStatementElements(documentOf(body, head)).bylineCandidates);
    expect(byline(header('//it.slashdot.org/story/24/03/11/2215250/water-utility'))).toBe('BeauHD');
    // A headline linked to another page is a teaser's.
    expect(byline(header('//it.slashdot.org/story/24/03/12/0000001/another-story'))).toBeUndefined();
  });

  it('reads an article\'s byline even when its body has headings that link elsewhere', () => {
    expect(bylineOf(`<div class="single-content"><h1>Meditation</h1><div class="author-info"><img src="d.png" alt=""> <span>Denise Everheart</span></div><h2><a href="https://other.example/def">Definition of meditation</a></h2>${BODY}</div>`)).toBe('Denise Everheart');
  });

  it('is not a byline when a byline element holds more links than a byline has, or a paragraph of text', () => {
    expect(bylineOf(`<div class="authors">${'<a href="/x">Writer Name</a> '.repeat(5)}</div>`)).toBeUndefined();
    expect(bylineOf(`<div class="byline">${'Many words of a paragraph here. '.repeat(5)}</div>`)).toBeUndefined();
    expect(bylineOf(`<div class="author">Jane Doe, ${'who has written about bridges and rivers for the paper '.repeat(3)}</div>`)).toBeUndefined();
  });
});

describe('readPageMetadata: author from the visible byline', () => {
  it('credits the shown byline before structured data and <meta>, unless the preferences say otherwise', () => {
    const document = documentOf(`<h1>Guide</h1><div class="author-info"><span>Denise Everheart</span></div>${BODY}`, '<meta name="author" content="andrew.keaveney">');
    expect(readPageMetadata(document, 'https://fest.example/guide').author).toBe('Denise Everheart');
    expect(readPageMetadata(document, 'https://fest.example/guide', { author: { byline: 'never' } }).author).toBe('andrew.keaveney');
    expect(readPageMetadata(document, 'https://fest.example/guide', { author: { byline: 'last' } }).author).toBe('andrew.keaveney');
  });
});

describe('readPageMetadata: a review\'s or comment\'s author is not the page\'s', () => {
  it('passes over microdata authors inside a Review, Comment or Answer item, <meta itemprop> ones too', () => {
    const review = (inner: string): string => `<h1>Guitar</h1><div itemscope itemtype="https://schema.org/Product"><div itemprop="review" itemscope itemtype="https://schema.org/Review">${inner}</div></div>`;
    expect(readPageMetadata(documentOf(review('<meta itemprop="author" content="guitar_00">')), 'https://shop.example/g').author).toBeUndefined();
    expect(readPageMetadata(documentOf(review('<span itemprop="author">guitar_00</span>')), 'https://shop.example/g').author).toBeUndefined();
    expect(readPageMetadata(documentOf('<h1>Q</h1><div itemscope itemtype="https://schema.org/Comment"><span itemprop="author">Replier</span></div>'), 'https://forum.example/t').author).toBeUndefined();
    expect(readPageMetadata(documentOf('<h1>Q</h1><div itemscope itemtype="https://schema.org/Article"><span itemprop="author">Writer</span></div>'), 'https://news.example/a').author).toBe('Writer');
    expect(readPageMetadata(documentOf('<h1>Q</h1><div itemscope itemtype="https://schema.org/Article"><meta itemprop="author" content="Writer"></div>'), 'https://news.example/a').author).toBe('Writer');
  });

  it("does not take the author shown in a link card (Ghost's bookmark card) that previews another page, but takes a byline linked to its author page", () => {
    const bookmark = '<figure class="kg-card kg-bookmark-card"><a class="kg-bookmark-container" href="https://docs.example.dev/lag"><div class="kg-bookmark-content"><div class="kg-bookmark-title">Consumer lag explained</div>'
      + '<div class="kg-bookmark-description">How offsets, partitions and retention decide how far behind a consumer may fall.</div><div class="kg-bookmark-metadata"><span class="kg-bookmark-author">Streams Docs</span><span class="kg-bookmark-publisher">Operations</span></div></div></a></figure>';
    expect(bylineOf(`<h1>Rebuilding the queue</h1>${BODY}${bookmark}${BODY}`)).toBeUndefined();
    expect(bylineOf(`<h1>Rebuilding the queue</h1><a href="/author/marisol/"><span class="author-name">Marisol Venkataraman</span></a>${BODY}${bookmark}`)).toBe('Marisol Venkataraman');
  });
});

describe("readByline: a paper's reference list", () => {
  it("does not take a cited work's authors from the reference list (ScienceDirect's ol.references > li div.authors) for the page's", () => {
    expect(bylineOf(`${BODY}<section class="bibliography"><ol class="references"><li><div class="authors">N. Goldscheider, D. Drew</div><div class="title">Methods in karst hydrogeology</div></li></ol></section>`)).toBeUndefined();
    expect(bylineOf(`<div class="authors">Ivana Kovačević</div>${BODY}`)).toBe('Ivana Kovačević');
  });
});

describe('readByline: a list of authors, each linked as an author', () => {
  it('reads every name of "By A, B and C" where each link says it leads to an author, and one name where a comma brings a publication', () => {
    const names = '<div class="byline-wrap"><span>By </span><span><a rel="author" href="/people/lena-carraway/">Lena Carraway</a></span><span>, </span><span><a rel="author" href="/people/tomas-aguilera/">Tomás Aguilera</a></span><span> and </span><span><a rel="author" href="/people/priya-nandakumar/">Priya Nandakumar</a></span></div>';
    expect(bylineOf(`${names}${BODY}`)).toBe('Lena Carraway, Tomás Aguilera, Priya Nandakumar');
    expect(bylineOf(`<div><a rel="author" href="/people/ana">Ana Ruiz</a>, <a href="https://reuters.example/">Reuters</a></div>${BODY}`)).toBe('Ana Ruiz');
  });
});

describe("readByline: one name of a \"By A and B\" line marked a byline", () => {
  it("reads the whole line where only its last name is named a byline (the New York Times' span.last-byline)", () => {
    const line = '<p class="css-aknsld">By <span class="css-1baulvz" itemprop="name"><a href="/by/rosalind-achterberg">Rosalind Achterberg</a></span> and <span class="css-1baulvz last-byline" itemprop="name"><a href="/by/daniel-ibarra-kwan">Daniel Ibarra-Kwan</a></span></p>';
    expect(bylineOf(`${line}${BODY}`)).toBe('Rosalind Achterberg, Daniel Ibarra-Kwan');
  });
});

describe('readByline: controls and layout wrappers', () => {
  it("passes over a button about authors in the site's header (Habr's \"Как стать автором\") and an old Reddit sidebar's creator, and reads a byline in a layout wrapper named for its sidebar (GitLab)", () => {
    expect(bylineOf(`<header><a href="/sandbox/start/" class="tm-header__become-author-btn">Как стать автором</a></header><h1>Сборка</h1><a class="tm-user-info__username" href="/users/dkovalev/">Дмитрий Ковалёв</a>${BODY}`)).toBe('Дмитрий Ковалёв');
    expect(bylineOf(`<div class="side"><div class="bottom">created by <a class="author" href="/user/sr_founder">sr_founder</a></div></div><div class="content"><p class="tagline">submitted by <a class="author" href="/user/tallgrass_ops">tallgrass_ops</a></p>${BODY}</div>`)).toBe('tallgrass_ops');
    // A post's own footer holds its byline (WordPress themes' footer.entry-footer); the page's footer and a comment's do not.
    expect(bylineOf(`<article class="post"><h1>Hot composting</h1>${BODY}<footer class="entry-footer"><span class="byline"><span class="author vcard"><a class="url fn n" href="/author/hannah/">Hannah Okafor</a></span></span></footer></article>`)).toBe('Hannah Okafor');
    expect(bylineOf(`<h1>Hot composting</h1>${BODY}<footer class="site-footer"><span class="author"><a href="/about">Site Owner</a></span></footer>`)).toBeUndefined();
    expect(bylineOf(`<article class="post"><h1>Hot composting</h1>${BODY}<article class="comment"><footer class="comment-meta"><span class="author">Reader Ray</span></footer></article></article>`)).toBeUndefined();
    expect(bylineOf(`<div class="layout-page page-with-contextual-sidebar"><aside class="nav-sidebar">Project</aside><main><h1>Tile cache evicts pinned tiles</h1><p>Issue created by <a class="author-link" href="/marta"><span class="author">Marta Kowalczyk</span></a></p>${BODY}</main></div>`)).toBe('Marta Kowalczyk');
  });

  it("reads no byline from a section whose id is its heading's anchor or an API member's name (a manual's \"MAPPING AUTHORS\", a setting named init-author-email)", () => {
    expect(bylineOf(`<h1>git-mailmap-check(1)</h1>${BODY}<div class="sect1"><h2 id="_mapping_authors">MAPPING AUTHORS</h2><div class="sectionbody"><p>See mailmap(5).</p></div></div>`)).toBeUndefined();
    expect(bylineOf(`<h1>Config</h1>${BODY}<h4 id="init-author-email"><code>init-author-email</code></h4><ul><li>Default: ""</li></ul>`)).toBeUndefined();
    expect(bylineOf(`<h1>Release notes</h1>${BODY}<div class="section" id="s-abstractuser-username-max-length-increased-to-150"><h3><code>AbstractUser.username</code> max_length increased to 150</h3><p>A migration is included.</p></div>`)).toBeUndefined();
    expect(bylineOf(`<h1>Models</h1>${BODY}<dl><dt id="auth.User.username"><code>username</code></dt><dd>Required.</dd></dl>`)).toBeUndefined();
    // An id that is no heading's anchor still names a byline.
    expect(bylineOf(`<h1>Hot composting</h1><div id="post-author">By Ana Ruiz</div>${BODY}`)).toBe('Ana Ruiz');
  });
});
