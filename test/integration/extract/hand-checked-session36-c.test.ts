import { describe, expect, it } from 'vitest';
import { extract } from './hand-checked-support.js';

/**
 * Pages read by session 36's helpers (invented text) for the picker, check box and price rules of commit 11ab95c:
 * drop-down list boxes, variant links and labelledby radio groups written as pickers, check box add-ons priced
 * beside or inside their label kept, and Nordic and Swedish whole prices read as prices.
 */

describe("a marketplace phone page whose colours and capacities are vue-multiselect drop-downs (a hidden role=listbox inside div[role=combobox])", () => {
  it('writes each drop-down where its box stands, named by the label before it, instead of the label over the shown choice alone', async () => {
    const doc = await extract('indonesian-marketplace-phone-drop-down-variants.html', 'https://www.bukalapak.com/p/handphone/hp-smartphone/android/4l9xq2k-jual-xiaomi-redmi-note-13-pro-8-256gb-garansi-resmi');
    expect(doc.text).toContain('\n\nWarna; options: Midnight Black, Forest Green, Aurora Purple\n\nKapasitas; options: 8GB/256GB, 12GB/512GB\n\n');
    expect(doc.text).not.toContain('Warna\n\nMidnight Black');
    expect(doc.text).not.toContain('Kapasitas\n\n8GB/256GB');
  });
});

describe("a hardware store's product page whose variants are links in a fieldset under the legend \"Välj variant:\"", () => {
  it('writes the links as a picker named by the legend, without its colon', async () => {
    const doc = await extract('swedish-hardware-store-variant-links-whole-prices.html', 'https://www.clasohlson.com/se/Borrskruvdragare-Cocraft-HD18-BL-18-V/p/41-2297');
    expect(doc.text).toContain('\n\nVälj variant; options: Med 2 batterier (2,0 Ah), Utan batteri och laddare, Med 2 batterier (4,0 Ah)\n\n');
    expect(doc.text).not.toContain('Välj variant:');
  });

  it('strikes through the former price written as a Swedish whole amount ("1 599:-") beside the campaign price', async () => {
    const doc = await extract('swedish-hardware-store-variant-links-whole-prices.html', 'https://www.clasohlson.com/se/Borrskruvdragare-Cocraft-HD18-BL-18-V/p/41-2297');
    expect(doc.text).toContain('\n\n1 299:- ~~1 599:-~~\n\n');
    expect(doc.text).not.toContain('1 299:- 1 599:-');
  });
});

describe("a department store's product page whose colours are a ul.color-list of swatch links named by their title", () => {
  it('writes the swatch links as the options under the "Color: Negro" line', async () => {
    const doc = await extract('spanish-department-store-colour-swatch-links.html', 'https://www.elcorteingles.es/electrodomesticos/A48812345-cafetera-superautomatica-delonghi-dinamica-aroma-ecam37255b/');
    expect(doc.text).toContain('\n\nColor: Negro\n\noptions: Negro, Titanio\n\nDisponible\n\n');
  });
});

describe("a DIY store's product page whose Magento swatch list box has options holding links to the other variants' pages", () => {
  it('writes the list box as a picker named by its labelledby label, the disabled size marked, and the label goes into the line', async () => {
    const doc = await extract('polish-diy-store-swatch-options-holding-links.html', 'https://www.castorama.pl/drabina-aluminiowa-3x9-stopni-macallister-5-9-m-id-1104523.html');
    expect(doc.text).toContain('\n\nLiczba stopni; options: 3x6, 3x7, 3x9, 3x11 (unavailable)\n\n');
    expect(doc.text).not.toContain('Liczba stopni:');
    expect(doc.text).not.toMatch(/^3x11$/m);
  });
});

describe("a DIY store's product page whose variants are a role=radiogroup named by aria-labelledby=\"variant-label\" (<p>Ausführung:</p>)", () => {
  it('writes the radio group with that name, its colon dropped, and the naming paragraph gone', async () => {
    const doc = await extract('german-diy-store-labelledby-variant-radios.html', 'https://www.hornbach.de/p/akku-bohrschrauber-krafthand-kbs-18-2-li-inkl-2-akkus-2-0-ah-und-ladegeraet/10684421/');
    expect(doc.text).toContain('\n\nAusführung; options: Solo (ohne Akku), inkl. 2 Akkus 2,0 Ah, inkl. 2 Akkus 4,0 Ah\n\n');
    expect(doc.text).not.toContain('Ausführung:');
  });
});

describe("an electronics store's product page whose add-on services are check box labels with the price in a span right after each", () => {
  it('keeps each service with its price, not the price alone', async () => {
    const doc = await extract('polish-shop-product-named-cents-rating-link.html', 'https://www.mediaexpert.pl/telewizory-i-rtv/telewizory/telewizor-nordvik-55qn780-55-qled-4k-120hz-google-tv-dolby-vision-hdmi-2-1');
    expect(doc.text).toContain('\n\n### Dodatkowe usługi\n\nOchrona ekranu na 24 miesiące + 249,00 zł\n\nMontaż telewizora na ścianie + 199,00 zł\n\n');
    expect(doc.text).not.toMatch(/^\\\+ 249,00 zł$/m);
    expect(doc.text).not.toMatch(/^\\\+ 199,00 zł$/m);
  });
});

describe("an electronics store's product page whose add-on check box labels, side by side, hold Norwegian whole prices (\"+ 549,-\")", () => {
  it('keeps both add-ons under their heading', async () => {
    const doc = await extract('norwegian-electronics-store-whole-price-add-ons.html', 'https://www.power.no/hjem-og-husholdning/stovsugere/ledningsfrie-stovsugere/nordvik-aeroclean-s9-ledningsfri-stovsuger-graa/p-3318842/');
    expect(doc.text).toContain('\n\n### Tilleggstjenester\n\nPowerCare forsikring 3 år + 549,-\n\nEkstra batteri + 799,-\n\n');
    expect(doc.text).not.toContain('### Tilleggstjenester\n\n- 2 års reklamasjonsrett');
  });
});
