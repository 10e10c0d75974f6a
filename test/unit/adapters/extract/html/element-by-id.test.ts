import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { elementByIdLookup } from '../../../../../adapters/outbound/extract/html/element-by-id.js';
import { retag } from '../../../../../adapters/outbound/extract/html/element-retag.js';

const IDS = ['a', 'b', 'c', 'd', 'e', 'twin', 'label-1', 'no-such-id'];

function page(): Document {
  return parseHTML(
    [
      '<!doctype html><html><head></head><body>',
      '<div id="a"><p id="b">one <span id="c">two</span></p><label for="e">check</label><input id="e" type="checkbox"></div>',
      '<section id="twin"><h2 id="d">heading</h2><p id="twin">second twin</p></section>',
      '<ul><li id="label-1"><a href="#d">to d</a></li><li>plain</li></ul>',
      '</body></html>',
    ].join(''),
  ).document as unknown as Document;
}

function expectLikeGetElementById(document: Document, lookup: (id: string) => Element | null): void {
  for (const id of IDS) expect(lookup(id), id).toBe(document.getElementById(id));
}

describe('elementByIdLookup', () => {
  it('finds what getElementById finds, the first of two elements sharing an id included', () => {
    const document = page();
    const lookup = elementByIdLookup(document);
    expectLikeGetElementById(document, lookup);
    expect(lookup('twin')?.localName).toBe('section');
  });

  it('finds nothing for an empty id, where linkedom would return the first element without one', () => {
    const document = page();
    expect(elementByIdLookup(document)('')).toBeNull();
  });

  it('stays right while the step removes, moves and retags elements', () => {
    const document = page();
    const lookup = elementByIdLookup(document);
    const byId = (id: string): Element => document.getElementById(id) as Element;
    const steps: (() => void)[] = [
      () => byId('c').remove(),
      () => byId('d').remove(),
      () => byId('label-1').append(byId('e')),
      () => retag(byId('b'), 'div'),
      () => retag(byId('twin'), 'article'),
      () => document.body.prepend(document.querySelectorAll('#twin')[1] as Element),
      () => byId('twin').remove(),
      () => byId('a').replaceWith(document.createElement('hr')),
    ];
    for (const step of steps) {
      step();
      expectLikeGetElementById(document, lookup);
    }
    expect(lookup('a')).toBeNull();
  });

  it('walks the document only when first asked', () => {
    const document = page();
    const lookup = elementByIdLookup(document);
    // An element added with an id before the first lookup is seen by the walk.
    const late = document.createElement('aside');
    late.setAttribute('id', 'late');
    document.body.append(late);
    expect(lookup('late')).toBe(late);
  });
});
