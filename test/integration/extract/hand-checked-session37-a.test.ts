import { describe, expect, it } from 'vitest';
import { extract } from './hand-checked-support.js';

/**
 * Pages read by session 37's helpers (invented text) for rules of commit 71e4158: a card's footer that prices it
 * stays; a rating's stars over a count alone are written with the count; ratings in Czech and Portuguese; a form
 * without fields is written as a block; a product's brand link over its name is written as text; a <header> that
 * says only its heading is its section's.
 */

describe("a price comparison site's results whose single-shop offer cards keep price, delivery and shop in a div.OfferCard_footer", () => {
  it('keeps each offer card\'s priced footer under its description ("£34.99 Free delivery ElectroDirect" under the Brightwave card)', async () => {
    const doc = await extract('price-comparison-results-priced-card-footers.html', 'https://www.kelkoo.co.uk/search?query=headphones');
    expect(doc.text).toContain('Includes three sizes of silicone tips.\n\n  £34.99 Free delivery ElectroDirect [Go to shop](https://www.kelkoo.co.uk/go?offer=o-77a1&merchant=23456)\n\n');
    expect(doc.text).toContain('adaptor are included in the box.\n\n  £89.00 ~~£109.00~~ + £3.95 delivery HiFi Corner [Go to shop](https://www.kelkoo.co.uk/go?offer=o-81c3&merchant=34567)\n\n');
    expect(doc.text).toContain('£99.95 Free delivery Marlow Electricals [Go to shop](https://www.kelkoo.co.uk/go?offer=o-90d4&merchant=45678)');
    // The page's own footer still goes.
    expect(doc.text).not.toContain('Kelkoo Group. All rights reserved');
    expect(doc.text).not.toContain('Privacy policy');
  });

  it('writes a product card\'s stars, stated in an aria-label over "(1,206 reviews)", as "Rated 4.5 out of 5 (1,206 reviews)"', async () => {
    const doc = await extract('price-comparison-results-priced-card-footers.html', 'https://www.kelkoo.co.uk/search?query=headphones');
    expect(doc.text).toContain('\n\n  Rated 4.5 out of 5 (1,206 reviews)\n\n  Over-ear wireless headphones');
    expect(doc.text).toContain('\n\n  Rated 4 out of 5 (318 reviews)\n\n');
    expect(doc.text).not.toMatch(/^ *\(1,206 reviews\)$/m);
  });
});

describe("a Czech marketplace's product page whose stars are stated only as aria-label=\"Hodnocení 4,6 z 5\"", () => {
  it('writes the summary stars with their count under the title, and each review\'s stars after its author and date', async () => {
    const doc = await extract('czech-marketplace-product-rating-labels.html', 'https://www.mall.cz/pracky-predem-plnene/nordvik-wf-814-e-inverter-100045678');
    expect(doc.text).toContain('# Pračka s předním plněním Nordvik WF 814 E Inverter 8 kg\n\nHodnocení 4,6 z 5 3 hodnocení Kód produktu: 100045678\n\n');
    expect(doc.text).not.toContain('[3 hodnocení](');
    expect(doc.text).toContain('\n\nMarkéta S. Ověřený nákup 14. 2. 2024 Hodnocení 5 z 5\n\n');
    expect(doc.text).toContain('\n\nTomáš H. Ověřený nákup 22. 1. 2024 Hodnocení 4 z 5\n\n');
    expect(doc.text).toContain('\n\nJana K. 3. 12. 2023 Hodnocení 5 z 5\n\n');
  });
});

