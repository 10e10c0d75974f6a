import { describe, expect, it } from 'vitest';
import { extract } from './hand-checked-support.js';

/** Session 35, batch 1: hand-built pages (see `hand-checked-support.ts`) for the Readability names, figure galleries, text in a <pre>, flush counts, availability dates and listing titles of commit c3cd607. */

describe("a Fumadocs page whose install commands are tabs of code blocks, the tab set and each frame clipped by Tailwind's overflow-hidden", () => {
  it("writes each package manager's tab name over its install command, between the paragraphs around the tabs", async () => {
    const doc = await extract('docs-page-package-manager-install-tabs.html', 'https://lumen.dev/docs/guides/caching');
    expect(doc.text).toContain('Install the Redis adapter with your package manager of choice:\n\n**npm**\n\n```\nnpm install @lumen/cache-redis\n```\n\n**pnpm**\n\n```\npnpm add @lumen/cache-redis\n```\n\n**yarn**\n\n```\nyarn add @lumen/cache-redis\n```\n\nThen register the adapter in your config file.');
  });
});

describe("a flat's listing whose description and equipment are plain text in <pre class=\"… text-content\">, its landlord's contact block under \"Anbieter\" (ImmobilienScout24)", () => {
  const url = 'https://www.immobilienscout24.de/expose/152873640';

  it('writes the description as paragraphs and the equipment\'s "- " lines as a list, not as code blocks', async () => {
    const doc = await extract('flat-rental-listing-plain-text-pre.html', url);
    expect(doc.text).toContain('#### Objektbeschreibung\n\nDie Wohnung befindet sich im dritten Obergeschoss eines sorgfältig sanierten Gründerzeithauses im beliebten Graefekiez.');
    expect(doc.text).toContain('prägen den Charakter der Räume.\n\nVom großzügigen Flur gehen das Wohnzimmer');
    expect(doc.text).toContain('#### Ausstattung\n\n- Einbauküche mit Ceranfeld, Geschirrspüler und Kühl-Gefrier-Kombination\n- Tageslichtbad mit Badewanne und separater Dusche\n- Originale Dielenböden, 2022 abgeschliffen und geölt\n');
    expect(doc.text).toContain('#### Lage\n\nDer Graefekiez gehört zu den gefragtesten Wohnlagen Kreuzbergs.');
    expect(doc.text).not.toContain('```');
  });

  it("keeps the provider's contact block: the contact's name, the firm and its address", async () => {
    const doc = await extract('flat-rental-listing-plain-text-pre.html', url);
    expect(doc.text).toContain('#### Anbieter\n\n![Kreuzberg Wohnen Hausverwaltung GmbH](https://pictures.immobilienscout24.de/brandlogos/kreuzberg-wohnen.png)\n\nFrau Miriam Oelschläger\n\nKreuzberg Wohnen Hausverwaltung GmbH\n\nDieffenbachstraße 12, 10967 Berlin');
    expect(doc.text).toContain('Anbieter-Objekt-ID: KW-GF41-3L');
  });

  it('gives no publication date for the date the flat is free from ("Bezugsfrei ab 01.08.2025"), which is still written in its facts', async () => {
    const doc = await extract('flat-rental-listing-plain-text-pre.html', url);
    expect(doc.publishedAt).toBeUndefined();
    expect(doc.text).toContain('- Bezugsfrei ab: 01.08.2025');
  });

  it('leaves out the "Ähnliche Objekte" block of other flats, its title with it', async () => {
    const doc = await extract('flat-rental-listing-plain-text-pre.html', url);
    expect(doc.text).not.toContain('Ähnliche Objekte');
    expect(doc.text).not.toContain('Ruhige Hofwohnung mit Balkon');
    expect(doc.removalNotes).toContainEqual(expect.stringContaining('block of recommended other products removed'));
  });
});

describe("a house's listing whose highlighted facts set a count flush against its word (Funda's <span>4</span><span>slaapkamers</span>)", () => {
  it('spaces the count from its word', async () => {
    const doc = await extract('house-sale-listing-flush-counts.html', 'https://www.funda.nl/detail/koop/leiderdorp/huis-meidoornlaan-27/43219876/');
    expect(doc.text).toContain('- 132 m² wonen\n- 214 m² perceel\n- 4 slaapkamers\n');
    expect(doc.text).not.toContain('4slaapkamers');
  });
});

describe("an imageboard thread whose reply has two files, each a captioned figure in div.post__images (2ch)", () => {
  it("keeps both files' linked thumbnails between the reply's header and its message", async () => {
    const doc = await extract('imageboard-thread-two-captioned-files.html', 'https://2ch.hk/b/res/309812244.html');
    expect(doc.text).toContain('[![graph_january.png](https://2ch.hk/b/thumb/309812244/17102511529870s.jpg "graph_january.png (88Кб, 1024x600)")](https://2ch.hk/b/src/309812244/17102511529870.png)\n\n'
      + '[![graph_february.png](https://2ch.hk/b/thumb/309812244/17102511529871s.jpg "graph_february.png (91Кб, 1024x600)")](https://2ch.hk/b/src/309812244/17102511529871.png)\n\n'
      + '[>>309812244 (OP)](https://2ch.hk/b/res/309812244.html#309812244)\n[>>309812301](https://2ch.hk/b/res/309812244.html#309812301)');
  });
});
