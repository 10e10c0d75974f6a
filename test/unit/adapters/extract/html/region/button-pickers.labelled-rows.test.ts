import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeButtonPickers } from '../../../../../../adapters/outbound/extract/html/region/button-pickers.js';

/**
 * Session 38: MUI's toggle-button group (`div.MuiToggleButtonGroup-root role="group" aria-labelledby="size-label"`)
 * is named a picker by its own label's id, and Primark's wrapper by its test id (`data-testid="size-picker"`), not by a class.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const lines = (body: Element): string[] => Array.from(body.querySelectorAll('p, li'), (line) => (line.textContent ?? '').trim());
const toggle = (name: string, extra = ''): string => `<button class="MuiButtonBase-root MuiToggleButton-root" type="button" value="${name}" aria-pressed="false"${extra}>${name}</button>`;
const sizes = (): string => ['XXS', 'XS', 'S'].map((name) => toggle(name)).join('') + toggle('XXL', ' disabled');

describe('writeButtonPickers: a row of buttons named by its own label or a test id', () => {
  it('writes a toggle-button group its own aria-labelledby names a size ("size-label"), named by that label, which goes; a group labelled "share-label" stays buttons', () => {
    const body = bodyOf(`<div class="jss28"><div class="jss29"><p class="MuiTypography-root" id="size-label">Size</p></div>`
      + `<div class="MuiToggleButtonGroup-root jss31" role="group" aria-labelledby="size-label">${sizes()}</div></div>`
      + '<div class="jss40"><p id="share-label">Share</p><div class="MuiToggleButtonGroup-root" role="group" aria-labelledby="share-label"><button type="button">Email</button><button type="button">Copy link</button></div></div>');
    expect(writeButtonPickers(body)).toBe(1);
    expect(lines(body)).toEqual(['Size; options: XXS, XS, S, XXL (unavailable)', 'Share']);
    expect(body.querySelector('#size-label')).toBeNull();
    expect(Array.from(body.querySelectorAll('button'), (button) => button.textContent)).toEqual(['Email', 'Copy link']);
  });

  it('writes a row of buttons whose wrapper\'s test id names a picker (data-testid="size-picker"), and one whose own test id does', () => {
    const wrapped = bodyOf(`<div class="jss28" data-testid="size-picker"><div class="jss31" role="group">${sizes()}</div></div>`);
    expect(writeButtonPickers(wrapped)).toBe(1);
    expect(lines(wrapped)).toEqual(['options: XXS, XS, S, XXL (unavailable)']);
    expect(wrapped.querySelector('button')).toBeNull();
    const own = bodyOf(`<div class="jss50"><div class="jss31" data-testid="colour-options"><button type="button">Oatmeal</button><button type="button">Navy</button></div></div>`);
    expect(writeButtonPickers(own)).toBe(1);
    expect(lines(own)).toEqual(['options: Oatmeal, Navy']);
  });
});
