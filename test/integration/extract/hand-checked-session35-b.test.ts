import { describe, expect, it } from 'vitest';
import { extract } from './hand-checked-support.js';

/**
 * Pages read by session 35's helpers (invented text): a store button ending the sentence it finishes, a schema
 * field's name in the button that opens its parts, size buttons each in a wrapper of their own, a radio group
 * labelled by a line inside it, cents after a decimal comma in a superscript, listings' prices set twice (small
 * and large screens), and a former price named by its class alone.
 */

describe("a hardware store's product page (Canadian Tire: \"14 in stock at\" the store button a reader presses to change)", () => {
  it('writes the store the sentence ends with as text, not a bare "14 in stock at"', async () => {
    const doc = await extract('hardware-store-product-store-pickup.html', 'https://www.canadiantire.ca/en/pdp/northpeak-20v-max-brushless-cordless-drill-driver-kit-1-2-in-0547812p.html');
    expect(doc.text).toContain('14 in stock at Toronto (Yonge & Davisville), ON\n\nReady within 2 hours');
    expect(doc.text).not.toMatch(/14 in stock at\n/);
  });

  it('strikes the price its class names the former one ("Was" span.nl-price__was-value), and not the sale price', async () => {
    const doc = await extract('hardware-store-product-store-pickup.html', 'https://www.canadiantire.ca/en/pdp/northpeak-20v-max-brushless-cordless-drill-driver-kit-1-2-in-0547812p.html');
    expect(doc.text).toContain('Sale $139.99\n\nWas ~~$219.99~~');
    expect(doc.text).not.toContain('~~$139.99~~');
  });
});

describe("an API reference (Redoc: a schema's field that opens its parts is a button holding span.property-name)", () => {
  it("writes the field's name over its \"required\" and its type, as the fields without parts are written", async () => {
    const doc = await extract('api-reference-schema-field-buttons.html', 'https://developers.parcelwise.example/reference/');
    expect(doc.text).toContain('##### Request Body schema: application/json\n\nrecipient\n\nrequired\n\nobject (Address)\n\nWhere the parcel is delivered.');
    // Its parts follow as the table they were, and the fields after it keep their names.
    expect(doc.text).toContain('| name required | string <= 80 characters Full name printed on the label. |');
    expect(doc.text).toContain('weight_kg\n\nrequired');
  });
});

describe("a fashion product page (Myntra: each size button in a div.size-buttons-tipAndBtnContainer of its own)", () => {
  it('writes the sizes as one line of options, the disabled one unavailable', async () => {
    const doc = await extract('fashion-product-wrapped-size-buttons.html', 'https://www.myntra.com/shirts/kalvora/kalvora-men-olive-linen-blend-slim-fit-casual-shirt/28419562/buy');
    expect(doc.text).toContain('#### Select Size\n\nSize Chart\n\noptions: 38, 39, 40, 42, 44 (unavailable)');
    expect(doc.removalNotes).toContain('1 group of options (radio buttons, buttons, drop-downs) written as one line each (option pickers)');
  });
});

describe('a Turkish marketplace product page (Hepsiburada: each radio group labelled by span.variant-name inside it)', () => {
  it('names each line of options by its label ("Renk: Siyah"), said once', async () => {
    const doc = await extract('marketplace-product-labelled-variant-groups.html', 'https://www.hepsiburada.com/nordtek-airwave-x2-kablosuz-kulak-ici-bluetooth-kulaklik-anc-siyah-p-HBCV00004X7K2L');
    expect(doc.text).toContain('Renk: Siyah; options: Siyah, Beyaz, Lacivert\n\nModel: ANC; options: ANC, ANC + Kablosuz Şarj (unavailable)');
    expect(doc.text).not.toMatch(/^options: Siyah/m);
    expect(doc.text).not.toMatch(/^Renk: Siyah$/m);
  });
});

describe('a Romanian marketplace product page (eMAG: "1.749<sup>,99</sup> Lei", the decimal comma in the superscript)', () => {
  it('writes each price with its cents after the comma, not as a power', async () => {
    const doc = await extract('marketplace-product-superscript-cents.html', 'https://www.emag.ro/espressor-automat-arcadia-brio-5500-1450-w-15-bar-rasnita-ceramica-1-8-l-negru-br5500bk/pd/DK4Q2MMBM/');
    expect(doc.text).toContain('~~2.199,00 Lei~~ -20%\n\n1.749,99 Lei');
    expect(doc.text).toContain('1.829,90 Lei');
    expect(doc.text).toContain('1.899,00 Lei');
    expect(doc.text).not.toContain('^(,');
  });
});

describe('a classifieds search page (Marktplaats: each listing\'s price and date set twice, --mobile and --desktop)', () => {
  it('says each price and date once', async () => {
    const doc = await extract('classifieds-search-small-screen-copies.html', 'https://www.marktplaats.nl/l/fietsen-en-brommers/fietsen-dames-damesfietsen/q/gazelle+damesfiets/');
    for (const line of ['€ 245,00 Vandaag', '€ 180,00 Gisteren', "Bieden 12 mrt '24", "€ 210,00 9 mrt '24"]) expect(doc.text.split(line), line).toHaveLength(2);
    expect(doc.text.split('€ 699,00')).toHaveLength(2);
    expect(doc.removalNotes).toContainEqual(expect.stringMatching(/^9 hidden copies of text shown beside them removed/));
  });
});

describe("a grocery delivery store's page (Glovo: the former price only a class names, span.product-price__original)", () => {
  it('strikes the former price beside the current one, and neither the current price nor the unit price', async () => {
    const doc = await extract('grocery-delivery-store-former-prices.html', 'https://glovoapp.com/es/en/barcelona/lumen-market-gracia-bcn/');
    expect(doc.text).toContain('1,79 € ~~2,24 €~~\n\n1,79 €/kg');
    expect(doc.text).not.toContain('~~1,79');
    expect(doc.text).toContain('1,65 €\n\n3,30 €/kg');
  });
});
