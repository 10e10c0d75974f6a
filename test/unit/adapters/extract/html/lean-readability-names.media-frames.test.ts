import { describe, expect, it } from 'vitest';
import { both, PARAGRAPH } from './lean-readability-support.js';

/** Atlassian's help articles: each step's screenshot framed in `div.css-media-wrapper > div.media-card-frame`. */
const step = (text: string, file: string, alt: string): string => `<li><p>${text}</p><div class="rich-media-item mediaSingleView-content-wrap image-center" data-node-type="mediaSingle">`
  + `<div class="css-media-wrapper" style="width: 720px; max-width: 100%;"><div data-testid="media-card-view" class="media-card-frame"><img src="https://images.ctfassets.net/quickfilter/${file}" alt="${alt}" width="1440" height="810"></div></div></div></li>`;

describe('leanReadability: picture frames named media', () => {
  it("keeps the picture in a frame of one picture whose name holds \"media\" (Atlassian's css-media-wrapper), which Readability drops", async () => {
    const markup = `<!DOCTYPE html><html><head><title>Configure quick filters</title></head><body><article><h1>Configure quick filters</h1><p>${PARAGRAPH.repeat(3)}</p>
      <h2>Add a quick filter</h2><ol>${step('Go to your board and choose <strong>Board settings</strong>.', 'board-settings.png', 'The Board settings sidebar with Quick filters highlighted')}
      ${step('Fill in the <strong>Name</strong> and <strong>JQL</strong> fields, then select <strong>Add</strong>.', 'add-form.png', 'The Add quick filter form with Name, JQL and Description fields')}</ol>
      <p>${PARAGRAPH.repeat(2)}</p></article></body></html>`;
    const [stock, lean] = await both(markup);
    expect((stock as { content: string }).content).not.toContain('board-settings.png');
    const article = lean as { content: string; textContent: string };
    expect(article.content).toContain('alt="The Board settings sidebar with Quick filters highlighted"');
    expect(article.content).toContain('https://images.ctfassets.net/quickfilter/add-form.png');
    expect(article.textContent).toContain('Go to your board and choose Board settings.');
  });
});
