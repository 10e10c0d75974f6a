import { describe, expect, it } from 'vitest';
import { extract } from './hand-checked-support.js';

/** Session 34, batches 3–4: hand-built pages (see `hand-checked-support.ts`) for the rules of commit 77211ba. */

describe("a marketplace product whose sizes are radio buttons of one name beside their labels, no fieldset (Jumia's variation chips)", () => {
  it('writes the sizes as one options line under "Variation available", the unavailable one said so', async () => {
    const doc = await extract('marketplace-product-radio-variations.html', 'https://www.jumia.com.ng/kestrel-air-fryer-6.5l-digital-touch-with-8-presets-black-150738214.html');
    expect(doc.text).toContain('## Variation available\n\noptions: 4.5L, 6.5L, 8L (unavailable)\n\n## Promotions');
    expect(doc.removalNotes).toContainEqual(expect.stringContaining('written as one line each (option pickers)'));
  });
});

describe("a price comparison page whose table of shops links each row's price (Kakaku)", () => {
  it("keeps the table's rows, each shop's rank and price, as rows of the table", async () => {
    const doc = await extract('price-comparison-shop-table.html', 'https://kakaku.com/item/K0001587342/');
    expect(doc.text).toContain('| ランキング | 価格(税込) | 最安価格との差 | ショップ名 | 在庫状況 | 送料 | お届け目安 |\n| --- | --- | --- | --- | --- | --- | --- |\n| 1位 | ¥18,480 185円相当 (1%) | - |');
    expect(doc.text).toContain('| 2位 | ¥18,620 186円相当 (1%) | +140円 | 満足度4.48（1,207件） 大阪府 | 在庫あり | ¥550 | 2〜3日 |');
    expect(doc.text).toContain('| 4位 | ¥19,800 1,980円相当 (10%) | +1,320円 | 満足度4.35（642件） 福岡県 | 在庫あり | 無料 | 翌日発送 |');
  });
});

describe("a Jupyter Book chapter with a print-only copy of its title and contents (div#jb-print-docs-body.onlyprint)", () => {
  it('writes the chapter without the print copy\'s "Contents" heading and title', async () => {
    const doc = await extract('notebook-book-print-only-contents.html', 'https://riverlab.github.io/river-notebooks/notebooks/03_exploring.html');
    expect(doc.text).not.toContain('## Contents');
    expect(doc.text).toMatch(/^In the previous chapter we removed implausible sensor values/);
    expect(doc.text).toContain('## 3.1. Loading the cleaned series\n\nThe cleaned files written at the end of chapter 2');
  });
});

