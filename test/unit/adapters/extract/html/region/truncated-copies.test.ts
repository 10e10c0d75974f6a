import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { dropTruncatedCopies } from '../../../../../../adapters/outbound/extract/html/region/truncated-copies.js';

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
