import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { emptyFindings, noteElement } from '../../../../../../adapters/outbound/extract/html/before-stage-walk.js';
import { writeCellIcons } from '../../../../../../adapters/outbound/extract/html/region/cell-icons.js';

/**
 * Session 35: an empty `<span>` with a label, alone in a table cell, draws the cell's mark (idealo's
 * datasheet: `<span class="datasheet-listItemValueIcon--yes" aria-label="ja"></span>`), and is written as
 * its label: the cell had come out blank.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const notedIcons = (body: Element): Element[] => {
  const findings = emptyFindings();
  for (const element of Array.from(body.querySelectorAll('*'))) noteElement(element, findings, false);
  return findings.cellIcons;
};

const DATASHEET = '<table class="datasheet"><tr><th>Multipoint</th><td><span class="datasheet-listItemValueIcon--yes" aria-label="ja"></span></td></tr>'
  + '<tr><th>Wasserdicht</th><td><span class="datasheet-listItemValueIcon--no" aria-label="nein"></span></td></tr>'
  + '<tr><th>Akkulaufzeit</th><td><span aria-label="Stunden">30 h</span></td></tr>'
  + '<tr><th>Farbe</th><td>Schwarz <span class="swatch" aria-label="schwarz"></span></td></tr>'
  + '<tr><th>Zubehör</th><td><span aria-label="Kabel"></span><span aria-label="Etui"></span></td></tr></table>';

describe('writeCellIcons: an empty labelled <span> that is all its cell says', () => {
  it('writes idealo\'s <span aria-label="ja"> and <span aria-label="nein"> as "ja" and "nein", leaving cells with text or two marks as they were', () => {
    const body = bodyOf(DATASHEET);
    expect(writeCellIcons(notedIcons(body))).toBe(2);
    expect(Array.from(body.querySelectorAll('td'), (cell) => cell.textContent)).toEqual(['ja', 'nein', '30 h', 'Schwarz ', '']);
    expect(body.querySelector('.datasheet-listItemValueIcon--yes')).toBeNull();
    // Beside text, or one of two, the span is no cell's only mark: it stays.
    expect(body.querySelectorAll('span[aria-label]')).toHaveLength(4);
  });

  it('is handed those spans by the walk before the stages: an empty <span> with a label, not one with text or without a label', () => {
    const body = bodyOf(`${DATASHEET}<p><span class="dot"></span><span aria-label="Bewertung">4,4</span></p>`);
    expect(notedIcons(body).map((icon) => icon.getAttribute('aria-label'))).toEqual(['ja', 'nein', 'schwarz', 'Kabel', 'Etui']);
  });
});
