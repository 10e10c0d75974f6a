import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract } from './hand-checked-support.js';

/**
 * Session 38, batch 3: hand-built pages (see `hand-checked-support.ts`) for six rules of commits 80a27bb and 79abc4e:
 * an item's title named so by its class, after the price, is kept among titles alike (Kijiji); a recipe's ingredients
 * named beside "shopping" stay (Yummly); a block named "ad" that holds the page's heading is the ad (Blocket); inline
 * code flush against inline code is one code span (Sphinx); a link to the empty anchor right before it is text
 * (Erlang's man pages); a job's start date dates no publication (Bundesagentur für Arbeit).
 */

describe("classifieds results page whose ads each set the price before a div.title holding the ad's link (Kijiji)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('classifieds-results-title-after-price.html', 'https://www.kijiji.ca/b-bikes/city-of-toronto/c644l1700273');
  });

  it("keeps each ad's linked title between its price and its place", () => {
    expect(doc.text).toContain('$850.00\n\n[Trek FX 3 Disc hybrid bike - size M, barely used](https://www.kijiji.ca/v-bikes/city-of-toronto/trek-fx-3-disc-hybrid-bike-size-m/1701234501)\n\nCity of Toronto < 2 hours ago');
    expect(doc.text).toContain('$420.00\n\n[Vintage Raleigh road bike 1978 - restored](https://www.kijiji.ca/v-bikes/city-of-toronto/vintage-raleigh-road-bike-1978-restored/1701240077)\n\nCity of Toronto < 12 minutes ago');
    expect(doc.text).toContain('Free\n\n[Free - old kids balance bike](https://www.kijiji.ca/v-bikes/city-of-toronto/free-old-kids-balance-bike/1701236630)\n\nScarborough < 2 hours ago');
    expect(doc.text).toContain('[Thule bike rack for hitch, holds 2](https://www.kijiji.ca/v-bikes/city-of-toronto/thule-bike-rack-for-hitch-holds-2/1701231050)');
  });

  it("keeps the shortest ad's price, place and description beside its kept title (its block's one link is the title)", () => {
    expect(doc.text).toContain('$1,050.00\n\n[Cannondale CAAD10 road bike 54cm Shimano 105](https://www.kijiji.ca/v-bikes/city-of-toronto/cannondale-caad10-road-bike-54cm/1701235514)\n\nCity of Toronto < 2 hours ago\n\nAluminium frame, Shimano 105 groupset');
  });
});

describe("recipe page whose ingredients stand in a block named div.shopping-list-ingredients (Yummly)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('recipe-shopping-list-ingredients.html', 'https://www.yummly.com/recipe/Smoky-Chickpea-and-Sweet-Potato-Skillet-9284417');
  });

  it('keeps the ingredients under their heading, before the directions', () => {
    expect(doc.text).toContain('### Ingredients\n\n4 Servings\n\n- 2 medium sweet potatoes, peeled and cut into 3/4-inch cubes\n- 3 tablespoons olive oil, divided\n- 1 red onion, thinly sliced\n');
    expect(doc.text).toContain('- 1 lemon, cut into wedges\n- kosher salt, to taste\n\n### Directions');
  });
});

describe("classifieds ad page whose heading, price, place and time stand in a block named div.AdPage__TitleBlock (Blocket)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('classifieds-ad-page-title-block.html', 'https://www.blocket.se/annons/uppsala/bank_i_massiv_ek_160_cm/1160213477');
  });

  it("keeps the ad's heading, then its price, place and time, before its description", () => {
    expect(doc.text).toContain('# Bänk i massiv ek, 160 cm\n\n1 800 kr\n\n[Uppsala](https://www.blocket.se/annons/uppsala/bank_i_massiv_ek_160_cm/1160213477#map), Svartbäcken\n\nInlagd: idag 14:22\n\nSäljer vår bänk i massiv ek');
  });
});

describe("Sphinx guide whose class signature sets the module and the class name as two code elements flush together (Read the Docs theme)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('sphinx-guide-class-signatures.html', 'https://gantry-http.readthedocs.io/en/latest/guide/retries.html');
  });

  it("writes the class's full name as one code span, not two backtick runs set together", () => {
    expect(doc.text).toContain("*class* `gantry.RetryPolicy`(*attempts=3*, *backoff='exponential'*, *base=0.25*, *max_delay=30.0*, *jitter=False*)");
    expect(doc.text).not.toContain('`gantry.``RetryPolicy`');
    expect(doc.text).not.toMatch(/`[^`\n]*``[^`\n]*`/);
  });
});

describe("Erlang man page whose function signatures are each a link to the empty anchor right before it", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('man-page-self-anchored-signatures.html', 'https://www.erlang.org/doc/man/pk_ring.html');
  });

  it("keeps every function's signature as text, above its types", () => {
    expect(doc.text).toContain('new(Capacity) -> Ring[</\\>](https://github.com/pipekit/pipekit/blob/v3.2.1/lib/pipekit/doc/src/pk_ring.xml#L70)\n\n### Types\n\nCapacity = ');
    expect(doc.text).toContain('push(Elem, Ring1) -> Ring2[</\\>](https://github.com/pipekit/pipekit/blob/v3.2.1/lib/pipekit/doc/src/pk_ring.xml#L88)\n\n### Types\n\nElem = T');
    expect(doc.text).toContain('pop(Ring1) -> {value, Elem, Ring2} | empty[</\\>]');
    expect(doc.text).toContain('fold(Fun, Acc0, Ring) -> Acc1[</\\>]');
    expect(doc.text).toContain('\ncapacity() = 1..16777216[</\\>]');
    expect(doc.text).not.toContain('](https://www.erlang.org/doc/man/pk_ring.html#new-1)');
  });
});

describe("job board's posting whose facts give the start date as \"Eintrittsdatum: ab 01.02.2025\" (Bundesagentur für Arbeit)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('job-posting-start-date-label.html', 'https://www.arbeitsagentur.de/jobsuche/jobdetail/10001-1001187342-S');
  });

  it('does not take the start date for the date of publication, and keeps it in the facts', () => {
    expect(doc.publishedAt).not.toBe('2025-02-01');
    expect(doc.text).toContain('Eintrittsdatum\n\nab 01.02.2025');
  });
});
