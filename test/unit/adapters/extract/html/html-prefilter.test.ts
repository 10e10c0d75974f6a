import { describe, expect, it } from 'vitest';
import { prefilterHtml } from '../../../../../adapters/outbound/extract/html/html-prefilter.js';

describe('prefilterHtml', () => {
  it('drops scripts, styles, inline SVG and comments but keeps JSON-LD and the text', () => {
    const html = [
      '<html><head><style>p { color: red }</style>',
      '<script>var x = "<p>not text</p>";</script>',
      '<script type="application/ld+json">{"@type":"NewsArticle","articleBody":"Body <!-- kept -->"}</script></head>',
      '<body><!-- tracking --><p>Kept <b>text</b>.</p><svg viewBox="0 0 1 1"><path d="M0"/></svg><p>More</p></body></html>',
    ].join('');
    expect(prefilterHtml(html)).toEqual({
      html: '<html><head><script type="application/ld+json">{"@type":"NewsArticle","articleBody":"Body <!-- kept -->"}</script></head>'
        + '<body><p>Kept <b>text</b>.</p><p>More</p></body></html>',
      removedScripts: 1,
      streamedSegmentScripts: 0,
    });
  });

  it('is case-insensitive and tolerates attributes and spaced end tags', () => {
    expect(prefilterHtml('<SCRIPT async src="a.js"></SCRIPT ><p>x</p><Style media="print">a{}</style>')).toEqual({ html: '<p>x</p>', removedScripts: 1, streamedSegmentScripts: 0 });
  });

  it("counts React's streaming scripts (calls or definitions of its $R runtime), which the parsed page reports", async () => {
    const markup = '<main><template id="B:0"></template></main><div hidden id="S:0"><p>Specs</p></div>'
      + '<script>$RB=[];$RV=function(a){};$RC=function(b,c){};$RC("B:0","S:0")</script><script> $RS("S:1","P:1")</script>'
      + '<script>function $RC(a,b){}</script><script>window.$RC = 1; $RC("B:2","S:2")</script><script>var $R = 1</script>';
    expect(prefilterHtml(markup)).toMatchObject({ removedScripts: 5, streamedSegmentScripts: 3 });
    const { parseHtmlPage } = await import('../../../../../adapters/outbound/extract/html/html-page-parser.js');
    expect((await parseHtmlPage(markup, 'https://shop.example/p/1')).streamedSegmentScripts).toBe(3);
    expect((await parseHtmlPage('<p>No streaming</p><script>var a</script>', 'https://shop.example/p/1')).streamedSegmentScripts).toBeUndefined();
  });

  it('ends elements where a parser does, not at look-alike tags', () => {
    expect(prefilterHtml('<script>if (a</scripts) x()</script><p>x</p>').html).toBe('<p>x</p>');
    expect(prefilterHtml('<p>a <scripted>b</scripted> <svgs>c</svgs></p>').html).toBe('<p>a <scripted>b</scripted> <svgs>c</svgs></p>');
    expect(prefilterHtml('<!-- <script> --><p>kept</p><script>x</script>').html).toBe('<p>kept</p>');
  });

  it('keeps the text after a self-closing or unclosed <svg>, and drops an unclosed script or comment to the end', () => {
    expect(prefilterHtml('<svg width="1"/><p>after</p>').html).toBe('<p>after</p>');
    expect(prefilterHtml('<p>a</p><svg><p>b</p>').html).toBe('<p>a</p><p>b</p>');
    expect(prefilterHtml('<p>a</p><script>never closed <p>b</p>')).toEqual({ html: '<p>a</p>', removedScripts: 1, streamedSegmentScripts: 0 });
    expect(prefilterHtml('<p>a</p><!-- never closed <p>b</p>').html).toBe('<p>a</p>');
  });

  it('ends a <![CDATA[ in HTML content at the next > as an HTML5 parser does, so the rest of the page survives parsing', async () => {
    const markup = '<!DOCTYPE html><html><head><title>T</title></head><body><![CDATA[\n<div id="top"></div><main><p>The thread text.</p></main></body></html>';
    expect(prefilterHtml(markup).html).toBe('<!DOCTYPE html><html><head><title>T</title></head><body></div><main><p>The thread text.</p></main></body></html>');
    const { parseHtmlPage } = await import('../../../../../adapters/outbound/extract/html/html-page-parser.js');
    const page = await parseHtmlPage(markup, 'https://forum.example/t/1');
    expect(page.document.querySelector('main')?.textContent).toBe('The thread text.');
    expect(prefilterHtml('<p>a</p><![CDATA[ never closed').html).toBe('<p>a</p>');
  });

  it('stays linear on many unclosed openers', () => {
    const hostile = '<script '.repeat(200_000);
    const started = performance.now();
    expect(prefilterHtml(hostile).html).toBe(hostile);
    const comments = '<!--'.repeat(200_000);
    expect(prefilterHtml(comments).html).toBe('');
    expect(prefilterHtml('<![CDATA['.repeat(200_000)).html).toBe('');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("leaves the rating an inline SVG states in its title or label as text (Tripadvisor's bubbles), and drops any other SVG whole", () => {
    expect(prefilterHtml('<p>Location <svg class="UctUV" viewBox="0 0 128 24"><title>4.5 of 5 bubbles</title><path d="M0"/></svg></p>').html).toBe('<p>Location <span>4.5 of 5 bubbles</span></p>');
    expect(prefilterHtml('<p><svg aria-label="Rated 4 out of 5 stars" role="img"><use href="#star"/></svg></p>').html).toBe('<p><span>Rated 4 out of 5 stars</span></p>');
    expect(prefilterHtml('<p><svg aria-hidden="true"><title>4.5 of 5 bubbles</title></svg><svg><title>Close menu</title></svg><svg><title>Slide 4 of 5</title></svg></p>').html).toBe('<p></p>');
  });
  it("leaves an empty <i> for an inline SVG that is a labelled icon or draws a tick or a cross (a comparison table's cells), and nothing for other SVGs", () => {
    const { html } = prefilterHtml('<td><svg role="img" aria-label="Included" viewBox="0 0 1 1"><path d="M0"/></svg></td><td><svg class="lucide lucide-check" aria-hidden="true"><path/></svg></td><td><svg aria-hidden="true" aria-label="Hidden"><path/></svg></td><td><svg class="logo"><path/></svg></td>');
    expect(html).toBe('<td><i aria-label="Included"></i></td><td><i class="lucide lucide-check"></i></td><td></td><td></td>');
  });
});
