import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { isNewTabNotice, withoutNewTabNotice } from '../../../../../../adapters/outbound/extract/html/region/new-tab-notice.js';
import { BASE, parsers } from '../markdown-converter-parsers.js';

/**
 * Session 37: French says a link opens "dans un nouvel onglet" (a tab, with the article "un") as well as
 * "dans une nouvelle fenêtre": the notice a link gives screen readers, not the link's words.
 */
const NOTICES = ["s'ouvre dans un nouvel onglet", "(s'ouvre dans un nouvel onglet)", "S'ouvre dans un nouvel onglet.", "( s'ouvre dans un nouvel onglet )"];

describe('new-tab notices: French "dans un nouvel onglet"', () => {
  it.each(NOTICES)('reads %j alone as the notice', (notice) => {
    expect(isNewTabNotice(notice)).toBe(true);
  });

  it.each(NOTICES)("takes %j off the end of a link's words", (notice) => {
    expect(withoutNewTabNotice(`Rapport annuel 2024 ${notice}`)).toBe('Rapport annuel 2024');
    expect(withoutNewTabNotice(`Rapport annuel 2024${notice}`)).toBe('Rapport annuel 2024');
  });

  it('keeps a link whose words are only the notice, and words that only speak of a new tab', () => {
    expect(withoutNewTabNotice("(s'ouvre dans un nouvel onglet)")).toBe("(s'ouvre dans un nouvel onglet)");
    expect(isNewTabNotice('Ouvrir un nouvel onglet')).toBe(false);
    expect(withoutNewTabNotice('Comment ouvrir un nouvel onglet')).toBe('Comment ouvrir un nouvel onglet');
    expect(withoutNewTabNotice("Guide (s'ouvre dans un nouvel onglet)")).toBe('Guide');
  });
});

describe.each(Object.entries(parsers))('createMarkdownConverter on %s: a French new-tab notice in a link', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it('leaves out "(s\'ouvre dans un nouvel onglet)" after an outside link\'s words', async () => {
    const out = await convert('<p>Consultez le <a href="https://www.insee.fr/fr/statistiques" target="_blank" rel="noopener">rapport de l\'Insee<span class="sr-only"> (s\'ouvre dans un nouvel onglet)</span></a> pour les chiffres détaillés.</p>');
    expect(out).toBe("Consultez le [rapport de l'Insee](https://www.insee.fr/fr/statistiques) pour les chiffres détaillés.");
    expect(out).not.toContain('nouvel onglet');
  });
});
