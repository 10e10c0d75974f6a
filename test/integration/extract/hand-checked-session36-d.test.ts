import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract } from './hand-checked-support.js';

/**
 * Session 36, batches 1-3: hand-built pages (see `hand-checked-support.ts`) for the rules of commit 11ab95c
 * (ratings stated by a title, counts a rating's label does not state, Swedish "Betyg"; "released on" dates
 * that are no publication; empty script-filled times; a definition value of a few div lines and fact values
 * broken by <br> joined with "; "; a gallery's "1 / 32" counter).
 */

describe("game catalogue entry whose reviews draw their stars under a title (Backloggd's div.star-ratings-static title=\"3 stars\") and whose date says when the game came out", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('game-catalogue-entry-title-stars.html', 'https://backloggd.com/games/cinderwell-cartographers/');
  });

  it("writes each review's rating as its title, not five drawn stars", () => {
    expect(doc.text).toContain('[ashlinewren](https://backloggd.com/u/ashlinewren/)\n\n4.5 stars\n\nCompleted');
    expect(doc.text).toContain('[dustjacket](https://backloggd.com/u/dustjacket/)\n\n3 stars\n\nAbandoned');
    expect(doc.text).toContain('[paperlantern_k](https://backloggd.com/u/paperlantern_k/)\n\n5 stars\n\nMastered');
    expect(doc.text).not.toContain('★★★★★');
  });

  it('reads the game\'s "released on Oct 19, 2023" as no publication date of the page', () => {
    expect(doc.title).toBe('Cinderwell Cartographers (2023)');
    expect(doc.publishedAt).toBeUndefined();
  });
});

describe("German hardware store's category listing whose star bars state the score in an aria-label beside a review count (Bauhaus' \"(112)\")", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('german-hardware-store-listing-rating-counts.html', 'https://www.bauhaus.info/gartenschlaeuche/c/10000812');
  });

  it('keeps each product\'s review count after the rating its label states', () => {
    expect(doc.text).toContain('  - 5-lagig, knickfest\n\n  Bewertung: 4,5 von 5 Sternen (112)\n\n  ~~39,95 €~~ 29,95 € 1,50 € / 1 m');
    expect(doc.text).toContain('  Bewertung: 3,8 von 5 Sternen (47)\n');
    expect(doc.text).toContain('  Bewertung: 4,8 von 5 Sternen (9)\n');
    expect(doc.text).not.toMatch(/Bewertung: [\d,]+ von 5 Sternen\n/);
  });
});

describe("French DIY store's category listing whose star results state the score in an aria-label round the review count (Leroy Merlin's \"Note de 4.5 sur 5\")", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('french-diy-store-listing-rating-counts.html', 'https://www.leroymerlin.fr/produits/peinture-droguerie/peinture-interieure/');
  });

  it('keeps the review count, its thousands grouped by a space, after the rating', () => {
    expect(doc.text).toContain('  Note de 4.5 sur 5 (312)\n');
    expect(doc.text).toContain('  Note de 4.6 sur 5 (1 045)\n');
    expect(doc.text).toContain('  Note de 4.0 sur 5 (33)\n');
    expect(doc.text).not.toMatch(/Note de [\d.]+ sur 5\n/);
  });
});

describe("Swedish tool store's garden listing whose ratings are stated in Swedish (Jula's aria-label \"Betyg 4.5 av 5, 62 recensioner\")", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('swedish-garden-tools-listing-ratings.html', 'https://www.jula.se/catalog/tradgard/tradgardsredskap/');
  });

  it('writes the rating the label states, not the review count alone', () => {
    expect(doc.text).toContain('  - D-handtag i plast\n\n  Betyg 4.5 av 5, 62 recensioner');
    expect(doc.text).toContain('  Betyg 4.8 av 5, 19 recensioner');
    expect(doc.text).toContain('  Betyg 3.9 av 5, 11 recensioner');
    expect(doc.text).not.toMatch(/\n {2}\(62\)\n/);
  });
});

