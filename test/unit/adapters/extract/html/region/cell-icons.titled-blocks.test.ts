import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { emptyFindings, noteElement } from '../../../../../../adapters/outbound/extract/html/before-stage-walk.js';
import { writeCellIcons } from '../../../../../../adapters/outbound/extract/html/region/cell-icons.js';

/**
 * Session 35, batch 3: an empty `<div>` or `<span>` with a title, alone in a table cell, draws the
 * cell's mark (PCGamingWiki's `<div title="Native support" class="svg-icon tickcross-true">`, its
 * release dates' `<div title="Windows" class="svg-icon platform-windows">`), and is written as its
 * title: the cells had come out blank.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const notedIcons = (body: Element): Element[] => {
  const findings = emptyFindings();
  for (const element of Array.from(body.querySelectorAll('*'))) noteElement(element, findings, false);
  return findings.cellIcons;
};
const cells = (body: Element): (string | null)[] => Array.from(body.querySelectorAll('td'), (cell) => cell.textContent);

const RELEASES = '<table class="template-infobox"><tr><th colspan="2">Release dates</th></tr>'
  + '<tr><td class="template-infobox-icon"><div title="Windows" class="svg-icon svg-25 platform-windows"></div></td><td class="template-infobox-info">October 7, 2021</td></tr>'
  + '<tr><td class="template-infobox-icon"><div title="Linux" class="svg-icon svg-25 platform-linux"></div></td><td class="template-infobox-info">March 22, 2022</td></tr></table>';

const VIDEO = '<table class="table-settings-video"><tr><th>Widescreen resolution</th><td class="rating"><div title="Native support" class="svg-icon svg-25 tickcross-true"></div></td><td class="notes"></td></tr>'
  + '<tr><th>Multi-monitor</th><td class="rating"><div title="No native support" class="svg-icon svg-25 tickcross-false"></div></td><td class="notes">Stretched HUD.</td></tr>'
  + '<tr><th>High frame rate</th><td class="rating"><span title="Hackable" class="svg-icon tickcross-hackable"></span></td><td class="notes">Capped at 120 FPS.</td></tr></table>';

describe('writeCellIcons: an empty <div> or <span> with a title that is all its cell says', () => {
  it("writes PCGamingWiki's release dates' platform marks as their titles: \"Windows\" beside \"October 7, 2021\"", () => {
    const body = bodyOf(RELEASES);
    expect(writeCellIcons(notedIcons(body))).toBe(2);
    expect(cells(body)).toEqual(['Windows', 'October 7, 2021', 'Linux', 'March 22, 2022']);
    expect(body.querySelector('.svg-icon')).toBeNull();
  });

  it('writes the support states of a settings table ("Native support", "No native support", a span\'s "Hackable")', () => {
    const body = bodyOf(VIDEO);
    expect(writeCellIcons(notedIcons(body))).toBe(3);
    expect(cells(body)).toEqual(['Native support', '', 'No native support', 'Stretched HUD.', 'Hackable', 'Capped at 120 FPS.']);
  });

  it('leaves a titled mark beside text or beside a second mark (a store\'s name after its logo, two platforms in one cell), and writes a lone one beside them', () => {
    const body = bodyOf('<table><tr><th><div class="svg-icon store-gog" title="GOG.com"></div> <a href="https://www.gog.com/game/x">GOG.com</a></th>'
      + '<td><div class="svg-icon drm-free" title="DRM-free"></div></td><td>Linux build added.</td>'
      + '<td><div title="Windows" class="svg-icon platform-windows"></div><div title="Linux" class="svg-icon platform-linux"></div></td></tr></table>');
    expect(writeCellIcons(notedIcons(body))).toBe(1);
    expect(cells(body)).toEqual(['DRM-free', 'Linux build added.', '']);
    expect(body.querySelectorAll('div[title]')).toHaveLength(3);
  });

  it('is handed those blocks by the walk before the stages: an empty <div> or <span> with a title, not one with text or without a title', () => {
    const body = bodyOf(`${RELEASES}<p><span class="dot"></span><div class="spacer"></div><span title="Updated">2 days ago</span><div title="Note">Text</div></p>`);
    expect(notedIcons(body).map((icon) => icon.getAttribute('title'))).toEqual(['Windows', 'Linux']);
  });
});
