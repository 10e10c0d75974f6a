import { describe, expect, it } from 'vitest';
import { both, PARAGRAPH } from './lean-readability-support.js';

const textOf = (article: unknown): string => (article as { textContent: string }).textContent;

/** Chefkoch's ingredients: a table per group, named `table-header`, its group's name in a header cell. */
const ingredients = (group: string, rows: readonly (readonly [string, string])[]): string => `<table class="ingredients table-header" width="100%" cellspacing="0" cellpadding="0"><thead><tr><th colspan="2"><h3><span>${group}</span></h3></th></tr></thead><tbody>`
  + rows.map(([amount, name]) => `<tr><td class="td-left"><span>${amount}</span></td><td class="td-right"><span>${name}</span></td></tr>`).join('')
  + '</tbody></table>';

/** Fumadocs' install tabs: a tab set clipped by `overflow-hidden`, each panel a code block in a frame clipped the same way, with its copy button. */
const installTabs = (commands: readonly (readonly [string, string])[]): string => '<div class="flex flex-col overflow-hidden rounded-xl border bg-fd-secondary my-4" data-orientation="horizontal">'
  + `<div role="tablist" class="flex gap-3.5 overflow-x-auto px-4 not-prose">${commands.map(([tool]) => `<button type="button" role="tab" aria-controls="radix-R1h9ilb-content-${tool}">${tool}</button>`).join('')}</div>`
  + commands.map(([tool, command]) => `<div role="tabpanel" id="radix-R1h9ilb-content-${tool}" class="p-4 text-[15px] bg-fd-background rounded-xl outline-none prose-no-margin data-[state=inactive]:hidden">`
    + '<figure dir="ltr" class="my-4 bg-fd-card rounded-xl relative border shadow-sm not-prose overflow-hidden text-sm shiki"><div class="empty:hidden absolute top-2 right-2"><button type="button" aria-label="Copy Text"></button></div>'
    + `<div role="region" class="text-[13px] py-3.5 overflow-auto max-h-[600px]"><pre class="min-w-full w-max"><code><span class="line">${command}</span></code></pre></div></figure></div>`).join('')
  + '</div>';

describe('leanReadability: ingredient tables named "header", clipped code frames and a provider\'s contact block', () => {
  it("keeps a table named \"header\" that has header cells (Chefkoch's table.ingredients.table-header, each group's name in a <th>), which Readability drops as a page header; a site's header set in a table, without header cells, still goes", async () => {
    const markup = `<!DOCTYPE html><html><head><title>Schwäbische Linsen</title></head><body><main><article class="recipe">`
      + '<table class="site-header"><tr><td><a href="/">Chefkoch Startseite</a></td><td><a href="/rezepte/">Rezepte</a> <a href="/magazin/">Magazin</a></td></tr></table>'
      + `<h1>Schwäbische Linsen mit Spätzle und Saitenwürstle</h1><p>${PARAGRAPH.repeat(3)}</p><h2>Zutaten</h2>`
      + ingredients('Für die Linsen:', [['250 g', 'Tellerlinsen, getrocknet'], ['100 g', 'Speck, durchwachsen, gewürfelt'], ['1 Liter', 'Gemüsebrühe']])
      + ingredients('Außerdem:', [['4 Paar', 'Saitenwürstchen'], ['500 g', 'Spätzle, frisch']])
      + `<h2>Zubereitung</h2><p>${PARAGRAPH.repeat(4)}</p></article></main></body></html>`;
    const [stock, lean] = await both(markup);
    const stockText = textOf(stock);
    const text = textOf(lean);
    for (const kept of ['Für die Linsen:', 'Tellerlinsen, getrocknet', '1 Liter', 'Außerdem:', '4 Paar', 'Saitenwürstchen']) {
      expect(stockText).not.toContain(kept);
      expect(text).toContain(kept);
    }
    expect(text).not.toContain('Chefkoch Startseite');
  });

  it('keeps a tab set of install commands clipped by overflow-hidden (Fumadocs\' npm, pnpm and yarn tabs), which Readability scores down for "hidden" and removes', async () => {
    const markup = `<!DOCTYPE html><html><head><title>Caching Strategies</title></head><body><main><article><h1>Caching Strategies</h1><p>${PARAGRAPH.repeat(3)}</p>`
      + '<h2 id="installing-the-cache-adapter">Installing the cache adapter</h2><p>Install the Redis adapter with your package manager of choice:</p>'
      + installTabs([['npm', 'npm install @lumen/cache-redis'], ['pnpm', 'pnpm add @lumen/cache-redis'], ['yarn', 'yarn add @lumen/cache-redis']])
      + `<p>Then register the adapter in your config file. ${PARAGRAPH.repeat(3)}</p></article></main></body></html>`;
    const [stock, lean] = await both(markup);
    const stockText = textOf(stock);
    const text = textOf(lean);
    for (const kept of ['npm install @lumen/cache-redis', 'pnpm add @lumen/cache-redis', 'yarn add @lumen/cache-redis']) {
      expect(stockText).not.toContain(kept);
      expect(text).toContain(kept);
    }
  });

  it("keeps a listing's contact block under the heading \"Anbieter\" (ImmobilienScout24's div#is24-expose-contact-box: the landlord's name and address), which Readability drops as a contact widget", async () => {
    const markup = `<!DOCTYPE html><html><head><title>3-Zimmer-Altbauwohnung</title></head><body><main><div class="is24-expose"><h1>Lichtdurchflutete 3-Zimmer-Altbauwohnung mit Südbalkon</h1><p>${PARAGRAPH.repeat(6)}</p>`
      + '<div class="is24-ex-details__provider padding-top-l" id="is24-expose-contact-box"><h4 class="font-semibold">Anbieter</h4>'
      + '<div class="font-semibold" data-qa="contactName">Frau Miriam Oelschläger</div><div data-qa="companyName">Kreuzberg Wohnen Hausverwaltung GmbH</div>'
      + '<div class="font-s" data-qa="companyAddress">Dieffenbachstraße 12, 10967 Berlin</div><div class="font-s">Anbieter-Objekt-ID: KW-GF41-3L</div></div>'
      + `<p>${PARAGRAPH}</p></div></main></body></html>`;
    const [stock, lean] = await both(markup);
    const stockText = textOf(stock);
    const text = textOf(lean);
    for (const kept of ['Anbieter', 'Frau Miriam Oelschläger', 'Kreuzberg Wohnen Hausverwaltung GmbH', 'Dieffenbachstraße 12, 10967 Berlin']) {
      expect(stockText).not.toContain(kept);
      expect(text).toContain(kept);
    }
  });
});
