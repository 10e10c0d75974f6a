import { describe, expect, it } from 'vitest';
import { both, PARAGRAPH } from './lean-readability-support.js';

/**
 * Session 37: Scalar's API reference sets `custom-scroll` (its own scrollbar style) on every card body and code
 * block; Readability scores "scroll" down and removed the request and response examples whole.
 */
describe('leanReadability: a box named custom-scroll', () => {
  it("keeps Scalar's code blocks in div.scalar-code-block.custom-scroll, which Readability removes; a scrolling ticker named so still goes", async () => {
    const code = '<pre class="scalar-codeblock-pre"><code class="hljs language-shell">curl \'https://api.meridiantides.net/v3/stations/9414290/predictions\' \\\n  --header \'Authorization: Bearer TOKEN\'</code></pre>';
    const page = (names: string): string => `<!DOCTYPE html><html><head><title>Predictions</title></head><body><article><h1>Get predictions</h1><p>${PARAGRAPH.repeat(5)}</p>`
      + `<div class="scalar-card-content request-editor-section ${names}"><div class="scalar-code-block ${names} min-h-12">${code}</div></div><p>${PARAGRAPH.repeat(3)}</p></article></body></html>`;
    const [stock, lean] = await both(page('custom-scroll'));
    expect((stock as { textContent: string }).textContent).not.toContain('api.meridiantides.net');
    expect((lean as { textContent: string }).textContent).toContain('api.meridiantides.net');
    const [, ticker] = await both(page('news-scroll'));
    expect((ticker as { textContent: string }).textContent).not.toContain('api.meridiantides.net');
  });
});
