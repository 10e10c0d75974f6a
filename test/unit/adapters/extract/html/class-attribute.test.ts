import { readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { classAttribute } from '../../../../../adapters/outbound/extract/html/class-attribute.js';

const CORPUS = new URL('../../../../fixtures/extraction-corpus/html/', import.meta.url);
const MARKUP = [
  '<div id="plain">x</div>',
  '<div id="one" class="byline">x</div>',
  '<div id="spaced" class="  author   name\tbox\nlast  ">x</div>',
  '<div id="repeated" class="card card Card  card">x</div>',
  '<div id="empty" class="">x</div>',
  '<div id="blank" class="   ">x</div>',
  '<p id="upper" CLASS="Lead-In">x</p>',
].join('');

function linkedomDocument(markup: string): Document {
  return parseHTML(`<!doctype html><html><head></head><body>${markup}</body></html>`).document as unknown as Document;
}

function expectSameAsGetAttribute(document: Document): void {
  const elements = Array.from(document.querySelectorAll('*'));
  expect(elements.length).toBeGreaterThan(0);
  for (const element of elements) expect(classAttribute(element)).toBe(element.getAttribute('class') ?? '');
}

describe('classAttribute', () => {
  it('answers what getAttribute("class") answers on a linkedom tree, whatever the whitespace, repeats or case', () => {
    const document = linkedomDocument(MARKUP);
    expectSameAsGetAttribute(document);
    expect(classAttribute(document.getElementById('plain') as Element)).toBe('');
    expect(classAttribute(document.getElementById('one') as Element)).toBe('byline');
  });

  it('follows every way the class changes: classList, className, setAttribute, removeAttribute, and clones', () => {
    const document = linkedomDocument(MARKUP);
    const byId = (id: string): Element => document.getElementById(id) as Element;
    byId('plain').classList.add('added', 'added');
    byId('one').classList.remove('byline');
    byId('spaced').className = ' set  by\tclassName ';
    byId('repeated').setAttribute('class', 'x  y x');
    byId('empty').removeAttribute('class');
    byId('upper').classList.toggle('lead-in');
    const clone = document.body.cloneNode(true) as Element;
    document.body.append(clone);
    expectSameAsGetAttribute(document);
    expect(classAttribute(byId('plain'))).toBe('added');
  });

  it('answers what getAttribute("class") answers on a jsdom tree', () => {
    const { document } = new JSDOM(`<!doctype html><body>${MARKUP}</body>`).window;
    expectSameAsGetAttribute(document);
    expect(classAttribute(document.getElementById('spaced') as Element)).toBe('  author   name\tbox\nlast  ');
  });

  it('answers what getAttribute("class") answers on every element of real pages', () => {
    const files = readdirSync(CORPUS).filter((name) => name.endsWith('.html.gz')).slice(0, 5);
    expect(files.length).toBe(5);
    for (const file of files) expectSameAsGetAttribute(linkedomDocument(gunzipSync(readFileSync(new URL(file, CORPUS))).toString('utf8')));
  });
});
