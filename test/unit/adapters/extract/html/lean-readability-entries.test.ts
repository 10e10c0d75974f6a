import { describe, expect, it } from 'vitest';
import { parseHtmlPage } from '../../../../../adapters/outbound/extract/html/html-page-parser.js';
import { runReadabilityStage } from '../../../../../adapters/outbound/extract/html/stages/readability-stage.js';
import { both, PARAGRAPH, URL_ } from './lean-readability-support.js';

const text = (article: unknown): string => (article as { textContent: string }).textContent.replace(/\s+/g, ' ');
const page = (title: string, body: string): string => `<!DOCTYPE html><html><head><title>${title}</title></head><body>${body}</body></html>`;

/** The parts of an entry Readability drops by their names, their links or their pictures: a reply's date line, a box's title, a type's heading, a result's title, a poster's name, a footnote, a heading's level. */
describe('leanReadability: the parts of entries, results and notes', () => {
  it("keeps each reply's date line in a bbPress thread (div.bbp-reply-header > div.bbp-meta: the date, a #8843 permalink, a Reply link), which Readability removes by its names and its links", async () => {
    const reply = (id: number, user: string, when: string): string => `<div id="post-${id}" class="bbp-reply-header"><div class="bbp-meta"><span class="bbp-reply-post-date">${when}</span><a href="https://forum.example/forums/topic/linker-flag/#post-${id}" class="bbp-reply-permalink">#${id}</a><span class="bbp-admin-links"><a href="https://forum.example/forums/topic/linker-flag/?bbp_reply_to=${id}#new-post" class="bbp-reply-to-link">Reply</a></span></div></div>`
      + `<div class="post-${id} bbp-reply-content-wrap"><div class="bbp-reply-author"><a href="https://forum.example/users/${user}/" class="bbp-author-name">${user}</a><div class="bbp-author-role">Participant</div></div><div class="bbp-reply-content"><p>${PARAGRAPH.repeat(2)}</p></div></div>`;
    const replies = [reply(8843, 'priya', 'March 9, 2024 at 4:51 pm'), reply(8851, 'tomas', 'March 10, 2024 at 9:02 am'), reply(8860, 'lucas', 'March 11, 2024 at 7:15 pm')].join('');
    const markup = page('Linker flag missing on ARM', `<div id="bbpress-forums"><h1>Linker flag missing on ARM</h1><ul id="topic-88-replies" class="forums bbp-replies"><li class="bbp-body">${replies}</li></ul></div>`);
    const [stock, lean] = await both(markup);
    expect(text(stock)).not.toContain('March 9, 2024 at 4:51 pm');
    for (const line of ['March 9, 2024 at 4:51 pm#8843Reply', 'March 10, 2024 at 9:02 am#8851Reply', 'March 11, 2024 at 7:15 pm#8860Reply']) expect(text(lean)).toContain(line);
    // Its links stay links: the permalink and the Reply link.
    expect((lean as { content: string }).content).toContain('href="https://forum.example/forums/topic/linker-flag/#post-8851"');
  });

  it('keeps the title of a Documenter.jl admonition (header.admonition-header "Periodic data" over a warning), which Readability drops as a page header', async () => {
    const box = '<div class="admonition is-warning"><header class="admonition-header">Periodic data</header><div class="admonition-body"><p>The first and last values must be equal when the boundary condition is periodic.</p></div></div>';
    const markup = page('Interpolation', `<article class="content"><h1>Interpolation</h1><p>${PARAGRAPH.repeat(3)}</p>${box}<p>${PARAGRAPH.repeat(2)}</p></article>`);
    const [stock, lean] = await both(markup);
    expect(text(stock)).not.toContain('Periodic data');
    expect(text(lean)).toContain('Periodic dataThe first and last values must be equal');
  });

  it("keeps pkg.go.dev's type headings (h4#Budget.Documentation-typeHeader, linking to the type's source), anchors of their own; a header heading without an id that links elsewhere still goes", async () => {
    const type = (name: string, line: number): string => `<div class="Documentation-type"><h4 tabindex="-1" id="${name}" data-kind="type" class="Documentation-typeHeader"><span>type <a class="Documentation-source" href="https://github.com/x/y/blob/v1/budget.go#L${line}">${name}</a> <a class="Documentation-idLink" href="#${name}">¶</a></span></h4><pre>type ${name} struct {\n\tLimit int\n}</pre><p>${name} holds what a caller may spend. ${PARAGRAPH}</p></div>`;
    const hidden = `<h4 class="Documentation-typeHeader"><span>type <a href="https://github.com/x/y/blob/v1/quota.go#L9">Quota</a></span></h4><p>${PARAGRAPH}</p>`;
    const markup = page('ratelimit package', `<div class="Documentation-content"><h2 id="pkg-overview">Overview</h2><p>${PARAGRAPH.repeat(2)}</p><section class="Documentation-types">${type('Budget', 18)}${type('Limiter', 40)}${type('Window', 77)}${hidden}</section></div>`);
    const [stock, lean] = await both(markup);
    expect(text(stock)).not.toContain('type Budget ¶');
    for (const name of ['Budget', 'Limiter', 'Window']) expect(text(lean)).toContain(`type ${name} ¶type ${name} struct`);
    expect(text(lean)).not.toContain('type Quota');
  });

  it("keeps each result's title on MediaWiki's search page (li.mw-search-result > div.mw-search-result-heading > a), which Readability removes as all link", async () => {
    const titles = ['Tide mill', 'Tidal power', 'Tide table', 'Tidal race', 'Tide pool'];
    const result = (title: string): string => `<li class="mw-search-result mw-search-result-ns-0"><div class="mw-search-result-heading"><a href="/wiki/${title.replace(/ /g, '_')}" title="${title}" data-serp-pos="0">${title}</a></div>`
      + `<div class="searchresult">A <span class="searchmatch">${title.toLowerCase()}</span> is driven by the rise and fall of the sea, storing water behind a dam at high water.</div><div class="mw-search-result-data">12 KB (1,634 words) - 09:14, 3 March 2024</div></li>`;
    const markup = page('Search results', `<div id="content"><h1>Search results</h1><div class="searchresults"><p class="mw-search-createlink">There is a page named "Tide mill" on this wiki.</p><ul class="mw-search-results">${titles.map(result).join('')}</ul></div></div>`);
    const [stock, lean] = await both(markup);
    expect(text(stock)).not.toContain('Tidal powerA tidal power');
    for (const title of titles) expect(text(lean)).toContain(`${title}A ${title.toLowerCase()} is driven`);
    expect((lean as { content: string }).content).toContain('<a href="/wiki/Tide_table"');
  });

  it("keeps the poster's name over a MyBB post (div.author_information with five rank stars, images/star.png), which Readability removed with the stars as a block of pictures", async () => {
    const post = (id: number, name: string): string => `<div class="post classic" id="post_${id}"><div class="post_author scaleimages"><div class="author_avatar"><a href="member.php?action=profile&amp;uid=${id}"><img src="uploads/avatars/avatar_${id}.png" alt=""></a></div>`
      + `<div class="author_information"><strong><span class="largetext"><a href="member.php?action=profile&amp;uid=${id}">${name}</a></span></strong><br><span class="smalltext">Senior Member<br>${'<img src="images/star.png" alt="*">'.repeat(5)}<br></span></div>`
      + `<div class="author_statistics">Posts: 1,024<br>Threads: 41<br>Joined: Mar 2019</div></div><div class="post_content"><div class="post_head"><span class="post_date">03-12-2024, 10:14 AM</span></div><div class="post_body scaleimages" id="pid_${id}">${PARAGRAPH.repeat(2)}</div></div></div>`;
    const markup = page('Thread', `<div id="content"><div id="posts">${post(4411, 'harborlight')}${post(4412, 'quillfeather')}${post(4413, 'rowan_e')}</div></div>`);
    const [stock, lean] = await both(markup);
    expect(text(stock)).not.toContain('harborlight');
    for (const name of ['harborlight', 'quillfeather', 'rowan_e']) expect(text(lean)).toContain(`${name}Senior Member`);
    // The stars say nothing a reader can read: they go.
    expect((lean as { content: string }).content).not.toContain('images/star.png');
  });

  it("drops a new member's rank of one star (a lone pip, div.rank-stars) where the page sets the same star in runs for the others, and keeps a picture it shows once", async () => {
    const stars = (count: number): string => `<div class="rank-stars">${'<img src="/v5/images/rank_star.png" alt="*">'.repeat(count)}</div>`;
    const post = (id: number, name: string, count: number): string => `<div class="post"><div class="mini-profile"><a href="/user/${id}">${name}</a><div class="title">Member</div>${stars(count)}</div><div class="message"><p>${PARAGRAPH.repeat(2)}</p><p><img src="/uploads/fig-${id}.jpg" alt="Fig tree in a pot"></p></div></div>`;
    const markup = page('Thread', `<div id="content"><div class="posts">${post(118, 'brambleacre', 1)}${post(7, 'OldRootstock', 3)}${post(402, 'hedgerow_hank', 2)}</div></div>`);
    const [, lean] = await both(markup);
    expect((lean as { content: string }).content).not.toContain('rank_star.png');
    expect((lean as { content: string }).content).toContain('/uploads/fig-118.jpg');
    expect(text(lean)).toContain('brambleacreMember');
  });

  it("moves a Texinfo node's footnotes (div.footnotes-segment after div.section-level-extent, cited as <a class=\"footnote\" href=\"#FOOT1\">) into the article; a Sphinx footnote list beside its citing paragraph stays where it is", async () => {
    const texinfo = page('Invoking gawk', `<div class="section-level-extent" id="Invoking"><h3 class="section">2.1 Invoking gawk</h3><p>The -M option turns on arbitrary precision arithmetic<a class="footnote" href="#FOOT1" id="DOCF1"><sup>1</sup></a>. ${PARAGRAPH.repeat(2)}</p><p>${PARAGRAPH.repeat(3)}</p></div>`
      + '<div class="nav-panel"><p>Next: <a href="Options.html">Options</a></p></div><div class="footnotes-segment"><hr><h4 class="footnotes-heading">Footnotes</h4><h5 class="footnote-body-heading"><a id="FOOT1" href="#DOCF1">(1)</a></h5><p>Only where gawk was built with the GNU MPFR and GMP libraries.</p></div>');
    const [stock, lean] = await both(texinfo);
    expect(text(stock)).not.toContain('GNU MPFR');
    expect(text(lean)).toMatch(/arbitrary precision arithmetic1\..*Footnotes\(1\)Only where gawk was built with the GNU MPFR and GMP libraries\.$/);
    expect(text(lean)).not.toContain('Next: Options');
    const sphinx = page('Configuration', `<section id="configuration"><h1>Configuration</h1><p>${PARAGRAPH.repeat(2)} The cache lives in the home directory<a class="footnote-reference brackets" href="#id3" id="id1">1</a>.</p>`
      + `<dl class="footnote brackets"><dt class="label" id="id3"><span class="brackets"><a class="fn-backref" href="#id1">1</a></span></dt><dd><p>On Windows, in the local application data folder.</p></dd></dl><p>Later, the cache is pruned. ${PARAGRAPH.repeat(2)}</p></section>`);
    const [, leanSphinx] = await both(sphinx);
    expect(text(leanSphinx)).toContain('home directory1.1On Windows, in the local application data folder.Later, the cache is pruned.');
  });

  it("keeps a Documenter page's sections at their level under a docstring's own <h1>s (article.docstring's Arguments and Examples); MetaCPAN's POD, sections in <h1>s over <h2>s, still goes a level down", async () => {
    const prose = PARAGRAPH.repeat(3);
    const levels = async (markup: string): Promise<string[]> => {
      const outcome = await runReadabilityStage((await parseHtmlPage(markup, URL_)).document, URL_);
      return (outcome.ok ? outcome.markdown : '').split('\n').filter((line) => line.startsWith('#'));
    };
    const docstring = `<article class="docstring"><header><a class="docstring-binding" id="Interp.spline" href="#Interp.spline"><code>Interp.spline</code></a> — <span class="docstring-category">Function</span></header><section><div><pre><code class="language-julia">spline(x, y; periodic=false)</code></pre><p>Fit a cubic spline through the points. ${prose}</p>`
      + '<h1 id="Arguments">Arguments</h1><ul><li><code>x</code>: the knots, sorted.</li><li><code>y</code>: the values at the knots.</li></ul><h1 id="Examples">Examples</h1><pre><code class="language-julia-repl">julia&gt; spline([1, 2, 3], [2, 4, 8])</code></pre></div></section></article>';
    const documenter = page('Splines · Interp.jl', `<div class="docs-main"><article class="content" id="documenter-page"><h1 id="Splines">Splines</h1><p>${prose}</p><h2 id="Fitting">Fitting</h2><p>${prose}</p>${docstring}<h2 id="Evaluation">Evaluation</h2><p>${prose}</p><h3 id="Derivatives">Derivatives</h3><p>${prose}</p></article></div>`);
    expect(await levels(documenter)).toEqual(['## Fitting', '## Arguments', '## Examples', '## Evaluation', '### Derivatives']);
    const pod = page('Data::Throttle::Bucket', `<div class="pod"><h1 id="DESCRIPTION">DESCRIPTION</h1><p>${prose}</p><h1 id="METHODS">METHODS</h1><h2 id="try_take">try_take</h2><p>${prose}</p><h2 id="take">take</h2><p>${prose}</p></div>`);
    expect(await levels(pod)).toEqual(['## DESCRIPTION', '## METHODS', '### try_take', '### take']);
  });
  it("keeps the first reviewer's name in a branch page's two reviews (li.review > span.review__author), which Readability takes out as the article's byline", async () => {
    const review = (name: string, day: string): string => `<li class="review"><p class="review__meta"><span class="review__author">${name}</span> · <time datetime="2025-05-28">${day}</time></p><p class="review__text">${PARAGRAPH}</p></li>`;
    const markup = page('Hertz Downtown Portland', `<main><h1>Hertz Downtown Portland</h1><p>${PARAGRAPH.repeat(3)}</p><h2>Reviews</h2><ul class="reviews">${review('Dana K.', 'May 28, 2025')}${review('Marcus T.', 'May 19, 2025')}</ul></main>`);
    const [stock, lean] = await both(markup);
    expect(text(stock)).not.toContain('Dana K.');
    expect(text(lean)).toContain('Dana K. · May 28, 2025');
    expect(text(lean)).toContain('Marcus T. · May 19, 2025');
  });
});
