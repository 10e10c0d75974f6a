import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { boldTableGroupHeadings } from '../../../../../../adapters/outbound/extract/html/region/table-group-headings.js';

/**
 * Session 35: a table of specifications whose rows' first cells their class names as labels
 * (Tweakers' `td.spec-title` before `td.spec-data`) is a data table even without a head or header
 * cells, so a heading alone in one of its rows titles a group of its rows.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const all = (body: Element, selector: string): Element[] => Array.from(body.querySelectorAll(selector));
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

const group = (name: string): string => `<tr class="spec-column-header"><td colspan="2"><h3>${name}</h3></td></tr>`;
const fact = (label: string, value: string, labelClass = 'spec-title', valueClass = 'spec-data'): string => `<tr><td class="${labelClass}">${label}</td><td class="${valueClass}">${value}</td></tr>`;

describe('boldTableGroupHeadings: tables whose first cells are named as labels', () => {
  it("writes as bold text the heading alone in a row of a table whose rows' first cells are named spec-title (Tweakers' specifications)", () => {
    const body = bodyOf(`<table class="spec-detail"><tbody>${group('Algemene kenmerken')}${fact('Merk', 'Lumora')}${fact('Sku', 'PV27Q-B')}`
      + `${group('Beeldscherm')}${fact('Beeldschermdiagonaal', '27"')}${fact('Paneeltype', 'IPS')}</tbody></table>`);
    expect(boldTableGroupHeadings(all(body, 'h3'))).toBe(2);
    expect(all(body, 'h3')).toHaveLength(0);
    expect(all(body, 'tr.spec-column-header > td > strong').map(text)).toEqual(['Algemene kenmerken', 'Beeldscherm']);
    // The rows of facts stay as they were, in the same table.
    expect(all(body, 'table')).toHaveLength(1);
    expect(all(body, 'td.spec-title').map(text)).toEqual(['Merk', 'Sku', 'Beeldschermdiagonaal', 'Paneeltype']);
  });

  it('reads a label named by another of its class words (label, key, property; camel case split), but not in a table with one such row only, nor in rows of three cells', () => {
    const labelled = bodyOf(`<table>${group('Battery')}${fact('Capacity', '5000 mAh', 'attrLabel', 'attrValue')}${fact('Charging', '45 W', 'attr-key', 'attr-value')}${fact('Wireless', 'Qi', 'property')}</table>`);
    expect(boldTableGroupHeadings(all(labelled, 'h3'))).toBe(1);
    expect(labelled.querySelector('strong')?.textContent).toBe('Battery');
    const once = bodyOf(`<table>${group('Battery')}${fact('Capacity', '5000 mAh', 'property')}<tr><td>Charging</td><td>45 W</td></tr></table>`);
    const wide = bodyOf(`<table>${group('Battery')}<tr><td class="spec-title">Capacity</td><td>5000 mAh</td><td>x</td></tr><tr><td class="spec-title">Charging</td><td>45 W</td><td>y</td></tr></table>`);
    expect(boldTableGroupHeadings([...all(once, 'h3'), ...all(wide, 'h3')])).toBe(0);
    expect(all(once, 'h3').map(text)).toEqual(['Battery']);
    expect(all(wide, 'h3').map(text)).toEqual(['Battery']);
  });

  it('leaves the heading of a table whose cells no class names as labels, and that has no head or header cells (a layout table), as a heading', () => {
    const layout = bodyOf('<table><tr><td colspan="2"><h3>1. Background</h3></td></tr><tr><td class="num">1.1.</td><td>How do you say it?</td></tr><tr><td class="num">1.2.</td><td>Who wrote it?</td></tr></table>');
    const named = bodyOf(`<table>${group('Ergonomie')}${fact('Pivot', 'Ja')}${fact('Gewicht', '6,1kg')}</table>`);
    expect(boldTableGroupHeadings([...all(layout, 'h3'), ...all(named, 'h3')])).toBe(1);
    expect(layout.querySelector('h3')?.textContent).toBe('1. Background');
    expect(layout.querySelector('strong')).toBeNull();
    expect(named.querySelector('strong')?.textContent).toBe('Ergonomie');
  });
});
