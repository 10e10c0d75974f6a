import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { emptyFindings, noteElement } from '../../../../../../adapters/outbound/extract/html/before-stage-walk.js';
import { writeAriaTables } from '../../../../../../adapters/outbound/extract/html/region/aria-tables.js';

/**
 * Session 35, batch 3: a table drawn in `<div>`s whose class names it by a word ending in "table"
 * (`div.specstable`, Liquipedia's `div.csstable-widget.prizepooltable`), of rows named row of cells
 * named cell, is written as a table, as one named by the word "table" alone was; and a cell may
 * hold a `<div>` (a place's medal and its words) and stay a cell.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
const rows = (table: Element): string[][] => Array.from(table.querySelectorAll('tr'), (row) => Array.from(row.children, (cell) => `${cell.localName}:${text(cell)}`));

function walkedGrids(body: Element): Element[] {
  const findings = emptyFindings();
  for (const element of Array.from(body.querySelectorAll('*'))) noteElement(element, findings, false);
  return findings.ariaTables;
}

const SPECS = '<div id="specs" class="specstable"><div class="specstable-row"><div class="specstable-cell">Weight</div><div class="specstable-cell">2.4 kg</div></div>'
  + '<div class="specstable-row"><div class="specstable-cell">Battery</div><div class="specstable-cell">72 Wh</div></div>'
  + '<div class="specstable-row"><div class="specstable-cell">Ports</div><div class="specstable-cell">2 × USB-C, HDMI 2.1</div></div></div>';

describe('class-named div grids: a class word ending in "table"', () => {
  it('writes div.specstable of …-row divs of …-cell divs as a table of its rows', () => {
    const body = bodyOf(`<h3>Specifications</h3>${SPECS}`);
    const grids = walkedGrids(body);
    // Its rows and cells, named by the same word, are handed on too, and refused as grids by their own children.
    expect(grids).toContain(body.querySelector('#specs'));
    expect(writeAriaTables(body, grids)).toBe(1);
    expect(rows(body.querySelector('table') as Element)).toEqual([['td:Weight', 'td:2.4 kg'], ['td:Battery', 'td:72 Wh'], ['td:Ports', 'td:2 × USB-C, HDMI 2.1']]);
    expect(body.querySelector('.specstable')).toBeNull();
  });

  it("writes Liquipedia's prize pool (div.csstable-widget.prizepooltable), its header row named so and a place cell holding a <div>, as a table", () => {
    const row = (place: string, prize: string, team: string): string => `<div class="csstable-widget-row"><div class="csstable-widget-cell prizepooltable-place"><div class="prizepooltable-place">${place}</div></div>`
      + `<div class="csstable-widget-cell">${prize}</div><div class="csstable-widget-cell"><span class="team-template-text"><a href="/x/${team}">${team}</a></span></div></div>`;
    const body = bodyOf('<div id="prizes" class="csstable-widget prizepooltable"><div class="csstable-widget-row prizepooltable-header"><div class="csstable-widget-cell">Place</div><div class="csstable-widget-cell">$ USD</div><div class="csstable-widget-cell">Participant</div></div>'
      + `${row('1st', '$40,000', 'Northwind')}${row('2nd', '$20,000', 'Kestrel Gaming')}</div>`);
    expect(writeAriaTables(body, walkedGrids(body))).toBe(1);
    expect(rows(body.querySelector('table') as Element)).toEqual([
      ['th:Place', 'th:$ USD', 'th:Participant'],
      ['td:1st', 'td:$40,000', 'td:Northwind'],
      ['td:2nd', 'td:$20,000', 'td:Kestrel Gaming'],
    ]);
    expect(body.querySelector('td a')?.getAttribute('href')).toBe('/x/Northwind');
  });

  it('still leaves a grid whose class only holds "table" inside a word (div.tablet-gallery) or ends a word otherwise ("tables"), and writes the specstable beside them', () => {
    const cellsOf = (name: string): string => `<div class="${name}-row"><div class="${name}-cell">A</div><div class="${name}-cell">B</div></div>`;
    const body = bodyOf(`<div id="tablet" class="tablet-gallery">${cellsOf('tablet-gallery')}${cellsOf('tablet-gallery')}</div>`
      + `<div id="tables" class="all-tables">${cellsOf('all-tables')}${cellsOf('all-tables')}</div>${SPECS}`);
    expect(walkedGrids(body).map((element) => element.id).filter((id) => id !== '')).toEqual(['specs']);
    expect(writeAriaTables(body, walkedGrids(body))).toBe(1);
    expect(body.querySelector('#tablet')?.localName).toBe('div');
    expect(body.querySelector('#tables')?.localName).toBe('div');
  });

  it('writes a grid named by the word "table" alone whose cells hold <div>s (a value and its unit in blocks of their own), and still leaves one whose cell holds a paragraph', () => {
    const grid = (id: string, value: string): string => `<div id="${id}" class="specs-table"><div class="specs-row"><div class="specs-cell">Weight</div><div class="specs-cell">${value}</div></div>`
      + '<div class="specs-row"><div class="specs-cell">Colour</div><div class="specs-cell"><div class="value">Black</div></div></div></div>';
    const body = bodyOf(grid('blocks', '<div class="value">2.4</div><div class="unit">kg</div>') + grid('prose', '<p>About 2.4 kg with its battery.</p>'));
    expect(writeAriaTables(body, walkedGrids(body))).toBe(1);
    expect(body.querySelectorAll('table')).toHaveLength(1);
    expect(rows(body.querySelector('table') as Element)).toEqual([['td:Weight', 'td:2.4kg'], ['td:Colour', 'td:Black']]);
    expect(body.querySelector('#prose')?.localName).toBe('div');
  });
});
