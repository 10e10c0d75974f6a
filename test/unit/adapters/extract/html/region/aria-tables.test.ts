import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeAriaTables } from '../../../../../../adapters/outbound/extract/html/region/aria-tables.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const rows = (body: Element): string[][] => Array.from(body.querySelectorAll('tr'), (row) => Array.from(row.children, (cell) => `${cell.localName}:${(cell.textContent ?? '').trim()}`));
const row = (cells: string[], role = 'cell'): string => `<div role="row">${cells.map((cell) => `<div role="${role}"><p>${cell}</p></div>`).join('')}</div>`;

describe('writeAriaTables', () => {
  it('writes a table of boxes with ARIA roles as a table, its header row with it', () => {
    const body = bodyOf(`<div role="table"><div role="rowgroup">${row(['Event', 'Sent when'], 'columnheader')}</div><div role="rowgroup">${row(['created', 'a label was bought'])}${row(['delivered', 'proof came'])}</div></div>`);
    expect(writeAriaTables(body)).toBe(1);
    expect(rows(body)).toEqual([['th:Event', 'th:Sent when'], ['td:created', 'td:a label was bought'], ['td:delivered', 'td:proof came']]);
  });

  it("takes in a header row the page keeps outside the table, its names in title (GitBook's sticky header)", () => {
    const header = '<div class="sticky"><div role="rowgroup"><div role="row"><div role="columnheader" title="Event"></div><div role="columnheader" title="Sent when"></div></div></div></div>';
    const body = bodyOf(`<div class="group/table">${header}<div class="overflow-x-auto"><div role="table"><div role="rowgroup">${row(['created', 'bought'])}${row(['delivered', 'came'])}</div></div></div></div>`);
    expect(writeAriaTables(body)).toBe(1);
    expect(rows(body)).toEqual([['th:Event', 'th:Sent when'], ['td:created', 'td:bought'], ['td:delivered', 'td:came']]);
    expect(body.querySelector('[role="columnheader"]')).toBeNull();
  });

  it('leaves a one-row or one-column grid, and a real table with a role, as they are', () => {
    const body = bodyOf(`<div role="table">${row(['only', 'row'])}</div><div role="table">${row(['a'])}${row(['b'])}</div><table role="table"><tr><td>x</td></tr></table>`);
    expect(writeAriaTables(body)).toBe(0);
    expect(body.querySelectorAll('table')).toHaveLength(1);
  });
});
