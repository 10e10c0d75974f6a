import { describe, expect, it } from 'vitest';
import { parseHtmlPage } from '../../../../../adapters/outbound/extract/html/html-page-parser.js';
import { leanReadability } from '../../../../../adapters/outbound/extract/html/stages/lean-readability.js';
import { both, PARAGRAPH, URL_ } from './lean-readability-support.js';

/** What Readability drops or scores down by an element's class or id, and the lean subclass reads as the page's. */
describe('leanReadability: class and id names', () => {
  it('does not let a section\'s heading anchor (Sphinx\'s id="menus", id="commentary") make it an unlikely candidate, and puts the ids back', async () => {
    const section = (id: string, title: string) => `<section id="${id}"><h2>${title}<a class="headerlink" href="#${id}">¶</a></h2><p>${PARAGRAPH.repeat(2)}(${title})</p></section>`;
    const markup = `<!DOCTYPE html><html><head><title>IDLE</title></head><body><div role="main"><section id="idle"><h1>IDLE</h1><p>${PARAGRAPH.repeat(3)}</p>
      ${section('menus', 'Menus')}${section('commentary', 'Commentary')}${section('editing', 'Editing')}</section></div>
      <div id="sidebar"><h2>Navigation</h2><p>Quick search</p></div></body></html>`;
    const [stock, lean] = await both(markup);
    const stockText = (stock as { textContent: string }).textContent;
    expect(stockText).not.toContain('(Menus)');
    expect(stockText).not.toContain('(Commentary)');
    const article = lean as { textContent: string };
    for (const kept of ['(Menus)', '(Commentary)', '(Editing)']) expect(article.textContent).toContain(kept);
    expect(article.textContent).not.toContain('Quick search');
    // With the chain's serializer (the live nodes), the ids are back on the article's sections: the permalinks beside their headings point at them.
    const Lean = await leanReadability();
    const live = new Lean<Element>((await parseHtmlPage(markup, URL_)).document, { keepClasses: true, serializer: (node) => node as Element }).parse();
    expect(live?.content?.querySelector('#menus h2')?.textContent).toContain('Menus');
    expect(live?.content?.querySelector('#commentary h2')?.textContent).toContain('Commentary');
  });

  it("does not let an API member's id (Python's module-email.header, xml.dom.Comment) make its section an unlikely candidate", async () => {
    const member = (id: string, name: string) => `<section id="${id}"><h2>${name}</h2><p>${PARAGRAPH.repeat(2)}(${name})</p></section>`;
    const markup = `<!DOCTYPE html><html><head><title>email</title></head><body><div role="main"><section id="email"><h1>email</h1><p>${PARAGRAPH.repeat(3)}</p>
      ${member('module-email.header', 'email.header: Internationalized headers')}${member('xml.dom.Comment', 'Comment objects')}${member('editing', 'Editing')}</section></div>
      <div id="sidebar"><h2>Navigation</h2><p>Quick search</p></div></body></html>`;
    const [stock, lean] = await both(markup);
    expect((stock as { textContent: string }).textContent).not.toContain('(Comment objects)');
    const article = lean as { textContent: string };
    for (const kept of ['(email.header: Internationalized headers)', '(Comment objects)', '(Editing)']) expect(article.textContent).toContain(kept);
    expect(article.textContent).not.toContain('Quick search');
  });

  it('keeps a heading whose class calls it a header (a recipe card\'s "Ingredients", a newsletter\'s sections), which Readability drops as a page header, and puts its names back', async () => {
    const markup = `<!DOCTYPE html><html><head><title>Stew</title></head><body><article><p>${PARAGRAPH.repeat(3)}</p>
      <h2 class="header-anchor-post" id="a-river">A river you cannot see</h2><p>${PARAGRAPH.repeat(2)}</p>
      <h2 class="heading heading-2 header-scroll"><div class="heading-text">How cursors work</div><a class="heading-anchor-icon" href="#how-cursors-work"></a></h2><p>${PARAGRAPH.repeat(2)}</p>
      <div class="wprm-recipe"><h3 class="wprm-recipe-header wprm-recipe-ingredients-header">Ingredients</h3><ul><li>2 tablespoons olive oil</li><li>1 large onion</li></ul>
      <h3 class="wprm-recipe-header">Instructions</h3><p>${PARAGRAPH.repeat(2)}</p></div>
      <h3 class="sidebar-header">Popular posts</h3><h3 class="comments-header">3 comments</h3><p>${PARAGRAPH}</p></article></body></html>`;
    const [stock, lean] = await both(markup);
    const stockText = (stock as { textContent: string }).textContent;
    // ReadMe's "header-scroll" heading holds its own permalink only: no link to another page.
    for (const heading of ['A river you cannot see', 'How cursors work', 'Ingredients', 'Instructions']) expect(stockText).not.toContain(heading);
    const article = lean as { textContent: string };
    for (const heading of ['A river you cannot see', 'How cursors work', 'Ingredients', 'Instructions']) expect(article.textContent).toContain(heading);
    // A heading named for a sidebar or the comments too is still Readability's to drop.
    expect(article.textContent).not.toContain('Popular posts');
    expect(article.textContent).not.toContain('3 comments');
    const Lean = await leanReadability();
    const live = new Lean<Element>((await parseHtmlPage(markup, URL_)).document, { keepClasses: true, serializer: (node) => node as Element }).parse();
    expect(live?.content?.querySelector('h2#a-river.header-anchor-post')?.textContent).toBe('A river you cannot see');
  });

  it("keeps the header of each post in a series of posts (a live blog's updates), which its class names a header, and not a lone article's", async () => {
    const update = (index: number): string => `<article class="block"><header class="block-header"><h2>Update ${index}</h2><span class="who">Reporter ${index}</span></header><p>${PARAGRAPH.repeat(2)}(${index})</p></article>`;
    const feed = `<!DOCTYPE html><html><head><title>Storm live</title></head><body><main><div id="liveblog-body">${[1, 2, 3].map(update).join('')}</div></main></body></html>`;
    const [stock, lean] = await both(feed);
    expect((stock as { textContent: string }).textContent).not.toContain('Reporter 2');
    for (const index of [1, 2, 3]) expect((lean as { textContent: string }).textContent).toContain(`Reporter ${index}`);
    const single = `<!DOCTYPE html><html><head><title>Storm</title></head><body><main>${update(1)}<aside><p>Other</p></aside></main></body></html>`;
    const [stockSingle, leanSingle] = await both(single);
    expect(leanSingle).toEqual(stockSingle);
  });

  it("keeps a recipe card's header, a div named \"header\" that holds its section's heading and facts, which Readability drops as a page header; a site header of links still goes", async () => {
    const markup = `<!DOCTYPE html><html><head><title>Plum galette</title></head><body><div class="site-header"><h2>Plum Kitchen</h2><a href="/">Home</a> <a href="/recipes">Recipes</a> <a href="/about">About</a></div><article><h1>Plum galette</h1><p>${PARAGRAPH.repeat(6)}</p>`
      + '<div class="tasty-recipes"><div class="tasty-recipes-entry-header"><h2 class="tasty-recipes-title">Plum Galette</h2><ul><li><span>Prep Time:</span> 40 minutes</li><li><span>Yield:</span> 8 slices</li></ul></div>'
      + `<div class="tasty-recipes-ingredients-header"><h3>Ingredients</h3></div><ul><li>6 ripe plums</li><li>1 cup flour</li></ul><p>${PARAGRAPH}</p></div></article></body></html>`;
    const [stock, lean] = await both(markup);
    expect((stock as { textContent: string }).textContent).not.toContain('Prep Time');
    const text = (lean as { textContent: string }).textContent;
    expect(text).toContain('Prep Time: 40 minutes');
    expect(text).toContain('Ingredients');
    expect(text).not.toContain('Plum Kitchen');
  });

  it('keeps a box named "immediate" (nhsuk-frontend\'s care card: when to call 999), which Readability scores down for the "media" inside the word and removes', async () => {
    const card = '<div class="nhsuk-care-card nhsuk-care-card--immediate"><div class="nhsuk-care-card__heading-container"><h3 class="nhsuk-care-card__heading">Call 999 or go to A&amp;E if:</h3></div><div class="nhsuk-care-card__content"><ul><li>you have severe pain</li><li>you have a high temperature</li></ul></div></div>';
    const markup = `<!DOCTYPE html><html><head><title>Kidney stones</title></head><body><article><h1>Kidney stones</h1><p>${PARAGRAPH.repeat(5)}</p>${card}<p>${PARAGRAPH.repeat(3)}</p></article></body></html>`;
    const [stock, lean] = await both(markup);
    expect((stock as { textContent: string }).textContent).not.toContain('Call 999');
    expect((lean as { textContent: string }).textContent).toContain('Call 999');
    // A name that says "media" as a word besides counts as Readability counts it.
    const gallery = `<!DOCTYPE html><html><head><title>Kidney stones</title></head><body><article><h1>Kidney stones</h1><p>${PARAGRAPH.repeat(5)}</p><div class="media-gallery intermediate"><p>Gallery of scans.</p><p>Photos, <a href="/a">one</a>, <a href="/b">two</a>.</p></div></article></body></html>`;
    const [stockGallery, leanGallery] = await both(gallery);
    expect((stockGallery as { textContent: string }).textContent).not.toContain('Gallery of scans');
    expect((leanGallery as { textContent: string }).textContent).not.toContain('Gallery of scans');
  });

  it('keeps a box that scrolls its overflow (Tailwind\'s overflow-x-scroll, GitBook\'s data-[scrollable=true]), which Readability scores down for "scroll" and removes; a scrolling ticker named so still goes', async () => {
    const list = '<ul><li>shipment.created: a label was bought</li><li>shipment.delivered: proof of delivery came</li><li>shipment.exception: delivery failed</li></ul>';
    const page = (names: string): string => `<!DOCTYPE html><html><head><title>Webhooks</title></head><body><article><h1>Webhooks</h1><p>${PARAGRAPH.repeat(5)}</p><div class="${names}"><p>Events:</p>${list}</div><p>${PARAGRAPH.repeat(3)}</p></article></body></html>`;
    for (const names of ['w-full overflow-x-scroll', 'group/table flex data-[scrollable=true]:border']) {
      const [stock, lean] = await both(page(names));
      expect((stock as { textContent: string }).textContent).not.toContain('shipment.delivered');
      expect((lean as { textContent: string }).textContent).toContain('shipment.delivered');
    }
    const [, ticker] = await both(page('news-scroll'));
    expect((ticker as { textContent: string }).textContent).not.toContain('shipment.delivered');
  });

  it('keeps a paragraph, a run of text or a term named "header" (the name over an owner\'s reply, a funder over its grant) and the parts of a section header in a span, which Readability drops as a page header', async () => {
    const markup = `<!DOCTYPE html><html><head><title>Harborlight Inn</title></head><body><div class="reviews"><h1>Harborlight Inn</h1><p>${PARAGRAPH.repeat(5)}</p>`
      + `<div class="review"><p>${PARAGRAPH}</p><div class="reply"><span class="ui_header_link bPvDb">Response from Harborlight_GM, General Manager</span><p>${PARAGRAPH}</p></div></div>`
      + `<div class="response"><p class="employer-response_responseHeader__Q6m4K">Nimbus Logistics Response Apr 15, 2024</p><p>${PARAGRAPH}</p></div>`
      + '<dl class="funding"><dt class="ui tiny header">European Commission</dt><dd>BALTPLAST, grant 101059723</dd></dl>'
      + `<div class="cds-AccordionHeader"><span class="cds-AccordionHeader-labelGroup"><h3>Foundations of Time Series Data</h3><span class="cds-AccordionHeader-supportText">Module 1 · 5 hours to complete</span></span></div><p>${PARAGRAPH}</p>`
      + '</div><div class="site-header"><a href="/">Home</a> <a href="/deals">Deals</a> <a href="/about">About</a></div></body></html>';
    const [stock, lean] = await both(markup);
    const text = (lean as { textContent: string }).textContent;
    for (const kept of ['Response from Harborlight_GM', 'Nimbus Logistics Response', 'European Commission', 'Foundations of Time Series Data', 'Module 1 · 5 hours']) {
      expect((stock as { textContent: string }).textContent).not.toContain(kept);
      expect(text).toContain(kept);
    }
    expect(text).not.toContain('Deals');
  });

  it("keeps a post's heading named \"header\" that links to its author's profile (Redmine's journal entries), and a paragraph of prose whatever its class says (php.net's rdfs-comment)", async () => {
    const entry = (name: string): string => `<div class="journal has-notes"><div class="note"><h4 class="note-header">Updated by <a class="user" href="/users/${name.length}">${name}</a> <a title="01/09/2024" href="/activity?from=2024-01-09">11 months</a> ago</h4><div class="wiki"><p>${PARAGRAPH}</p></div></div></div>`;
    const markup = `<!DOCTYPE html><html><head><title>Bug #4821</title></head><body><div id="content"><h2>Bug #4821</h2><p class="para rdfs-comment"><strong>array_map_keys()</strong> returns an array whose keys are the result of passing each key to the callback.</p><p>${PARAGRAPH.repeat(4)}</p><div id="history">${entry('Priya Raman')}${entry('Tomas Brenner')}${entry('Lucas Ferreira')}</div></div></body></html>`;
    const [stock, lean] = await both(markup);
    for (const kept of ['Updated by Priya Raman', 'returns an array whose keys']) {
      expect((stock as { textContent: string }).textContent).not.toContain(kept);
      expect((lean as { textContent: string }).textContent.replace(/\s+/g, ' ')).toContain(kept);
    }
    // A short line named as a comment is still Readability's to judge.
    const [stockShort, leanShort] = await both(`<!DOCTYPE html><html><head><title>Post</title></head><body><article><p>${PARAGRAPH.repeat(5)}</p><p class="comment-notes">Your email address will not be published.</p></article></body></html>`);
    expect((leanShort as { textContent: string }).textContent).toBe((stockShort as { textContent: string }).textContent);
  });

  it("keeps a council's contact block (its heading a level down, its phone numbers as tel: links), a closed accordion panel named --hidden, and a See also table's names; drops scripted buttons' labels", async () => {
    const contact = '<div class="lgd-contact paragraph"><div class="lgd-contact__headings"><h2>Contact the waste team</h2></div><div class="lgd-contact__content"><h3>Phone</h3><div class="field__item"><a href="tel:01632960450">01632 960450</a></div><h3>Email</h3><div class="field__item"><a href="mailto:waste@thornfield.gov.uk">waste@thornfield.gov.uk</a></div></div></div>';
    const faq = '<div class="cmp-accordion"><h3><button id="q1-button" aria-controls="q1-panel" aria-expanded="false">Can I pay in?</button></h3><div id="q1-panel" class="cmp-accordion__panel cmp-accordion__panel--hidden" role="region" aria-labelledby="q1-button"><div class="cmp-text"><p>Yes, up to £10,000 a year.</p></div></div></div>';
    const seeAlso = `<h3>See also</h3><table class="t-dsc-begin"><tbody>${['min', 'max', 'in_range'].map((name) => `<tr class="t-dsc"><td><div class="t-dsc-member-div"><div><a href="/w/cpp/algorithm/${name}"><span class="t-lines"><span>${name}</span></span></a></div></div></td><td>returns one of the given values (function template)</td></tr>`).join('')}</tbody></table>`;
    const controls = '<div class="actions"><div role="button" tabindex="0"><span>Reply all</span></div><div role="button" tabindex="0"><span>Forward</span></div></div>';
    const markup = `<!DOCTYPE html><html><head><title>Bin collection days</title></head><body><main><h1>Bin collection days</h1><p>${PARAGRAPH.repeat(5)}</p>${faq}${controls}<p>${PARAGRAPH}</p>${contact}${seeAlso}</main></body></html>`;
    const [stock, lean] = await both(markup);
    const text = (lean as { textContent: string }).textContent;
    for (const kept of ['Contact the waste team', '01632 960450', 'up to £10,000 a year', 'in_range']) {
      expect((stock as { textContent: string }).textContent).not.toContain(kept);
      expect(text).toContain(kept);
    }
    expect((stock as { textContent: string }).textContent).toContain('Reply all');
    expect(text).not.toContain('Reply all');
  });

  it("keeps a restaurant's menu of priced dishes, named \"menu\" to its parts (Squarespace's Menu block), which Readability drops as a site's menu", async () => {
    const dish = (name: string, price: number): string => `<div class="menu-item"><div class="menu-item-title">${name}</div><div class="menu-item-description">Baked every afternoon and served warm with good oil and salt.</div><span class="menu-item-price-top"><span class="currency-sign">£</span>${price}</span></div>`;
    const menu = `<div class="menu-block"><div class="menu-wrapper"><div class="menu-section"><div class="menu-section-title"><span>Antipasti</span></div><div class="menu-items">${dish('Focaccia', 6)}${dish('Burrata', 9)}${dish('Arancini', 7)}</div></div></div></div>`;
    const markup = `<!DOCTYPE html><html><head><title>Menu</title></head><body><div class="site-menu"><a href="/">Home</a> <a href="/menu">Menu</a> <a href="/book">Book</a></div><main><h1>Menu</h1><p>${PARAGRAPH.repeat(6)}</p>${menu}</main></body></html>`;
    const [stock, lean] = await both(markup);
    expect((stock as { textContent: string }).textContent).not.toContain('Burrata');
    const text = (lean as { textContent: string }).textContent;
    for (const kept of ['Burrata', 'Baked every afternoon', '£9']) expect(text).toContain(kept);
    expect(text).not.toContain('Book');
  });

  it("keeps a numbered section whose anchors say \"header\" (xml2rfc's wrapper, heading and figure anchors), which Readability drops as a page header", async () => {
    const markup = `<!DOCTYPE html><html><head><title>RFC 9847</title></head><body><div id="content"><p>${PARAGRAPH.repeat(6)}</p><p>${PARAGRAPH.repeat(6)}</p>`
      + `<div id="fixed-header"><section id="section-3.1"><h3 id="name-fixed-header"><a href="#section-3.1" class="section-number selfRef">3.1. </a><a href="#name-fixed-header" class="section-name selfRef">Fixed Header</a></h3>`
      + `<p id="section-3.1-1">The fixed header is 24 octets long and is laid out as shown in <a href="#fig-header" class="xref">Figure 2</a>. ${PARAGRAPH}</p>`
      + '<div id="fig-header"><figure id="figure-2"><div class="artwork"><pre>| Version (4) | Flags (12) | Interval (16) |</pre></div><figcaption>Figure 2: Fixed Header</figcaption></figure></div>'
      + `<p>${PARAGRAPH}</p></section></div></div></body></html>`;
    const [stock, lean] = await both(markup);
    expect((stock as { textContent: string }).textContent).not.toContain('24 octets');
    const article = lean as { content: string; textContent: string };
    expect(article.textContent).toContain('The fixed header is 24 octets long');
    expect(article.textContent).toContain('Version (4)');
  });

  it("keeps a table whose class says it has headers (LaTeXML's ltx_guessed_headers), which Readability drops as a page header", async () => {
    const markup = `<!DOCTYPE html><html><head><title>Paper</title></head><body><article class="ltx_document"><p>${PARAGRAPH.repeat(6)}</p><p>${PARAGRAPH.repeat(6)}</p>`
      + '<table class="ltx_tabular ltx_centering ltx_guessed_headers ltx_align_middle"><thead><tr><th>Sketch</th><th>σ=0.1</th></tr></thead><tbody><tr><td>Tidewater (ours)</td><td>19</td></tr></tbody></table>'
      + `<p>${PARAGRAPH}</p></article></body></html>`;
    const [stock, lean] = await both(markup);
    expect((stock as { textContent: string }).textContent).not.toContain('Tidewater (ours)');
    expect((lean as { textContent: string }).textContent).toContain('Tidewater (ours)');
  });

  it("keeps a code block's title bar named \"header\" (Expressive Code's figcaption.header naming the file), which Readability drops as a page header; a terminal frame's screen-reader label still goes", async () => {
    const frame = (caption: string, code: string): string => `<figure class="frame"><figcaption class="header">${caption}</figcaption><pre><code>${code}</code></pre></figure>`;
    const markup = `<!DOCTYPE html><html><head><title>Storage</title></head><body><article><p>${PARAGRAPH.repeat(6)}</p>${frame('<span class="title">quillmesh.config.ts</span>', 'export default {};')}${frame('<span class="title"></span><span class="sr-only">Terminal window</span>', 'npm install quillmesh')}<p>${PARAGRAPH.repeat(4)}</p></article></body></html>`;
    const [stock, lean] = await both(markup);
    expect((stock as { textContent: string }).textContent).not.toContain('quillmesh.config.ts');
    const text = (lean as { textContent: string }).textContent;
    expect(text).toContain('quillmesh.config.ts');
    expect(text).not.toContain('Terminal window');
  });

  it("leaves out the line numbers a code block hides from screen readers, with their gutters (Expressive Code's div.ln), instead of writing each as a line of the code", async () => {
    const line = (number: number, code: string): string => `<div class="ec-line"><div class="gutter"><div class="ln" aria-hidden="true">${number}</div></div><div class="code">${code}</div></div>`;
    const markup = `<!DOCTYPE html><html><head><title>Cache</title></head><body><article><p>${PARAGRAPH.repeat(6)}</p><pre><code>${line(1, 'cache({')}${line(2, "  store: { type: 'disk' },")}${line(3, '});')}</code></pre><p>${PARAGRAPH.repeat(4)}</p></article></body></html>`;
    const [, lean] = await both(markup);
    const code = (lean as { textContent: string }).textContent;
    expect(code).toContain("cache({\n  store: { type: 'disk' },\n});");
    expect(code).not.toMatch(/\n\s*[123]\s*\n/);
  });

  it("keeps a service page's contact section, named \"contact\" under a heading that names it, which Readability drops as a contact widget; a contact widget elsewhere is left to it", async () => {
    const markup = `<!DOCTYPE html><html><head><title>Bulky waste</title></head><body><main><article><h1>Bulky waste collection</h1><p>${PARAGRAPH.repeat(6)}</p>`
      + '<h2 id="contact">Contact the waste services team</h2><p>Telephone: 01632 960418, Monday to Friday, 8am to 6pm, or write to the depot.</p>'
      + '<h2>Licensing</h2><div class="contact"><h3>Contact the licensing helpline</h3><p>Telephone: 0300 555 0172. Email: moorings@waterways.example.gov.uk</p></div>'
      + `<p>${PARAGRAPH.repeat(3)}</p></article><div class="contact-widget"><p>Chat with us now and get a quote in minutes from our friendly team today.</p></div></main></body></html>`;
    const [stock, lean] = await both(markup);
    const stockText = (stock as { textContent: string }).textContent;
    expect(stockText).not.toContain('Contact the waste services team');
    expect(stockText).not.toContain('0300 555 0172');
    const article = lean as { content: string; textContent: string };
    expect(article.textContent).toContain('Contact the waste services team');
    expect(article.textContent).toContain('Telephone: 0300 555 0172');
    expect(article.textContent.includes('Chat with us now')).toBe(stockText.includes('Chat with us now'));
  });
});
