import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { isNewTabNotice, withoutNewTabNotice } from '../../../../../../adapters/outbound/extract/html/region/new-tab-notice.js';
import { BASE, parsers } from '../markdown-converter-parsers.js';

/**
 * Session 37: the notice a link gives screen readers about where it opens, in German, French,
 * Spanish, Italian and Dutch as in English (Golem's `<span class="go-vh">(öffnet im neuen Fenster)</span>`
 * at the end of every outside link): not the link's words.
 */

const NOTICES = [
  '(öffnet im neuen Fenster)',
  'öffnet sich in einem neuen Tab',
  "(s'ouvre dans une nouvelle fenêtre)",
  "S'ouvre dans une nouvelle fenêtre.",
  '(se abre en una nueva ventana)',
  'se abre en una nueva pestaña',
  '(si apre in una nuova finestra)',
  'si apre in una nuova scheda',
  '(opent in een nieuw venster)',
  'opent in nieuw tabblad',
];

describe('new-tab notices in German, French, Spanish, Italian and Dutch', () => {
  it.each(NOTICES)('reads %j alone as the notice', (notice) => {
    expect(isNewTabNotice(notice)).toBe(true);
  });

  it.each(NOTICES)('takes %j off the end of a link\'s words', (notice) => {
    expect(withoutNewTabNotice(`Turris Omnia NG${notice}`)).toBe('Turris Omnia NG');
    expect(withoutNewTabNotice(`Turris Omnia NG ${notice}`)).toBe('Turris Omnia NG');
  });

  it('keeps a link whose words are only the notice, and the words of a link that only mention a new window', () => {
    expect(withoutNewTabNotice('(öffnet im neuen Fenster)')).toBe('(öffnet im neuen Fenster)');
    expect(withoutNewTabNotice('Fenster öffnen im neuen Haus')).toBe('Fenster öffnen im neuen Haus');
    expect(isNewTabNotice('Neue Fenster für den Altbau (öffnet im neuen Fenster)')).toBe(false);
    expect(withoutNewTabNotice('Neue Fenster für den Altbau (öffnet im neuen Fenster)')).toBe('Neue Fenster für den Altbau');
  });
});

describe.each(Object.entries(parsers))('createMarkdownConverter on %s: a German new-tab notice in a link', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("leaves out Golem's \"(öffnet im neuen Fenster)\" after an outside link's words", async () => {
    const out = await convert('<p>CZ.NIC hat mit dem <a class="go-external-link" href="https://www.turris.com/en/products/omnia-ng/">Turris Omnia NG<span class="go-vh">(öffnet im neuen Fenster)</span></a> den Nachfolger vorgestellt.</p>');
    expect(out).toBe('CZ.NIC hat mit dem [Turris Omnia NG](https://www.turris.com/en/products/omnia-ng/) den Nachfolger vorgestellt.');
    expect(out).not.toContain('öffnet im neuen Fenster');
    expect(await convert('<p><a href="/preise" target="_blank">Preisliste<span class="sr-only"> (se abre en una nueva ventana)</span></a></p>')).toBe('[Preisliste](https://example.com/preise)');
  });
});
