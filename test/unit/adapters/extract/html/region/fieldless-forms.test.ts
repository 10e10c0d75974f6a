import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { unwrapFieldlessForms } from '../../../../../../adapters/outbound/extract/html/region/fieldless-forms.js';

/**
 * Session 37: a form that holds a heading and no field a reader fills in or picks (only hidden inputs and
 * buttons) is a block the site wraps round what it shows (XenForo's poll results), written as a `<div>`.
 */
const documentOf = (html: string): Document => parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document;
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

const POLL = '<form action="/forum/threads/rx-9070.2231457/poll/vote" method="post" class="block js-pollContainer-48211">'
  + '<input type="hidden" name="_xfToken" value="1741600000,5c0f"><div class="block-container">'
  + '<h2 class="block-header">Welche Karte würdet ihr für 1440p ohne Raytracing nehmen?</h2>'
  + '<ul class="listPlain"><li><div class="pollResult"><h3 class="pollResult-response">Radeon RX 9070</h3> <span class="pollResult-votes"><span class="u-muted">Stimmen:</span> 58</span> <span class="pollResult-percentage">61,1%</span></div></li>'
  + '<li><div class="pollResult"><h3 class="pollResult-response">GeForce RTX 5070</h3> <span class="pollResult-votes"><span class="u-muted">Stimmen:</span> 29</span> <span class="pollResult-percentage">30,5%</span></div></li></ul>'
  + '</div><input type="hidden" name="simple_display" value="0"></form>';

describe('unwrapFieldlessForms: a form that asks for nothing', () => {
  it("writes XenForo's poll results (a form of a heading, results and hidden inputs) as a <div> of the same class and text", () => {
    const document = documentOf(POLL);
    expect(unwrapFieldlessForms(document)).toBe(1);
    expect(document.querySelector('form')).toBeNull();
    const block = document.querySelector('div.js-pollContainer-48211') as Element;
    expect(block).not.toBeNull();
    expect(text(block.querySelector('h2') as Element)).toBe('Welche Karte würdet ihr für 1440p ohne Raytracing nehmen?');
    expect(Array.from(block.querySelectorAll('.pollResult'), text)).toEqual(['Radeon RX 9070 Stimmen: 58 61,1%', 'GeForce RTX 5070 Stimmen: 29 30,5%']);
  });

  it('writes as a block a headed form whose only controls are buttons, and leaves a form with a text input, a checkbox, a select or no heading a form', () => {
    const document = documentOf('<form id="buttons" method="post"><h3>Umfrage: Ergebnis</h3><p>Stimmen: 95</p><button type="submit">Abstimmen</button><input type="submit" value="Ergebnisse"></form>'
      + '<form id="search"><h2>Suche</h2><input type="text" name="q"><button>Los</button></form>'
      + '<form id="vote"><h2>Welche Karte?</h2><label><input type="checkbox" name="response[]" value="1"> Radeon RX 9070</label><button>Abstimmen</button></form>'
      + '<form id="sort"><h2>Sortieren</h2><select name="order"><option>Neueste</option></select></form>'
      + '<form id="plain" method="post"><input type="hidden" name="_xfToken" value="1"><p>Stimmen: 58</p></form>');
    expect(unwrapFieldlessForms(document)).toBe(1);
    expect(document.querySelector('div#buttons')).not.toBeNull();
    expect(Array.from(document.querySelectorAll('form'), (form) => form.id)).toEqual(['search', 'vote', 'sort', 'plain']);
  });
});
