import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract } from './hand-checked-support.js';

/**
 * Session 35, batch 1: hand-built pages (see `hand-checked-support.ts`) for the rules of commit c3cd607:
 * a price comparison's offers of the product shown, a linked price in a named offer, buy-box asides,
 * hidden tab panels holding a term list and a tab panel's nested heading.
 */

describe("price comparison whose shops' offers are list items named by class (idealo's li.productOffers-listItem)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('german-price-comparison-offer-list.html', 'https://www.idealo.de/preisvergleich/OffersOfProduct/203948571_-aura-7-sonorix.html');
  });

  it("keeps every shop's offer with its title, linked price, shipping and delivery", () => {
    expect(doc.text).toContain('- [Sonorix Aura 7 Over-Ear Bluetooth ANC schwarz](https://www.idealo.de/relocator/relocate?offerKey=a1b2c3)\n\n  Farbe: Schwarz');
    expect(doc.text).toContain('  [149,90 €](https://www.idealo.de/relocator/relocate?offerKey=a1b2c3)\n\n  inkl. Versand\n\n  Versand: kostenlos\n\n  Lieferung Mi., 12.06. – Do., 13.06.');
    expect(doc.text).toContain('  [147,99 €](https://www.idealo.de/relocator/relocate?offerKey=d4e5f6)\n\n  zzgl. 4,99 € Versand\n\n  Gesamt: 152,98 €');
    expect(doc.text).toContain('  [155,00 €](https://www.idealo.de/relocator/relocate?offerKey=g7h8i9)');
    expect(doc.text).toContain('- [SONORIX Aura 7 Noise Cancelling Kopfhörer Schwarz](https://www.idealo.de/relocator/relocate?offerKey=j1k2l3)');
    expect(doc.text).toContain('  [![MegaMarkt Elektro - Shop](https://cdn.idealo.com/shop/1002/logo.png)](https://www.idealo.de/preisvergleich/Shop/1002.html)');
    expect(doc.removalNotes).not.toContainEqual(expect.stringMatching(/cards of other products removed/));
  });
});

describe('price comparison whose shops\' offers are named by their test id (PriceRunner\'s div[data-testid="offer"])', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('price-comparison-offer-testids.html', 'https://www.pricerunner.com/pl/95-3001234567/Headphones/Sony-WH-1000XM5-Compare-Prices');
  });

  it("keeps each store's offer: its name, the product's title there, its rating, stock and prices", () => {
    expect(doc.text).toContain('## Compare prices\n\n![Amazon UK](https://www.pricerunner.com/images/merchant/54321.png)\n\nAmazon UK [↗](https://www.pricerunner.com/gotostore/v2/1/95/3001234567/54321?offer=aa11)\n\n'
      + 'Sony WH-1000XM5 Wireless Noise Cancelling Headphones, Black\n\nStore rating 4.4 out of 5 (52,390)\n\nIn stock Free delivery\n\n£279.00 £279.00 incl. delivery');
    expect(doc.text).toContain('Currys [↗](https://www.pricerunner.com/gotostore/v2/1/95/3001234567/10982?offer=bb22)');
    expect(doc.text).toContain('In stock Delivery £3.99\n\n£289.00 £292.99 incl. delivery');
    expect(doc.text).toContain('Sony WH-1000XM5 Noise Cancelling Wireless Over-Ear Headphones with Mic/Remote, Black');
    expect(doc.text).toContain('Out of stock Delivery £4.95\n\n£319.00 £323.95 incl. delivery\n\nPrices include VAT.');
    expect(doc.removalNotes).not.toContainEqual(expect.stringMatching(/cards of other products removed/));
  });
});

