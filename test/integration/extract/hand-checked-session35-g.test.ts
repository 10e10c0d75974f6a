import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract } from './hand-checked-support.js';

/**
 * Session 35, batch 3: hand-built pages (see `hand-checked-support.ts`) for the rules of commit ee4c894
 * (a link-dense block holding a table of linked items with a column of plain facts; a heading's edit or
 * "more" link set in a block inside it; empty titled divs alone in a cell) and of its parent 0461e12
 * (a consent banner named only by its platform).
 */

describe("album page whose track listing is a table of linked titles, composers and performers beside plain times (AllMusic's section.track-listing)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('album-review-page-track-listing-table.html', 'https://www.allmusic.com/album/copper-season-mw0002941177');
  });

  it('keeps the track listing under its heading, each track a row with its number, linked title and composers, performer and time', () => {
    expect(doc.text).toContain('## Track Listing\n\n### Disc 1\n\n| # |  | Title/Composer | Performer | Time | Stream |\n| --- | --- | --- | --- | --- | --- |\n'
      + '| 1 |  | [Lanterns Over Halden](https://www.allmusic.com/song/lanterns-over-halden-mt0051122301) [Ingrid Solberg](https://www.allmusic.com/artist/ingrid-solberg-mn0003318301) / '
      + '[Mathias Solberg](https://www.allmusic.com/artist/mathias-solberg-mn0003318302) | [The Velvet Orchards](https://www.allmusic.com/artist/the-velvet-orchards-mn0003318240) | 4:12 |  |');
    expect(doc.text).toContain('| 4 |  | [Ferry Timetable](https://www.allmusic.com/song/ferry-timetable-mt0051122304) [The Velvet Orchards](https://www.allmusic.com/artist/the-velvet-orchards-mn0003318240) | '
      + '[The Velvet Orchards](https://www.allmusic.com/artist/the-velvet-orchards-mn0003318240) featuring: [Liv Arnesen](https://www.allmusic.com/artist/liv-arnesen-mn0003318304) | 1:38 |  |');
    expect(doc.text).toMatch(/\| 5 \| {2}\| \[Copper Season\]\(https:\/\/www\.allmusic\.com\/song\/copper-season-mt0051122305\) .*\| 7:26 \| {2}\|\n\n## Credits/);
    expect(doc.removalNotes).toContainEqual('4 link-heavy blocks removed (menus, tag and link lists)');
  });
});

describe("anime database entry whose section headings hold an edit or 'more' link in a floating block (MyAnimeList's div.floatRightHeader)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('anime-database-entry-heading-edit-links.html', 'https://myanimelist.net/anime/58812/Hoshizora_Relay');
  });

  it('writes each heading as its own words, its edit or "More …" link gone', () => {
    expect(doc.text).toContain('\n## Synopsis\n\nMio Takeda has run the anchor leg for her school\'s relay team for three years');
    expect(doc.text).toContain('\n## Background\n\nHoshizora Relay is an original work by Studio Hanabira');
    expect(doc.text).toContain('\n## Episode Videos\n\n[Episode 1 The Last Leg](https://myanimelist.net/anime/58812/Hoshizora_Relay/episode/1)');
    expect(doc.text).toContain('\n## Characters & Voice Actors\n\n');
    expect(doc.text).toContain('\n## Staff\n\n');
    expect(doc.text).toContain('\n## Reviews\n\n');
    // "Recent Forum Discussion" ends the page over its dropped list of threads: a heading over nothing goes.
    expect(doc.text).not.toContain('\n## Recent Forum Discussion');
    expect(doc.text).not.toMatch(/^#+ .*\[(?:Edit|More [a-z]+)\]\(/m);
    expect(doc.text).not.toContain('[Edit](');
    expect(doc.text).not.toContain('dbchanges.php?aid=58812');
  });
});

describe("game wiki article whose tables mark platforms and support states by empty titled divs (PCGamingWiki's div.svg-icon)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('game-wiki-article-titled-support-icons.html', 'https://www.pcgamingwiki.com/wiki/Ashen_Meridian');
  });

  it("writes the infobox's release dates beside their platforms' names", () => {
    expect(doc.text).toContain('| **Release dates** | |\n| Windows | October 7, 2021 |\n| Linux | March 22, 2022 |');
  });

  it("writes each feature's support state as its mark's title", () => {
    expect(doc.text).toContain('| [Widescreen resolution](https://www.pcgamingwiki.com/wiki/Glossary:Widescreen_resolution) | Native support |  |');
    expect(doc.text).toContain('| [Multi-monitor](https://www.pcgamingwiki.com/wiki/Glossary:Ultra-widescreen) | No native support | Stretched HUD and broken minimap placement. |');
    expect(doc.text).toContain('| [High frame rate](https://www.pcgamingwiki.com/wiki/Glossary:Frame_rate_%28FPS%29#High_frame_rate) | Hackable | Capped at 120 FPS.');
    expect(doc.text).toContain('| Mute on focus lost | No native support |  |');
    expect(doc.text).toContain('| English | Native support | Native support | Native support |  |\n| Polish | Native support | No native support | Native support | Fan voice-over available. |');
    expect(doc.text).toContain('| [Epic Games Store](https://store.epicgames.com/p/ashen-meridian) | Epic Games Store DRM | Deluxe Edition also available. | Windows |');
    expect(doc.text).not.toMatch(/\| \[Widescreen resolution\]\([^)]*\) \| {2}\|/);
  });
});

describe("music artist page behind a consent banner named only by its platform (Last.fm's OneTrust div#onetrust-banner-sdk)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('music-artist-page-onetrust-banner.html', 'https://www.last.fm/music/The+Velvet+Orchards');
  });

  it('drops the banner, so the page opens with the artist\'s name and stats', () => {
    expect(doc.text).toMatch(/^# The Velvet Orchards\n\n\[Play on YouTube\]\(https:\/\/www\.youtube\.com\/watch\?v=x1\)\n\n#### Listeners\n\n412\.8K/);
    expect(doc.text).toContain('The Velvet Orchards are a four-piece indie folk band formed in Tromsø, Norway, in 2011');
    expect(doc.text).not.toContain('We value your privacy');
    expect(doc.text).not.toContain('We and our partners store and/or access information on a device');
    expect(doc.text).not.toContain('[Cookie Policy](https://www.last.fm/legal/cookies)');
  });
});
