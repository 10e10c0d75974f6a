import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { declaredPageKind, readPageMetadata } from '../../../../../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';

const documentOf = (head: string, body: string): Document => parseHTML(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`).document as unknown as Document;
const PROSE = `<p>${'The survey counted gut bacteria in snails kept at three water temperatures. '.repeat(8)}</p>`;

/** Pages that are no article though they show a date or list articles, and the date tags a journal or Pandoc writes. */
describe('readPageMetadata: works, lists of articles, and journal dates', () => {
  it("takes the first publication <meta> whose day the page shows (bioRxiv's citation_publication_date names January 1st, its citation_date the day posted)", () => {
    const head = '<title>Snail microbiomes</title><meta name="citation_publication_date" content="2024/01/01"><meta name="citation_date" content="2024-03-14">';
    const metadata = readPageMetadata(documentOf(head, `<h1>Snail microbiomes</h1><div class="meta">doi: https://doi.org/10.1101/2024.03.11.584421</div>${PROSE}<p>Posted March 14, 2024.</p>`), 'https://preprints.example/content/10.1101/2024.03.11.584421v1');
    expect(metadata.publishedAt).toBe('2024-03-14');
  });

  it("reads Pandoc's dcterms.date (a Quarto page) where the page shows that day", () => {
    const metadata = readPageMetadata(documentOf('<title>Cross-validation</title><meta name="dcterms.date" content="2024-05-14">', `<h1>Cross-validation</h1>${PROSE}<p class="date">Published May 14, 2024</p>`), 'https://notes.example/cv.html');
    expect(metadata.publishedAt).toBe('2024-05-14');
  });

  it("does not read a film's release date, shown under its title, as the page's date, nor make its page an article (og:type video.movie)", () => {
    const head = '<title>The Lantern Keepers (2023) — The Movie Database</title><meta property="og:type" content="video.movie">';
    const body = `<h2><a href="/movie/1">The Lantern Keepers</a> <span class="tag release_date">(2023)</span></h2><div class="facts"><span class="release">09/22/2023 (US)</span> · Drama</div>${PROSE}`;
    const metadata = readPageMetadata(documentOf(head, body), 'https://films.example/movie/1');
    expect(metadata.publishedAt).toBeUndefined();
    expect(declaredPageKind(metadata).article).toBe(false);
    // The same page typed as an article is one.
    const article = readPageMetadata(documentOf(head.replace('video.movie', 'article'), body), 'https://films.example/movie/1');
    expect(declaredPageKind(article).article).toBe(true);
  });

  it("does not take microdata's article type on three or more items (dblp's publication list) as the page's declaration", () => {
    const entry = (title: string) => `<li class="entry article" itemscope itemtype="http://schema.org/ScholarlyArticle"><span itemprop="name">${title}</span> (<span itemprop="datePublished">2024</span>)</li>`;
    const list = (count: number) => `<h1>Henrike Valdmaa</h1><ul class="publ-list">${['Gradual ownership types', 'Counterexample-guided repair', 'Region inference', 'Lifetime elision'].slice(0, count).map(entry).join('')}</ul>${PROSE}`;
    expect(declaredPageKind(readPageMetadata(documentOf('<title>dblp: Henrike Valdmaa</title>', list(4)), 'https://dblp.example/pid/173/4421')).article).toBe(false);
    expect(declaredPageKind(readPageMetadata(documentOf('<title>One paper</title>', list(1)), 'https://dblp.example/rec/1')).article).toBe(true);
  });

  it("does not take a recommended book's author (a LibraryThing work page's recommendations) as the page's", () => {
    const body = `<h1>The Salt Orchard</h1>${PROSE}<div class="workSection" id="workSection_recommendations"><div class="recommendation"><div class="rec_title">The Overstory</div><div class="rec_author">Richard Powers</div></div></div>`;
    expect(readPageMetadata(documentOf('<title>The Salt Orchard</title>', body), 'https://books.example/work/1').author).toBeUndefined();
  });

  it("gives a shown day the markup's time and offset of that day (Le Monde's \"Publié le 12 mars 2024\" beside JSON-LD's 06:00:12+01:00)", () => {
    const head = `<title>Stations</title><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'Stations', datePublished: '2024-03-12T06:00:12+01:00' })}</script>`;
    const metadata = readPageMetadata(documentOf(head, `<h1>Stations</h1><p class="meta">Published March 12, 2024</p>${PROSE}`), 'https://news.example/a');
    expect(metadata.publishedAt).toBe('2024-03-12T06:00:12+01:00');
    // Another day's time is not taken for it.
    const other = readPageMetadata(documentOf(head.replace('2024-03-12T06', '2024-03-11T23'), `<h1>Stations</h1><p class="meta">Published March 12, 2024</p>${PROSE}`), 'https://news.example/a');
    expect(other.publishedAt).toBe('2024-03-12');
  });

  it('reads the dateline under a subtitle set right under the title (a newsletter post\'s h2), and not a date a rate applies from', () => {
    const post = readPageMetadata(documentOf('<title>Validator</title>', `<h1 id="post-title">Running a validator</h1><h2 id="post-subtitle">Twelve months of solo staking</h2><div><a href="/@nodekeeper">sanne.eth</a> <span>Mar 19, 2024</span> · 7 min read</div>${PROSE}`), 'https://paragraph.example/@nodekeeper/validator');
    expect(post.publishedAt).toBe('2024-03-19');
    const bank = readPageMetadata(documentOf('<title>Savings</title>', `<h1>High-yield savings</h1><p><span class="asof">Rates effective as of September 18, 2024</span></p>${PROSE}`), 'https://bank.example/savings');
    expect(bank.publishedAt).toBeUndefined();
    expect(declaredPageKind(bank).article).toBe(false);
  });

  it("reads a JSON-LD @graph written as one node, not an array (the article's five authors)", () => {
    const head = `<title>Tidewater</title><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': { '@type': 'ScholarlyArticle', headline: 'Tidewater', datePublished: '2024-03-13', author: [{ '@type': 'Person', name: 'Hana Kobayashi' }, { '@type': 'Person', name: 'Elise Marchetti' }] } })}</script>`;
    const metadata = readPageMetadata(documentOf(head, `<h1>Tidewater</h1>${PROSE}`), 'https://papers.example/paper/tidewater');
    expect(metadata.author).toBe('Hana Kobayashi, Elise Marchetti');
    expect(metadata.publishedAt).toBe('2024-03-13');
  });
});
