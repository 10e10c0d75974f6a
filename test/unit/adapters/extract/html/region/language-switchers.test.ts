import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isLanguageLink, removeLanguageSwitchers } from '../../../../../../adapters/outbound/extract/html/region/language-switchers.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const linksIn = (root: Element): Element[] => Array.from(root.querySelectorAll('a')).filter(isLanguageLink);
const text = (root: Element): string => (root.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('removeLanguageSwitchers', () => {
  it("removes Apache httpd's \"Available Languages\" paragraph, whose own language is the one link without hreflang", () => {
    const switcher = '<div class="toplang"><p><span>Available Languages: </span><a href="../../en/mod/mod_env.html" title="English">&nbsp;en&nbsp;</a> | <a href="../../fr/mod/mod_env.html" hreflang="fr" rel="alternate" title="Français">&nbsp;fr&nbsp;</a> | <a href="../../ja/mod/mod_env.html" hreflang="ja" rel="alternate">&nbsp;ja&nbsp;</a></p></div>';
    const body = bodyOf(`<div id="page-content"><div id="preamble"><h1>Apache Module mod_env</h1>${switcher}<p>Modifies the environment which is passed to CGI scripts.</p></div>${switcher.replace('toplang', 'bottomlang')}</div>`);
    expect(removeLanguageSwitchers(linksIn(body))).toBe(2);
    expect(text(body)).toBe('Apache Module mod_envModifies the environment which is passed to CGI scripts.');
  });

  it('removes a list of languages as one switcher, whose labels are names', () => {
    const body = bodyOf('<main><p>Text of the page.</p><ul class="translations"><li><a href="/de/" hreflang="de">Deutsch</a></li><li><a href="/pt-br/" hreflang="pt-BR">Português (Brasil)</a></li><li><a href="/en/">English</a></li></ul></main>');
    expect(removeLanguageSwitchers(linksIn(body))).toBe(1);
    expect(body.querySelector('ul')).toBeNull();
    expect(text(body)).toBe('Text of the page.');
  });

  it('keeps a sentence that links a translation, a block of other links with one language among them, a lone language link and a table cell', () => {
    const body = bodyOf('<p>This guide is also available in Spanish: <a href="/es/guide" hreflang="es">la guía</a> and in <a href="/fr/guide" hreflang="fr">French</a>, updated every spring by volunteers.</p>'
      + '<div><a href="/about">About us</a> <a href="/contact">Contact</a> <a href="/jobs">Jobs</a> <a href="/de/" hreflang="de">Deutsch</a></div>'
      + '<p>Read it <a href="/de/" hreflang="de">auf Deutsch</a></p>'
      + '<table><tr><td><a href="/de/" hreflang="de">de</a> <a href="/fr/" hreflang="fr">fr</a></td><td>Translations</td></tr></table>');
    expect(removeLanguageSwitchers(linksIn(body))).toBe(0);
    expect(body.querySelectorAll('a')).toHaveLength(9);
  });

  it('keeps a block whose links are titles, not languages', () => {
    const body = bodyOf('<div><a href="/de/handbuch" hreflang="de">Das vollständige Handbuch für Einsteiger</a> <a href="/fr/manuel" hreflang="fr">Le manuel complet du débutant</a></div>');
    expect(removeLanguageSwitchers(linksIn(body))).toBe(0);
  });
});
