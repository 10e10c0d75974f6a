import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { declaredPageKind, readPageMetadata } from '../../../../../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';

const documentOf = (head: string, body: string): Document => parseHTML(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`).document as unknown as Document;
const ld = (value: unknown): string => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
const PROSE = `<p>${'The replica lagged by a few seconds after the upgrade, and the cause was the new checkpoint setting. '.repeat(4)}</p>`;

describe('readPageMetadata: what a page states in less usual places', () => {
  it("reads a product declared as an action's object (MediaMarkt's BuyAction) as a product, with its description and rating", () => {
    const metadata = readPageMetadata(documentOf(`<title>LG OLED55C4 | MediaMarkt</title>${ld({ '@context': 'https://schema.org', '@type': 'BuyAction', object: { '@type': 'Product', name: 'LG OLED55C4', description: 'A 55-inch OLED TV.', aggregateRating: { '@type': 'AggregateRating', ratingValue: '4,4', reviewCount: 61 } } })}`, `<h1>LG OLED55C4</h1>${PROSE}`), 'https://www.mediamarkt.de/de/product/_lg-1.html');
    expect(declaredPageKind(metadata).product).toBe(true);
    expect(metadata.kinds.productSchema).toBe(true);
    expect(metadata.productDescription).toBe('A 55-inch OLED TV.');
    expect(metadata.productRating).toBe('4.4 out of 5 from 61 ratings');
    // An object of something that is no action is not declared.
    const review = readPageMetadata(documentOf(`<title>Review</title>${ld({ '@type': 'Review', object: { '@type': 'Product', name: 'X' } })}`, PROSE), 'https://news.example/r');
    expect(review.kinds.productSchema).toBeUndefined();
  });

  it("states a product's rating from its aggregateRating: the scale it gives, the count of ratings before reviews; none out of range", () => {
    const rating = (aggregateRating: unknown): string | undefined => readPageMetadata(documentOf(`<title>Mic</title>${ld({ '@type': 'Product', name: 'Mic', aggregateRating })}`, PROSE), 'https://shop.example/mic').productRating;
    expect(rating({ ratingValue: 4.7, reviewCount: 58 })).toBe('4.7 out of 5 from 58 ratings');
    expect(rating({ ratingValue: '9', bestRating: '10', ratingCount: '1', reviewCount: 3 })).toBe('9 out of 10 from 1 rating');
    expect(rating({ ratingValue: 4.2 })).toBe('4.2 out of 5');
    expect(rating({ ratingValue: 7, reviewCount: 2 })).toBeUndefined();
    expect(rating({ ratingValue: 'n/a' })).toBeUndefined();
  });

  it("takes no author from an author tag that credits the page's software (Discuz!'s \"Discuz! Team and Comsenz UI Team\"), and keeps a writer's", () => {
    const author = (head: string): string | undefined => readPageMetadata(documentOf(`<title>A thread</title>${head}`, PROSE), 'https://bbs.example/thread-1-1-1.html').author;
    expect(author('<meta name="generator" content="Discuz! X3.5" /><meta name="author" content="Discuz! Team and Comsenz UI Team" />')).toBeUndefined();
    expect(author('<meta name="generator" content="WordPress 6.5" /><meta name="author" content="Ana Ruiz" />')).toBe('Ana Ruiz');
    expect(author('<meta name="author" content="Discuz! Team and Comsenz UI Team" />')).toBe('Discuz! Team and Comsenz UI Team');
  });

  it("reads a mail archive's date written as C's asctime under the subject, past the sender's address link (pipermail)", () => {
    const metadata = readPageMetadata(documentOf('<title>[Tessera-users] Re: Replication lag</title>', '<h1>[Tessera-users] Re: Replication lag</h1><b>Ines Albrecht</b> <a href="mailto:tessera-users%40lists.example?Subject=Re">ines.albrecht at posteo.example</a><br><i>Wed Oct  9 08:47:31 EDT 2024</i><p><ul><li>Previous message</li></ul><pre>Hi Marek,</pre>'), 'https://lists.example/pipermail/tessera-users/2024-October/018844.html');
    expect(metadata.publishedAt).toBe('2024-10-09');
  });

  it('passes over a date labelled as a deadline ("Review due:") after a revision date: the page shows only when it was updated', () => {
    const metadata = readPageMetadata(documentOf('<title>Payments API incident runbook</title>', '<h1>Payments API incident runbook</h1><div>Created by <a href="/wiki/people/1">Priya Raman</a>, last updated on <a href="/h"><span>Mar 12, 2024</span></a></div><div class="panel"><strong>Owner:</strong> Payments team. <strong>Review due:</strong> <span>Jul 1, 2024</span></div>' + PROSE), 'https://acme.atlassian.example/wiki/spaces/OPS/pages/1');
    expect(metadata.publishedAt).toBeUndefined();
    expect(metadata.updatedAt).toBe('2024-03-12');
  });

  it("reads the dateline under a title heading that holds a control besides the title (Freshdesk's \"Print\" link)", () => {
    const metadata = readPageMetadata(documentOf('<title>Connect your camera to a new Wi-Fi network</title>', '<header><h1>Acme Help Center</h1></header><h2 class="heading">Connect your camera to a new Wi-Fi network <a href="javascript:print();" class="solution-print--icon"><span class="text-print">Print</span></a></h2><p>Modified on: Tue, 12 Mar, 2024 at 4:15 PM</p>' + PROSE), 'https://support.example/support/solutions/articles/1-connect');
    expect(metadata.updatedAt ?? metadata.publishedAt).toBe('2024-03-12');
  });
});

describe('readPageMetadata: a listing of products and a journal article', () => {
  it("reads a page whose JSON-LD declares three products or more, each in a script of its own (Redfin's home cards), as a listing, not a product's page", () => {
    const home = (index: number) => ld([{ '@type': 'SingleFamilyResidence', name: `${index} Lakeshore Dr` }, { '@type': 'Product', name: `${index} Lakeshore Dr`, url: `/TX/Austin/${index}`, offers: { price: 549000 + index } }]);
    const listing = readPageMetadata(documentOf('<title>Austin, TX Real Estate</title>', `<h1>Austin homes for sale</h1>${[1, 2, 3].map((index) => `<div class="HomeCard">${home(index)}</div>`).join('')}`), 'https://www.redfin.com/city/30818/TX/Austin');
    expect(declaredPageKind(listing)).toMatchObject({ product: false, listing: true });
    expect(listing.kinds.productSchema).toBeUndefined();
    // One product stated twice (two scripts of one page) is still one product's page.
    const twice = readPageMetadata(documentOf(`<title>Mic</title>${ld({ '@type': 'Product', name: 'Mic', url: '/mic' })}${ld({ '@type': 'Product', name: 'Mic', url: '/mic' })}`, PROSE), 'https://shop.example/mic');
    expect(declaredPageKind(twice).product).toBe(true);
  });

  it("reads a journal's history line past its received and accepted dates, and its online date where the publication date names a month alone", () => {
    const history = readPageMetadata(documentOf('<title>Rapid recharge in a karst aquifer</title>', `<h1>Rapid recharge in a karst aquifer</h1><p>Received 14 December 2022, Revised 28 March 2023, Accepted 3 April 2023, Available online 19 April 2023</p>${PROSE}`), 'https://www.sciencedirect.example/article/pii/S1');
    expect(history.publishedAt).toBe('2023-04-19');
    const online = readPageMetadata(documentOf('<title>Cover crops</title><meta name="citation_publication_date" content="2023/4"><meta name="citation_online_date" content="2023/04/12">', `${PROSE}<div class="pubhistory">Received: 27 February 2023 / Published: 12 April 2023</div>`), 'https://www.mdpi.example/2071-1050/15/8/6543');
    expect(online.publishedAt).toBe('2023-04-12');
  });
});

describe('readPageMetadata: a shown time without its zone', () => {
  it("takes the markup's statement of the same local time with its offset where the dateline's time has none (Politico), and the dateline's own where none agrees", () => {
    const head = (published: string): string => `<title>Broadband money</title>${ld({ '@type': 'NewsArticle', headline: 'Broadband money', datePublished: published })}`;
    const body = `<h1>Broadband money</h1><p class="story-meta__timestamp"><time datetime="2024-05-14 05:00:00">05/14/2024 05:00 AM EDT</time></p>${PROSE}`;
    expect(readPageMetadata(documentOf(head('2024-05-14T05:00:00-04:00'), body), 'https://www.politico.example/news/2024/05/14/x').publishedAt).toBe('2024-05-14T05:00:00-04:00');
    expect(readPageMetadata(documentOf(head('2024-05-13T22:00:00-04:00'), body), 'https://www.politico.example/news/2024/05/14/x').publishedAt).toBe('2024-05-14T05:00:00');
  });
});

describe("readPageMetadata: a photo's caption under the headline", () => {
  it("does not date the page by its lead photo's caption (AP's \"FILE - … Aug. 6, 2024\"), but by the dateline after it", () => {
    const body = '<h1 class="Page-headline">Bird flu found in pigs</h1><figure><img src="/p.jpg" alt=""><figcaption>FILE - Pigs stand in a pen at a farm in Iowa, Aug. 6, 2024. (AP Photo)</figcaption></figure><div class="Page-byline">By MIKE STOBBE</div><p>Updated 1:42 PM EST, November 16, 2024</p>' + PROSE;
    const metadata = readPageMetadata(documentOf(`<title>Bird flu found in pigs</title>${ld({ '@type': 'NewsArticle', headline: 'Bird flu found in pigs', datePublished: '2024-11-16T15:00:21Z' })}`, body), 'https://apnews.example/article/bird-flu');
    expect(metadata.publishedAt).toBe('2024-11-16T15:00:21Z');
  });
});

describe('readPageMetadata: a job posting', () => {
  it("dates a posting by its JobPosting's datePosted and titles it by the job's title where the stated title opens with the employer (Lever)", () => {
    const posting = ld({ '@context': 'https://schema.org', '@type': 'JobPosting', title: 'Field Service Technician, Autonomous Harvesters', datePosted: '2024-10-02', hiringOrganization: { '@type': 'Organization', name: 'Tidewater Robotics' } });
    const metadata = readPageMetadata(documentOf(`<title>Tidewater Robotics - Field Service Technician, Autonomous Harvesters</title><meta property="og:title" content="Tidewater Robotics - Field Service Technician, Autonomous Harvesters">${posting}`, `<div class="posting-headline"><h2>Field Service Technician, Autonomous Harvesters</h2></div>${PROSE}`), 'https://jobs.lever.example/tidewater/1');
    expect(metadata.title).toBe('Field Service Technician, Autonomous Harvesters');
    expect(metadata.publishedAt).toBe('2024-10-02');
  });
});

describe("readPageMetadata: a person item naming several people", () => {
  it("reads every name of an author item whose name is a list (NPR's two writers in one Person) where the byline shows the first", () => {
    const head = `<title>Heat pumps in Maine</title>${ld({ '@type': 'NewsArticle', headline: 'Heat pumps in Maine', author: { '@type': 'Person', name: ['Margaret Ellery', 'Tomás Reyes-Whitfield'] } })}`;
    const body = `<h1>Heat pumps in Maine</h1><div class="byline"><p class="byline__name"><a rel="author" href="/people/1">Margaret Ellery</a></p></div><div class="byline"><p class="byline__name"><a rel="author" href="/people/2">Tomás Reyes-Whitfield</a></p></div>${PROSE}`;
    expect(readPageMetadata(documentOf(head, body), 'https://www.npr.example/2024/02/08/x').author).toBe('Margaret Ellery, Tomás Reyes-Whitfield');
  });
});

describe("readPageMetadata: a post's own footer", () => {
  it("reads the byline and the hAtom date in a footer inside the post's content (Pelican's footer.post-info with abbr.published)", () => {
    const body = '<article><header><h1 class="entry-title">Catching N+1 queries</h1></header><div class="entry-content"><footer class="post-info">'
      + '<abbr class="published" title="2023-11-04T10:20:00+01:00"> Published: Sat 04 November 2023 </abbr><address class="vcard author"> By <a class="url fn" href="/author/tomasz.html">Tomasz Wierzbicki</a></address></footer>'
      + `${PROSE}</div></article><footer id="contentinfo" class="body"><address id="about" class="vcard body">Proudly powered by Pelican</address></footer>`;
    const metadata = readPageMetadata(documentOf('<title>Catching N+1 queries</title>', body), 'https://blog.example/catching-n1-queries.html');
    expect(metadata.author).toBe('Tomasz Wierzbicki');
    expect(metadata.publishedAt).toBe('2023-11-04T10:20:00+01:00');
  });
});

describe("readPageMetadata: a heading's permalink mark", () => {
  it("titles a page by its heading without the permalink mark a link sets before it (Stripe's \"#\")", () => {
    const metadata = readPageMetadata(documentOf('<title>Create a price | Stripe API Reference</title>', `<h1><a class="Heading-anchor" href="#create_price" aria-label="Link to this section">#</a>Create a price</h1>${PROSE}`), 'https://docs.stripe.example/api/prices/create');
    expect(metadata.title).toBe('Create a price');
  });
});

describe("readPageMetadata: a byline's hover card", () => {
  it("reads the revision day past the author's hidden hover card, whose long link is no teaser (Investopedia)", () => {
    const head = `<title>Net Present Value</title>${ld({ '@type': 'Article', headline: 'Net Present Value', datePublished: '2003-11-25T19:10:23-05:00' })}`;
    const body = '<h1>Net Present Value</h1><div class="mntl-attribution"><a class="mntl-attribution__item-name" href="/priya">Priya Ramanathan</a>'
      + '<div class="mntl-dynamic-tooltip mntl-dynamic-tooltip--hidden"><p>Priya writes about corporate finance.</p><a class="mntl-author-tooltip__link" href="/policy">Learn about our editorial policies</a></div>'
      + `<div class="mntl-attribution__item-date">Updated March 12, 2024</div></div>${PROSE}`;
    expect(readPageMetadata(documentOf(head, body), 'https://www.investopedia.example/terms/n/npv.asp').updatedAt).toBe('2024-03-12');
  });
});
