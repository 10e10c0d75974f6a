import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { emptyFindings, noteElement } from '../../../../../../adapters/outbound/extract/html/before-stage-walk.js';
import { writeCellIcons } from '../../../../../../adapters/outbound/extract/html/region/cell-icons.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;

/** Garmin's specs table: a feature's value drawn by the empty cell's own class. */
const SPECS = '<table class="specs"><tr><th>Touchscreen</th><td class="yes"></td></tr><tr><th>Solar charging</th><td class="no"></td></tr>'
  + '<tr><th>Weight</th><td class="value">47 g</td></tr><tr><th>Reply to text messages</th><td class="yes">Yes (Android only)</td></tr><tr><th>Notes</th><td class="spacer"></td></tr><tr><th>Music</th><td></td></tr></table>';

describe('writeCellIcons: empty cells whose class draws the mark', () => {
  it('writes an empty <td class="yes"> as ✓ and an empty <td class="no"> as ✗, leaving cells with text or another class as they were', () => {
    const body = bodyOf(SPECS);
    expect(writeCellIcons(Array.from(body.querySelectorAll('td')))).toBe(2);
    expect(Array.from(body.querySelectorAll('td'), (cell) => cell.textContent)).toEqual(['✓', '✗', '47 g', 'Yes (Android only)', '', '']);
  });

  it("is handed those cells by the walk before the stages: an empty table cell with a class, not one with text or without a class", () => {
    const body = bodyOf(SPECS);
    const findings = emptyFindings();
    for (const element of Array.from(body.querySelectorAll('*'))) noteElement(element, findings, false);
    expect(findings.cellIcons.map((cell) => cell.getAttribute('class'))).toEqual(['yes', 'no', 'spacer']);
  });
});
