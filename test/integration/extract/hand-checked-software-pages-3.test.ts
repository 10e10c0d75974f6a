import { describe, expect, it } from 'vitest';
import { extract, expectRecordedDecision } from './hand-checked-support.js';

/**
 * Pages read by session 33's helpers in the markup of widely run software and sites (Apple's DocC, Redoc,
 * MySQL's reference manual, Launchpad, Le Figaro, Apple Community; invented text): code lines written as
 * spans, an API reference's operation and response buttons, a title written as a path, a title cut short
 * with an ellipsis, a byline's label in an element of its own, "read also" promos, a screen-reader prefix
 * before a poster's name.
 */

describe('a DocC symbol page (each code line a span.code-line-container in div.code-listing[data-syntax])', () => {
  it('writes the example one line per line, in a fence named swift', async () => {
    const doc = await extract('docc-documentation-page.html', 'https://developer.apple.com/documentation/skycast/rainfalltimeline');
    expect(doc.text).toContain([
      '```swift',
      'let service = ForecastService.shared',
      'let timeline = try await service.rainfall(',
      '    for: location,',
      '    span: .hours(3)',
      ')',
      '',
      'let total = timeline.estimatedTotal(in: timeline.window)',
      'print("Expected: \\(total.formatted())")',
      '```',
    ].join('\n'));
    expect(doc.text).not.toContain('ForecastService.sharedlet');
    // The declaration, a <pre> of its own without a language, stays one line.
    expect(doc.text).toContain('## Declaration\n\n```\nstruct RainfallTimeline<Sample> where Sample : PrecipitationSample\n```');
    expect(doc.title).toBe('RainfallTimeline');
    for (const chrome of ['Skip Navigation', 'Filter', 'API Changes:']) expect(doc.text).not.toContain(chrome);
  });
});

describe("a Redoc API reference (operations' method and path, and responses' statuses, in buttons)", () => {
  it('keeps "POST /shipments", each response\'s status with its description, and the fields a disclosure opens', async () => {
    const doc = await extract('redoc-api-reference.html', 'https://docs.tidewater.example/api/');
    expect(doc.text).toMatch(/\n\nPOST \/shipments\n\n/);
    expect(doc.text).toMatch(/\n\nGET \/shipments\/\{shipment_id\}\n\n/);
    expect(doc.text).not.toMatch(/post\s*\/shipments/);
    expect(doc.text).toContain('**404**\n\nNo shipment with that identifier exists for this account.');
    expect(doc.text).toContain('**400**\n\nThe request body failed validation.');
    expect(doc.text).toContain('**409**\n\nThe Idempotency-Key was already used with a different body.');
    expect(doc.text).toContain('| origin required | object (Address) Where the carrier collects the shipment. |');
    expect(doc.text).toContain('| destination required | object (Address) Where the carrier delivers the shipment. |');
    expect(doc.text).toContain('## Rate limits');
  });
});

describe("a MySQL reference manual page (<title> a path: \"MySQL :: MySQL 8.4 Reference Manual :: 15.1.15 …\")", () => {
  it("is titled by the path's last part, the page's own", async () => {
    const doc = await extract('mysql-manual-page.html', 'https://dev.mysql.com/doc/refman/8.4/en/create-index.html');
    expect(doc.title).toBe('15.1.15 CREATE INDEX Statement');
    expect(doc.text.startsWith('### 15.1.15 CREATE INDEX Statement\n\n```sql\nCREATE [UNIQUE | FULLTEXT | SPATIAL] INDEX index_name\n')).toBe(true);
    expect(doc.text).toContain('`InnoDB` supports secondary indexes on virtual columns.');
  });
});

describe('a Launchpad bug (<title> cut short with "...", the whole summary in an <h1> with an "Edit" link)', () => {
  it('is titled by the whole summary, without "Edit"', async () => {
    const doc = await extract('launchpad-bug-report.html', 'https://bugs.launchpad.net/ubuntu/+source/cups/+bug/2051837');
    expect(doc.title).toBe('Printer queue stalls after resume from suspend when the printer was discovered via mDNS');
    expect(doc.text).toContain('# Printer queue stalls after resume from suspend when the printer was discovered via mDNS');
    expect(doc.text).toContain('After resuming a laptop from suspend, jobs sent to a network printer that was discovered through mDNS stay in the queue');
    expectRecordedDecision(doc);
  });
});

describe('a Le Figaro article (the byline\'s "Par " in a span of its own, "À lire aussi" promos in the text)', () => {
  it('names the author, not "Par", and drops the promoted stories', async () => {
    const doc = await extract('french-news-article.html', 'https://www.lefigaro.fr/conso/dans-le-jura-la-filiere-comte-redoute-l-envolee-du-prix-du-lait-20240312');
    expect(doc.author).toBe('Marion Lacrouts');
    expect(doc.title).toBe('Dans le Jura, la filière comté redoute l’envolée du prix du lait');
    expect(doc.publishedAt).toBe('2024-03-12T18:05:00+01:00');
    expect(doc.text).not.toContain('À lire aussi');
    for (const promoted of ['Fromages au lait cru', 'Grande distribution : les négociations']) expect(doc.text).not.toContain(promoted);
    // The paragraphs around the promos stay, one after the other.
    expect(doc.text).toContain('À six heures du matin, la cour de la fruitière de Montrond est déjà encombrée de citernes.');
    expect(doc.text).toMatch(/prix du mois\.\n\nDepuis deux ans, le prix payé aux éleveurs/);
    expect(doc.text).toContain('## Un cahier des charges devenu plus exigeant');
  });
});

describe('an Apple Community thread (each poster\'s link opens with a span.visuallyhidden "User profile for user: ")', () => {
  it('names the poster who asked as the author', async () => {
    const doc = await extract('apple-community-thread.html', 'https://discussions.apple.com/thread/255531908');
    expect(doc.author).toBe('harbourlights_88');
    expect(doc.title).toBe('iPhone 15 Pro keeps forgetting home Wi-Fi after iOS 17.4 update');
    expect(doc.text).toContain('Since updating to iOS 17.4 my iPhone 15 Pro drops my home Wi-Fi network every few hours');
    expect(doc.text).toContain('Turning off Private Wi-Fi Address did it.');
  });
});