describe("price comparison whose shops' offers are the cards of a list named prices, each price a link (Skroutz' ol#prices-list)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('greek-price-comparison-prices-list.html', 'https://www.skroutz.gr/s/41234567/Philips-Series-5000-Airfryer-HD9285-90.html');
  });

  it('keeps every shop of the list in order, with its linked price and final price', () => {
    expect(doc.text).toContain('1. [Kotsovolos](https://www.skroutz.gr/shop/8812/Kotsovolos)\n\n   (18.432)\n\n   [Philips Airfryer XXL HD9285/90 Connected 2000W](https://www.skroutz.gr/products/show/98765431)\n\n'
      + '   Άμεσα διαθέσιμο\n\n   [129,90 €](https://www.skroutz.gr/products/show/98765431)\n\n   \\+ 2,90 € μεταφορικά\n\n   Τελική τιμή: **132,80 €**');
    expect(doc.text).toContain('2. [e-shop.gr](https://www.skroutz.gr/shop/2210/e-shop-gr)');
    expect(doc.text).toContain('   [131,50 €](https://www.skroutz.gr/products/show/98765432)\n\n   Δωρεάν μεταφορικά');
    expect(doc.text).toContain('3. [Public](https://www.skroutz.gr/shop/5071/Public)');
    expect(doc.text).toContain('   [139,99 €](https://www.skroutz.gr/products/show/98765433)\n\n   \\+ 3,50 € μεταφορικά\n\n   Τελική τιμή: **143,49 €**');
    expect(doc.text).toContain('4. [Electroholic](https://www.skroutz.gr/shop/9930/Electroholic)');
    expect(doc.text).toContain('   [169,00 €](https://www.skroutz.gr/products/show/98765434)');
    expect(doc.removalNotes).not.toContainEqual(expect.stringMatching(/cards of other products removed/));
  });
});

describe("marketplace product with a linked 'other offers' line in its offer box and a specifications panel whose heading is nested in a wrapper (noon)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('gulf-marketplace-product-other-offers-link.html', 'https://www.noon.com/uae-en/aero-5-wireless-noise-cancelling-headphones-midnight-blue/N70012345V/p/');
  });

  it("keeps the one link that states the other offers' price", () => {
    expect(doc.text).toContain('Your data is always protected\n\n[3 other offers from AED 655.00](https://www.noon.com/uae-en/aero-5/N70012345V/p/?o=offers)\n\n**Overview**');
  });

  it("heads the specifications once, by the panel's own heading, and not again by its tab's name", () => {
    expect(doc.text).toContain('wired mode, which is handy for in-flight entertainment systems.\n\n### Specifications\n\n| Model Number | KA5-MB |');
    expect(doc.text).not.toContain('**Specifications**');
    expect(doc.text.match(/Specifications/g)).toHaveLength(1);
  });
});

describe("electronics shop's product whose price, VAT line and delivery dates are an aside beside the gallery (Conrad's aside.buyBox)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('german-electronics-product-buy-box-aside.html', 'https://www.conrad.de/de/p/voltcraft-vc-880-hand-multimeter-digital-cat-iii-1000-v-cat-iv-600-v-2791043.html');
  });

  it('keeps the buy box: the price, its VAT lines, availability and delivery dates', () => {
    expect(doc.text).toContain('- Doppelte Anzeige mit 40 000 Counts und Balkengrafik\n\nUVP');
    expect(doc.text).toContain('\n\n129,99 €\n\ninkl. MwSt., zzgl. [Versandkosten](https://www.conrad.de/de/service/versandkosten.html)\n\n109,24 € exkl. MwSt.\n\nLieferbar\n\nLieferung Di., 18. Juni – Mi., 19. Juni');
    expect(doc.text).toContain('Bestellen Sie innerhalb von **3 Std. 12 Min.**, Versand noch heute');
    expect(doc.text).toContain('- Kostenloser Versand ab 49 €\n- Kauf auf Rechnung\n- 2 Jahre Gewährleistung\n\n## Beschreibung');
  });
});

describe("electronics shop's product whose specifications are term lists in a hidden tab panel (JB Hi-Fi's dl)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('electronics-product-term-list-spec-tabs.html', 'https://www.jbhifi.com.au/products/lumora-s9-65-4k-qled-smart-tv-2024');
  });

  it('shows the hidden specifications panel, each term with its value', () => {
    expect(doc.text).toContain('## Specifications\n\n### Display\n\n- Screen Size: 65"\n- Resolution: 3840 x 2160\n- Panel Type: QLED\n- Refresh Rate: 144Hz');
    expect(doc.text).toContain('### Connectivity\n\n- HDMI Ports: 4 (HDMI 2.1)');
    expect(doc.text).toContain('### Physical\n\n- Dimensions with Stand (WxHxD): 1449 x 895 x 285 mm\n- Weight with Stand: 22.4 kg\n- VESA Mount: 300 x 300\n- Manufacturer Warranty: 2 Years');
    expect(doc.removalNotes).toContain('text of 2 hidden tab panels shown (other languages, platforms or options a reader switches to)');
  });
});
