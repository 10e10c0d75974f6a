import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { emptyFindings, noteElement } from '../../../../../../adapters/outbound/extract/html/before-stage-walk.js';
import { giveListRowGridRoles } from '../../../../../../adapters/outbound/extract/html/region/list-row-grids.js';
import { writeAriaTables } from '../../../../../../adapters/outbound/extract/html/region/aria-tables.js';

/**
 * Session 37: a table drawn as a run of lists, one `<ul>` named a row per row (Woolworths' nutrition panel:
 * `ul.wow-row.nutrition-row`, three `li.nutrition-column`s each, the first row's heads over an empty corner),
 * is given a table's roles and written as a table; two lists, or lists of different lengths, stay lists.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const rows = (body: Element): string[][] => Array.from(body.querySelectorAll('tr'), (row) => Array.from(row.children, (cell) => `${cell.localName}:${(cell.textContent ?? '').trim()}`));
const list = (cells: string[], name = 'wow-row nutrition-row'): string => `<ul class="${name}">${cells.map((cell) => `<li class="nutrition-column">${cell}</li>`).join('')}</ul>`;
/** The lists named a row that the walk before the stages hands to `giveListRowGridRoles`. */
function walkedRowLists(body: Element): Element[] {
  const findings = emptyFindings();
  for (const element of Array.from(body.querySelectorAll('*'))) noteElement(element, findings, false);
  return findings.rowLists;
}
/** What the steps before the stages do: give the walked lists a table's roles, then write the grids as tables. */
const writeGrids = (body: HTMLElement): number => writeAriaTables(body, giveListRowGridRoles(walkedRowLists(body)));

describe('giveListRowGridRoles', () => {
  it('writes a run of lists each named a row, as many short items each, as a table, the first row its heads when it opens with an empty corner', () => {
    const body = bodyOf(`<div class="nutrition-table">${list(['', 'Quantity Per Serving', 'Quantity Per 100g / 100mL'], 'wow-row nutrition-row nutrition-header')}`
      + `${list(['Energy', '8kJ', '115kJ'])}${list(['Protein', '0.1g', '1.4g'])}${list(['– Saturated', 'LESS THAN 0.1g', '0.1g'])}</div>`);
    expect(writeGrids(body)).toBe(1);
    expect(rows(body)).toEqual([['th:', 'th:Quantity Per Serving', 'th:Quantity Per 100g / 100mL'], ['td:Energy', 'td:8kJ', 'td:115kJ'], ['td:Protein', 'td:0.1g', 'td:1.4g'], ['td:– Saturated', 'td:LESS THAN 0.1g', 'td:0.1g']]);
    expect(body.querySelector('ul, li')).toBeNull();
  });

  it('writes every row as cells when the first row opens with a label, not an empty corner', () => {
    const body = bodyOf(`<div>${list(['Energy', '8kJ'])}${list(['Protein', '0.1g'])}${list(['Sodium', '1mg'])}</div>`);
    expect(writeGrids(body)).toBe(1);
    expect(rows(body)).toEqual([['td:Energy', 'td:8kJ'], ['td:Protein', 'td:0.1g'], ['td:Sodium', 'td:1mg']]);
  });

  it('leaves two lists named a row, lists of different lengths, lists not named a row and lists of sentences as lists, beside a run that is a table', () => {
    const sentence = 'Grind the beans just before brewing and use water just off the boil for the best flavour.';
    const body = bodyOf(`<div id="two">${list(['Energy', '8kJ'])}${list(['Protein', '0.1g'])}</div>`
      + `<div id="uneven">${list(['Energy', '8kJ', '115kJ'])}${list(['Protein', '0.1g'])}${list(['Sodium', '1mg', '12mg'])}</div>`
      + `<div id="unnamed">${list(['Energy', '8kJ'], 'facts')}${list(['Protein', '0.1g'], 'facts')}${list(['Sodium', '1mg'], 'facts')}</div>`
      + `<div id="prose">${list(['Tip', sentence])}${list(['Tip', sentence])}${list(['Tip', sentence])}</div>`
      + `<div id="grid">${list(['Fat', '0.4g'])}${list(['Sugars', '0.2g'])}${list(['Caffeine', '84mg'])}</div>`);
    // The walk notes the lists named a row (`ul.wow-row`), not `ul.facts`.
    expect(walkedRowLists(body)).toHaveLength(11);
    expect(writeGrids(body)).toBe(1);
    expect(body.querySelectorAll('table')).toHaveLength(1);
    expect(body.querySelector('#grid > table')).not.toBeNull();
    expect(body.querySelectorAll('#two > ul')).toHaveLength(2);
    expect(body.querySelectorAll('#uneven > ul')).toHaveLength(3);
    expect(body.querySelectorAll('#unnamed > ul')).toHaveLength(3);
    expect(body.querySelectorAll('#prose > ul')).toHaveLength(3);
    expect(body.querySelector('#two [role], #uneven [role]')).toBeNull();
  });
});
