import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract } from './hand-checked-support.js';

/**
 * Session 37: hand-built pages (see `hand-checked-support.ts`) for the rules of commits d79d3dc and fd2876f:
 * a product page's block named a sidebar that prices it and holds its buy control keeps its place; a booking
 * control (Viator's data-automation "check-availability") makes a priced aside a buy box; a label's colon, an
 * ordinal's dot and a one-digit whole before its cents are spaced or marked; a page declaring an event and no
 * article reads no dateline; "Nearby restaurants" are recommendations; an ordered step's own number is written
 * once; a linked ingredient keeps its name beside its amount.
 */

describe("Ukrainian marketplace product page whose buy box is a div.product-tabs__sidebar beside the specifications (Rozetka)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('ukrainian-marketplace-product-sidebar-buy-box.html', 'https://rozetka.com.ua/ua/ardesto_vcs_m700g/p412093857/characteristics/');
  });

  it('keeps the buy box after the specifications: the former and current price, the stock, the seller and the delivery', () => {
    expect(doc.text).toContain('5 199₴\n\n4 299₴\n\nЄ в наявності');
    expect(doc.text).toContain('96% позитивних відгуків за останні 12 місяців');
    expect(doc.text).toContain("- Кур'єр Нової Пошти від 110 ₴");
    expect(doc.text).toContain('**Гарантія.** 24 місяці офіційної гарантії від виробника.');
    expect(doc.text.indexOf('### Основні характеристики')).toBeLessThan(doc.text.indexOf('4 299₴'));
  });

  it('spaces the seller\'s label "Продавець:" from the seller\'s link', () => {
    expect(doc.text).toContain('Продавець: [ТехноДім UA](https://rozetka.com.ua/ua/seller/technodim-ua/)');
    expect(doc.text).not.toContain('Продавець:[');
  });
});

describe("tour booking page whose priced aside.rightColumn holds a button.checkAvailability__LzLf named data-automation=\"check-availability\" (Viator)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('tour-product-booking-aside-check-availability.html', 'https://www.viator.com/tours/Porto/Douro-Valley-Wine-Tour-with-Lunch/d26879-58231P4');
  });

  it("keeps the booking aside: the price from, the cancellation terms and each option's price", () => {
    expect(doc.text).toContain('From $109.00 per adult Price varies by group size');
    expect(doc.text).toContain('Free cancellation Cancel up to 24 hours in advance for a full refund');
    expect(doc.text).toContain('Small-group tour without lunch\n\nSame itinerary with free time for lunch in Pinhão at your own expense.\n\n$89.00 per adult');
    expect(doc.text).toContain('Private tour for up to 4\n\nYour own vehicle and guide, flexible start time between 08:00 and 10:00.\n\n$389.00 per group');
  });
});

describe('German flat rental exposé whose key facts set the floor as <span>2.</span><span>Geschoss</span> (Immowelt)', () => {
  it('spaces the ordinal\'s dot from "Geschoss"', async () => {
    const doc = await extract('german-flat-rental-expose-key-facts.html', 'https://www.immowelt.de/expose/2bxk7pq4');
    expect(doc.text).toContain('78 m² Wohnfläche\n\n2. Geschoss\n\n01.02.2025 Verfügbarkeit');
    expect(doc.text).not.toContain('2.Geschoss');
  });
});

describe("Dutch grocery product page whose price is span.whole \"2\" before span.fractional \"79\" (Jumbo)", () => {
  it('writes the price 2,79 under the pack size, beside the price per kilo', async () => {
    const doc = await extract('dutch-grocery-product-one-digit-whole-and-fractional-cents.html', 'https://www.jumbo.com/producten/jumbo-griekse-stijl-yoghurt-naturel-10-vet-1kg-612834BAK');
    expect(doc.text).toContain('# Jumbo Griekse Stijl Yoghurt Naturel 10% Vet 1kg\n\n1 kg\n\n2,79\n\n€ 2,79/kg');
    expect(doc.text).not.toMatch(/^279$/m);
  });
});

describe("concert page declaring a MusicEvent whose header shows the concert's day \"Friday, March 14, 2025\" under the band's name (Bandsintown)", () => {
  it('reads no publication date from the day of the concert', async () => {
    const doc = await extract('concert-event-page-date-under-name.html', 'https://www.bandsintown.com/e/1034418822-phantom-lanterns-at-the-bluebird-room');
    expect(doc.title).toBe('Phantom Lanterns');
    expect(doc.publishedAt).toBeUndefined();
    expect(doc.text).toContain('Phantom Lanterns bring the Glass Harbor tour back to Denver for one night only');
  });
});

describe('restaurant booking page ending in a section "Nearby restaurants" of linked cards (TheFork)', () => {
  it("drops the nearby restaurants' section and its cards, and keeps the reviews before it", async () => {
    const doc = await extract('restaurant-booking-page-nearby-restaurants.html', 'https://www.thefork.com/restaurant/osteria-del-gallo-r734512');
    expect(doc.text).toContain('Tiramisù to share, and then we ordered a second one.');
    expect(doc.text).not.toContain('Nearby restaurants');
    expect(doc.text).not.toContain('Trattoria del Ponte');
    expect(doc.text).not.toContain('Navigli Sushi Lab');
  });
});

describe("Japanese recipe page whose ingredients set some names as one link beside the amount, and whose steps open with span.step-number \"1.\" (Kurashiru)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('japanese-recipe-linked-ingredients-numbered-steps.html', 'https://www.kurashiru.com/recipes/3f1c2a90-8e4b-4d77-9a51-62b0c1d7e4a8');
  });

  it('keeps the linked ingredients\' names "鶏むね肉" and "長ねぎ" beside "1枚" and "1本"', () => {
    expect(doc.text).toContain('## 材料（2人前）\n\n- [鶏むね肉](https://www.kurashiru.com/ingredients/chicken-breast)\n\n  1枚\n\n- 片栗粉\n\n  大さじ1');
    expect(doc.text).toContain('- [長ねぎ](https://www.kurashiru.com/ingredients/green-onion)\n\n  1本');
    expect(doc.text).not.toMatch(/^- 1枚$/m);
  });

  it('writes each step\'s number once ("1. 長ねぎはみじん切りにします。"), keeping a step\'s own reference to another ("4. 2に片栗粉をまぶします。")', () => {
    expect(doc.text).toContain('## 作り方\n\n1. 長ねぎはみじん切りにします。\n\n2. 鶏むね肉は皮を取り除き、一口大のそぎ切りにします。');
    expect(doc.text).toContain('4. 2に片栗粉をまぶします。');
    expect(doc.text).toContain('6. 1と3を加えて炒め合わせ、全体に味がなじんだら火から下ろします。');
    expect(doc.text).not.toContain('1. 1.');
  });
});
