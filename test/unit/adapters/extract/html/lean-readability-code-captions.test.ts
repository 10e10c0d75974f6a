import { describe, expect, it } from 'vitest';
import { both, PARAGRAPH } from './lean-readability-support.js';

const textOf = (article: unknown): string => (article as { textContent: string }).textContent;

/** A code block in a `<figure>` whose title bar (a `<div>`) holds the file name in a `<figcaption>`, an icon and a copy button (Fumadocs'). */
const titledCode = (file: string, code: string): string => '<figure class="my-4 rounded-xl shiki relative border overflow-hidden text-sm" tabindex="0">'
  + '<div class="flex items-center gap-2 border-b px-4"><svg viewBox="0 0 24 24"><path d="M0 0h24v24H0z"></path></svg>'
  + `<figcaption class="flex-1 truncate">${file}</figcaption><div class="-me-2"><button type="button" aria-label="Copy Text"><svg viewBox="0 0 24 24"><path d="M1 1h8v4H1z"></path></svg></button></div></div>`
  + `<div class="text-[13px] py-3.5 overflow-auto"><pre class="min-w-full"><code><span class="line">${code}</span></code></pre></div></figure>`;

describe('leanReadability: a code block\'s caption', () => {
  it("keeps the file name a code figure's title bar holds in a <figcaption> (Fumadocs' \"lib/cache.ts\"), which Readability's cleaning drops as a block without text", async () => {
    const markup = `<!DOCTYPE html><html><head><title>Cache adapters</title></head><body><main><article><h1>Cache adapters</h1><p>${PARAGRAPH.repeat(3)}</p>`
      + `<h2>Define the cache</h2><p>Wrap the client in the adapter. ${PARAGRAPH}</p>`
      + titledCode('lib/cache.ts', "export const cache = defineCache({ adapter: redisAdapter({ client }) });")
      + `<p>Then hand it to the app. ${PARAGRAPH.repeat(3)}</p></article></main></body></html>`;
    const [stock, lean] = await both(markup);
    expect(textOf(stock)).not.toContain('lib/cache.ts');
    expect(textOf(lean)).toContain('lib/cache.ts');
    expect(textOf(lean)).toContain('export const cache = defineCache');
  });

  it('still drops a block of a figure that holds no text at all (an empty toolbar beside the code)', async () => {
    const markup = `<!DOCTYPE html><html><head><title>Cache adapters</title></head><body><main><article><h1>Cache adapters</h1><p>${PARAGRAPH.repeat(3)}</p>`
      + '<figure class="shiki"><div class="toolbar"><div class="actions"><button type="button" aria-label="Copy Text"></button></div></div><pre><code>npm install cache</code></pre></figure>'
      + `<p>${PARAGRAPH.repeat(3)}</p></article></main></body></html>`;
    const [, lean] = await both(markup);
    expect(((lean as { content: string }).content)).not.toContain('class="toolbar"');
    expect(textOf(lean)).toContain('npm install cache');
  });
});
