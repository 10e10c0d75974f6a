import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeAriaTables } from '../../../../../../adapters/outbound/extract/html/region/aria-tables.js';
import { isSummaryGrid } from '../../../../../../adapters/outbound/extract/html/region/summary-grids.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;

/** JDK 17's constructor summary: a grid of cells a stylesheet lays out in two columns. */
const CONSTRUCTORS = '<section class="constructor-summary" id="constructor-summary"><h2>Constructor Summary</h2><div class="caption"><span>Constructors</span></div>'
  + '<div class="summary-table two-column-summary"><div class="table-header col-first">Constructor</div><div class="table-header col-last">Description</div>'
  + '<div class="col-constructor-name even-row-color"><code><a href="#%3Cinit%3E()" class="member-name-link">BootstrapMethodError</a>()</code></div>'
  + '<div class="col-last even-row-color"><div class="block">Constructs a <code>BootstrapMethodError</code> with no detail message.</div></div>'
  + '<div class="col-constructor-name odd-row-color"><code><a href="#%3Cinit%3E(java.lang.String)" class="member-name-link">BootstrapMethodError</a>(<a href="String.html">String</a>&nbsp;s)</code></div>'
  + '<div class="col-last odd-row-color"><div class="block">Constructs a <code>BootstrapMethodError</code> with the specified detail message.</div></div></div></section>';

describe("Javadoc's summary grids written as tables", () => {
  it("writes a class's constructor summary (div.summary-table.two-column-summary) as a table, a row per constructor under the header cells", () => {
    const body = bodyOf(CONSTRUCTORS);
    const grids = Array.from(body.querySelectorAll('div')).filter(isSummaryGrid);
    expect(grids).toHaveLength(1);
    expect(writeAriaTables(body, grids)).toBe(1);
    const rows = Array.from(body.querySelectorAll('table tr'));
    expect(rows.map((row) => Array.from(row.children).map((cell) => `${cell.localName}:${(cell.textContent ?? '').replace(/\s+/g, ' ').trim()}`))).toEqual([
      ['th:Constructor', 'th:Description'],
      ['td:BootstrapMethodError()', 'td:Constructs a BootstrapMethodError with no detail message.'],
      ['td:BootstrapMethodError(String s)', 'td:Constructs a BootstrapMethodError with the specified detail message.'],
    ]);
    expect(body.querySelector('table td a.member-name-link')?.getAttribute('href')).toBe('#%3Cinit%3E()');
  });

  it("writes a package's list of classes (a grid in section.summary) as a table, the class names kept as links", () => {
    const packageList = bodyOf('<section class="summary"><ul class="summary-list"><li><div id="class-summary"><div class="summary-table two-column-summary"><div class="table-header col-first">Class</div><div class="table-header col-last">Description</div>'
      + '<div class="col-first"><a href="Key.html">Key</a></div><div class="col-last"><div class="block">The Key interface.</div></div>'
      + '<div class="col-first"><a href="Signer.html">Signer</a></div><div class="col-last"><div class="block">Deprecated, for removal.</div></div></div></div></li></ul></section>');
    const grids = Array.from(packageList.querySelectorAll('div')).filter(isSummaryGrid);
    expect(grids).toHaveLength(1);
    expect(writeAriaTables(packageList, grids)).toBe(1);
    expect(Array.from(packageList.querySelectorAll('tr'), (row) => Array.from(row.children, (cell) => `${cell.localName}:${(cell.textContent ?? '').trim()}`))).toEqual([
      ['th:Class', 'th:Description'],
      ['td:Key', 'td:The Key interface.'],
      ['td:Signer', 'td:Deprecated, for removal.'],
    ]);
    expect(packageList.querySelector('td a')?.getAttribute('href')).toBe('Key.html');
  });

  it('leaves a grid whose cells do not fill its rows as it is', () => {
    const ragged = bodyOf(CONSTRUCTORS.replace('<div class="col-last odd-row-color">', '<div class="col-last odd-row-color" hidden></div><div class="col-last odd-row-color">'));
    const grids = Array.from(ragged.querySelectorAll('div')).filter(isSummaryGrid);
    expect(grids).toHaveLength(1);
    expect(writeAriaTables(ragged, grids)).toBe(0);
    expect(ragged.querySelector('table')).toBeNull();
  });
});
