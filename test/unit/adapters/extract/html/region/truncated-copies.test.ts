import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { dropTruncatedCopies, showHiddenFullTexts } from '../../../../../../adapters/outbound/extract/html/region/truncated-copies.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const text = (root: Element): string => (root.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('dropTruncatedCopies', () => {
  it("removes a post's shortened copy of its own text, shown only when the post is collapsed (Tildes' comment-excerpt)", () => {
    const comment = (words: string): string => `<article class="comment"><header class="comment-header"><a href="/user/ann">ann</a><div class="comment-excerpt">${words.slice(0, 48)}…</div></header><div class="comment-text"><p>${words}</p></div></article>`;
    const body = bodyOf(comment('The single most useful thing I did was make the git repository the only place configuration lives.') + comment('How do you handle secrets with that setup? That is the part that keeps pushing me back.'));
    expect(dropTruncatedCopies(body)).toBe(2);
    expect(text(body)).not.toContain('…');
    expect(text(body).match(/The single most useful thing/g)).toHaveLength(1);
    expect(text(body)).toContain('That is the part that keeps pushing me back.');
  });

  it("keeps a listing's excerpt of a page it links to, an excerpt without an ellipsis, and one too short to name a text", () => {
    const listing = bodyOf('<ul><li><h2><a href="/p/1">Bridges</a></h2><p class="post-excerpt">The council met on Tuesday evening to decide the fate of…</p></li></ul>');
    expect(dropTruncatedCopies(listing)).toBe(0);
    const whole = bodyOf('<div><p class="excerpt">The council met on Tuesday evening to decide.</p><p>The council met on Tuesday evening to decide. Then it voted.</p></div>');
    expect(dropTruncatedCopies(whole)).toBe(0);
    const short = bodyOf('<div><span class="preview">Thanks…</span><p>Thanks… and thanks again.</p></div>');
    expect(dropTruncatedCopies(short)).toBe(0);
  });
});

describe('showHiddenFullTexts', () => {
  const whole = 'A soft, hazy IPA brewed with oats and wheat. Named for the morning fog that rolls over the estuary, it pours a pale straw. Contains gluten.';
  it("shows the whole text a page hides beside its shortened copy, and removes the copy (Untappd's description, a \"Show More\" away)", () => {
    const body = bodyOf(`<div class="beer-descrption-read-less">A soft, hazy IPA brewed with oats and wheat. Named for the morning fog... <a href="javascript:void(0);" class="read-more">Show More</a></div>`
      + `<div class="beer-descrption-read-more" style="display: none;">${whole} <a href="javascript:void(0);" class="read-less">Show Less</a></div>`);
    expect(showHiddenFullTexts(body)).toBe(1);
    expect(body.children).toHaveLength(1);
    expect(body.firstElementChild?.getAttribute('style')).not.toMatch(/none/);
    expect(text(body)).toContain('Contains gluten.');
    expect(text(body)).not.toContain('Show More');
  });

  it('leaves hidden text that no shortened copy opens, a copy too short to name a text, and text hidden by a style other than display', () => {
    const other = bodyOf(`<p>Nothing like it…</p><div style="display:none">${whole}</div>`);
    expect(showHiddenFullTexts(other)).toBe(0);
    const short = bodyOf(`<p>A soft… more</p><div hidden>${whole}</div>`);
    expect(showHiddenFullTexts(short)).toBe(0);
    const faded = bodyOf(`<p>A soft, hazy IPA brewed with oats and wheat... more</p><div style="opacity: 0; pointer-events: none">${whole}</div>`);
    expect(showHiddenFullTexts(faded)).toBe(0);
  });
});
