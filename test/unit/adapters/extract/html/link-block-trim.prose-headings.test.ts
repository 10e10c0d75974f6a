import { describe, expect, it } from 'vitest';
import { trimLinkBlocks } from '../../../../../adapters/outbound/extract/html/markdown/link-block-trim.js';

/**
 * Session 37: a heading that ends the page is dropped as a section's title over nothing, unless its text is a
 * paragraph set as a heading (Yahoo! Chiebukuro writes each answer in an `<h2>`): longer than a title (over 120
 * characters), or a sentence ended by "。", "！" or "？" with more text after it.
 */
const PARAGRAPH = 'The headphones fold flat into a hard case and keep their charge for close to two days of listening, with noise cancelling on, before they ask for the cable again.';
const ARTICLE = [PARAGRAPH, PARAGRAPH, PARAGRAPH, PARAGRAPH, PARAGRAPH].join('\n\n');
/** A Japanese answer set as a heading: two sentences, well under 120 characters. */
const ANSWER = '65cmのプランターに2株だと、少し土の量が少ないかもしれません。根が回りきると水切れと肥料切れが同時に起きやすくなります。';

describe('trimLinkBlocks: a trailing heading whose text is a paragraph', () => {
  it('keeps a Japanese answer set as the last heading (a sentence\'s "。" before more text), and still drops a short trailing heading', () => {
    const answered = `${ARTICLE}\n\n## ${ANSWER}`;
    expect(ANSWER.length).toBeLessThanOrEqual(120);
    expect(trimLinkBlocks(answered).markdown).toBe(answered);
    expect(trimLinkBlocks(`${ARTICLE}\n\n## 関連する質問`).markdown).toBe(ARTICLE);
  });

  it('keeps a trailing heading of two sentences split by "！" or "？" with text after them', () => {
    const exclaimed = `${ARTICLE}\n\n## 追肥は今が一番の時期です！液体肥料なら週に一回で足ります。`;
    expect(trimLinkBlocks(exclaimed).markdown).toBe(exclaimed);
    const asked = `${ARTICLE}\n\n### 黄色い葉は取りましたか？取ったなら風通しがよくなります。`;
    expect(trimLinkBlocks(asked).markdown).toBe(asked);
    // A short heading ending in its one full stop titles a section, and goes.
    expect(trimLinkBlocks(`${ARTICLE}\n\n## まとめ。`).markdown).toBe(ARTICLE);
  });

  it('keeps a trailing heading longer than 120 characters, and drops one of 120 or fewer', () => {
    const long = 'Mine came with the older ear cushions, and swapping them for the new ones took five minutes and made the fit far snugger than before';
    expect(long.length).toBeGreaterThan(120);
    const kept = `${ARTICLE}\n\n## ${long}`;
    expect(trimLinkBlocks(kept).markdown).toBe(kept);
    const title = long.slice(0, 120);
    expect(title).toMatch(/far snugger$/);
    expect(title).toHaveLength(120);
    expect(trimLinkBlocks(`${ARTICLE}\n\n## ${title}`).markdown).toBe(ARTICLE);
  });

  it('keeps the short headings above a trailing answer set as a heading', () => {
    const page = `${ARTICLE}\n\n## その他の回答\n\n## ${ANSWER}`;
    expect(trimLinkBlocks(page).markdown).toBe(page);
  });
});
