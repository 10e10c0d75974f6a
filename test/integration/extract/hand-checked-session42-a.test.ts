import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract } from './hand-checked-support.js';

/**
 * Session 42, helper a: pages (invented text) for the rule of commit deef89f: an element whose class hides it from a
 * breakpoint on, so only small screens show it (Tailwind `md:hidden`, Bootstrap `d-md-none`, `d-lg-none`, with no
 * `hidden`/`d-none` beside it), goes when at least 90 % of its words are said by its parent's other children before it:
 * the wide-screen rendering of the same block stands before it. Three layouts: a Tailwind shoe shop setting a product's
 * four features as callouts around a picture (`max-md:hidden`) and again as a phone slider (`md:hidden` over
 * `.swiper-slide`s), whose one-line captions are too short for the verbatim-block dedup; a Bootstrap watch shop
 * stating the colour and a low-stock notice in `d-block d-md-none` and then in `d-none d-md-block` (the phone's copy
 * comes first, so its wide twin goes: the rule as amended in the same session); a marketing
 * service page whose benefits section is set for wide screens (`d-lg-block d-none`, h3s) and again for phones
 * (`d-lg-none`, h5s). What only phones show and says something of its own (a fit tip, an app dispatch note, a
 * click-to-call line) stays.
 */

describe('a shoe product page (Tailwind) whose four features are callouts around a picture and again a slider for phones', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('shoe-product-feature-callouts-phone-slider.html', 'https://fernbrook.example/products/mens-hemlock-trail-runner-moss-green');
  });

  it('writes each feature once: the md:hidden slider repeating the callouts goes', () => {
    for (const heading of ['HEMP BLEND UPPER', 'CORK FOOTBED', 'LUGGED OUTSOLE', 'REPAIRABLE BUILD']) expect(doc.text.match(new RegExp(`^### ${heading}$`, 'gm')), heading).toHaveLength(1);
    expect(doc.text.match(/Tough plant fibres shrug off brambles and dry out fast\./g)).toHaveLength(1);
    expect(doc.text.match(/Stitched, not glued, so a cobbler can replace the sole\./g)).toHaveLength(1);
    expect(doc.removalNotes).toContain('1 block set twice, for small screens and for wide ones, read once (the second rendering removed)');
  });

  it("keeps the callouts in order under the section's heading, and the care section after them", () => {
    expect(doc.text).toMatch(/## Built for the long way round\n\n(?:!\[[^\]]*\]\([^)]*\)\n\n)?### HEMP BLEND UPPER\n\nTough plant fibres shrug off brambles and dry out fast\.\n\n### CORK FOOTBED\n\nHarvested bark cushions every stride and shapes itself to you\.\n\n### LUGGED OUTSOLE\n\nNatural rubber lugs bite into clay without clogging up\.\n\n### REPAIRABLE BUILD\n\nStitched, not glued, so a cobbler can replace the sole\.\n\n## Materials and care/);
  });

  it("keeps the phone-only fit tip, whose words are its own, after the description", () => {
    expect(doc.text).toContain('the cork footbed moulds to your arch over the first week of wear.\n\nTip for small feet: if you wear a half size, our fitters recommend sizing down, since the toe box runs roomy.');
  });

  it('keeps the title, colour, price, description and the materials list', () => {
    expect(doc.title).toBe("Men's Hemlock Trail Runner");
    expect(doc.text).toContain('Moss Green (Light Oat Sole)\n\n$134\n\nA grippy, low-to-the-ground runner for wet roots and gravel towpaths.');
    expect(doc.text).toContain('- Upper: 55% hemp, 45% recycled polyester\n- Footbed: natural cork with a bio-based foam layer\n- Outsole: natural rubber, 4 mm lugs\n- Weight: 298 g (men\'s size 9)');
    expect(doc.text).toContain('Brush off dried mud with a soft brush and let the shoes air-dry away from radiators.');
  });
});