describe('a XenForo thread whose closed poll results are a form.js-pollContainer with only hidden inputs', () => {
  it('keeps the poll (question, each answer\'s votes and share, the total) before the first post', async () => {
    const doc = await extract('forum-thread-poll-results-form.html', 'https://www.computerbase.de/forum/threads/rx-9070-oder-rtx-5070-fuer-1440p-ohne-raytracing.2231457/');
    expect(doc.text).toContain('## Welche Karte würdet ihr für 1440p ohne Raytracing nehmen?\n\n- ### Radeon RX 9070\n\n  Stimmen: 58 61,1%\n\n- ### GeForce RTX 5070\n\n  Stimmen: 29 30,5%\n\n- ### Gebrauchte RX 7900 XT\n\n  Stimmen: 8 8,4%\n\n');
    expect(doc.text).toContain('Abstimmende insgesamt: 95');
    expect(doc.text).toContain('Umfrage geschlossen 16. März 2025.');
    expect(doc.text.indexOf('Stimmen: 58')).toBeLessThan(doc.text.indexOf('Hallo zusammen,'));
  });
});

describe("product pages whose brand is a link named a brand right over the <h1>", () => {
  it('writes a Brazilian retailer\'s a[data-testid=product-brand] "Samsung" as text over the title', async () => {
    const doc = await extract('brazilian-retailer-product-brand-link-over-title.html', 'https://www.casasbahia.com.br/smart-tv-55-samsung-crystal-uhd-4k-un55du7700gxzd/p/55066789');
    expect(doc.text).toContain('\n\nSamsung\n\n(Cód. Item 55066789)\n\n# Smart TV 55" Samsung Crystal UHD 4K UN55DU7700GXZD com Tizen, Wi-Fi e Alexa Integrada\n\n');
    expect(doc.text).not.toContain('[Samsung](');
  });

  it('writes the Brazilian retailer\'s stars, stated only as aria-label="Avaliação 4.7 de 5 estrelas", under the title with the count beside them, and the score the label states once', async () => {
    const doc = await extract('brazilian-retailer-product-brand-link-over-title.html', 'https://www.casasbahia.com.br/smart-tv-55-samsung-crystal-uhd-4k-un55du7700gxzd/p/55066789');
    // Session 40: the score shown beside the stars ("4.7") goes once their label, which states it, is written.
    expect(doc.text).toContain('Alexa Integrada\n\nAvaliação 4.7 de 5 estrelas [(1.230 avaliações)](https://www.casasbahia.com.br/smart-tv-55-samsung-crystal-uhd-4k-un55du7700gxzd/p/55066789#avaliacoes)\n\n');
  });

  it('writes a Mexican department store\'s p.a-product__information--brand > a "Tommy Hilfiger" as text over the title', async () => {
    const doc = await extract('mexican-department-store-product-brand-paragraph.html', 'https://www.liverpool.com.mx/tienda/pdp/chamarra-acolchada-tommy-hilfiger-con-capucha-para-hombre/1139876543');
    expect(doc.text).toContain('\n\nTommy Hilfiger\n\n# Chamarra acolchada Tommy Hilfiger con capucha para hombre\n\nCódigo: 1139876543\n\n');
    expect(doc.text).not.toContain('[Tommy Hilfiger](');
  });

  it('writes a New Zealand retailer\'s div.product-brand > a.brand-link "Breezeline" as text over the title', async () => {
    const doc = await extract('new-zealand-retailer-product-brand-div.html', 'https://www.thewarehouse.co.nz/p/breezeline-cordless-stick-vacuum-csv-420/R3012457.html');
    expect(doc.text).toContain('\n\nBreezeline\n\n# Breezeline Cordless Stick Vacuum CSV-420\n\nItem No. R3012457\n\n');
    expect(doc.text).not.toContain('[Breezeline](');
  });
});

describe("a UK grocer's product page whose accordion sections open with a header.gn-accordionElement__header saying only its <h2>", () => {
  it('keeps "## Product information" over the description and features it heads', async () => {
    const doc = await extract('uk-grocery-product-accordion-header.html', 'https://groceries.morrisons.com/products/morrisons-the-best-maple-pecan-crunchy-oat-clusters-500g/113820011');
    expect(doc.text).toContain('\n\n## Product information\n\n###### Description\n\nGolden oat clusters baked with Canadian maple syrup');
    expect(doc.text).toMatch(/^## Product information$/m);
  });
});
