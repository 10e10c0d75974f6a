import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { expectRecordedDecision, extract } from './hand-checked-support.js';

/**
 * Session 47: content the page holds outside the block the article cut keeps. The pages' text is invented.
 *
 * Posts embedded from a social network, quoted by a news article. The page's markup
 * is NJ.com's: each tweet's embed code (`blockquote.twitter-tweet` with the post, then "— name (@handle)" and the linked
 * date, and the network's script) stands in a `div.social-media-embed`. Readability dropped each wrapper ("social" is an
 * unlikely candidate, "media" scores it down, and its cleaning weighs the post's links), and the region read
 * "social" as chrome: the article lost the posts it quotes.
 */

const URL_ = 'https://www.harborledger.example/news/2019/11/lakeshire-slogan.html';

describe('a news article quoting tweets embedded in div.social-media-embed (NJ.com)', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('news-article-with-embedded-tweets.html', URL_);
  });

  it('keeps each quoted post as a quotation, with who posted it and when, where the article quotes it', () => {
    expect(doc.text).toContain('pointed it out within the hour.\n\n> Yes this is real and yes the county spent nearly $180,000 on it: [https://t.co/Nc0nKoXGBP](https://t.co/Nc0nKoXGBP)\n>\n> — Dana Reader (@danareader) [November 18, 2019](https://twitter.com/danareader/status/1196501054197649413?ref_src=twsrc%5Etfw)\n\nSo many people');
    expect(doc.text).toContain('so far this year.\n\n> slow. down.\n>\n> we’re.\n>\n> on. it. [https://t.co/HO1ZRs9T1P](https://t.co/HO1ZRs9T1P)\n>\n> — tall glass of cocoa (@tallcocoa) [November 19, 2019](https://twitter.com/tallcocoa/status/1196592648481579008?ref_src=twsrc%5Etfw)\n\nThe executive saw');
    expectRecordedDecision(doc);
  });

  it("leaves out an Instagram picture's frame of links, the share bar, the menu, the most-read list and the footer", () => {
    for (const chrome of ['View this post on Instagram', 'A post shared by', 'Share on Facebook', 'Entertainment', 'Most read', 'Ferry fares', 'All rights reserved']) expect(doc.text).not.toContain(chrome);
  });
});

/**
 * A blog post whose FAQ stands below a newsletter form, outside the post's own block. The page's markup
 * is a Next.js agency site's: the post's `h1`, date and body in one wrapper, then a
 * `section` with the newsletter form, then a `section aria-label="Frequently Asked Questions"` of accordion items
 * (each question a button with `aria-expanded="false"`, each answer a panel it controls, `height:0` and `aria-hidden`),
 * then related posts. The page declares a BlogPosting and an FAQPage naming the four questions. Readability's cut
 * is the post alone; the region holds the post and the FAQ (the accordion's panels shown), and the choice kept
 * Readability's cut because the page declares an article.
 */

const FAQ_URL = 'https://www.northwindlabs.example/blog/retail-edge-computing/';

describe('a blog post whose declared FAQ stands below a newsletter form', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('blog-post-with-faq-below-newsletter.html', FAQ_URL);
  });

  it('keeps the post, then the FAQ with each question and its answer, and says why the region was kept', () => {
    expect(doc.stage).toBe('cleaned-body');
    expect(doc.stageNotes).toContain("choice: cleaned-body (readability has 61 % of the region's words and left out 4 questions of the FAQ the page declares; the page declares an article)");
    expect(doc.text).toContain('# Why retailers are moving to edge computing\n\nEdge computing has moved from pilot projects');
    expect(doc.text).toContain('we stay on to operate them.\n\n## FAQ\n\nWhat is edge computing in retail?\n\nEdge computing in retail means running applications on servers inside each store');
    expect(doc.text).toContain('How are edge servers kept secure?\n\nDisks are encrypted, each device gets short-lived credentials, and servers boot only signed images.');
  });

  it('leaves out the newsletter form, the related posts, the menu and the footer', () => {
    for (const chrome of ['Subscribe to our newsletter', 'Related posts', 'Kubernetes at the edge', 'Industries', 'Privacy policy']) expect(doc.text).not.toContain(chrome);
  });
});
