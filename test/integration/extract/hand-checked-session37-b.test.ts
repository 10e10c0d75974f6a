import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract } from './hand-checked-support.js';

/**
 * Session 37: hand-built pages (see `hand-checked-support.ts`) for the rules of commits 71e4158, 360f040
 * and e9468b6: an <h2> saying a small part of the title is no title, Korea's spaced dotted dates, a
 * label's text value and a phrase's full stop before a figure spaced, new-tab notices in German, and a
 * date labelled after it as another date's (availability) no publication.
 */

describe('link aggregator thread whose post has a section <h2> made of the title\'s last words (Mbin\'s "What finally stuck")', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('fediverse-link-thread-section-heading-in-title.html', 'https://kbin.earth/m/programming/t/48213/why-we-rewrote-our-log-shipper-twice');
  });

  it('keeps the section heading "What finally stuck" over its paragraph', () => {
    expect(doc.title).toBe('Why we rewrote our log shipper twice (and what finally stuck)');
    expect(doc.text).toContain('## What finally stuck\n\nThe version that has now run for a year keeps a bounded queue per source');
    expect(doc.text).toContain('## Attempt two: spill to disk\n\nThe second design wrote overflow batches');
    expect(doc.text).toContain('We spent a month chasing alerts that fired for events that had already been resolved.\n\n## What finally stuck');
  });
});

describe('Korean portal news article dated "입력 2025. 3. 12. 10:47" (Daum\'s span.num_date)', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('korean-portal-news-spaced-dotted-date.html', 'https://v.daum.net/v/20250312104700517');
  });

  it('reads the spaced dotted date as the publication', () => {
    expect(doc.publishedAt).toBe('2025-03-12');
    expect(doc.text).toContain('서울시가 도심 공원 14곳의 야간 개방 시간을 오후 11시까지 늘린다.');
  });
});

describe("TV show page whose facts are <li><label>Status</label>ended</li> (Trakt's additional stats)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('tv-show-page-label-text-values.html', 'https://trakt.tv/shows/saltmarsh');
  });

  it('spaces each label from the text value after it', () => {
    expect(doc.text).toContain('- Premiered September 15, 2019\n- Status ended\n- Network Northlight (GB)\n- Runtime 52 mins\n- Total Runtime 1d 10h 40m (40 episodes)');
    expect(doc.text).toContain('- Country United Kingdom\n- Languages English, Welsh');
    for (const glued of ['Statusended', 'NetworkNorthlight', 'Runtime52 mins', 'CountryUnited', 'LanguagesEnglish']) expect(doc.text).not.toContain(glued);
  });
});

describe('German marketplace product page whose offers name the seller ("Elektro Mahler e.K.") flush before its rating', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('german-marketplace-product-offer-sellers.html', 'https://www.kaufland.de/product/512345678/');
  });

  it("spaces the seller's name ending in a full stop from its rating \"95 % positiv (512)\"", () => {
    expect(doc.text).toContain('[Elektro Mahler e.K.](https://www.kaufland.de/shops/elektro-mahler/) 95 % positiv (512)');
    expect(doc.text).not.toContain('e.K.](https://www.kaufland.de/shops/elektro-mahler/)95');
  });
});

describe('German tech news article whose outside links end in span.go-vh "(öffnet im neuen Fenster)" (Golem)', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('german-tech-news-hidden-new-tab-notices.html', 'https://www.golem.de/news/open-source-router-turris-omnia-ng-bekommt-wi-fi-7-und-zwei-sfp-ports-2503-194417.html');
  });

  it("writes the link's words without the notice", () => {
    expect(doc.text).toContain('Die tschechische Domainregistrierungsstelle CZ.NIC hat mit dem [Turris Omnia NG](https://www.turris.com/en/products/omnia-ng/) den Nachfolger ihres bekannten Open-Source-Routers vorgestellt.');
    expect(doc.text).not.toContain('öffnet im neuen Fenster');
  });
});

describe("German flat rental exposé whose key facts name each value after it (Immowelt's \"01.02.2025\" \"Verfügbarkeit\")", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('german-flat-rental-expose-key-facts.html', 'https://www.immowelt.de/expose/2bxk7pq4');
  });

  it('reads no publication from the day the flat is free, and keeps the fact', () => {
    expect(doc.publishedAt).toBeUndefined();
    expect(doc.text).toContain('78 m² Wohnfläche');
    expect(doc.text).toContain('01.02.2025 Verfügbarkeit');
  });
});
