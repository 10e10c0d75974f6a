import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { expectRecordedDecision, extract } from './hand-checked-support.js';

/**
 * Session 47: posts embedded from a social network, quoted by a news article. The page's text is invented, its markup
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