describe("a notebook rendered by nbviewer (nbconvert's div.highlight.hl-ipython3 round each input cell)", () => {
  it("names each input cell's language ipython3", async () => {
    const doc = await extract('rendered-notebook-ipython-cells.html', 'https://nbviewer.org/github/riverlab/river-notebooks/blob/main/notebooks/03_exploring.ipynb');
    expect(doc.text).toContain('In \\[1\\]:\n\n```ipython3\nimport pandas as pd\nimport matplotlib.pyplot as plt\n');
    expect(doc.text).toContain('In \\[3\\]:\n\n```ipython3\nwave = series[series.timestamp.between("2022-07-10", "2022-07-21")]\n');
    expect(doc.text.match(/```ipython3\n/g)).toHaveLength(3);
  });
});

describe("a Zola docs page whose code block numbers its lines in table cells (pre[data-linenos] > code > table)", () => {
  it('writes the code without the line numbers glued to it', async () => {
    const doc = await extract('static-site-docs-line-numbered-code.html', 'https://brindle.dev/docs/deployment/object-storage/');
    expect(doc.text).toContain('```sh\naws s3 sync public/ s3://docs-example-org/ \\\n  --delete \\\n  --exclude "*.map" \\\n  --acl public-read\n```');
    expect(doc.text).not.toMatch(/\n[1-4](?:aws| {2}--)/);
  });
});

describe("a Docsify page whose headings each link to themselves through the hash route (<a href=\"#/caching?id=…\">)", () => {
  it('writes each heading as plain text, not as a link', async () => {
    const doc = await extract('hash-routed-docs-self-linked-headings.html', 'https://quillstream.dev/#/caching');
    for (const heading of ['## Enabling the cache', '## Choosing a store', '## Freshness rules', '### Revalidation', '## Invalidating entries']) expect(doc.text).toContain(`\n${heading}\n`);
    expect(doc.text).not.toContain('?id=');
  });
});

describe("a VuePress page whose external links end with a screen-reader notice (span.external-link-icon-sr-only \"open in new window\")", () => {
  it("writes the link's words without the notice", async () => {
    const doc = await extract('docs-page-new-window-link-notice.html', 'https://lanternkit.dev/guide/renderer.html');
    expect(doc.text).toContain('See the [Page Visibility API](https://developer.mozilla.org/en-US/docs/Web/API/Page_Visibility_API) for the rules browsers use');
    expect(doc.text).not.toContain('open in new window');
  });
});

describe("a marketplace product whose questions name their askers masked (Trendyol's \"Z** K**\" flush against the date)", () => {
  it("spaces each masked name from the question's age", async () => {
    const doc = await extract('marketplace-product-masked-askers.html', 'https://www.trendyol.com/loravia/kadin-oversize-pamuklu-keten-gomlek-p-812345678');
    expect(doc.text).toContain('\n\nZ\\*\\* K\\*\\* 3 gün önce\n\n');
    expect(doc.text).toContain('\n\nE\\*\\* T\\*\\* 1 hafta önce\n\n');
    expect(doc.text).toContain('\n\nM\\*\\* A\\*\\* 2 hafta önce\n\n');
    expect(doc.text).not.toMatch(/\\\*\\\*\d/);
  });
});

describe("an electronics product whose discount follows the former price flush (Alza's span.price-box__discount \"-20 %\")", () => {
  it('spaces the discount from the former price', async () => {
    const doc = await extract('electronics-product-signed-discount.html', 'https://www.alza.cz/vexon-roboclean-x7-laser-d7716204.htm');
    expect(doc.text).toContain('Původně: 9 990 Kč -20 %');
    expect(doc.text).not.toContain('Kč-20');
  });
});

describe("a news article with an ad slot between its paragraphs, noted \"SCROLL TO CONTINUE WITH CONTENT\" (Detik)", () => {
  it('leaves out the note with the slot\'s label', async () => {
    const doc = await extract('news-article-scroll-on-ad-note.html', 'https://news.detik.com/berita/d-7321456/pemkot-bogor-uji-coba-bus-listrik-rute-stasiun-terminal-mulai-pekan-depan');
    expect(doc.text).toContain('untuk berganti bus antarkota.\n\n## Jadwal dan Titik Henti');
    expect(doc.text).not.toMatch(/scroll to continue/i);
  });
});

describe("a Hebrew news article whose author block opens with a label (Ynet's span.authorsTitle \"כותב הכתבה\")", () => {
  it('names the author, not the label', async () => {
    const doc = await extract('hebrew-news-author-label.html', 'https://www.ynet.co.il/news/article/hj8k2mq4r');
    expect(doc.author).toBe('נועה ברקוביץ');
  });
});

describe("a hosted blog whose post ends with a div.entry-footer outside any <article> (Typepad's \"Posted by … at 10:11 AM\")", () => {
  it("names the post's author from the entry footer", async () => {
    const doc = await extract('hosted-blog-entry-footer-byline.html', 'https://crumbandcoffee.typepad.com/crumb_and_coffee/2024/05/eleven-years-one-starter.html');
    expect(doc.author).toBe('Holly Fenwick');
  });
});

describe("a Savane bug item whose <title> cuts the summary short in a later segment (\"GNU Quire - bugs: bug #65817, … after a crash... [Savannah]\")", () => {
  it('takes the heading the cut segment opens as the title, its colon after <i>bug #65817</i> unspaced', async () => {
    const doc = await extract('savane-bug-tracker-item.html', 'https://savannah.gnu.org/bugs/?65817');
    expect(doc.title).toBe('bug #65817: quire-index loses entries after a crash during compaction');
  });
});
