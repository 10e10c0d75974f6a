import { readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseHtmlPage } from '../../../../../adapters/outbound/extract/html/html-page-parser.js';
import { leanReadability } from '../../../../../adapters/outbound/extract/html/stages/lean-readability.js';
import { both, PARAGRAPH, URL_ } from './lean-readability-support.js';

const CORPUS = new URL('../../../../fixtures/extraction-corpus/html/', import.meta.url);

/** A root `<html>` whose class Readability 0.6 reads as an unlikely candidate (the corpus pages that have one say `header`). */
const ROOT_DROPPED = /<html[^>]*\sclass="[^"]*(?:header|sidebar)/i;

describe('leanReadability', () => {
  it('finds the same byline and drops the same hidden elements as Readability', async () => {
    const markup = `<!DOCTYPE html><html><head><title>Footbridge</title></head><body><article>
      <p class="byline">By Ada Lovelace</p>
      <div style="display: none"><p>${PARAGRAPH}hidden by style</p></div>
      <div style="color: red; visibility: hidden"><p>${PARAGRAPH}invisible</p></div>
      <div hidden><p>${PARAGRAPH}hidden attribute</p></div>
      <div aria-hidden="true"><p>${PARAGRAPH}aria hidden</p></div>
      <div aria-hidden="true" class="fallback-image"><p>${PARAGRAPH}fallback image kept</p></div>
      <div style="color: blue"><p>${PARAGRAPH.repeat(4)}</p></div>
      <span rel="author">${'x'.repeat(120)}</span>
    </article></body></html>`;
    const [stock, lean] = await both(markup);
    expect(lean).toEqual(stock);
    const article = lean as { byline: string; textContent: string };
    expect(article.byline).toBe('By Ada Lovelace');
    expect(article.textContent).toContain('fallback image kept');
    for (const hidden of ['hidden by style', 'invisible', 'hidden attribute', 'aria hidden']) expect(article.textContent).not.toContain(hidden);
  });

  it('gives the same article as Readability on real news pages whose root it keeps', async () => {
    const files = readdirSync(CORPUS).filter((name) => name.endsWith('.html.gz')).sort().slice(0, 7);
    const pages = files.map((file) => [file, gunzipSync(readFileSync(new URL(file, CORPUS))).toString('utf8')] as const).filter(([, markup]) => !ROOT_DROPPED.test(markup));
    expect(pages).toHaveLength(6);
    for (const [file, markup] of pages) {
      const [stock, lean] = await both(markup);
      expect(lean, file).toEqual(stock);
    }
  });

  it('spares the root element that Readability would drop as an unlikely candidate (then its article is the whole body)', async () => {
    const markup = `<!DOCTYPE html><html lang="en" class="light sidebar-visible"><head><title>Variables - The Book</title></head><body>
      <div id="help-container"><div id="help-popup"><h2>Keyboard shortcuts</h2><p>Press S or / to search in the book</p></div></div>
      <div id="page-wrapper"><div id="menu-bar"><h1 class="menu-title">The Book</h1></div>
      <div id="content"><main><h1>Variables</h1><p>${PARAGRAPH.repeat(3)}</p><p>${PARAGRAPH.repeat(3)}</p></main></div></div>
    </body></html>`;
    const [stock, lean] = await both(markup);
    expect((stock as { textContent: string }).textContent).toContain('Keyboard shortcuts');
    const article = lean as { textContent: string };
    expect(article.textContent).toContain('The council met');
    expect(article.textContent).not.toContain('Keyboard shortcuts');
    // The news page of the corpus whose root class says "header" loses its menus the same way.
    const ctpost = gunzipSync(readFileSync(new URL('05844573ca7e1fba714d715bb11ca08c26e25328999c74a1cb3bc8a0e4399f0f.html.gz', CORPUS))).toString('utf8');
    expect(ROOT_DROPPED.test(ctpost)).toBe(true);
    const [stockNews, leanNews] = await both(ctpost);
    expect((leanNews as { length: number }).length).toBeLessThan((stockNews as { length: number }).length);
    expect((stockNews as { textContent: string }).textContent).toContain('Sign In');
    expect((leanNews as { textContent: string }).textContent).not.toContain('Sign In');
  });

  it('keeps a section heading set in a block beside its edit link (MediaWiki), which Readability removes with the block; a linked card title stays in its block', async () => {
    const section = (id: string, title: string): string => `<div class="mw-heading mw-heading2"><h2 id="${id}">${title}</h2><span class="mw-editsection"><span class="mw-editsection-bracket">[</span><a href="/w/index.php?action=edit&amp;section=1">edit</a><span class="mw-editsection-bracket">]</span></span></div><p>${PARAGRAPH.repeat(2)}</p>`;
    const card = '<div class="card"><h3><a href="/other">Another story</a></h3><a href="/other">more</a></div>';
    const markup = `<!DOCTYPE html><html><head><title>Footbridge</title></head><body><div id="mw-content-text"><p>${PARAGRAPH.repeat(2)}</p>${section('History', 'History')}${section('Repairs', 'Repairs')}${card}<p>${PARAGRAPH}</p></div></body></html>`;
    const [stock, lean] = await both(markup);
    expect((stock as { content: string }).content).not.toContain('<h2');
    const article = lean as { content: string; textContent: string };
    expect(article.content).toContain('<h2 id="History">History</h2>');
    expect(article.content).toContain('<h2 id="Repairs">Repairs</h2>');
    expect(article.textContent).not.toContain('edit');
    expect(article.content).not.toContain('<h3');
  });

  it("keeps a code block's comment spans and blank lines, which Readability reads as chrome and paragraph breaks, and puts the spans' classes back", async () => {
    const code = '<pre class="qn"><span class="qw" data-selectable-paragraph=""><span class="hljs-comment">// renderer.js (before)</span><br/><span class="hljs-keyword">const</span> bus = require(\'./bus\');<br/><br/><span class="hljs-keyword">class</span> Renderer {}</span></pre>';
    const markup = `<!DOCTYPE html><html><head><title>Leak</title></head><body><article><p>${PARAGRAPH.repeat(3)}</p>${code}<p>${PARAGRAPH.repeat(2)}</p></article></body></html>`;
    const [stock, lean] = await both(markup);
    expect((stock as { textContent: string }).textContent).not.toContain('// renderer.js');
    const Lean = await leanReadability();
    const live = new Lean<Element>((await parseHtmlPage(markup, URL_)).document, { keepClasses: true, serializer: (node) => node as Element }).parse();
    const pre = live?.content?.querySelector('pre');
    expect(pre?.textContent).toBe("// renderer.js (before)\nconst bus = require('./bus');\n\nclass Renderer {}");
    expect(pre?.querySelector('span.hljs-comment')?.textContent).toBe('// renderer.js (before)');
    expect((lean as { textContent: string }).textContent).toContain('// renderer.js (before)');
  });

  it("keeps a heading set beside a permalink without words (GitHub's markdown-heading), which Readability removes as a block without text of its own", async () => {
    const section = (slug: string, title: string): string => `<div class="markdown-heading" dir="auto"><h2 tabindex="-1" class="heading-element" dir="auto">${title}</h2><a id="user-content-${slug}" class="anchor" aria-label="Permalink: ${title}" href="#${slug}"></a></div><p>${PARAGRAPH.repeat(2)}</p>`;
    const markup = `<!DOCTYPE html><html><head><title>knotfile</title></head><body><article class="markdown-body entry-content" itemprop="text"><p>${PARAGRAPH.repeat(2)}</p>${section('installation', 'Installation')}${section('usage', 'Usage')}</article></body></html>`;
    const [stock, lean] = await both(markup);
    expect((stock as { content: string }).content).not.toContain('Installation');
    const article = lean as { content: string };
    expect(article.content).toContain('Installation</h2>');
    expect(article.content).toContain('Usage</h2>');
  });

  it("keeps a heading whose wrapper holds the permalink to it before the heading (GitBook's div#id, its div.hash link to #id), which Readability removes as a block without text of its own", async () => {
    const section = (slug: string, title: string): string => `<div class="flex items-baseline group/hash relative" id="${slug}"><div class="hash grid relative"><a href="#${slug}" aria-label="Direct link to heading" class="inline-flex"><svg class="gb-icon"></svg></a></div>`
      // The heading's `div.flex-1` as the chain leaves it (`unwrapHeadingBlocks`): its text in the heading.
      + `<h2 class="heading text-3xl flip-heading-hash"> ${title} </h2></div><p>${PARAGRAPH.repeat(2)}</p>`;
    const markup = `<!DOCTYPE html><html><head><title>Syncing data sources</title></head><body><main><div class="grid"><p>${PARAGRAPH.repeat(2)}</p>${section('before-you-begin', 'Before you begin')}${section('connect-a-source', 'Connect a source')}</div></main></body></html>`;
    const [stock, lean] = await both(markup);
    expect((stock as { textContent: string }).textContent).not.toContain('Connect a source');
    const text = (lean as { textContent: string }).textContent;
    expect(text).toContain('Before you begin');
    expect(text).toContain('Connect a source');
  });

  it("keeps a member's heading set in a div in a div beside its permalink (ExDoc), and its signature's code with links; a share bar's heading still goes with the bar", async () => {
    const member = (name: string): string => `<section class="detail" id="${name}/2"><div class="detail-header"><a href="#${name}/2" class="detail-link" aria-label="Link to this function"><i class="ri-link-m" aria-hidden="true"></i></a>`
      + `<div class="heading-with-actions"><h1 class="signature" translate="no">${name}(window, since)</h1><a href="https://github.example/lib.ex#L1" class="icon-action" aria-label="View Source"><i aria-hidden="true"></i></a></div></div>`
      + `<section class="docstring"><div class="specs"><pre translate="no">@spec ${name}(<a href="#t:t/0">t</a>(), <a href="https://hexdocs.example/integer">integer</a>()) :: <a href="#t:t/0">t</a>()</pre></div><p>${PARAGRAPH}</p></section></section>`;
    // A heading beside a button (the App Store's "What's New" and "Version History") is lifted too.
    const news = `<div class="section__nav"><h2 class="section__headline">What's New</h2><button class="we-modal__show">Version History</button></div><p>${PARAGRAPH}</p>`;
    const share = '<div class="social-sharing-component aem-GridColumn"><div class="article-sharing"><h3 class="article-sharing__heading">Share this story on</h3><div class="article-sharing__list"><a aria-label="Facebook"><i></i></a><a aria-label="X"><i></i></a></div></div></div>';
    const markup = `<!DOCTYPE html><html><head><title>Window</title></head><body><main><div class="content-inner"><h1>Chronicle.Window</h1><p>${PARAGRAPH.repeat(3)}</p><div class="functions-list">${member('count')}${member('prune')}${member('push')}</div>${news}${share}</div></main></body></html>`;
    const [stock, lean] = await both(markup);
    expect((stock as { textContent: string }).textContent).not.toContain('prune(window, since)');
    const text = (lean as { textContent: string }).textContent;
    for (const name of ['count', 'prune', 'push']) expect(text).toContain(`${name}(window, since)`);
    expect(text).toContain('@spec prune(t(), integer()) :: t()');
    expect(text).toContain("What's New");
    expect(text).not.toContain('Share this story');
  });

  it("drops an element hidden by an inline style with !important (phpBB's forum description), which Readability reads as shown", async () => {
    const markup = `<!DOCTYPE html><html><head><title>Thread</title></head><body><div id="page-body"><div style="display: none !important;">Stepper and servo drivers, tuning and wiring.<br></div><p>${PARAGRAPH.repeat(3)}</p></div></body></html>`;
    const [stock, lean] = await both(markup);
    expect((stock as { textContent: string }).textContent).toContain('Stepper and servo drivers');
    expect((lean as { textContent: string }).textContent).not.toContain('Stepper and servo drivers');
  });

  it("keeps a contact line whose mail link shows its address (an RFC's authors' addresses), which Readability removes as a short block of links; a share-by-email link stays a link", async () => {
    const address = (name: string, mail: string): string => `<address class="vcard"><div class="left"><span class="fn">${name}</span></div><div class="email"><span>Email:</span> <a href="mailto:${mail}" class="email">${mail}</a></div></address>`;
    const markup = `<!DOCTYPE html><html><head><title>RFC 9847</title></head><body><div id="content"><p>${PARAGRAPH.repeat(6)}</p><p>${PARAGRAPH.repeat(6)}</p><section id="authors-addresses"><h2>Authors' Addresses</h2>`
      + `${address('Maren Okonkwo-Lindqvist', 'maren@tidewater.example')}${address('Pieter Ravensworth', 'pieter.ravensworth@fenmark.example')}</section>`
      + '<p><a href="mailto:?subject=RFC%209847">Share by email</a></p></div></body></html>';
    const [stock, lean] = await both(markup);
    expect((stock as { textContent: string }).textContent).not.toContain('maren@tidewater.example');
    const article = lean as { content: string; textContent: string };
    expect(article.textContent).toContain('maren@tidewater.example');
    expect(article.textContent).toContain('pieter.ravensworth@fenmark.example');
    expect(article.content).not.toContain('href="mailto:maren');
  });

  it("drops the label of a CSS-only toggle (Furo's \"Toggle table of contents sidebar\"), which Readability keeps once the check box is gone; a field's label is left to it", async () => {
    const markup = `<!DOCTYPE html><html><head><title>Config</title></head><body><input type="checkbox" class="sidebar-toggle" id="__toc"><div class="page"><article role="main">`
      + '<div class="content-icon-container"><label class="toc-overlay-icon" for="__toc"><div class="visually-hidden">Toggle table of contents sidebar</div></label></div>'
      + `<h1>Configuring pipelines</h1><p>${PARAGRAPH.repeat(6)}</p><p>${PARAGRAPH.repeat(6)}</p><p><label for="email">Your email address for replies</label> <input id="email" type="email"></p></article></div></body></html>`;
    const [stock, lean] = await both(markup);
    expect((stock as { textContent: string }).textContent).toContain('Toggle table of contents sidebar');
    const article = lean as { textContent: string };
    expect(article.textContent).not.toContain('Toggle table of contents sidebar');
    expect(article.textContent).toContain('Your email address for replies');
  });

  it("keeps a post's timestamp set as a link (a live blog's \"15m ago 14.05 GMT\" permalink), which Readability removes as a block of links; a teaser's link stays", async () => {
    const update = (time: string, shown: string): string => `<article class="block"><div class="stamp"><a href="?page=with:block-${time}#block-${time}"><time datetime="2025-11-18T${time}:00Z">15m ago</time><span>${shown} GMT</span></a></div><p>${PARAGRAPH.repeat(3)}</p></article>`;
    const markup = `<!DOCTYPE html><html><head><title>Live</title></head><body><div id="liveblog-body">${update('14:05', '14.05')}${update('13:48', '13.48')}${update('13:30', '13.30')}</div></body></html>`;
    const [stock, lean] = await both(markup);
    expect((stock as { textContent: string }).textContent).not.toContain('14.05 GMT');
    const article = lean as { textContent: string };
    expect(article.textContent).toContain('14.05 GMT');
    expect(article.textContent).toContain('13.30 GMT');
  });

  it("keeps a code block's blank line written as an empty line element, which Readability removes as empty", async () => {
    const markup = `<!DOCTYPE html><html><head><title>Package</title></head><body><article><p>${PARAGRAPH.repeat(6)}</p><pre class="editor"><div class="line"><span>import x</span></div><div class="line"><span>\u00a0</span></div><div class="line"><span>x.run()</span></div></pre><p>${PARAGRAPH.repeat(4)}</p></article></body></html>`;
    const [, lean] = await both(markup);
    // The blank line's newline stands between the two lines.
    expect((lean as { content: string }).content).toMatch(/import x<\/span>\n\n<span>x\.run\(\)/);
  });

  it("keeps a code line's leading spaces where each line is an element (Expressive Code's div.ec-line), which Readability writes as a paragraph without them", async () => {
    const line = (text: string): string => `<div class="ec-line"><div class="code">${text}</div></div>`;
    const markup = `<!DOCTYPE html><html><head><title>Storage</title></head><body><article><p>${PARAGRAPH.repeat(6)}</p><pre data-language="yaml"><code>${line('<span>store:</span>')}${line('  <span>retention:</span>')}${line('    <span>keepLastRuns:</span> <span>30</span>')}</code></pre><p>${PARAGRAPH.repeat(4)}</p></article></body></html>`;
    const [stock, lean] = await both(markup);
    expect((stock as { textContent: string }).textContent).not.toContain('\n    keepLastRuns');
    expect((lean as { textContent: string }).textContent).toContain('store:\n  retention:\n    keepLastRuns: 30');
  });

  it("keeps a listing's first item heading that shares the page title's words (a job board's \"Data Analyst II\" on \"Data Analyst Jobs\"), which Readability removes as the article's own heading; an article's heading is still removed", async () => {
    const card = (title: string): string => `<li><h2 class="jobTitle"><a href="/rc/clk?jk=${title.length}">${title}</a></h2><p>${PARAGRAPH}</p></li>`;
    const listing = `<!DOCTYPE html><html><head><title>Data Analyst Jobs, Employment in Columbus, OH</title></head><body><main><ul>${['Data Analyst II', 'Operations Data Analyst', 'Pricing Analyst', 'Reporting Lead'].map(card).join('')}</ul></main></body></html>`;
    const [stock, lean] = await both(listing);
    expect((stock as { textContent: string }).textContent).not.toContain('Data Analyst II');
    expect((lean as { textContent: string }).textContent).toContain('Data Analyst II');
    // An article's heading, even one its teasers' headings share a class with, links nowhere: Readability's removal stands.
    const teaser = (title: string): string => `<h2 class="headline"><a href="/${title.length}">${title}</a></h2>`;
    const article = `<!DOCTYPE html><html><head><title>The footbridge will be repaired</title></head><body><article><h2 class="headline">The footbridge will be repaired</h2><p>${PARAGRAPH.repeat(6)}</p></article><aside>${['A', 'Bee', 'Cat'].map(teaser).join('')}</aside></body></html>`;
    const [, leanArticle] = await both(article);
    expect((leanArticle as { content: string }).content).not.toContain('<h2 class="headline">The footbridge');
  });

  it("keeps a post's author link (bbPress's div.bbp-reply-author) and a paper's linked authors (arXiv's div.list-authors), which Readability removes as links", async () => {
    const post = (name: string): string => `<li class="post"><div class="bbp-reply-author"><a class="bbp-author-link" href="/forums/users/${name.toLowerCase()}/"><span>${name} Falk</span></a><div class="bbp-author-role">Participant</div></div><div class="bbp-reply-content"><p>${PARAGRAPH.repeat(2)}</p></div></li>`;
    const thread = `<!DOCTYPE html><html><head><title>Kiln</title></head><body><ul class="bbp-replies">${['Corinna', 'Dmitri', 'Agathe'].map(post).join('')}</ul></body></html>`;
    const [stock, lean] = await both(thread);
    expect((stock as { textContent: string }).textContent).not.toContain('Dmitri Falk');
    for (const name of ['Corinna Falk', 'Dmitri Falk', 'Agathe Falk']) expect((lean as { textContent: string }).textContent).toContain(name);
    const entry = (id: number): string => `<dt><a name="item${id}">[${id}]</a> <a href="/abs/2503.1140${id}">arXiv:2503.1140${id}</a> [<a href="/pdf/2503.1140${id}">pdf</a>, <a href="/format/2503.1140${id}">other</a>]</dt>`
      + `<dd><div class="meta"><div class="list-title mathjax"><span class="descriptor">Title:</span> Paper ${id}</div>`
      + `<div class="list-authors"><a href="/a/varga_o_${id}">Orsolya Varga</a>, <a href="/a/teneb_m_${id}">Malik Tenebaum</a>, <a href="/a/ishi_r_${id}">Reiko Ishikura</a></div>`
      + `<div class="list-comments mathjax"><span class="descriptor">Comments:</span> 14 pages. Code at <a href="https://github.com/q/q">this https URL</a></div>`
      + `<div class="list-subjects"><span class="descriptor">Subjects:</span> Computation and Language (cs.CL)</div><p class="mathjax">${PARAGRAPH.repeat(4)}</p></div></dd>`;
    const listing = `<!DOCTYPE html><html><head><title>Computation and Language</title></head><body><dl id="articles">${[1, 2, 3].map(entry).join('')}</dl></body></html>`;
    const [stockList, leanList] = await both(listing);
    const count = (article: unknown, pattern: RegExp): number => (article as { textContent: string }).textContent.match(pattern)?.length ?? 0;
    // Whichever entries the article keeps, each keeps its authors.
    expect(count(stockList, /Title: Paper \d/g)).toBeGreaterThan(0);
    expect(count(stockList, /Malik Tenebaum/g)).toBe(0);
    expect(count(leanList, /Title: Paper \d/g)).toBeGreaterThan(0);
    expect(count(leanList, /Malik Tenebaum/g)).toBe(count(leanList, /Title: Paper \d/g));
  });
  it("keeps a sentence with a link inside it (a statute's paragraph, a docs callout that cites a page), which Readability removes as a little linky; a teaser's lone headline link is still removed", async () => {
    const markup = `<!DOCTYPE html><html><head><title>Grants</title></head><body><div class="text"><p>${PARAGRAPH.repeat(6)}</p>`
      + '<div class="paragraph"><a name="a_3"></a><span class="num">(3)</span><div class="content"> improving the interoperability of clinical records kept by recipients under <a href="/uscode/text/42/254c-14">section 254c–14 of this title</a>.</div></div>'
      + '<div class="alert alert-success"><strong>Tip</strong><p>Variables can be set for one package through <a href="/wiki/Package.env">package.env entries</a>.</p></div>'
      + '<div class="teaser"><div class="kicker">22 days ago</div><div class="headline"><a href="/news/travel-record">Holiday travel hits a new record with eighty million travelers</a></div><p>The busiest travel week of the year.</p></div>'
      + `<p>${PARAGRAPH.repeat(4)}</p></div></body></html>`;
    const [stock, lean] = await both(markup);
    const stockText = (stock as { textContent: string }).textContent;
    expect(stockText).not.toContain('improving the interoperability');
    expect(stockText).not.toContain('package.env entries');
    const article = lean as { content: string; textContent: string };
    expect(article.textContent).toContain('improving the interoperability');
    expect(article.content).toContain('href="/uscode/text/42/254c-14"');
    expect(article.textContent).toContain('Variables can be set for one package through package.env entries.');
    expect(article.textContent).not.toContain('Holiday travel hits a new record');
  });
  it('keeps a documentation callout set with role="alert" (Bootstrap, Docsy), which Readability removes with every alert; a short live notice goes as before', async () => {
    const markup = `<!DOCTYPE html><html><head><title>Caching</title></head><body><main><h1>Caching</h1><p>${PARAGRAPH.repeat(6)}</p>`
      + '<div class="alert alert-primary" role="alert"><h4 class="alert-heading">Streaming mode</h4><p>When the relay is connected in stream mode, changes made in the dashboard invalidate matching entries within a second.</p></div>'
      + `<p>${PARAGRAPH.repeat(4)}</p><div role="alert"><p>Item added to your cart.</p></div></main></body></html>`;
    const [stock, lean] = await both(markup);
    expect((stock as { textContent: string }).textContent).not.toContain('Streaming mode');
    const text = (lean as { textContent: string }).textContent;
    expect(text).toContain('Streaming modeWhen the relay is connected in stream mode');
    expect(text).not.toContain('Item added to your cart');
  });
  it('keeps a closing section of links that its heading names as references ("See also"), which Readability removes as links', async () => {
    const markup = readFileSync(new URL('../../../../fixtures/extract/antora-docs-page.html', import.meta.url), 'utf8');
    const [stock, lean] = await both(markup);
    expect((stock as { textContent: string }).textContent).not.toContain('Dead-letter metrics');
    const text = (lean as { textContent: string }).textContent;
    expect(text).toContain('See also');
    expect(text).toContain('Dead-letter metrics');
  });
});
