// The fixed subset of both development corpora that CI extracts (test/integration/extract/
// extraction-subset.test.ts in process, test/e2e/built-extraction.e2e.test.ts through the built
// library): eleven news pages (shingle F1, the news benchmark's metric) and two WCXB pages of each
// type, more for rules that target one type (word F1, WCXB's metric), each with a per-page minimum a little below what the chain scores
// today and the stage its content choice must keep.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { markdownToText } from '../../bench/extract/markdown-to-text.js';
import { pageF1, scorePage } from '../../bench/extract/metric.js';
import { scoreWords } from '../../bench/extract/word-metric.js';

export interface Case {
  readonly corpus: 'news' | 'wcxb';
  readonly id: string;
  readonly type: string;
  /** Minimum page score: shingle F1 for news, WCXB word F1 otherwise. */
  readonly minimum: number;
  /** The stage the content choice must keep. */
  readonly stage: 'readability' | 'cleaned-body' | 'defuddle';
}

export const CASES: readonly Case[] = [
  { corpus: 'news', id: '04a6711caa7c687592777718866e781e976e0fe684faebe8b3cedcef8cd0ea34', type: 'news', minimum: 0.95, stage: 'readability' },
  { corpus: 'news', id: '2c46804d9db4a85e8f8d31128ce0e11d02f25c7120c2faa5ec0664c604a47717', type: 'news (teasers around it)', minimum: 0.95, stage: 'readability' },
  { corpus: 'news', id: '3c6d3381ef52ca26be2fbde19c1b0fe17d85682b726dfecf5e300c1ca34546b1', type: 'news', minimum: 0.95, stage: 'readability' },
  { corpus: 'news', id: '680c2848e94a96f961a0964631de94ac572f83c45bfd0bec2deafa893bcfe15c', type: 'news', minimum: 0.83, stage: 'readability' },
  { corpus: 'news', id: '7a664e40d256470fdb12d10c3f8d1c6db0581e9b080c71765e55f273a3ac7d03', type: 'news (comments around it)', minimum: 0.92, stage: 'readability' },
  { corpus: 'news', id: '5f9c5ed5d64dfe682d9bde13b9b4f032a3ebdbf165c06ec49c0705bcbe106e3b', type: 'news (og:type article, a "Breaking News" teaser list above it)', minimum: 0.95, stage: 'readability' },
  // The built-library e2e serves it from a local origin: its <link rel=canonical> still names the site whose headlines go.
  { corpus: 'news', id: '7dfc3e359d7c0ca48ac9046ae5759286cedf80abe7526fc6c6e6546b9ba43e33', type: 'news (bold capitalised headlines between its paragraphs)', minimum: 0.96, stage: 'cleaned-body' },
  { corpus: 'news', id: '432362af0be43f6da757ea778bd7f2f000094a565bdebac5af7442987a5372f3', type: 'news (dateline above the article dropped: its date is in the metadata)', minimum: 0.995, stage: 'readability' },
  { corpus: 'news', id: '7f93c1944a41d01960f8a16fdfda6c562e86f04ead8375ab796c4278402df9a8', type: 'news (figure captions written as their images\' titles)', minimum: 0.99, stage: 'readability' },
  { corpus: 'news', id: '0e014df693f182824fe5e24030ddbe1d0b96ddb9685cf20d5766457ed32ffa2d', type: 'news (byline and closing author bio dropped: the author is in the metadata)', minimum: 0.975, stage: 'readability' },
  { corpus: 'wcxb', id: '0178', type: 'article', minimum: 0.97, stage: 'readability' },
  { corpus: 'wcxb', id: '1476', type: 'article', minimum: 0.93, stage: 'readability' },
  { corpus: 'wcxb', id: '0663', type: 'documentation', minimum: 0.95, stage: 'readability' },
  { corpus: 'wcxb', id: '2994', type: 'documentation', minimum: 0.97, stage: 'readability' },
  { corpus: 'wcxb', id: '4411', type: 'documentation (macOS and Linux steps, other runtimes\' code in hidden tab panels: shown)', minimum: 0.97, stage: 'readability' },
  { corpus: 'wcxb', id: '0501', type: 'forum (thread inside <noscript>)', minimum: 0.97, stage: 'cleaned-body' },
  { corpus: 'wcxb', id: '0531', type: 'forum', minimum: 0.95, stage: 'cleaned-body' },
  { corpus: 'wcxb', id: '0524', type: 'forum (user cards and reply bars dropped around marked posts)', minimum: 0.96, stage: 'cleaned-body' },
  // Defuddle's output scores low here (WCXB keeps the listing's items); the case holds the third stage running, in the bundle too.
  { corpus: 'wcxb', id: '2919', type: 'listing (region and Readability fall short: Defuddle)', minimum: 0.09, stage: 'defuddle' },
  { corpus: 'wcxb', id: '0172', type: 'forum (vote widgets and user cards dropped around marked posts; hidden date copies under comments too; the accepted answer marked and answers dated, which the reference leaves out)', minimum: 0.91, stage: 'cleaned-body' },
  { corpus: 'wcxb', id: '2974', type: 'listing', minimum: 0.95, stage: 'cleaned-body' },
  { corpus: 'wcxb', id: '0265', type: 'listing', minimum: 0.93, stage: 'readability' },
  { corpus: 'wcxb', id: '3071', type: 'product (Readability has 80 % of the region\'s words: under the product coverage, the region wins)', minimum: 0.8, stage: 'cleaned-body' },
  { corpus: 'wcxb', id: '2985', type: 'product (customer reviews dropped)', minimum: 0.93, stage: 'cleaned-body' },
  { corpus: 'wcxb', id: '0628', type: 'product (customer reviews dropped)', minimum: 0.84, stage: 'cleaned-body' },
  { corpus: 'wcxb', id: '0185', type: 'product', minimum: 0.95, stage: 'cleaned-body' },
  { corpus: 'wcxb', id: '0956', type: 'collection (picture credits dropped)', minimum: 0.97, stage: 'cleaned-body' },
  { corpus: 'wcxb', id: '2920', type: 'collection', minimum: 0.83, stage: 'cleaned-body' },
  { corpus: 'wcxb', id: '0588', type: 'product (description rendered twice: the copy dropped)', minimum: 0.9, stage: 'readability' },
  // 0.70 with its controls kept.
  { corpus: 'wcxb', id: '0638', type: 'collection (each card\'s title and price shown twice in its list item: the copies dropped; its "Quick Shop" control, a button-named label: dropped)', minimum: 0.78, stage: 'cleaned-body' },
  { corpus: 'wcxb', id: '2913', type: 'listing (each event card rendered twice in its list item: the copies dropped; each card\'s <a><h3> title linked, so the region, which has every card, is kept over Readability\'s cut)', minimum: 0.94, stage: 'cleaned-body' },
  { corpus: 'wcxb', id: '2925', type: 'collection (colour pickers under each card removed, and the "Best seller" badge on eleven cards: the cards keep their titles and prices)', minimum: 0.755, stage: 'cleaned-body' },
  { corpus: 'wcxb', id: '0083', type: 'listing (og:type article, Readability keeps one block of teasers: the region keeps them all)', minimum: 0.68, stage: 'cleaned-body' },
  // Its reference keeps the results' titles only: the prices (screen-reader text beside an aria-hidden copy) cost it 0.84 → 0.74.
  { corpus: 'wcxb', id: '4204', type: 'listing (each result\'s title is an <h2 id="ad-listing-title-…">, an entry\'s own part, and its price: kept; so are the shop\'s name, the struck price said to screen readers and each item\'s rating said only in an aria-label, which the reference leaves out)', minimum: 0.63, stage: 'cleaned-body' },
  { corpus: 'wcxb', id: '2947', type: 'product (carousels of other products\' cards removed: bought-together, accessories, compare)', minimum: 0.9, stage: 'cleaned-body' },
  // Its description is rendered by a script: the chain adds it from the page's schema.org Product (0.20 without it).
  { corpus: 'wcxb', id: '0582', type: 'product (description only in its structured data: added first; its pickers written as a line)', minimum: 0.4, stage: 'cleaned-body' },
  // Both 0.73 / 0.89 with the member cards kept.
  { corpus: 'wcxb', id: '0536', type: 'forum (phpBB member cards beside each post dropped: post counts, join dates, profile fields)', minimum: 0.82, stage: 'cleaned-body' },
  // 0.946 with the short date copies, 0.970 without them but without the authors' names beside the posts.
  { corpus: 'wcxb', id: '0544', type: 'forum (Invision: each post\'s date without its short copy, "June 14, 2024" and not "June 14, 20241 yr"; each post\'s author kept from the aside beside it)', minimum: 0.975, stage: 'readability' },
  { corpus: 'wcxb', id: '0558', type: 'forum (MyBB member cards beside each post dropped: posts, threads, joined, reputation; the signatures under the posts too)', minimum: 0.95, stage: 'readability' },
  // Readability keeps 71 % of the region's words, its marketing description without the offer and the stock notes the reference keeps (0.26 with it).
  // Its description and specifications sit in a tab set before the "Review Highlight" heading: 0.38 when they went with the reviews (before session 12).
  { corpus: 'wcxb', id: '0586', type: 'product (Readability under the product coverage: the region wins; the tabs\' description before the reviews heading stays)', minimum: 0.44, stage: 'cleaned-body' },
  { corpus: 'wcxb', id: '0620', type: 'product (specifications only in React\'s hidden streamed segments: put in place)', minimum: 0.5, stage: 'cleaned-body' },
  // 0.63 with the base aside vocabulary: its "Sponsored by our brands" and "Often viewed with each other" carousels' titles and links stayed.
  { corpus: 'wcxb', id: '0625', type: 'product (carousels titled "Sponsored …" and "Often viewed …" removed)', minimum: 0.66, stage: 'cleaned-body' },
  { corpus: 'wcxb', id: '0715', type: 'service', minimum: 0.81, stage: 'cleaned-body' },
  { corpus: 'wcxb', id: '0707', type: 'service', minimum: 0.92, stage: 'cleaned-body' },
  { corpus: 'wcxb', id: '4913', type: 'service (FAQ answers collapsed right after each question, no ARIA: shown)', minimum: 0.85, stage: 'cleaned-body' },
  // Readability keeps 6 of its 7 cards (0.94): it drops the one in a wider column.
  { corpus: 'wcxb', id: '4508', type: 'listing (Readability\'s index leaves one of the region\'s item titles out: the region wins)', minimum: 0.98, stage: 'cleaned-body' },
  // Its replies quote posts of other threads in Discourse's <aside class="quote">: 0.956 when those quotations go as asides.
  { corpus: 'wcxb', id: '0507', type: 'forum (quotations of other threads inside the replies kept)', minimum: 0.99, stage: 'cleaned-body' },
  // Its site header is a mega-menu of product and solution links holding 77 % of the body's text: 0.36 (the region with the menu) without the site-directory rule.
  { corpus: 'wcxb', id: '0005', type: 'article (site header a mega-menu bigger than the article: pruned as a site directory)', minimum: 0.94, stage: 'readability' },
];

