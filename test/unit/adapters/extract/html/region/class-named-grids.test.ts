import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { emptyFindings, noteElement } from '../../../../../../adapters/outbound/extract/html/before-stage-walk.js';
import { writeAriaTables } from '../../../../../../adapters/outbound/extract/html/region/aria-tables.js';

/**
 * Session 35: a table drawn in `<div>`s that only their classes name as one (Asda's nutrition
 * values: `div.…nutrition-table-cntr` > `div.…nutrition-row` > `div.…nutrition-cell`) is found by
 * the walk before the stages and written as a table, its first row the header when named so.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
const rows = (table: Element): string[][] => Array.from(table.querySelectorAll('tr'), (row) => Array.from(row.children, (cell) => `${cell.localName}:${text(cell)}`));

/** The grids the walk before the stages hands to `writeAriaTables`. */
function walkedGrids(body: Element): Element[] {
  const findings = emptyFindings();
  for (const element of Array.from(body.querySelectorAll('*'))) noteElement(element, findings, false);
  return findings.ariaTables;
}

const P = 'pdp-description-reviews__nutrition';
const cell = (value: string, extra = ''): string => `<div class="${P}-cell${extra}">${value}</div>`;
const row = (values: readonly string[], extra = ''): string => `<div class="${P}-row${extra}">${values.map((value, i) => cell(value, i === 0 ? ` ${P}-cell--title` : '')).join('')}</div>`;
const grid = (rowsHtml: string, id = 'nutrition'): string => `<div id="${id}" class="${P}-table-cntr">${rowsHtml}</div>`;

const NUTRITION = grid(row(['Typical Values', 'Per 100g', 'Per 28g serving', '%RI*'], ` ${P}-row--header`)
  + row(['Energy', '1414kJ / 342kcal', '396kJ / 96kcal', '5%']) + row(['Fibre', '0.4g', '0.1g', '']) + row(['Salt', '<span>1.6g</span>', '0.45g', '8%']));

describe('class-named div grids written as tables', () => {
  it("writes a div grid named table, of rows named row of cells named cell, as a table, the row named header as its header (Asda's nutrition values)", () => {
    const body = bodyOf(`<h3>Nutritional Values</h3>${NUTRITION}<p>*Reference intake of an average adult.</p>`);
    const grids = walkedGrids(body);
    expect(grids.map((element) => element.id)).toEqual(['nutrition']);
    expect(writeAriaTables(body, grids)).toBe(1);
    const table = body.querySelector('table');
    expect(table).not.toBeNull();
    expect(rows(table as Element)).toEqual([
      ['th:Typical Values', 'th:Per 100g', 'th:Per 28g serving', 'th:%RI*'],
      ['td:Energy', 'td:1414kJ / 342kcal', 'td:396kJ / 96kcal', 'td:5%'],
      // The empty cell keeps its place: no value shifts into the %RI column.
      ['td:Fibre', 'td:0.4g', 'td:0.1g', 'td:'],
      ['td:Salt', 'td:1.6g', 'td:0.45g', 'td:8%'],
    ]);
    expect(body.querySelector(`.${P}-table-cntr`)).toBeNull();
    expect(body.querySelector('td span')?.textContent).toBe('1.6g');
  });

  it('writes every row of cells when the first row is not named a header', () => {
    const body = bodyOf('<div class="specs-table"><div class="specs-row"><div class="specs-cell">Weight</div><div class="specs-cell">2 kg</div></div>'
      + '<div class="specs-row"><div class="specs-cell">Colour</div><div class="specs-cell">Black</div></div></div>');
    expect(writeAriaTables(body, walkedGrids(body))).toBe(1);
    expect(rows(body.querySelector('table') as Element)).toEqual([['td:Weight', 'td:2 kg'], ['td:Colour', 'td:Black']]);
    expect(body.querySelector('th')).toBeNull();
  });

  it('leaves a grid with uneven rows, with a block in a cell, or with a child not named a row as divs, and writes the even one beside them', () => {
    const uneven = grid(row(['Typical Values', 'Per 100g', '%RI*'], ` ${P}-row--header`) + row(['Energy', '1414kJ', '396kJ', '5%']) + row(['Fat', '31.2g', '12%']), 'uneven');
    const blocks = grid(row(['Typical Values', 'Per 100g']) + row(['Energy', '<p>1414kJ</p>']) + row(['Fat', '31.2g']), 'blocks');
    const unnamed = grid(`${row(['Typical Values', 'Per 100g'])}<div class="${P}-note"><div class="${P}-cell">Energy</div><div class="${P}-cell">1414kJ</div></div>`, 'unnamed');
    const body = bodyOf(uneven + blocks + unnamed + NUTRITION);
    expect(writeAriaTables(body, walkedGrids(body))).toBe(1);
    expect(body.querySelectorAll('table')).toHaveLength(1);
    expect(rows(body.querySelector('table') as Element)[0]).toEqual(['th:Typical Values', 'th:Per 100g', 'th:Per 28g serving', 'th:%RI*']);
    for (const id of ['uneven', 'blocks', 'unnamed']) {
      const left = body.querySelector(`#${id}`);
      expect(left?.localName).toBe('div');
      expect(left?.hasAttribute('role')).toBe(false);
      expect(left?.querySelector('[role]')).toBeNull();
    }
  });
});
