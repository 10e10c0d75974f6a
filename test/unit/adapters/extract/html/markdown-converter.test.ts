import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createMarkdownConverter, MAY_NEED_ESCAPING } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

describe.each(Object.entries(parsers))('createMarkdownConverter on %s', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it('emphasises each paragraph of emphasis that spans paragraphs (a quoted submission in one <i> across <br><br>s), which one pair of marks left as stray asterisks', async () => {
    expect(await convert('<p>A reader quotes: <i>"First part of the quote.<br><br>Second part."</i><br><br>The editor adds this.</p>')).toBe('A reader quotes: *"First part of the quote.*\n\n*Second part."*\n\nThe editor adds this.');
    expect(await convert('<p><b>Bold one.</b> and <em>within a line</em>.</p><div><strong><p>Strong one.</p><p>Strong two.</p></strong></div>')).toBe('**Bold one.** and *within a line*.\n\n**Strong one.**\n\n**Strong two.**');
  });

  it("links a heading that a link holds alone (a listing's <a><h3>title</h3></a>) as <h3><a> writes it; a card of a picture, a heading and a price stays its blocks, its link after its heading", async () => {
    expect(await convert('<a data-testid="search-listing-title" href="/car-details/2024"><h3>Volkswagen Golf</h3></a><p>£18,995</p>')).toBe('### [Volkswagen Golf](https://example.com/car-details/2024)\n\n£18,995');
    expect(await convert('<a href="/p/1"><img src="/1.jpg" alt="Golf"><h3>Volkswagen Golf</h3><p>£18,995</p></a>')).toBe('![Golf](https://example.com/1.jpg)\n\n### Volkswagen Golf [↗](https://example.com/p/1)\n\n£18,995');
    // A card without a heading: its first short line of text is its title.
    expect(await convert('<a href="/m4q2x7p/"><div>The Foundry at East Sixth</div><div>2210 E 6th St, Austin, TX 78702</div></a>')).toBe('The Foundry at East Sixth [↗](https://example.com/m4q2x7p/)\n\n2210 E 6th St, Austin, TX 78702');
    // A link holding a link, or a long first line, stays its blocks.
    expect(await convert(`<a href="/p/2"><p>${'word '.repeat(20)}</p><p>More.</p></a>`)).not.toContain('](https://example.com/p/2)');
  });

  it("writes a custom element that holds elements or stands among blocks as a block (Rotten Tomatoes' review cards and their fields), and one in running text inline", async () => {
    const card = (name: string, words: string): string => `<media-review-card-critic><rt-link slot="displayName">${name}</rt-link><rt-text slot="publication">The Northern Review</rt-text><rt-text slot="content">${words}</rt-text></media-review-card-critic>`;
    expect(await convert(`<div>${card('Hannah Oyelaran', 'A patient film.')}${card('Marcus Feld', 'Too slow.')}</div>`)).toBe('Hannah Oyelaran\n\nThe Northern Review\n\nA patient film.\n\nMarcus Feld\n\nThe Northern Review\n\nToo slow.');
    expect(await convert('<p>Opened <relative-time datetime="2024-01-16">Jan 16, 2024</relative-time> by ann.</p>')).toBe('Opened Jan 16, 2024 by ann.');
  });

  it("leaves out a permalink mark beside a signature that points at its anchor on the line (Haddock's selflink), and a \"#\" or \"¶\" into the page anywhere; a footnote's mark stays", async () => {
    expect(await convert('<p class="src">data <a id="t:Ring" class="def">Ring</a> a <a href="#t:Ring" class="selflink">#</a></p>')).toBe('data Ring a');
    expect(await convert('<p><code>push</code> <a href="#v:push">¶</a></p><p>Posted 2 days ago <a href="#comment-12">#</a></p>')).toBe('`push`\n\nPosted 2 days ago');
    expect(await convert('<p>A claim<a href="#fn1">†</a>.</p><p id="fn1">The source.</p>')).toBe('A claim[†](https://example.com/blog/post.html#fn1).\n\nThe source.');
  });

  it("leaves out a link back to the page's top (man7.org's \"top\" beside each section heading), not a link elsewhere that says top", async () => {
    expect(await convert('<h2><a id="NAME" href="#NAME"></a>NAME &nbsp; <a href="#top_of_page"><span class="top-link">top</span></a></h2><p>Text. <a href="#top">Back to top</a></p>')).toBe('## NAME\n\nText.');
    expect(await convert('<p>See the <a href="/charts/top">top</a> chart.</p>')).toBe('See the [top](https://example.com/charts/top) chart.');
  });

  it('leaves out a link that skips past part of the page (IKEA\'s "Skip images", "Skip to Content"), not a link elsewhere or a section named "Skip lists"', async () => {
    expect(await convert('<p><a href="#pipf-skip-images">Skip images</a></p><p>Shelf unit.</p><p><a href="#main">Skip to Content</a></p>')).toBe('Shelf unit.');
    expect(await convert('<p><a href="#skip-lists">Skip lists</a> and <a href="/std/iter/trait.Iterator.html#method.skip">skip</a>; <a href="/tours/skip-to-the-lake">Skip to the lake</a></p>')).toBe('[Skip lists](https://example.com/blog/post.html#skip-lists) and [skip](https://example.com/std/iter/trait.Iterator.html#method.skip); [Skip to the lake](https://example.com/tours/skip-to-the-lake)');
  });

  it("leaves out a picture that links back to the page's top (Apache httpd's `<img alt=\"top\">` above each directive), not one that links elsewhere or says more", async () => {
    expect(await convert('<div class="top"><a href="#page-header"><img alt="top" src="/images/up.gif"></a></div><h2>SetEnv Directive</h2>')).toBe('## SetEnv Directive');
    expect(await convert('<p><a href="/charts/top"><img alt="top" src="/t.png"></a></p><p><a href="#top"><img alt="Top ten trails" src="/trails.png"></a></p>')).toBe('[![top](https://example.com/t.png)](https://example.com/charts/top)\n\n[![Top ten trails](https://example.com/trails.png)](https://example.com/blog/post.html#top)');
  });

  it("leaves out an image marked decorative (alt=\"\") beside words (a heading's icon, a feature's check mark), and keeps one with a text alternative or standing alone", async () => {
    expect(await convert('<h2><img src="/icons/folder.svg" alt=""> Directories</h2><h2><img src="/logo.png" alt="Acme"> Acme</h2><p><img src="/chart.png" alt=""></p>')).toBe('## Directories\n\n## ![Acme](https://example.com/logo.png) Acme\n\n![](https://example.com/chart.png)');
    expect(await convert('<div class="feature-item"><img src="/check.svg" alt=""><div>Up to 2 seats</div></div><p><a href="/u/ana"><img src="/avatar.png" alt=""></a></p>')).toBe('Up to 2 seats\n\n[![](https://example.com/avatar.png)](https://example.com/u/ana)');
    // In a span of its own (SMF's message icon before each post's date), and a span that says words beside it keeps it.
    expect(await convert('<div class="postinfo"><span class="messageicon"><img src="/post/xx.png" alt=""></span> <a href="/index.php?msg=7">March 14, 2026</a></div><p><span><img src="/chart.png" alt=""></span></p>')).toBe('[March 14, 2026](https://example.com/index.php?msg=7)\n\n![](https://example.com/chart.png)');
  });

  it("sets a quotation's opening attribution (a forum's \"ann wrote: date\") apart from the quoted words; a cited title in running text stays inline", async () => {
    expect(await convert('<blockquote><div><cite><a href="/u/1">ann</a> wrote: <span>Tue Mar 04, 2025 7:22 pm</span></cite>Raised it to 4.</div></blockquote><blockquote><p>As <cite>A Book</cite> says.</p></blockquote>'))
      .toBe('> [ann](https://example.com/u/1) wrote: Tue Mar 04, 2025 7:22 pm\n>\n> Raised it to 4.\n\n> As A Book says.');
  });

  it('leaves out a link to a bare "#" that runs a script (a code box\'s "Select all")', async () => {
    expect(await convert('<div class="codebox"><p>Code: <a href="#" onclick="selectCode(this); return false;">Select all</a></p><pre><code>x = 1</code></pre></div>')).toBe('Code:\n\n```\nx = 1\n```');
  });

  it('writes a formula left as TeX inline as $…$ and displayed as $$…$$, unescaped', async () => {
    expect(await convert('<p>Keep <span data-tex="inline">\\hat{r}(x_i)</span> within <span data-tex="inline">1\\pm\\varepsilon</span>:</p><span data-tex="block">|\\hat{r}(x)-r(x)|\\leq\\varepsilon\\,r(x).</span>'))
      .toBe('Keep $\\hat{r}(x_i)$ within $1\\pm\\varepsilon$:\n\n$$|\\hat{r}(x)-r(x)|\\leq\\varepsilon\\,r(x).$$');
  });

  it("links the one line a link wraps in a block (DocC's <a><p>title</p></a>, a listing's <a><address>) or breaks with <br> (MDN), a heading it holds alone and an image alone in a block (Unsplash's <a><div><img>) as a linked image", async () => {
    expect(await convert('<ul><li><a href="/docs/docking"><p>Docking in crosswinds</p></a><p>Adjust the approach.</p></li></ul>')).toBe('- [Docking in crosswinds](https://example.com/docs/docking)\n\n  Adjust the approach.');
    expect(await convert('<div><a href="/homes/1"><address>4512 Ramsey Ave, Austin, TX</address></a></div>')).toBe('[4512 Ramsey Ave, Austin, TX](https://example.com/homes/1)');
    expect(await convert('<a href="/title/1"><h3>1. The Salt Flats</h3></a>')).toBe('### [1. The Salt Flats](https://example.com/title/1)');
    expect(await convert('<a href="/p/1"><div><img src="/p.png" alt="Shoe"></div></a>')).toBe('[![Shoe](https://example.com/p.png)](https://example.com/p/1)');
    expect(await convert('<p><a href="https://html.spec.whatwg.org/#x">HTML Standard<br><small>structuredClone</small></a></p>')).toBe('[HTML Standard structuredClone](https://html.spec.whatwg.org/#x)');
  });

  it("leaves out MediaWiki's section edit link inside a heading (the markup of wikis on MediaWiki up to 1.41)", async () => {
    expect(await convert('<h2><span class="mw-headline" id="Lore">Lore</span><span class="mw-editsection"><span class="mw-editsection-bracket">[</span><a href="/wiki/X?action=edit&amp;section=1">edit</a><span class="mw-editsection-bracket">]</span></span></h2><p>Text.</p>')).toBe('## Lore\n\nText.');
  });

  it('writes a power set as a superscript with a caret (10^6, not 106), in inline code too, and leaves note marks, ordinals and trade marks as text', async () => {
    expect(await convert('<p>About 10<sup>6</sup> m/s, E=mc<sup>2</sup>, Mg<sup>2+</sup>, <i>e</i><sup>x</sup> and H<sub>2</sub>O.</p>')).toBe('About 10^6 m/s, E=mc^2, Mg^(2+), *e*^x and H2O.');
    expect(await convert('<p>Use <code>base × factor<sup>n−1</sup></code>.</p>')).toBe('Use `base × factor^(n−1)`.');
    // A price's cents are its decimals; a footnote's asterisk stays a mark.
    expect(await convert('<p>Now $549<sup>00</sup>, was $<strong>459</strong><sup>.99</sup>; 15 days<sup>*</sup>.</p>')).toBe('Now $549.00, was $**459**.99; 15 days\\*.');
    expect(await convert('<p>Claim<sup><a href="#fn1">1</a></sup>, the 1<sup>st</sup> place, Acme<sup>TM</sup>, a mark <sup>*</sup> and <sup>2</sup> alone.</p>'))
      .toBe('Claim[1](https://example.com/blog/post.html#fn1), the 1st place, AcmeTM, a mark \\* and 2 alone.');
    // A shop that prints no currency sign names the price in its markup (bol.com): the cents, or a whole price's dash.
    expect(await convert('<p><span class="promo-price">189<sup class="promo-price__fraction">99</sup></span> or <span class="promo-price">59<sup class="promo-price__fraction">-</sup></span>, 2<sup>10</sup> bytes.</p>')).toBe('189.99 or 59,-, 2^10 bytes.');
  });

  it('drops a zero-width character opening a line or a heading (a permalink that holds only one)', async () => {
    expect(await convert('<h2><a aria-label="Navigate to header">\u200b</a> Register an endpoint</h2><p>\u200b</p><p>Text.</p>')).toBe('## Register an endpoint\n\nText.');
  });

  it("writes a task item's state as Markdown's own [x] and [ ], not escaped", async () => {
    expect(await convert('<ul><li>[x] Done item</li><li>[ ] Open item</li><li>[link] text</li></ul>')).toBe('- [x] Done item\n- [ ] Open item\n- \\[link\\] text');
  });

  it('writes a figure\'s caption as its one image\'s title, out of the running text', async () => {
    const figure = '<figure><a href="/big.jpg"><picture><img src="/cat.jpg" alt="A cat"></picture></a><figcaption>The cat, <em>asleep</em> "at last". <span>Photo: Ann Lee</span></figcaption></figure>';
    expect(await convert(`<p>Before.</p>${figure}<p>After.</p>`)).toBe('Before.\n\n[![A cat](https://example.com/cat.jpg "The cat, asleep \\"at last\\". Photo: Ann Lee")](https://example.com/big.jpg)\n\nAfter.');
    expect(await convert('<figure><img src="/p.jpg" alt="Foot"><figcaption><span class="title">Plantar fasciitis</span><p>The plantar fascia runs along the foot.</p></figcaption></figure>')).toBe('![Foot](https://example.com/p.jpg "Plantar fasciitis The plantar fascia runs along the foot.")');
  });

  it.each([
    ['two images', '<figure><img src="/a.jpg" alt="a"><img src="/b.jpg" alt="b"><figcaption>Two cats</figcaption></figure>'],
    ['an image without a source', '<figure><img alt="a"><figcaption>Two cats</figcaption></figure>'],
    ['no image', '<figure><blockquote>Quote</blockquote><figcaption>Two cats</figcaption></figure>'],
    ['an image too deep', '<figure><div><div><div><div><img src="/a.jpg" alt="a"></div></div></div></div><figcaption>Two cats</figcaption></figure>'],
  ])('keeps the caption of a figure with %s in the text', async (_case, html) => {
    const markdown = await convert(html);
    expect(markdown).toContain('Two cats');
    expect(markdown).not.toMatch(/"Two cats"\)/);
  });

  it('ends no line in spaces of any kind (thin, no-break, ideographic), so a line of nothing else collapses with the blank lines around it', async () => {
    const item = (title: string) => `<li><div>${title}</div><div><a href="/reviews">\u2009</a></div><div><img src="/star.png" alt="">\u00a0\u3000</div><div>$11.99</div></li>`;
    const markdown = await convert(`<ol>${item('Plan A')}${item('Plan B')}</ol><p>After.</p>`);
    expect(markdown).toBe('1. Plan A\n\n   ![](https://example.com/star.png)\n\n   $11.99\n\n2. Plan B\n\n   ![](https://example.com/star.png)\n\n   $11.99\n\nAfter.');
  });

  it('writes a no-break space inside a line as a space (a signature copies as code), and keeps one that indents a line or follows a block marker', async () => {
    const markdown = await convert('<div><span>public&nbsp;final</span>&nbsp;<span>int</span>&nbsp;read(byte[]&nbsp;b, int&nbsp;off)</div><p><code>read(byte[]&nbsp;b)</code>, 10&nbsp;km</p><p>\u00a0\u00a0\u00a0\u00a0Indented by the page</p><pre><code>int\u00a0x = 1;</code></pre>');
    expect(markdown).toBe('public final int read(byte[] b, int off)\n\n`read(byte[] b)`, 10 km\n\n\u00a0\u00a0\u00a0\u00a0Indented by the page\n\n```\nint x = 1;\n```');
    // After a block marker it stays: as a space it would make the page's text a list item or a heading.
    expect(await convert('<p>0.&nbsp;Be aware of the wrapper&nbsp;script.</p><p>#&nbsp;not a heading</p>')).toBe('0.\u00a0Be aware of the wrapper script.\n\n#\u00a0not a heading');
  });

  it("leaves an icon's text out: an icon font's ligature, a hidden placeholder, a picture's label", async () => {
    const html = '<ul><li><span class="card__icon">Icon</span><a href="/a">Anthropic study on skills</a></li></ul>'
      + '<p>Filters <i class="large material-icons">close</i> <span class="material-symbols-outlined">expand_more</span></p>'
      + '<p><a href="/w"><span class="contact-icon website-icon">Website</span></a> <span class="icon">★</span></p>';
    expect(await convert(html)).toBe('- [Anthropic study on skills](https://example.com/a)\n\nFilters');
    expect(await (await createMarkdownConverter(BASE, false))(parse(html).body)).toContain('Icon');
    // An arrow written as itself says what a function returns (Sphinx's signature).
    expect(await convert('<p>load(<em>path</em>) <span class="sig-return-icon">→</span> Config</p>')).toBe('load(*path*) → Config');
  });

  it.each([
    ['a class that names the text beside an icon', '<span class="a-icon-alt">4.5 out of 5 stars</span>', '4.5 out of 5 stars'],
    ['a class that names the text beside an icon', '<span class="icon-menu__text">Recipes</span>', 'Recipes'],
    ['a longer text', '<div class="feature-icon">Free returns on every order over fifty</div>', 'Free returns on every order over fifty'],
    ['an icon element with children', '<div class="has-icon"><b>New</b> arrivals</div>', '**New** arrivals'],
    ['a link named as an icon', '<a class="social-icon" href="/x">Twitter</a>', '[Twitter](https://example.com/x)'],
  ])('keeps %s', async (_case, html, expected) => {
    expect(await convert(html)).toBe(expected);
  });

  it('writes ATX headings, emphasis and lists', async () => {
    expect(await convert('<h1>Title</h1><h2>Sub</h2><p>Some <strong>bold</strong> and <em>soft</em> text.</p><ul><li>one</li><li>two</li></ul>'))
      .toBe('# Title\n\n## Sub\n\nSome **bold** and *soft* text.\n\n- one\n- two');
  });

  it('writes a heading with line breaks on one line, and a long one as before (its first line the heading)', async () => {
    expect(await convert('<h2>Make bookkeeping<br>a breeze</h2><h4><br><strong>What does it offer?</strong></h4><p>Text.</p>'))
      .toBe('## Make bookkeeping a breeze\n\n#### **What does it offer?**\n\nText.');
    const long = 'word '.repeat(50).trim();
    expect(await convert(`<h2>Short title<br>${long}</h2>`)).toBe(`## Short title\n${long}`);
  });

  it('writes nothing for a heading or list item whose only content was dropped, and keeps the numbering of the others', async () => {
    const markdown = await convert('<h3><img src="data:image/png;base64,AA"></h3><h3><a href="/x"></a></h3><p>Highlights:</p><ol><li>one</li><li><button>Close</button></li><li>three</li></ol><ul><li><svg></svg></li><li>kept</li></ul>');
    expect(markdown).toBe('Highlights:\n\n1. one\n3. three\n\n- kept');
  });

  it("writes an item that opens with elements printing nothing (Shopify's <link> tags) on its marker's line, inside the list", async () => {
    const markdown = await convert('<ul><li>\n  <link href="/a.css" rel="stylesheet">\n  <link href="/b.css" rel="stylesheet">\n<div><h3>Kettle</h3><p>$12</p></div></li><li><div><h3>Pan</h3><p>$9</p></div></li></ul>');
    expect(markdown).toBe('- ### Kettle\n\n  $12\n\n- ### Pan\n\n  $9');
  });

  it('writes emphasis with `*`, which also holds inside a word and next to punctuation', async () => {
    expect(await convert('<p>an <em>un</em>likely, <em>“interim”</em> rule for snake_case</p>')).toBe('an *un*likely, *“interim”* rule for snake_case');
  });

  it('leaves an underscore inside a word unescaped (it never reads as emphasis) and escapes those that could', async () => {
    expect(await convert('<p>Call sys_llseek or ensure_ascii, ask @olga_n_photo, see http://bugs.example/enter_bug.cgi</p>'))
      .toBe('Call sys_llseek or ensure_ascii, ask @olga_n_photo, see http://bugs.example/enter_bug.cgi');
    expect(await convert('<p>_private and __dunder__ and trailing_ and a_*b and a\\_b and 2*3*4</p>'))
      .toBe('\\_private and \\_\\_dunder\\_\\_ and trailing\\_ and a\\_\\*b and a\\\\\\_b and 2\\*3\\*4');
    expect(await convert('<h3><a href="/any#tymethod.type_id">type_id</a>(&amp;self)</h3>')).toBe('### [type_id](https://example.com/any#tymethod.type_id)(&self)');
  });

  it('escapes line-start syntax only where a text node starts a line, not where it continues one', async () => {
    expect(await convert('<h4>fn next(&amp;mut self) -<span>&gt; <a href="/o">Option</a></span>, x <span>= y</span>, 10 <span>- 20</span></h4><p><span>- not a list</span></p>'))
      .toBe('#### fn next(&mut self) -> [Option](https://example.com/o), x = y, 10 - 20\n\n\\- not a list');
  });

  it('numbers ordered lists from their start and indents nested lists under their item', async () => {
    expect(await convert('<ol start="3"><li>three<ul><li>inner</li></ul></li><li>four</li></ol>')).toBe('3. three\n   - inner\n4. four');
  });

  it.each([
    ['<pre><code class="language-typescript">const a = 1;</code></pre>', 'typescript'],
    ['<pre><code class="lang-rust">let a = 1;</code></pre>', 'rust'],
    ['<div class="highlight-python notranslate"><div class="highlight"><pre>print(1)</pre></div></div>', 'python'],
    ['<div class="highlight highlight-source-go"><pre>fmt.Println(1)</pre></div>', 'go'],
    ['<pre class="brush: js;">alert(1)</pre>', 'js'],
    ['<pre data-lang="Ruby"><code>puts 1</code></pre>', 'ruby'],
    ['<pre><code>plain()</code></pre>', ''],
    ['<div class="highlight-default notranslate"><div class="highlight"><pre>s = requests.Session()</pre></div></div>', ''],
    ['<div class="highlight-none notranslate"><div class="highlight"><pre>$ make</pre></div></div>', ''],
    ['<div class="highlight-none" data-lang="sh"><pre>$ make</pre></div>', 'sh'],
  ])('fences %j with language %j', async (html, language) => {
    const markdown = await convert(html);
    expect(markdown.split('\n')[0]).toBe(`\`\`\`${language}`);
    expect(markdown.endsWith('\n```')).toBe(true);
  });

  it('keeps a time apart from a name or label set flush against it (a style sheet moves them apart), and adds no space where there is one', async () => {
    expect(await convert('<div class="meta"><span class="creator"><a href="/u/cchen">cchen</a></span><span class="infos"><time datetime="2024-03-02">March 2, 2024</time></span></div>'))
      .toBe('[cchen](https://example.com/u/cchen) March 2, 2024');
    expect(await convert('<p>Posted<time>today</time>by ann</p>')).toBe('Posted today by ann');
    expect(await convert('<p>Posted <time>today</time>, by ann (<time>10:00</time>)</p>')).toBe('Posted today, by ann (10:00)');
    expect(await convert('<p><time>2024</time></p><p>Next</p>')).toBe('2024\n\nNext');
    expect(await convert('<pre><code>log<time>12:00</time>ok</code></pre>')).toBe('```\nlog12:00ok\n```');
    // The caller's tree is left as it was (the spaces go into Turndown's copy).
    const body = parse('<p>by<time>today</time></p>').body;
    const html = body.innerHTML;
    expect((await createMarkdownConverter(BASE))(body)).toBe('by today');
    expect(body.innerHTML).toBe(html);
  });

  it('leaves out spacer and tracking images (at most one pixel wide or high), keeping an alt text', async () => {
    const markdown = await convert('<p>A<img src="/s.gif" width="0" height="1"> B <img src="/pixel" width="1px" height="1px" alt="tracker"> C <img src="/cat.png" width="10" height="1"></p><p><img src="/dog.png" width="120" height="80" alt="Dog"></p>');
    expect(markdown).toBe('A B tracker C\n\n![Dog](https://example.com/dog.png)');
  });

  it('makes links and images absolute and drops unsafe schemes but keeps their text', async () => {
    const markdown = await convert(
      '<p><a href="../about">About</a> <a href="javascript:alert(1)">Click</a> <a href="data:text/html,x">Data</a> '
      + '<a href="vbscript:x">VB</a> <a href="file:///etc/passwd">File</a> <a href="mailto:a@b.c">Mail</a> '
      + '<a href="https://x.example/a(b)">Paren</a></p><p><img src="/img/cat.png" alt="A cat"> <img src="data:image/png;base64,AA" alt="inline"> <img data-src="lazy.jpg" alt=""></p>',
    );
    expect(markdown).toContain('[About](https://example.com/about)');
    expect(markdown).toContain('Click Data VB File Mail');
    expect(markdown).not.toMatch(/javascript:|data:|vbscript:|file:|mailto:/);
    expect(markdown).toContain('[Paren](https://x.example/a%28b%29)');
    expect(markdown).toContain('![A cat](https://example.com/img/cat.png)');
    expect(markdown).toContain('inline');
    expect(markdown).toContain('![](https://example.com/blog/lazy.jpg)');
  });

  it('reads an image without a source attribute from its srcset, or its picture\'s sources, as a browser would', async () => {
    const markdown = await convert(
      '<p><img srcset="/w400.jpg 400w, /w800.jpg 800w" sizes="50vw" alt="Wide"></p>'
      + '<p><img src="data:image/gif;base64,R0lGOD" data-srcset="lazy-1x.jpg 1x, lazy-2x.jpg 2x" alt="Lazy"></p>'
      + '<p><picture><source srcset="#, # 2x"><source srcset="/hero.webp" type="image/webp"><img alt="Hero"></picture></p>'
      + '<p><picture><source srcset="#"><img srcset="# 2x" alt="Placeholder only"></picture></p>',
    );
    expect(markdown).toContain('![Wide](https://example.com/w400.jpg)');
    expect(markdown).toContain('![Lazy](https://example.com/blog/lazy-1x.jpg)');
    expect(markdown).toContain('![Hero](https://example.com/hero.webp)');
    // A candidate that is the page itself names no image: the alt text stays as text.
    expect(markdown).toContain('Placeholder only');
    expect(markdown).not.toContain('](https://example.com/blog/post.html');
  });

  it("leaves out a heading's permalink mark (Sphinx, MkDocs, rustdoc, Docusaurus) and a script's symbol control", async () => {
    const markdown = await convert(
      '<section id="session-objects"><h2>Session Objects<a class="headerlink" href="#session-objects" title="Link to this heading">¶</a></h2><p>One.</p></section>'
      + '<h2 id="fast-track">Fast Track<a class="hash-link" href="#fast-track">\u200b</a></h2><p>Two.</p>'
      + '<section id="impl-Result%3CT,+E%3E"><a href="/src/result.rs">Source</a><a href="#impl-Result%3CT,+E%3E" class="anchor">§</a><h3>impl Result</h3></section>'
      + '<h3 id="basic-usage">Basic Usage<a href="https://example.com/blog/post.html#basic-usage">#</a></h3>'
      + '<p>Iter<a href="#" class="tooltip">ⓘ</a> over it.</p>'
      + '<p>ann 3 hours ago <a class="togg" href="javascript:void(0)">[–]</a> <a href="javascript:vote(1)">▲</a> <a href="javascript:more()">more</a></p>',
    );
    expect(markdown).toMatch(/^## Session Objects\n\nOne\.\n\n## Fast Track\n\nTwo\.\n\n\[Source\]\(https:\/\/example\.com\/src\/result\.rs\)\n\n### impl Result\n\n### Basic Usage\n\nIter over it\.\n\nann 3 hours ago +more$/);
  });

  it("marks struck-out text (an old price, a statement a document withdraws) with GFM's ~~, inline only", async () => {
    const markdown = await convert('<p><s class="price-item--regular">$68.00</s> <span>$54.00</span></p><p>Was <del>£64.00</del>, <span style="text-decoration: line-through;">€62.00</span> before.</p><del><p>A withdrawn paragraph.</p></del><p><s> </s>end</p>');
    expect(markdown).toBe('~~$68.00~~ $54.00\n\nWas ~~£64.00~~, ~~€62.00~~ before.\n\n~~A withdrawn paragraph.~~\n\nend');
    expect(await convert('<p><mark>$3.49</mark><s>$4.29</s>with Card</p>')).toBe('$3.49 ~~$4.29~~ with Card');
  });

  it("leaves out a decorative avatar (alt=\"\", its class or its holder's naming an avatar), and keeps a described one", async () => {
    const markdown = await convert('<div class="avatar article-avatar"><img src="/p/ines.png" alt="" class="user-avatar"></div><p><a href="/profiles/ines">Ines</a> wrote this.</p><p><img src="/p/team.png" alt="" class="hero"></p><div class="avatar"><img src="/p/theo.png" alt="Theo Marchetti"></div>');
    expect(markdown).toBe('[Ines](https://example.com/profiles/ines) wrote this.\n\n![](https://example.com/p/team.png)\n\n![Theo Marchetti](https://example.com/p/theo.png)');
  });

  it("reads a heading whose whole text links to the heading itself (mdBook's a.header) as its text, and keeps a heading's link elsewhere", async () => {
    const markdown = await convert(
      '<h3 id="lending-a-spool"><a class="header" href="#lending-a-spool">Lending a Spool</a></h3><p>One.</p>'
      + '<section id="exclusive"><h3><a href="#exclusive">Exclusive Borrows</a></h3><p>Two.</p></section>'
      + '<h3 id="summary"><a href="#other">Summary</a></h3><p>Three.</p>'
      + '<h3><a href="https://example.com/guide.html">The guide</a></h3><p>Four.</p>',
    );
    expect(markdown).toBe('### Lending a Spool\n\nOne.\n\n### Exclusive Borrows\n\nTwo.\n\n### [Summary](https://example.com/blog/post.html#other)\n\nThree.\n\n### [The guide](https://example.com/guide.html)\n\nFour.');
  });

  it("leaves out a heading's permalink to an anchor set outside it (Sphinx's labels and module targets, as Django's docs have them), kept or not", async () => {
    const markdown = await convert(
      '<div class="section" id="s-middleware"><span id="module-django.middleware"></span><span id="middleware"></span>'
      + '<h1>Middleware<a class="headerlink" href="#module-django.middleware" title="Permalink to this heading">¶</a></h1><p>One.</p>'
      + '<p>See the note.<a href="#note">†</a></p><span id="note"></span><p>† A note.</p></div>',
    );
    expect(markdown).toContain('# Middleware\n\nOne.');
    const withoutAnchors = await convert('<div id="s-gzip"><h3>GZip middleware<a href="#module-django.middleware.gzip">¶</a></h3><p>Two.</p></div>');
    expect(withoutAnchors).toBe('### GZip middleware\n\nTwo.');
    expect(markdown).toContain('[†](https://example.com/blog/post.html#note)');
  });

  it('keeps a symbol that points elsewhere in the page (a footnote mark) and one to another page; a worded link to its own heading is its text', async () => {
    const markdown = await convert(
      '<h2 id="a"><a href="#a">Pricing</a></h2><p>From $10.<a href="#footnote-1">◊</a> See <a href="/other#a">¶</a>.</p><p id="footnote-1">◊ Monthly.</p>',
    );
    expect(markdown).toContain('## Pricing\n');
    expect(markdown).toContain('[◊](https://example.com/blog/post.html#footnote-1)');
    expect(markdown).toContain('[¶](https://example.com/other#a)');
  });

  it('drops scripts, styles, forms controls and embeds', async () => {
    const markdown = await convert('<p>Keep</p><script>var secret = 1;</script><style>p{}</style><noscript>Enable JS</noscript><button>Share</button><iframe src="https://ads.example"></iframe>');
    expect(markdown).toBe('Keep');
  });

  it('drops the fallback message of video and audio, which a browser with media support never shows, and keeps a fallback with a link', async () => {
    const markdown = await convert(
      '<p>Watch the demo.</p><video loop muted poster="/demo.webp"><source src="/demo.webm" type="video/webm">Your browser does not support the video tag.</video>' +
        '<audio controls src="/talk.mp3"><a href="/talk.mp3">Download the talk</a> (your browser cannot play audio).</audio><p>Then read on.</p>',
    );
    expect(markdown).toBe('Watch the demo.\n\n[Download the talk](https://example.com/talk.mp3) (your browser cannot play audio).\n\nThen read on.');
  });

  it("names a fence by Medium's data-code-block-lang, reads LinkedIn's delayed image addresses, and writes a heading's opening number without a list marker's escape", async () => {
    expect(await convert('<pre><span data-code-block-mode="1" data-code-block-lang="python">print(1)</span></pre>')).toBe('```python\nprint(1)\n```');
    expect(await convert('<p><img data-delayed-url="https://media.licdn.com/a.jpg" alt="Bar chart"></p>')).toBe('![Bar chart](https://media.licdn.com/a.jpg)');
    expect(await convert('<h2>1. Declare the incident</h2><h3>- Draft</h3>')).toBe('## 1. Declare the incident\n\n### - Draft');
  });
});

describe('MAY_NEED_ESCAPING', () => {
  it('lets through only text that Turndown would escape: skipping the escape never changes the output', async () => {
    const { default: TurndownService } = await import('turndown');
    const service = new TurndownService();
    const characters = fc.constantFrom('a', ' ', '\n', '-', '+', '=', '#', '~', '>', '1', '.', '*', '_', '`', '[', ']', '\\', 'é');
    fc.assert(fc.property(fc.array(characters, { maxLength: 12 }).map((chars) => chars.join('')), (text) => {
      if (!MAY_NEED_ESCAPING.test(text)) expect(service.escape(text)).toBe(text);
    }), { numRuns: 3000, seed: 12 });
    for (const text of ['- item', '+ item', '== x', '## h', '~~~', '> q', '12. x', 'a*b', 'a_b', '`c`', '[l]', 'back\\slash']) {
      expect(MAY_NEED_ESCAPING.test(text), text).toBe(true);
      expect(service.escape(text)).not.toBe(text);
    }
  });
});
