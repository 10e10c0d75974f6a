import { describe, expect, it } from 'vitest';
import { prefilterHtml } from '../../../bench/extract/prototype/html-prefilter.js';

describe('HTML prefilter', () => {
  it('drops scripts, styles, inline SVG and comments but keeps JSON-LD and the text', () => {
    const html = [
      '<html><head><style>p { color: red }</style>',
      '<script>var x = "<p>not text</p>";</script>',
      '<script type="application/ld+json">{"@type":"NewsArticle","articleBody":"Body"}</script></head>',
      '<body><!-- tracking --><p>Kept <b>text</b>.</p><svg viewBox="0 0 1 1"><path d="M0"/></svg><p>More</p></body></html>',
    ].join('');
    const filtered = prefilterHtml(html);
    expect(filtered).toBe(
      '<html><head><script type="application/ld+json">{"@type":"NewsArticle","articleBody":"Body"}</script></head>' +
        '<body><p>Kept <b>text</b>.</p><p>More</p></body></html>',
    );
  });

  it('is case-insensitive and tolerates attributes and spaced end tags', () => {
    expect(prefilterHtml('<SCRIPT async src="a.js"></SCRIPT ><p>x</p><Style media="print">a{}</style>')).toBe('<p>x</p>');
  });
});
