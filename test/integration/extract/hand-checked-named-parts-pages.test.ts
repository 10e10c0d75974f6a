import { describe, expect, it } from 'vitest';
import { extract, expectRecordedDecision } from './hand-checked-support.js';

/**
 * Pages read by session 31's helpers where Readability dropped a part by its name or a script was
 * to show it: a post's byline, a sentence's words, a section's header, a tab set, a hidden text.
 */

describe('a 5ch thread (posts signed with a mail link, a header named so)', () => {
  it('keeps every post with its number and name, those signed mailto:sage too', async () => {
    const doc = await extract('anonymous-board-thread.html', 'https://mevius.5ch.net/test/read.cgi/tech/1710203412/');
    expect(doc.text.match(/^\d+ ?\*\*デフォルトの名無しさん\*\*$/gm)).toHaveLength(20);
    expect(doc.text).toContain('4 **デフォルトの名無しさん**\n\n2024/03/12(火) 10:15:40.11 ID:Qw3rTy9p');
    expect(doc.text).toContain('それで合ってる。');
    expectRecordedDecision(doc);
  });
});

describe('a PR Newswire release (the dateline in spans Readability reads as legends)', () => {
  it('keeps the city and day that open the first sentence, and the release\'s subheading', async () => {
    const doc = await extract('press-release-page.html', 'https://www.prnewswire.com/news-releases/verdant-grid-systems-reports-302085511.html');
    expect(doc.text).toContain('AUSTIN, Texas, March 12, 2024 /PRNewswire/ -- Verdant Grid Systems, Inc.');
    expect(doc.text).toContain('Annual revenue grows 46% to $412.8 million');
    expect(doc.publishedAt).toBe('2024-03-12T08:00:00-04:00');
  });
});

describe('a Discogs release (facts as row headings, sections with their own <header>, reviews with a header named so)', () => {
  it('writes the facts as pairs, keeps each section\'s heading and says who wrote each review and when', async () => {
    const doc = await extract('record-release-page.html', 'https://www.discogs.com/release/4418207-Marrow-Coast-Salt-Lines-Over-Harwick');
    expect(doc.text).toMatch(/^- Label: \[Tidemark Recordings\]\([^)]*\) – TIDE LP 014\n- Format: /);
    for (const heading of ['## Tracklist', '## Credits', '## Notes', '## Barcode and Other Identifiers']) expect(doc.text).toContain(`\n${heading}\n`);
    expect(doc.text).toMatch(/\[estuarine_ears\]\([^)]*\/user\/estuarine_ears\) 5 out of 5 stars September 17, 2014/);
  });
});

describe('a Phorge task (a timeline whose dates are permalinks)', () => {
  it('keeps who did what and when on each title line of the timeline', async () => {
    const doc = await extract('task-tracker-page.html', 'https://phorge.tidewater.example/T4821');
    expect(doc.text).toMatch(/\[vasquez\.r\]\([^)]*\) added a comment\.Feb 11 2025, 4:27 PM/);
    expect(doc.text).toMatch(/\[okafor\.n\]\([^)]*\) created this task\.Feb 11 2025, 9:42 AM/);
  });
});

describe('an AWS user guide page (tabs built by a script from a hidden list, titles in attributes)', () => {
  it("shows every tab's steps under its name, and each troubleshooting answer under its question", async () => {
    const doc = await extract('cloud-user-guide-page.html', 'https://docs.aws.amazon.com/AmazonS3/latest/userguide/lifecycle-configuration-examples.html');
    expect(doc.text).toMatch(/\*\*AWS CLI\*\*\n\n[^\n]+\n\n```[^\n]*\naws s3api put-bucket-lifecycle-configuration/);
    expect(doc.text).toMatch(/\*\*SDK for Python\*\*\n\n[^\n]+\n\n```python\nimport json\nimport boto3/);
    expect(doc.text).toContain('**My rule is enabled but objects are not transitioning**\n\nCheck that the objects are larger than 128 KB');
  });
});

describe('an IBM Documentation task (DITA menu paths in span.menucascade)', () => {
  it('keeps the path a step says to follow', async () => {
    const doc = await extract('dita-task-topic.html', 'https://www.ibm.com/docs/en/ibm-mq/9.3?topic=channels-configuring-tls');
    expect(doc.text).toContain('In the Navigator view, expand Queue Managers > QMNORTH > Channels.');
  });
});

describe("an Untappd beer (a teaser shown, the whole description hidden beside it)", () => {
  it('gives the whole description once, and says so', async () => {
    const doc = await extract('beer-checkin-page.html', 'https://untappd.com/b/saltcote-brewing-harbour-fog/5512331');
    expect(doc.text).toContain('Gold medal, Anglian Independent Beer Awards 2022');
    expect(doc.text.match(/Named for the morning fog/g)).toHaveLength(1);
    expect(doc.removalNotes).toContainEqual(expect.stringMatching(/^1 shortened text replaced by the whole text the page hides beside it/));
  });
});

describe('an idealista search (result titles are links marked as headings)', () => {
  it('heads each result with its linked title', async () => {
    const doc = await extract('rental-search-page.html', 'https://www.idealista.com/alquiler-viviendas/madrid/chamberi/');
    expect(doc.text).toContain('## [Piso en calle de Fuencarral, Trafalgar, Madrid](https://www.idealista.com/inmueble/104512877/)');
    expect(doc.text.match(/^## \[[^\]]+\]\(https:\/\/www\.idealista\.com\/inmueble\/\d+\/\)$/gm)?.length).toBeGreaterThanOrEqual(6);
  });
});
