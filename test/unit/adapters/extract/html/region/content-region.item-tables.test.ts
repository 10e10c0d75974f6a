import { describe, expect, it } from 'vitest';
import { extractContentRegion } from '../../../../../../adapters/outbound/extract/html/region/content-region.js';
import { documentOf, prose } from './content-region-support.js';

/**
 * Session 35, batch 3: a link-dense block that holds a table of linked items, every row of the same
 * number (three or more) of cells and one column saying something outside links in every row
 * (AllMusic's track listing: number, linked title and composers, linked performer, time), lists the
 * items: it is no link cluster. A navbox-like table, a group's name beside its links two cells a row, still goes.
 */

/** The region's text, each table cell's words apart and each row on a line of its own. */
const regionText = (body: string): string => {
  const root = extractContentRegion(documentOf(body))?.root;
  if (root === undefined) return '';
  for (const cell of Array.from(root.querySelectorAll('td, th, div, h1, h2, h3, p'))) cell.append(' ');
  for (const row of Array.from(root.querySelectorAll('tr'))) {
    row.prepend('\n');
    row.append('\n');
  }
  return (root.textContent ?? '').replace(/[ \t]+/g, ' ').replace(/\s*\n\s*/g, '\n').trim();
};
const REVIEW = `<h1>Copper Season</h1><p>${prose('review')}</p>`;

const track = (number: number, title: string, composer: string, time: string): string => `<tr><td class="tracknum">${number}</td>`
  + `<td class="title-composer"><div class="title"><a href="/song/${number}">${title}</a></div><div class="composer"><a href="/artist/${composer.toLowerCase().replace(/ /g, '-')}">${composer}</a></div></td>`
  + `<td class="performer"><a href="/artist/the-velvet-orchards">The Velvet Orchards</a></td><td class="time">${time}</td></tr>`;

const TRACKS = '<div class="disc"><h3>Disc 1</h3><table><thead><tr><th>#</th><th>Title/Composer</th><th>Performer</th><th>Time</th></tr></thead><tbody>'
  + track(1, 'Lanterns Over Halden', 'Ingrid Solberg', '4:12') + track(2, 'Salt in the Rafters', 'Ingrid Solberg', '5:03')
  + track(3, 'Harmonium for Two', 'Mathias Solberg', '4:47') + '</tbody></table></div>';

const NAVBOX = '<div class="series-box"><table>'
  + '<tr><th>Albums</th><td><a href="/album/1">Borrowed Rooms</a> <a href="/album/2">Copper Season</a> <a href="/album/3">Winter Ferries</a></td></tr>'
  + '<tr><th>Singles</th><td><a href="/song/1">Lanterns Over Halden</a> <a href="/song/9">Night Harbour</a> <a href="/song/8">Tromsø Lights</a></td></tr></table></div>';

describe('extractContentRegion: a link-dense block holding a table of linked items with a column of plain facts', () => {
  it("keeps AllMusic's track listing (linked titles, composers and performers, each row's time in plain text) and drops a navbox-like table of links beside it", () => {
    const text = regionText(`<main>${REVIEW}<section class="track-listing"><h2>Track Listing</h2>${TRACKS}</section>${NAVBOX}</main>`);
    expect(text).toContain('Track Listing Disc 1\n# Title/Composer Performer Time\n1 Lanterns Over Halden Ingrid Solberg The Velvet Orchards 4:12\n');
    expect(text).toMatch(/\n3 Harmonium for Two Mathias Solberg The Velvet Orchards 4:47$/);
    // Two cells a row, a group's name beside its links: a navbox, still a link cluster.
    expect(text).not.toContain('Borrowed Rooms');
    expect(text).not.toContain('Night Harbour');
  });

  it('keeps a bare link-dense table of three cells a row whose time column holds no link, and drops one of the same width where every cell is linked', () => {
    const linked = (number: number): string => `<tr><td><a href="/n/${number}">No. ${number}</a></td><td><a href="/song/x${number}">Other Song ${number}</a></td><td><a href="/artist/y${number}">Other Band ${number}</a></td></tr>`;
    const plain = (number: number, title: string, time: string): string => `<tr><td><a href="/song/${number}">${title}</a></td><td><a href="/artist/velvet">The Velvet Orchards</a></td><td>${time}</td></tr>`;
    const text = regionText(`<main>${REVIEW}<table class="tracks">${plain(1, 'Lanterns Over Halden', '4:12')}${plain(2, 'Salt in the Rafters', '5:03')}</table>`
      + `<div class="more-songs"><table>${linked(1)}${linked(2)}</table></div></main>`);
    expect(text).toContain('\nLanterns Over Halden The Velvet Orchards 4:12\n');
    expect(text).toContain('\nSalt in the Rafters The Velvet Orchards 5:03');
    expect(text).not.toContain('Other Song 1');
  });
});