describe('a watch product page (Bootstrap) stating its colour and stock in d-block d-md-none and then again in d-none d-md-block', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('watch-product-stock-notice-colour-phone-copy.html', 'https://www.northbeck.example/halden-field-38mm/HF38-TEAL.html');
  });

  it('states the colour, its options and the low-stock notice once: the d-none d-md-block twin after the d-md-none copy goes', () => {
    expect(doc.text.match(/Just Two Left In Teal/g)).toHaveLength(1);
    expect(doc.text.match(/^Colour: Glacier Teal$/gm)).toHaveLength(1);
    expect(doc.text.match(/^options: Glacier Teal, Dune Sand$/gm)).toHaveLength(1);
    expect(doc.removalNotes).toContain('1 block set twice, for small screens and for wide ones, read once (the second rendering removed)');
  });

  it('keeps the first copy where it stands, right after the price, and the dispatch note before the details', () => {
    expect(doc.text).toContain('$189.00\n\nColour: Glacier Teal\n\noptions: Glacier Teal, Dune Sand\n\nJust Two Left In Teal\n\nOrdering from our app? Orders placed before 2 pm leave our Kendal workshop the same afternoon.\n\n## Details');
  });

  it('keeps the phone-only dispatch note (d-block d-md-none), which no wide-screen block repeats', () => {
    expect(doc.text.match(/Orders placed before 2 pm leave our Kendal workshop the same afternoon\./g)).toHaveLength(1);
  });

  it('keeps the title, price, description and spec table', () => {
    expect(doc.title).toBe('Halden Field 38mm');
    expect(doc.text).toContain('$189.00');
    expect(doc.text).toContain('Built for long walks on the fells, the Halden Field keeps its dial legible in low light with lume on every hour marker.');
    expect(doc.text).toContain('| Case size | 38 mm |\n| Movement | Miyota 8315 automatic |\n| Water resistance | 100 m |\n| Crystal | Domed sapphire |');
  });
});

describe('an agency service page (Bootstrap) whose benefits section is set for wide screens (d-lg-block d-none) and again for phones (d-lg-none)', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('agency-service-page-benefits-section-phone-copy.html', 'https://larchway.example/en/services/customer-research');
  });

  it("writes the benefits section once: the phone copy's heading and h5s go", () => {
    expect(doc.text.match(/## What does customer research bring you\?/g)).toHaveLength(1);
    expect(doc.text.match(/Test an idea with eight customers before your team spends a quarter building it\./g)).toHaveLength(1);
    expect(doc.text.match(/Personas and journey maps grounded in real quotes/g)).toHaveLength(1);
    expect(doc.text).not.toMatch(/^##### /m);
    expect(doc.removalNotes).toContain('1 block set twice, for small screens and for wide ones, read once (the second rendering removed)');
  });

  it('keeps the wide-screen benefits, with their h3s, between the introduction and "How a study runs"', () => {
    expect(doc.text).toContain('the following sprint.\n\n## What does customer research bring you?\n\n### Fewer wasted sprints\n\nTest an idea with eight customers before your team spends a quarter building it.\n\n### Onboarding that sticks\n\nFind the exact step where new sign-ups give up, and why they give up there.\n\n### Shared language across teams\n\nPersonas and journey maps grounded in real quotes, not in meeting-room assumptions.\n\n## How a study runs');
  });

  it('keeps the phone-only call line (d-lg-none) under the closing call to action', () => {
    expect(doc.text).toContain('## Ready to hear from your customers?\n\nRather talk it through? Ring our Valencia office on +34 960 123 456, weekdays from 9:00 to 18:00.');
  });

  it('keeps the title heading, the lead, the steps and the price', () => {
    expect(doc.title).toBe('Customer Research Agency');
    expect(doc.text).toMatch(/^# Customer Research Agency\n\n## We talk to the people who use your product, so your roadmap rests on evidence instead of guesswork\./);
    expect(doc.text).toContain('1. **Kick-off.** We agree on the three questions the study must answer.\n2. **Recruiting.**');
    expect(doc.text).toContain('Studies start at €9,800 for six interviews, recruiting included.');
  });
});
