import { describe, expect, it } from 'vitest';
import { both } from './lean-readability-support.js';

/**
 * Session 33's section headers: TYPO3 sets each content element's heading in a `<header class="frame-header">`
 * that holds only that heading (`<h2 class="element-header"><span>Gebühren</span></h2>`). Readability drops
 * every element named "header", and every section lost its heading; the lean subclass spares a `<header>`
 * of one section heading and nothing else (`isLabelHeader`). A site's header with its menu and links, a
 * header whose heading says a time, one of two headings, and one of many words still go.
 */

const text = (article: unknown): string => (article as { textContent: string }).textContent.replace(/\s+/g, ' ');

/** A paragraph that names its section, long enough for Readability to take the page's frames as the article. */
const said = (topic: string): string => `<p>${topic}: Den Personalausweis beantragen Sie persönlich im Bürgerbüro, weil Unterschrift und Fingerabdrücke vor Ort erfasst werden. `
  + 'Bitte planen Sie die Beantragung rechtzeitig, denn die Herstellung dauert derzeit etwa drei bis vier Wochen, und bringen Sie alle Unterlagen im Original mit. '
  + `Fehlende Unterlagen führen zu einem neuen Termin, den Sie erneut online oder telefonisch buchen müssen (${topic}).</p>`;

/** A TYPO3 content element (`div.frame` with its container and inner block) of a header and a text. */
const frame = (id: number, header: string, topic: string): string =>
  `<div id="c${id}" class="frame frame-default frame-type-text frame-layout-default"><div class="frame-container frame-container-default"><div class="frame-inner">${header}${said(topic)}${said(topic)}</div></div></div>`;

/** TYPO3's header of a content element: its one heading, the words in a span. */
const frameHeader = (tag: string, heading: string): string => `<header class="frame-header"><${tag} class="element-header"><span>${heading}</span></${tag}></header>`;

const SITE_HEADER = '<header id="page-header" class="bp-page-header navbar navbar-mainnavigation"><a class="navbar-brand" title="Stadt Wendelsheim" href="/"><img src="/fileadmin/logo.svg" alt="Stadt Wendelsheim logo"></a>'
  + '<nav aria-label="Hauptnavigation" class="collapse navbar-collapse"><ul class="navbar-nav"><li class="nav-item"><a href="/rathaus" class="nav-link">Rathaus &amp; Politik</a></li>'
  + '<li class="nav-item"><a href="/buergerservice" class="nav-link">Bürgerservice</a></li><li class="nav-item"><a href="/tourismus" class="nav-link">Tourismus &amp; Freizeit</a></li></ul></nav></header>';

const page = (frames: string): string => `<!DOCTYPE html><html lang="de"><head><title>Beantragung eines Personalausweises</title></head><body>${SITE_HEADER}<main class="maincontent-wrap" role="main">`
  + `${frame(413, '', 'Abschnitt 1')}${frames}</main></body></html>`;

describe("leanReadability: a section's <header> holding only its heading (TYPO3's header.frame-header)", () => {
  it('keeps each section\'s <h2> and <h3>, which stock Readability drops with the header', async () => {
    const [stock, lean] = await both(page(frame(414, frameHeader('h2', 'So läuft die Beantragung ab'), 'Abschnitt 2') + frame(416, frameHeader('h2', 'Gebühren'), 'Abschnitt 3')
      + frame(418, frameHeader('h3', 'Kontakt'), 'Abschnitt 4')));
    for (const heading of ['So läuft die Beantragung ab', 'Gebühren', 'Kontakt']) expect(text(stock)).not.toContain(heading);
    const kept = text(lean);
    expect(kept).toContain('So läuft die Beantragung ab');
    expect(kept).toContain('Gebühren');
    expect(kept).toContain('Kontakt');
    // Each heading stands before its own section's text.
    expect(kept.indexOf('Gebühren')).toBeLessThan(kept.indexOf('(Abschnitt 3)'));
    expect(kept.indexOf('(Abschnitt 2)')).toBeLessThan(kept.indexOf('Gebühren'));
    for (const topic of ['(Abschnitt 1)', '(Abschnitt 2)', '(Abschnitt 3)', '(Abschnitt 4)']) expect(kept).toContain(topic);
  });

  it("still drops the site's header with its logo link and menu", async () => {
    const [, lean] = await both(page(frame(414, frameHeader('h2', 'Gebühren'), 'Abschnitt 3')));
    const kept = text(lean);
    expect(kept).toContain('Gebühren');
    for (const menu of ['Rathaus & Politik', 'Bürgerservice', 'Tourismus & Freizeit']) expect(kept).not.toContain(menu);
  });

  it('still drops a header holding links besides its heading, a heading that says a time, two headings, or a heading of many words', async () => {
    const [, lean] = await both(page(frame(414, frameHeader('h2', 'Gebühren'), 'Abschnitt 3')
      + frame(420, '<header class="frame-header"><h2 class="element-header">Termine</h2><nav><a href="/termine/heute">Heute</a> <a href="/termine/morgen">Morgen</a></nav></header>', 'Abschnitt 5')
      + frame(421, '<header class="entry-header"><h2>Aktualisiert <time datetime="2024-01-01">am 1. Januar</time></h2></header>', 'Abschnitt 6')
      + frame(422, '<header class="entry-header"><h2>Reisepass</h2><h3>Kinderreisepass</h3></header>', 'Abschnitt 7')
      + frame(423, frameHeader('h2', 'Ein sehr langer Titel mit weit mehr als acht Wörtern darin'), 'Abschnitt 8')));
    const kept = text(lean);
    expect(kept).toContain('Gebühren');
    for (const dropped of ['Termine', 'Heute', 'Morgen', 'Aktualisiert', 'am 1. Januar', 'Reisepass', 'Kinderreisepass', 'Ein sehr langer Titel']) expect(kept).not.toContain(dropped);
    // The sections' own text stays.
    for (const topic of ['(Abschnitt 5)', '(Abschnitt 6)', '(Abschnitt 7)', '(Abschnitt 8)']) expect(kept).toContain(topic);
  });
});
