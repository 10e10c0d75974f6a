import { describe, expect, it } from 'vitest';
import { extract } from './hand-checked-support.js';

/**
 * Pages read by session 34's helpers (invented text): links back to back, emoji pictures, a story's deck and its
 * about-the-author box, a feedback widget's heading left alone at the end, yes/no cells, a price's base-price
 * footer, Savane's headings in <noscript>, screenshots framed as "media", and MathJax 3's formulas.
 */

const headingsOf = (text: string): string[] => text.split('\n').filter((line) => /^#{1,6} /.test(line));

describe("an artifact index's page (mvnrepository: the tags, links back to back in one cell)", () => {
  it('writes the tags a word apart', async () => {
    const doc = await extract('artifact-index-tag-links.html', 'https://mvnrepository.com/artifact/org.kestrelio/kestrel-json/2.7.3');
    expect(doc.text).toContain('| Tags | [json](https://mvnrepository.com/tags/json) [serialization](https://mvnrepository.com/tags/serialization) [parser](https://mvnrepository.com/tags/parser) |');
    expect(doc.text).not.toContain('(https://mvnrepository.com/tags/json)[');
  });
});

describe('a Japanese blog post (Ameblo: emoji set as img.emoji pictures named in words)', () => {
  it('writes each emoji as its name in parentheses, where it stands in the sentence, not as a picture', async () => {
    const doc = await extract('japanese-blog-emoji-pictures.html', 'https://ameblo.jp/yurutto-daidokoro/entry-12843910276.html');
    expect(doc.text).toContain('こんにちは(ニコニコ)\nみかんです。');
    expect(doc.text).toContain('途中から冷凍食品だらけになっていました(えーん)');
    expect(doc.text).toContain('それではまた(バイバイ)');
    expect(doc.text).not.toContain('stat100.ameba.jp');
    expect(doc.text).not.toContain('![ニコニコ]');
  });
});

describe('a CBC news story (its deck as h2.deck, an about-the-author box at the end)', () => {
  const URL_ = 'https://www.cbc.ca/news/canada/nova-scotia/halifax-ferry-terminal-ramp-replacement-1.7191234';
  const DECK = 'Halifax Transit says shuttle buses will run every 10 minutes during the closure';

  it('writes the deck as the paragraph that opens the text, not as a heading of the outline', async () => {
    const doc = await extract('news-article-deck-and-author-box.html', URL_);
    expect(doc.text.startsWith(`${DECK}\n\n`)).toBe(true);
    expect(doc.text).not.toContain(`## ${DECK}`);
    expect(headingsOf(doc.text)).toContain("## Ramp 'at the end of its life'");
    expect(headingsOf(doc.text).some((heading) => heading.includes('shuttle buses'))).toBe(false);
  });

  it('drops the author box whole: its "ABOUT THE AUTHOR" heading and the name over the bio go with the bio, counted as one paragraph', async () => {
    const doc = await extract('news-article-deck-and-author-box.html', URL_);
    expect(doc.author).toBe('Marie-Claire Doucet');
    expect(doc.text).not.toContain('ABOUT THE AUTHOR');
    expect(doc.text).not.toContain('Marie-Claire Doucet is a reporter');
    // The name's profile link is left in the byline only.
    expect(doc.text.split('[Marie-Claire Doucet](https://www.cbc.ca/news/canada/nova-scotia/author/marie-claire-doucet-1.5012345)')).toHaveLength(2);
    expect(doc.text).toContain('With files from Information Morning Nova Scotia');
    expect(doc.removalNotes).toContain('1 paragraph about the author removed (the author is named in the page metadata)');
  });
});

describe("a USA.gov guide (a \"Was this page helpful?\" widget at the end, its buttons gone)", () => {
  it('ends the text at its last line, without the widget\'s heading over nothing', async () => {
    const doc = await extract('government-guide-feedback-heading.html', 'https://www.usa.gov/change-address');
    expect(doc.text).toMatch(/Your old registration does not transfer automatically\.\n\nLast updated: May 3, 2024$/);
    expect(doc.text).not.toContain('Was this page helpful?');
    expect(headingsOf(doc.text)).toContain('## Update your voter registration');
  });
});

describe("a Garmin product page (the specs' yes and no written only as td.yes and td.no, empty)", () => {
  it('writes each such cell as ✓ or ✗, and no feature of the specs is left without a value', async () => {
    const doc = await extract('watch-product-yes-no-specs.html', 'https://www.garmin.com/en-US/p/902114');
    for (const row of ['| Touchscreen | ✓ |', '| Solar charging | ✗ |', '| GPS | ✓ |', '| Multi-band frequency support | ✓ |', '| Pulse Ox blood oxygen saturation monitor | ✓ |', '| Find my phone | ✓ |', '| Footpod capable | ✓ |']) {
      expect(doc.text).toContain(row);
    }
    expect(doc.text).toContain('| Reply to text messages | Yes (Android™ only) |');
    expect(doc.text).not.toMatch(/^\| [^|*]+ \| {2}\|$/m);
  });
});

describe("a Lidl product page (the base price in the price's div.price-footer)", () => {
  it('keeps the base price under the price', async () => {
    const doc = await extract('discounter-product-base-price.html', 'https://www.lidl.de/p/parkside-holzschutzlasur-2-5-l/p100384721');
    expect(doc.text).toContain('14.99\\*\n\nGrundpreis: 1 l = 6,00 €\n\n');
  });
});

describe("a Savane bug tracker item (each section's heading a link inside <noscript>)", () => {
  it("keeps every section's heading over its section", async () => {
    const doc = await extract('savane-bug-tracker-item.html', 'https://savannah.gnu.org/bugs/?65817');
    const headings = headingsOf(doc.text);
    for (const heading of ['## Post a Comment', '## Discussion', '## Attached Files', '## Dependencies', '## Mail Notification Carbon-Copy List', '## Votes', '## History']) {
      expect(headings).toContain(heading);
    }
    expect(doc.text).toContain('## Discussion\n\n[Tue 07 May 2024 08:05:31 AM UTC, comment #3:](https://savannah.gnu.org/bugs/?65817#comment3)');
    expect(doc.text).toContain('## Votes\n\nThere are 3 votes so far.');
  });
});

describe("an Atlassian help article (each step's screenshot in div.css-media-wrapper, a \"Was this helpful?\" widget at the end)", () => {
  it("keeps both steps' screenshots, the second with its caption, and drops the widget's heading", async () => {
    const doc = await extract('help-center-step-screenshots.html', 'https://support.atlassian.com/jira-software-cloud/docs/configure-quick-filters-on-a-company-managed-board/');
    expect(doc.text).toContain('2. In the sidebar, select **Quick filters**.\n\n   ![The Board settings sidebar with Quick filters highlighted](https://images.ctfassets.net/8j5aqoy0ts8s/quickfilter-sidebar/board-settings-quick-filters.png)\n\n3. Fill in the **Name**');
    expect(doc.text).toContain('   ![The Add quick filter form with Name, JQL and Description fields](https://images.ctfassets.net/8j5aqoy0ts8s/quickfilter-form/add-quick-filter-form.png)\n\n'
      + "   The add form checks your JQL as you type and shows a red cross if the query can't be parsed.");
    expect(doc.text).not.toContain('Was this helpful?');
  });
});

describe("a Khan Academy article (MathJax 3's formulas: mjx-container with its MathML, no TeX)", () => {
  it('writes each formula as TeX converted from its MathML, inline in its sentence or displayed on its own', async () => {
    const doc = await extract('mathjax3-math-lesson.html', 'https://www.khanacademy.org/math/algebra/x2f8bb11595b61c86:linear-equations-graphs/x2f8bb11595b61c86:slope/a/finding-slope-from-two-points');
    expect(doc.text).toContain('the **rise** is the change in $y$ and the **run** is the change in $x$. We usually write slope with the letter $m$:');
    expect(doc.text).toContain('The rise between them is $y_{2} - y_{1}$ and the run is $x_{2} - x_{1}$, so\n\n$$m = \\frac{y_{2} - y_{1}}{x_{2} - x_{1}}$$\n\nIt doesn\'t matter which point');
    expect(doc.text).toContain('\n\n$$m = \\frac{\\Delta y}{\\Delta x}$$\n\n');
    expect(doc.text).toContain('| Point 1 | $2$ | $3$ |');
    expect(doc.text).not.toContain('the change in  and');
    expect(doc.text).not.toContain('through the points and');
  });
});
