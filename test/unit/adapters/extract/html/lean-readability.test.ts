import { readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { Readability } from '@mozilla/readability';
import { describe, expect, it } from 'vitest';
import { parseHtmlPage } from '../../../../../adapters/outbound/extract/html/html-page-parser.js';
import { leanReadability } from '../../../../../adapters/outbound/extract/html/stages/lean-readability.js';

const URL_ = 'https://news.example/2024/05/story.html';
const CORPUS = new URL('../../../../fixtures/extraction-corpus/html/', import.meta.url);

async function both(markup: string): Promise<readonly [unknown, unknown]> {
  const Lean = await leanReadability();
  const stock = new Readability((await parseHtmlPage(markup, URL_)).document, { keepClasses: true }).parse();
  const lean = new Lean((await parseHtmlPage(markup, URL_)).document, { keepClasses: true }).parse();
  return [stock, lean];
}

const PARAGRAPH = 'The council met on Tuesday evening to decide the fate of the old footbridge, and after a long debate it chose repair. ';

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

  it('gives the same article as Readability on real news pages', async () => {
    const files = readdirSync(CORPUS).filter((name) => name.endsWith('.html.gz')).sort().slice(0, 6);
    expect(files).toHaveLength(6);
    for (const file of files) {
      const [stock, lean] = await both(gunzipSync(readFileSync(new URL(file, CORPUS))).toString('utf8'));
      expect(lean, file).toEqual(stock);
    }
  });
});
