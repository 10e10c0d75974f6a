import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/** Tables and definition lists: data tables as GFM tables, layout tables as paragraphs, name–value pairs as lines. */
describe.each(Object.entries(parsers))('createMarkdownConverter on %s: tables and definition lists', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it('turns a data table into a GFM table with a header row, padding and colspan', async () => {
    const markdown = await convert(
      '<table><caption>Prices</caption><thead><tr><th>Item</th><th>Price</th><th>Note</th></tr></thead>'
      + '<tbody><tr><td>Tea</td><td>2 | 3</td></tr><tr><td colspan="2">Coffee</td><td>hot<br>strong</td></tr></tbody></table>',
    );
    expect(markdown).toBe('Prices\n\n| Item | Price | Note |\n| --- | --- | --- |\n| Tea | 2 \\| 3 | |\n| Coffee | | hot strong |');
  });

  it('leaves the columns a rowspan cell covers empty in the rows below it, so their cells keep their columns (a nutrition table\'s Energy kJ/kcal rows)', async () => {
    const markdown = await convert('<table><tr><th>Typical values</th><th>Per 100g</th><th>Per serving</th><th>%RI</th></tr>'
      + '<tr><th rowspan="2">Energy</th><td>1522kJ</td><td>893kJ</td><td>11%</td></tr><tr><td>361kcal</td><td>212kcal</td><td></td></tr>'
      + '<tr><th>Fat</th><td>6.8g</td><td>5.1g</td><td rowspan="2">7%</td></tr><tr><th>Salt</th><td>0.1g</td><td>0.2g</td></tr></table>');
    expect(markdown).toBe('| Typical values | Per 100g | Per serving | %RI |\n| --- | --- | --- | --- |\n| Energy | 1522kJ | 893kJ | 11% |\n| | 361kcal | 212kcal |  |\n| Fat | 6.8g | 5.1g | 7% |\n| Salt | 0.1g | 0.2g | |');
  });

  it("leaves a caption's permalink mark out of its title (Sphinx's \"¶\" after a numbered table's title)", async () => {
    const markdown = await convert('<table><caption><span class="caption-text">Hooks in the order they run</span><a class="headerlink" href="#id2" title="Link to this table">¶</a></caption>'
      + '<tr><th>Hook</th><th>When</th></tr><tr><td>pre</td><td>before</td></tr></table>');
    expect(markdown).toBe('Hooks in the order they run\n\n| Hook | When |\n| --- | --- |\n| pre | before |');
  });

  it('reads layout tables as paragraphs', async () => {
    const markdown = await convert('<table role="presentation"><tr><td><p>Left column text</p></td><td><p>Right column text</p></td></tr></table>');
    expect(markdown).not.toContain('|');
    expect(markdown).toContain('Left column text');
    expect(markdown).toContain('Right column text');
    const nested = await convert('<table><tr><td><table><tr><td>a</td><td>b</td></tr></table></td><td>c</td></tr></table>');
    expect(nested.match(/\| --- \|/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it('reads a one-row table and a grid of mostly empty cells as layout, unless data markup says otherwise', async () => {
    // AsciiDoc's admonition: the label beside its text in one row.
    expect(await convert('<table><tr><td class="icon"><div class="title">Note</div></td><td class="content">The branch is not special.</td></tr></table>'))
      .toBe('Note\n\nThe branch is not special.');
    // A forum's post grid: spacer and vote cells beside the post.
    const grid = '<table><tr><td class="ind"></td><td class="votelinks"><a href="vote?id=1"></a></td><td>by ann</td></tr>'
      + '<tr><td colspan="2"></td><td>The clock keeps the hot pages.</td></tr><tr><td></td><td></td><td></td></tr></table>';
    expect(await convert(grid)).toBe('by ann\n\nThe clock keeps the hot pages.');
    // Header cells (or a caption, a summary) make even one row or a sparse grid data.
    expect(await convert('<table><tr><th>Size</th><th>Hits</th></tr></table>')).toBe('| Size | Hits |\n| --- | --- |');
    expect(await convert('<table summary="Results"><tr><td>a</td><td></td><td></td></tr><tr><td></td><td></td><td>b</td></tr></table>')).toContain('| a |  |  |\n| --- | --- | --- |\n|  |  | b |');
    expect(await convert('<table datatable="0"><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table>')).toBe('a\n\nb\n\nc\n\nd');
    expect(await convert('<table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td></td></tr></table>')).toBe('| a | b |\n| --- | --- |\n| c |  |');
  });

  it('drops the spacer rows of a data table (rows of empty cells below the header), keeping rows with an image', async () => {
    // A bug tracker's field table: a section gap between groups of fields.
    const fields = '<table><tr><th>Status:</th><td>RESOLVED</td></tr><tr><td colspan="2" class="bz_section_spacer"></td></tr>'
      + '<tr><th>Product:</th><td>Tidewater</td></tr><tr><th> </th><td>\n</td></tr><tr><th>Icon:</th><td><img src="/i.png" alt=""></td></tr></table>';
    expect(await convert(fields)).toBe('| Status: | RESOLVED |\n| --- | --- |\n| Product: | Tidewater |\n| Icon: | ![](https://example.com/i.png) |');
    // An empty header row stays: it is the table's header line.
    expect(await convert('<table><tr><th></th><th></th></tr><tr><td>a</td><td>b</td></tr></table>')).toBe('|  |  |\n| --- | --- |\n| a | b |');
    // A row without cells (Hacker News's tr.spacer between items) does not cut the table in two.
    expect(await convert('<table><tr><td>1.</td><td>Alpha</td></tr><tr><td></td><td>10 points</td></tr><tr class="spacer" style="height:5px"></tr><tr><td>2.</td><td>Beta</td></tr></table>'))
      .toBe('| 1. | Alpha |\n| --- | --- |\n|  | 10 points |\n| 2. | Beta |');
  });

  it('writes a table whose header cells label its rows only (no <thead>, a <th> opening every row) under an empty header row, and a table with column headers as before', async () => {
    expect(await convert('<table><tr><th>Volume</th><td>28 L</td></tr><tr><th>Weight</th><td>1.02 kg</td></tr></table>')).toBe('|  |  |\n| --- | --- |\n| Volume | 28 L |\n| Weight | 1.02 kg |');
    expect(await convert('<table><tr><th>Size</th><th>Chest</th></tr><tr><th>S</th><td>96</td></tr></table>')).toBe('| Size | Chest |\n| --- | --- |\n| S | 96 |');
    expect(await convert('<table><thead><tr><th>Key</th><td>Value</td></tr></thead><tr><th>a</th><td>1</td></tr></table>')).toBe('| Key | Value |\n| --- | --- |\n| a | 1 |');
  });

  it('writes a definition list of short pairs (a data sheet, a glossary of one-line entries) as one list item per pair, its pairs wrapped in <div>s or not', async () => {
    expect(await convert('<p>Data sheet</p><dl><dt>Material</dt><dd>Stoneware, fired at 1280 °C</dd><dt>Filter size:</dt><dd><a href="/cones/02">02 cone</a></dd></dl><p>After.</p>')).toBe('Data sheet\n\n- Material: Stoneware, fired at 1280 °C\n- Filter size: [02 cone](https://example.com/cones/02)\n\nAfter.');
    expect(await convert('<dl><div class="spec-row"><dt>Driver Size</dt><dd>40 millimeters</dd></div><div class="spec-row"><dt><code>E_LOCKED</code></dt><dd>Another process holds the lock.</dd></div></dl>')).toBe('- Driver Size: 40 millimeters\n- `E_LOCKED`: Another process holds the lock.');
    // A value that is one paragraph (pkgdown's arguments, Sphinx's field lists) is still a line.
    expect(await convert('<dl><dt id="arg--data">.data</dt><dd><p>A data frame or tibble.</p></dd><dt>.width</dt><dd><p>Window size, in rows.</p></dd></dl>')).toBe('- .data: A data frame or tibble.\n- .width: Window size, in rows.');
  });

  it("writes a layout table of name–value rows (Amazon's table.a-keyvalue role=\"presentation\") as one list item per row, without the shop's direction marks", async () => {
    expect(await convert('<table class="a-keyvalue" role="presentation"><tbody><tr><th> Brand </th><td> \u200eLarkvale </td></tr><tr><th>Item Weight</th><td>\u200e<a href="/w">13.8 ounces</a></td></tr></tbody></table>')).toBe('- Brand: Larkvale\n- Item Weight: [13.8 ounces](https://example.com/w)');
    // A layout table of other rows still reads as paragraphs.
    expect(await convert('<table role="presentation"><tr><td>Left</td><td>Right</td></tr></table>')).toBe('Left\n\nRight');
  });

  it('leaves a definition list that is more than pairs of lines as paragraphs: several values to a term, a value of paragraphs, a value of several links', async () => {
    expect(await convert('<dl><dt>Parameters:</dt><dd><code>timeout</code> - how long</dd><dd><code>unit</code> - its unit</dd></dl>')).toBe('Parameters:\n\n`timeout` - how long\n\n`unit` - its unit');
    expect(await convert('<dl><dt>Term</dt><dd><p>One.</p><p>Two.</p></dd></dl>')).toBe('Term\n\nOne.\n\nTwo.');
    expect(await convert('<dl><dt>All Known Subinterfaces:</dt><dd><a href="/A.html">A</a>, <a href="/B.html">B</a></dd></dl>')).toBe('All Known Subinterfaces:\n\n[A](https://example.com/A.html), [B](https://example.com/B.html)');
  });

  it("writes rows of a label block and a value block (Home Depot's spec rows, Costco's, Redmine's attributes) as one list item per row, as a definition list's pairs", async () => {
    const row = (label: string, value: string): string => `<div class="specifications__row"><div class="specifications__cell--label">${label}</div><div class="specifications__cell">${value}</div></div>`;
    expect(await convert(`<div class="specifications__table">${row('Chuck Type', 'Ratcheting')}${row('Clutch Settings', ' 16 ')}${row('Motor Type', '<span>Brushless</span>')}</div>`)).toBe('- Chuck Type: Ratcheting\n- Clutch Settings: 16\n- Motor Type: Brushless');
    // A label ending in a colon may name an empty value; a value may be one link.
    expect(await convert(`<div>${row('Status:', 'Closed')}${row('Due date:', '')}${row('Assignee:', '<a href="/users/4">Tomas Brenner</a>')}</div>`)).toBe('- Status: Closed\n- Due date:\n- Assignee: [Tomas Brenner](https://example.com/users/4)');
    // List items of two blocks too; a list item of two runs of text is one line already, and stays as the page wrote it.
    expect(await convert('<ul><li><div>Brand</div><div>Halvik</div></li><li><div>Model</div><div>75Q8</div></li><li><div>Ports</div><div>4</div></li></ul>')).toBe('- Brand: Halvik\n- Model: 75Q8\n- Ports: 4');
    expect(await convert('<ul><li><strong>Color:</strong> <span>Black</span></li><li><strong>Weight:</strong> <span>1.8 lbs</span></li><li><strong>Connector:</strong> <span>XLR</span></li></ul>')).toBe('- **Color:** Black\n- **Weight:** 1.8 lbs\n- **Connector:** XLR');
  });

  it('leaves rows that are not a data sheet as the page wrote them: two rows, a sentence for a label, a value of blocks or of links, text beside the rows', async () => {
    const row = (label: string, value: string): string => `<div class="r"><div>${label}</div><div>${value}</div></div>`;
    expect(await convert(`<div>${row('Brand', 'Halvik')}${row('Model', '75Q8')}</div>`)).toBe('Brand\n\nHalvik\n\nModel\n\n75Q8');
    expect(await convert(`<div>${row('A', 'one')}${row('B', '<p>two</p><p>three</p>')}${row('C', 'four')}</div>`)).not.toContain('- A:');
    expect(await convert(`<div>${row('A', 'one')}${row('This label is a whole sentence about the value that follows it here', 'two')}${row('C', 'four')}</div>`)).not.toContain('- A:');
    expect(await convert(`<div>${row('Tags', '<a href="/a">a</a> <a href="/b">b</a>')}${row('B', 'two')}${row('C', 'four')}</div>`)).not.toContain('- B:');
    expect(await convert(`<div>Intro ${row('A', 'one')}${row('B', 'two')}${row('C', 'four')}</div>`)).not.toContain('- A:');
  });

  it("writes a one-row table of a number and its text as a numbered item (EUR-Lex's recitals and points), its sub-points after it", async () => {
    const item = (number: string, text: string): string => `<table width="100%"><col width="4%"><col width="96%"><tbody><tr><td><p class="oj-normal">${number}</p></td><td>${text}</td></tr></tbody></table>`;
    expect(await convert(item('(1)', '<p class="oj-normal">Consumers wish to keep devices longer.</p>'))).toBe('(1) Consumers wish to keep devices longer.');
    expect(await convert(item('(c)', `<p>notebook computers, including:</p>${item('(i)', '<p>convertible notebooks;</p>')}${item('(ii)', '<p>mobile workstations;</p>')}`))).toBe('(c) notebook computers, including:\n\n(i) convertible notebooks;\n\n(ii) mobile workstations;');
    // A data table's one row whose first cell is a word stays a table.
    expect(await convert('<table><thead><tr><th>Grade</th><th>Score</th></tr></thead><tbody><tr><td>A</td><td>9.0</td></tr></tbody></table>')).toContain('| A | 9.0 |');
  });
});
