import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { readPageMetadata } from '../../../../../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { declaredKinds } from '../../../../../../adapters/outbound/extract/html/metadata/schema-kinds.js';

const documentOf = (head: string, body: string): Document => parseHTML(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`).document as unknown as Document;
const PROSE = `<p>${'The band plays the new record front to back before a second set of older favorites. '.repeat(8)}</p>`;
const jsonLd = (...types: string[]): string => `<script type="application/ld+json">${JSON.stringify(types.map((type) => ({ '@context': 'https://schema.org', '@type': type, name: 'Phantom Lanterns @ The Bluebird Room', startDate: '2025-03-14T20:00:00' })))}</script>`;
/** An event's page: the day it takes place under its name (Bandsintown's div[data-testid=event-date]). */
const EVENT_BODY = '<a href="/a/11873305-phantom-lanterns"><h1>Phantom Lanterns</h1></a><div data-testid="event-date-time"><div data-testid="event-date">Friday, March 14, 2025</div><div data-testid="event-time">8:00 PM</div></div>'
  + `<div data-testid="event-venue"><a href="/v/10011552-the-bluebird-room">The Bluebird Room</a> Denver, CO</div><h2>About This Event</h2>${PROSE}`;
const URL = 'https://events.example/e/1034418822-phantom-lanterns-at-the-bluebird-room';

/**
 * Session 37: a page that declares an event and no article (Bandsintown's MusicEvent) shows under the event's
 * name the day it takes place, not the day the page was written: no dateline is read from it.
 */
describe('readPageMetadata: the day shown under an event\'s name', () => {
  it("reads no publication from the concert's day under its name on a page declaring a MusicEvent (Bandsintown's \"Friday, March 14, 2025\")", () => {
    const metadata = readPageMetadata(documentOf(`<title>Phantom Lanterns Concert at The Bluebird Room</title>${jsonLd('MusicEvent', 'BreadcrumbList')}`, EVENT_BODY), URL);
    expect(metadata.publishedAt).toBeUndefined();
  });

  it.each(['Event', 'SportsEvent', 'TheaterEvent', 'Festival', 'ExhibitionEvent'])('reads no dateline on a page declaring %s and no article', (type) => {
    expect(readPageMetadata(documentOf(`<title>Phantom Lanterns</title>${jsonLd(type)}`, EVENT_BODY), URL).publishedAt).toBeUndefined();
  });

  it('still reads the dateline of a page declaring an article beside its event (a concert review), and of a page declaring none', () => {
    expect(readPageMetadata(documentOf(`<title>Phantom Lanterns</title>${jsonLd('MusicEvent')}`, EVENT_BODY), URL).publishedAt).toBeUndefined();
    expect(readPageMetadata(documentOf(`<title>Phantom Lanterns</title>${jsonLd('MusicEvent', 'NewsArticle')}`, EVENT_BODY), URL).publishedAt).toBe('2025-03-14');
    expect(readPageMetadata(documentOf('<title>Phantom Lanterns</title>', EVENT_BODY), URL).publishedAt).toBe('2025-03-14');
  });
});

describe('declaredKinds: an event declared without an article', () => {
  it('marks a page declaring an event type and no article type, and no other', () => {
    expect(declaredKinds(new Set(['MusicEvent', 'BreadcrumbList']), undefined).eventNoArticle).toBe(true);
    expect(declaredKinds(new Set(['SportsEvent']), undefined).eventNoArticle).toBe(true);
    expect(declaredKinds(new Set(['MusicEvent', 'NewsArticle']), undefined).eventNoArticle).toBeUndefined();
    expect(declaredKinds(new Set(['Product']), undefined).eventNoArticle).toBeUndefined();
  });
});
