import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { dropHiddenCopies, hasHidingClass, removeHidingClasses } from '../../../../../../adapters/outbound/extract/html/region/hidden-copies.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const first = (html: string): Element => bodyOf(html).firstElementChild as Element;
const hiddenIn = (root: Element): Element[] => Array.from(root.querySelectorAll('*')).filter(hasHidingClass);
const text = (root: Element): string => (root.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('hasHidingClass: classes that show an element only in print', () => {
  it("reads onlyprint (Jupyter Book's div#jb-print-docs-body), only-print, print-only, printonly, visible-print and show-for-print as hidden; not a class that hides it in print or only names printing", () => {
    for (const names of ['onlyprint', 'only-print', 'print-only', 'printonly', 'box print-only', 'visible-print', 'visible-print-block', 'visible-print-inline', 'show-for-print']) {
      expect(hasHidingClass(first(`<div class="${names}">x</div>`)), names).toBe(true);
    }
    for (const names of ['d-print-none', 'hidden-print', 'no-print', 'print-button', 'printable', 'blueprint']) expect(hasHidingClass(first(`<div class="${names}">x</div>`)), names).toBe(false);
  });
});

describe('removeHidingClasses: print-only classes', () => {
  it('takes a print-only class off, and the others stay', () => {
    const element = first('<div class="box onlyprint">x</div>');
    removeHidingClasses(element);
    expect(element.getAttribute('class')).toBe('box');
  });
});

describe('dropHiddenCopies: a print-only copy of the title and contents', () => {
  it("removes Jupyter Book's print-only block that repeats the page's title and its sections' headings", () => {
    const body = bodyOf('<div id="jb-print-docs-body" class="onlyprint"><h1>Exploring oxygen sags during heatwaves</h1> <div id="jb-print-toc"><div><h2> Contents </h2> </div>'
      + '<nav><ul><li> <a href="#loading">3.1. Loading the cleaned series</a> </li><li> <a href="#minima">3.2. Plotting the sag</a> </li></ul></nav></div></div>\n'
      + '<article><section><h1>3. Exploring oxygen sags during heatwaves</h1> <p>Here we look at the summer of 2022.</p> '
      + '<section><h2>3.1. Loading the cleaned series</h2> <p>We read all twelve stations.</p> </section>'
      + '<section><h2>3.2. Plotting the sag</h2> <p>The sag is deepest at dawn.</p> </section></section>'
      + '<nav class="toc"><p>Contents</p> <ul><li> <a href="#loading">3.1. Loading the cleaned series</a> </li><li> <a href="#minima">3.2. Plotting the sag</a> </li></ul></nav></article>');
    expect(dropHiddenCopies(hiddenIn(body))).toBe(1);
    expect(body.querySelector('#jb-print-docs-body')).toBeNull();
    expect(text(body)).toMatch(/^3\. Exploring oxygen sags during heatwaves Here we look/);
  });

  it('keeps a print-only block that says something else (an address printed at the foot of the page) beside the copy that goes', () => {
    const body = bodyOf('<div class="print-only">Opening hours changed in May</div>\n<p>Our opening hours changed in May.</p> \n<div class="print-only">River Lab, 12 Mill Lane, Uppsala</div>');
    expect(dropHiddenCopies(hiddenIn(body))).toBe(1);
    expect(text(body)).toBe('Our opening hours changed in May. River Lab, 12 Mill Lane, Uppsala');
  });
});
