import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { removeNewsletterBoxes } from '../../../../../adapters/outbound/extract/html/stages/newsletter-boxes.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;

describe('removeNewsletterBoxes', () => {
  it("removes a sign-up box named for a newsletter from a story (The Atlantic's, Mayo Clinic's), and keeps an article about a newsletter and a box that asks nothing", () => {
    const body = bodyOf('<article><p>The first paragraph of the story.</p>'
      + '<div class="ArticleInlineNewsletter_root__Xw1pq"><p>Sign up for The Atlantic Daily</p><form><input type="email"><button>Sign up</button></form></div>'
      + '<div class="cmp-newsletter-signup"><h2>From Mayo Clinic to your inbox</h2><p>Sign up for free and stay up to date.</p></div>'
      + `<section class="newsletter-history"><p>${'The newsletter began in 1998 as a printed sheet for members. '.repeat(12)}</p></section>`
      + '<div class="newsletter-archive-note"><p>Issues from 2001 are in the library.</p></div><p>The last paragraph.</p></article>');
    expect(removeNewsletterBoxes(body)).toBe(2);
    expect(body.textContent).not.toMatch(/Atlantic Daily|inbox/);
    expect(body.textContent).toContain('printed sheet');
    expect(body.textContent).toContain('Issues from 2001');
  });
});