describe("chess forum thread whose post dates are empty times a script fills (Lichess' time.timeago)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('chess-forum-thread-script-filled-times.html', 'https://lichess.org/forum/general-chess-discussion/endgame-study-routine-that-actually-stuck-for-me');
  });

  it("dates each reply after its author, to the second", () => {
    expect(doc.text).toContain('[marten_h](https://lichess.org/@/marten_h) 2025-01-19T23:02:41Z\n\nThis matches my experience almost exactly.');
    expect(doc.text).toContain('[FM Ostrava_Pawn](https://lichess.org/@/Ostrava_Pawn) 2025-01-20T07:15:30Z\n\n');
    expect(doc.text).toContain('[leftbishop](https://lichess.org/@/leftbishop) edited 2025-01-21T12:40:02Z\n\n');
    expect(doc.text).toContain('[tempoTess](https://lichess.org/@/tempoTess) 2025-01-23T18:09:57Z\n\n');
    expect(doc.text).not.toMatch(/\[marten_h\]\(https:\/\/lichess\.org\/@\/marten_h\)\n/);
  });

  it('dates the opening post', () => {
    expect(doc.text.startsWith('2025-01-19T21:48:06Z\n\nFor years I bounced off endgame books.')).toBe(true);
    expect(doc.publishedAt).toBe('2025-01-19T21:48:06Z');
  });
});

describe("used-car listing whose data sheet is a definition list, a value of several div lines among them (mobile.de's consumption) and a gallery counter over it", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('used-car-listing-definition-data-sheet.html', 'https://suchen.mobile.de/fahrzeuge/details.html?id=412233987');
  });

  it('writes the data sheet as pairs, the consumption\'s lines joined with "; "', () => {
    expect(doc.text).toContain('### Technische Daten\n\n- Fahrzeugzustand: Unfallfrei\n- Kategorie: Kombi, Gebrauchtfahrzeug\n');
    expect(doc.text).toContain('\n- Energieverbrauch (komb.)^2: 4,5 l/100km (kombiniert); 5,3 l/100km (Innenstadt); 4,1 l/100km (Stadtrand); 3,9 l/100km (Landstraße); 5,0 l/100km (Autobahn)\n');
    expect(doc.text).toContain('\n- CO₂-Klasse: Auf der Grundlage der CO₂-Emissionen (kombiniert); ![CO₂-Klasse D](https://static.classistatic.de/co2class/D.svg)\n');
    expect(doc.text).toContain('\n- Farbe (Hersteller): Moonstone Grey\n');
    expect(doc.text).not.toContain('\n\nUnfallfrei\n\n');
    expect(doc.text).not.toContain('\n\n5,3 l/100km (Innenstadt)\n\n');
  });

  it('drops the gallery\'s "1 / 22" counter', () => {
    expect(doc.text).not.toContain('1 / 22');
    expect(doc.removalNotes).toContainEqual(expect.stringMatching(/^1 control label removed/));
  });
});

describe("fitness tracker's spec sheet whose values are broken into lines by <br> (Fitbit's band sizes)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('fitness-tracker-spec-sheet-broken-values.html', 'https://store.google.com/product/fitbit_charge_7_specs');
  });

  it('joins the lines of a fact\'s value with "; "', () => {
    expect(doc.text).toContain('### Size and weight\n\n- Case: 36.78 mm x 23.1 mm x 11.2 mm\n- Weight: Approx. 29 g with small band\n- Band sizes: Small: fits wrist 130–170 mm; Large: fits wrist 170–210 mm\n');
    expect(doc.text).not.toContain('130–170 mm Large');
  });
});

describe("house-for-sale listing whose photo gallery states its first picture's position (Trulia's \"1 / 32\")", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('house-for-sale-listing-photo-counter.html', 'https://www.trulia.com/home/1418-alder-bend-rd-wrenfield-or-97302-2081234567');
  });

  it('opens with the listing, the counter gone', () => {
    expect(doc.text.startsWith('For Sale New - 3 days on Trulia\n\n**$589,000**\n')).toBe(true);
    expect(doc.text).not.toContain('1 / 32');
    expect(doc.removalNotes).toContainEqual(expect.stringMatching(/^1 control label removed/));
  });
});
