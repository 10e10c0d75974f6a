import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { readDateline } from '../../../../../../adapters/outbound/extract/html/metadata/dateline-reader.js';
import { readPageMetadata } from '../../../../../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';

/**
 * Session 37: a date under the title that a label after it names as another date (Immowelt's key facts,
 * `<span>01.02.2025</span><span>Verfügbarkeit</span>`, the day the flat is free) is no publication.
 * A label before its date that names a thread's start (XenForo's "Start date") still dates the page.
 */

const documentOf = (head: string, body: string): Document => parseHTML(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`).document as unknown as Document;
const PROSE = `<p>${'Die helle Altbauwohnung liegt im zweiten Obergeschoss eines gepflegten Hauses mit Gründerzeitfassade und ruhigem Innenhof. '.repeat(4)}</p>`;
const TITLE = 'Wohnung zur Miete - Leipzig - 890 € - 3 Zimmer, 78 m², 2. Geschoss';

/** Immowelt's key facts under the exposé's heading, each value before its label. */
const expose = (date: string, label: string): Document => documentOf(`<title>${TITLE} - immowelt</title>`, `<main><div data-testid="cdp-seo-wrapper"><h1 class="css-1sv6zhn">${TITLE}</h1>`
  + '<div data-testid="aviv.CDP.Sections.Hardfacts"><div class="css-7tj8u"><span class="css-wwzl4l">Wohnung zur Miete</span></div>'
  + '<div class="css-1tmfp1x" data-testid="aviv.CDP.Sections.Hardfacts.Keyfacts"><div class="css-1y2gwtj"><span class="css-1ytyjyb">3</span><span class="css-1rsr4zn">Zimmer</span></div>'
  + '<div class="css-1y2gwtj"><span class="css-1ytyjyb">78 m²</span><span class="css-1rsr4zn">Wohnfläche</span></div>'
  + `<div class="css-1y2gwtj"><span class="css-1ytyjyb">${date}</span><span class="css-1rsr4zn">${label}</span></div></div></div></div>${PROSE}</main>`);

describe('a date under the title with another date\'s label after it', () => {
  it('reads no publication from a flat\'s availability ("01.02.2025" "Verfügbarkeit"), written as text or as a <time>', () => {
    const url = 'https://www.immowelt.de/expose/2bxk7pq4';
    expect(readDateline(expose('01.02.2025', 'Verfügbarkeit'), TITLE)?.published).toBeUndefined();
    expect(readPageMetadata(expose('01.02.2025', 'Verfügbarkeit'), url).publishedAt).toBeUndefined();
    expect(readDateline(expose('<time datetime="2025-02-01">01.02.2025</time>', 'Verfügbarkeit'), TITLE)?.published).toBeUndefined();
  });

  it.each(['Verfügbar ab', 'Bezugsfrei ab', 'Availability', 'Available from', 'Move-in date', 'Disponibilité', 'Beschikbaarheid', 'Bewerbungsfrist', 'Gültig bis'])('reads no publication from a date labelled %j after it', (label) => {
    expect(readDateline(expose('01.02.2025', label), TITLE)?.published).toBeUndefined();
  });

  it("still reads the date where the words after it are no date's label, and XenForo's \"Start date\" before its date as the thread's publication", () => {
    expect(readDateline(expose('01.02.2025', 'Verfügbarkeit'), TITLE)?.published).toBeUndefined();
    expect(readDateline(expose('01.02.2025', 'Veröffentlicht'), TITLE)?.published).toBe('2025-02-01');
    const thread = documentOf('<title>Fuel pump relay clicks but no prime | Example Forums</title>', '<div class="p-body-header"><div class="p-title"><h1 class="p-title-value">Fuel pump relay clicks but no prime</h1></div>'
      + '<div class="p-description"><ul class="listInline listInline--bullet"><li><i class="fa--xf far fa-user" aria-hidden="true" title="Thread starter"></i><span class="u-srOnly">Thread starter</span> <a href="/members/garagebrew.4411/" class="username u-concealed">garagebrew</a></li>'
      + '<li><i class="fa--xf far fa-clock" aria-hidden="true" title="Start date"></i><span class="u-srOnly">Start date</span> <a href="/threads/fuel-pump-relay.90211/" class="u-concealed"><time class="u-dt" dir="auto" datetime="2024-03-11T09:14:22+0100" data-date-string="Mar 11, 2024">Mar 11, 2024</time></a></li></ul></div></div>'
      + `<div class="p-body-main"><article class="message"><div class="bbWrapper">${PROSE}</div></article></div>`);
    expect(readDateline(thread, 'Fuel pump relay clicks but no prime')?.published).toBe('2024-03-11T09:14:22+01:00');
  });
});
