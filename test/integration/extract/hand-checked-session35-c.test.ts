import { describe, expect, it } from 'vitest';
import { extract } from './hand-checked-support.js';

/**
 * Pages read by session 35's helpers (invented text) for the table, forum and title rules of commit c3cd607:
 * lists in a table's cell joined by semicolons, header-less tables of prose cells read as layout, visually
 * hidden table heads kept, empty labelled spans in cells written, Invision 1's quote and code boxes, and
 * arrow-separated titles' last part.
 */

describe("a price comparison's product page whose specification cells hold lists (<td><ul><li>Bezprzewodowy</li><li>Myjący</li></ul></td>)", () => {
  it('writes each list on its row\'s one line, items apart by "; ", without "-" markers', async () => {
    const doc = await extract('price-comparison-spec-list-cells.html', 'https://www.ceneo.pl/158204731');
    expect(doc.text).toContain('| Rodzaj | Bezprzewodowy; Myjący |');
    expect(doc.text).toContain('| Funkcje dodatkowe | Samooczyszczanie; Suszenie wałka; Czujnik zabrudzeń; Wyświetlacz LED |');
    expect(doc.text).toContain('| Producent | [Vireo](https://www.ceneo.pl/Odkurzacze_pionowe;p:Vireo) |');
    expect(doc.text).not.toContain('- Bezprzewodowy - Myjący');
    expect(doc.text).not.toContain('| - ');
  });
});

describe("a hotel's room-rate table whose benefits cell holds a list of the rate's features", () => {
  it('writes the features on the row\'s line apart by "; ", beside the occupancy', async () => {
    const doc = await extract('hotel-room-rates-feature-lists.html', 'https://www.agoda.com/lotus-pavilion-riverside-hotel/hotel/chiang-mai-th.html');
    expect(doc.text).toContain('| Benefits | Sleeps | Price per night | Rooms |  |');
    expect(doc.text).toContain('| Free cancellation before 12 Mar 2025; Free Wi-Fi | 2 adults |');
    expect(doc.text).toContain('| Breakfast for 2; Free cancellation before 12 Mar 2025; Free Wi-Fi | 2 adults |');
    expect(doc.text).toContain('| Breakfast for 4; Free cancellation before 10 Mar 2025; Airport transfer (one way) | 4 adults |');
    expect(doc.text).not.toContain('| - Breakfast for 2');
  });
});

describe("a classified listing's shipping table whose <thead class=\"tm-visually-hidden\"> names its columns", () => {
  it('keeps the hidden head as the header row, the first option a row under it', async () => {
    const doc = await extract('classified-listing-hidden-table-head.html', 'https://www.trademe.co.nz/a/marketplace/home-living/furniture/bookcases-shelving/listing/4981237715');
    expect(doc.text).toContain('| Destination & description | Price |\n| --- | --- |\n| Pick-up available from Mount Eden, Auckland | Free |\n| Courier within Auckland (freight depot to depot) | $65.00 |');
    expect(doc.text).not.toContain('| Pick-up available from Mount Eden, Auckland | Free |\n| --- | --- |');
  });
});

describe("a price comparison's datasheet that draws a feature's yes by an empty <span aria-label=\"ja\">", () => {
  it('writes the cell as its label, "ja", not blank', async () => {
    const doc = await extract('price-comparison-labelled-icon-datasheet.html', 'https://www.idealo.de/preisvergleich/OffersOfProduct/203948571_-aura-7-sonorix.html');
    expect(doc.text).toContain('| Multipoint | ja |');
    expect(doc.text).not.toMatch(/\| Multipoint \| +\|/);
    expect(doc.text).toContain('| Bluetooth-Codecs | SBC, AAC, LDAC |');
  });
});

describe('an Invision 1 (Jcink) roleplay board topic: posts in header-less table rows, div.quotemain and div.codemain boxes, <title> "Lanternfall RPG -> The Salt Road Caravan"', () => {
  const url = 'https://lanternfall.jcink.net/index.php?showtopic=488';

  it("titles the page by the title's last part, the topic", async () => {
    const doc = await extract('invision-one-board-topic-post-rows.html', url);
    expect(doc.title).toBe('The Salt Road Caravan');
    expect(doc.title).not.toContain('Lanternfall RPG');
  });

  it('reads the post rows as layout: each post in its own paragraphs, no "|" rows', async () => {
    const doc = await extract('invision-one-board-topic-post-rows.html', url);
    expect(doc.text).not.toMatch(/^\|/m);
    expect(doc.text).not.toContain('| --- |');
    expect(doc.text).toContain('tried to speak through her gasping.\n\n*"Water\'s there,"* she managed finally');
    expect(doc.text).toContain('\n\nShe looked from Idris to the trader on her crate, then to the glittering basin, and swallowed hard.');
  });

  it('writes the quoted words as a quotation under their "QUOTE (name @ date)" line, and the CODE box as a code block of its lines', async () => {
    const doc = await extract('invision-one-board-topic-post-rows.html', url);
    expect(doc.text).toContain('QUOTE (Idris Vael @ Jun 2 2024, 08:41 PM)\n\n> Anyone who wants to argue with me can do it in the shade.\n\nSorrel was already in the shade,');
    expect(doc.text).toContain('CODE\n\n```\ncopper pan ......... 3 silver\npepper, one jar .... 5 silver\nlamp oil, flask .... 1 silver\n```');
    expect(doc.text).not.toContain('silver pepper, one jar');
  });
});