const DIRS = { news: new URL('../fixtures/extraction-corpus/', import.meta.url), wcxb: new URL('../fixtures/wcxb-subset/', import.meta.url) };
type Truth = Record<string, { readonly articleBody: string; readonly url: string }>;
const TRUTH: Record<Case['corpus'], Truth> = {
  news: JSON.parse(readFileSync(new URL('ground-truth.json', DIRS.news), 'utf8')) as Truth,
  wcxb: JSON.parse(readFileSync(new URL('ground-truth.json', DIRS.wcxb), 'utf8')) as Truth,
};

function truth(c: Case): { readonly articleBody: string; readonly url: string } {
  const entry = TRUTH[c.corpus][c.id];
  if (entry === undefined) throw new Error(`no ground truth for ${c.id}`);
  return entry;
}

/** The case's page: its HTML bytes and the URL it was captured from. */
export function casePage(c: Case): { readonly body: Uint8Array; readonly url: string } {
  return { body: new Uint8Array(gunzipSync(readFileSync(new URL(`html/${c.id}.html.gz`, DIRS[c.corpus])))), url: truth(c).url };
}

/** The score of extracted Markdown against the case's ground truth, by its corpus's metric. */
export function caseScore(c: Case, markdown: string): number {
  const { articleBody } = truth(c);
  const text = markdownToText(markdown);
  return c.corpus === 'news' ? pageF1(scorePage(articleBody, text)) : scoreWords(articleBody, text).f1;
}
