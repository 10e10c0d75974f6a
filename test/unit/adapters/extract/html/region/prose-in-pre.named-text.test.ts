import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { unwrapProseInPre } from '../../../../../../adapters/outbound/extract/html/region/prose-in-pre.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const pres = (body: Element): Element[] => Array.from(body.querySelectorAll('pre'));

describe('unwrapProseInPre: plain text in a <pre> its class names as text', () => {
  it("writes a listing's description (ImmobilienScout24's pre.is24qa-objektbeschreibung.text-content) as its paragraphs, each line kept, and its \"- \" lines as a list", () => {
    const body = bodyOf('<pre class="is24qa-objektbeschreibung text-content short-text">Die Wohnung befindet sich im dritten Obergeschoss eines sanierten Gründerzeithauses.\nHohe Decken mit Stuck prägen die Räume.\n\n'
      + 'Die Wohnung wird zum 1. August 2025 frei.</pre>'
      + '<pre class="is24qa-ausstattung text-content short-text">- Einbauküche mit Ceranfeld, Geschirrspüler und Kühl-Gefrier-Kombination\n- Tageslichtbad mit Badewanne und separater Dusche\n- Kellerabteil und Fahrradkeller</pre>');
    expect(unwrapProseInPre(pres(body))).toBe(2);
    expect(pres(body)).toHaveLength(0);
    const description = body.querySelector('div.is24qa-objektbeschreibung.text-content');
    expect(Array.from(description?.querySelectorAll('p') ?? [], (paragraph) => paragraph.innerHTML)).toEqual([
      'Die Wohnung befindet sich im dritten Obergeschoss eines sanierten Gründerzeithauses.<br>Hohe Decken mit Stuck prägen die Räume.',
      'Die Wohnung wird zum 1. August 2025 frei.',
    ]);
    expect(Array.from(body.querySelectorAll('div.is24qa-ausstattung > ul > li'), (item) => item.textContent)).toEqual([
      'Einbauküche mit Ceranfeld, Geschirrspüler und Kühl-Gefrier-Kombination',
      'Tageslichtbad mit Badewanne und separater Dusche',
      'Kellerabteil und Fahrradkeller',
    ]);
  });

  it('leaves a <pre> named as text that holds a line of code, and a plain <pre> of text its class does not name', () => {
    const body = bodyOf('<pre class="description">const rent = 1390;\nconsole.log(rent);</pre><pre class="text-content">&lt;div class="flat"&gt;\n- Balkon</pre>'
      + '<pre class="output">Die Wohnung befindet sich im dritten Obergeschoss.\n\n- Balkon\n- Keller</pre>'
      + '<pre class="text-content is24qa-lage">Der Graefekiez gehört zu den gefragtesten Wohnlagen Kreuzbergs.</pre>');
    expect(unwrapProseInPre(pres(body))).toBe(1);
    expect(pres(body).map((pre) => pre.getAttribute('class'))).toEqual(['description', 'text-content', 'output']);
    expect(body.querySelector('div.is24qa-lage > p')?.textContent).toBe('Der Graefekiez gehört zu den gefragtesten Wohnlagen Kreuzbergs.');
  });

  it("reads a test id and a camel-cased class as names (Mercari's pre.merText data-testid=\"description\"), and keeps a block of indented lines preformatted", () => {
    const body = bodyOf('<pre data-testid="description" class="merText body__5616e150">数年前にいただいた急須です。\n箱から出して飾っていただけです。\n\n【サイズ】\n・容量：約0.6L</pre>'
      + '<pre class="textPlain">That was it. From a plain shell I get\n\n  Unable to verify SSL cert\n  Accept certificate (a=always/y/N)?\n\nThank you.</pre>'
      + '<pre data-testid="output" class="consoleText">$ fossil sync</pre>');
    expect(unwrapProseInPre(pres(body))).toBe(2);
    expect(Array.from(body.querySelectorAll('div[data-testid="description"] > p'), (paragraph) => paragraph.innerHTML)).toEqual(['数年前にいただいた急須です。<br>箱から出して飾っていただけです。', '【サイズ】<br>・容量：約0.6L']);
    expect(Array.from(body.querySelectorAll('div.textPlain > *'), (block) => block.localName)).toEqual(['p', 'pre', 'p']);
    expect(body.querySelector('div.textPlain > pre')?.textContent).toBe('  Unable to verify SSL cert\n  Accept certificate (a=always/y/N)?');
    expect(pres(body).map((pre) => pre.getAttribute('data-testid'))).toEqual([null, 'output']);
  });
});
