import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract, expectRecordedDecision } from './hand-checked-support.js';

/** Pages of common platforms read by session 30's helpers (see `hand-checked-support.ts`). */

describe('a GitBook page (a table of boxes with ARIA roles, its header row apart, in wrappers named for scrolling)', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('gitbook-docs-page.html', 'https://docs.parcelhub.io/guides/webhooks');
  });

  it('keeps the table as a table, its header row with it', () => {
    expect(doc.text).toContain('## Event types\n\n| Event | Sent when |\n| --- | --- |\n| `shipment.created` | A label was purchased and the shipment was booked with the carrier. |');
    expect(doc.text).toContain('| `shipment.exception` | Delivery failed, the address was rejected, or the parcel was damaged. |');
    expectRecordedDecision(doc);
  });
});

describe('forum threads by NodeBB and FluxBB', () => {
  it("dates each NodeBB post by its timeago link, which a script fills from its title (the post's own date is only a <meta>)", async () => {
    const doc = await extract('nodebb-topic.html', 'https://community.hearth.example/topic/8812/zigbee-end-devices-drop');
    expect(doc.text).toMatch(/- jrivera\n\n {2}wrote on \[2024-05-02T19:14:08\.000Z\]\([^)]*\/post\/4410\)/);
    expect(doc.text).toMatch(/- Petra Lindqvist\n\n {2}wrote on \[2024-05-02T21:40:51\.000Z\]/);
    expect(doc.author).toBe('jrivera');
  });

  it("leaves out FluxBB's signatures under the posts (div.postsignature) and keeps every post", async () => {
    const doc = await extract('fluxbb-topic.html', 'https://bbs.pinewood.example/viewtopic.php?id=294017');
    expect(doc.text).not.toContain('sway');
    expect(doc.text).toContain('## #1 [2024-03-19 20:51:07]');
    expect(doc.text).toContain('Since the upgrade to linux 6.8.1.arch1-1 yesterday');
    expect(doc.removalNotes).toContain('4 member signatures removed from under the posts');
  });
});

describe('news and blog posts on WordPress themes', () => {
  it('says that comments under a short post were left out, too few words for the general note (Twenty Twenty-Four)', async () => {
    const doc = await extract('wordpress-block-theme-post.html', 'https://blog.tallowworks.example/2024/05/14/cron-to-systemd-timers/');
    expect(doc.stage).toBe('readability');
    expect(doc.text).toContain('For six years our reporting pipeline ran on a single crontab');
    expect(doc.removalNotes).toContainEqual(expect.stringMatching(/^comments or replies below the main article left out \(\d+ dated posts or more\)$/));
  });

  it("leaves out the label and banner of an ad slot in the story (tagDiv Newspaper's td-a-rec)", async () => {
    const doc = await extract('newspaper-theme-article.html', 'https://coastlineledger.com/2024/03/12/council-flood-barrier/');
    expect(doc.text).not.toMatch(/advertisement/i);
    expect(doc.text).toContain('### The lone dissent');
    expect(doc.removalNotes).toContainEqual(expect.stringMatching(/^\d+ advertisement labels? removed/));
  });
});

describe('a job posting on Lever and a merch shop product on Big Cartel', () => {
  it("titles a posting by its job, not the employer its stated title opens with, and dates it by datePosted", async () => {
    const doc = await extract('job-board-posting.html', 'https://jobs.lever.co/tidewater/4f1c2a9e-field-service-technician');
    expect(doc.title).toBe('Field Service Technician, Autonomous Harvesters');
    expect(doc.publishedAt).toBe('2024-10-02');
  });

  it('writes the size drop-down as a line of its options, the sold-out one marked, before the add-to-cart form', async () => {
    const doc = await extract('merch-shop-product.html', 'https://mothhour.bigcartel.example/product/tour-shirt');
    expect(doc.text).toContain('Size; options: S, M, L (Sold out), XL, 2XL');
    expect(doc.text).not.toContain('Select size');
  });
});

describe("a GitHub repository's releases page", () => {
  it('gives each release its year, which its scripted time showed only in datetime', async () => {
    const doc = await extract('github-releases-page.html', 'https://github.com/quillstack/quill-cli/releases');
    for (const date of ['21 May 14:08 (2024-05-21T14:08:44Z)', '09 Apr 09:31 (2024-04-09T09:31:17Z)', '14 Feb 11:02 (2024-02-14T11:02:59Z)']) expect(doc.text).toContain(date);
  });
});
