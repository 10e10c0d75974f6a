import { DEMO_ARTICLE_HTML } from './demo-article.asset.js';
import { DEMO_JSON, DEMO_RSS } from './demo-data.asset.js';
import { demoLegacyPageBytes } from './demo-legacy-page.asset.js';
import { buildDemoPdf } from './demo-pdf.asset.js';

/** One page of the bundled site. */
export interface DemoPage {
  /** Path on the demo origin, e.g. `/article.html`. */
  readonly path: string;
  /** Heading printed above its output. */
  readonly title: string;
  readonly contentType: string;
  body(): Uint8Array;
}

const utf8 = (text: string) => (): Uint8Array => new TextEncoder().encode(text);

/** Every page the demo serves and fetches, in the order it fetches them. */
export const DEMO_PAGES: readonly DemoPage[] = [
  { path: '/article.html', title: 'HTML article', contentType: 'text/html; charset=utf-8', body: utf8(DEMO_ARTICLE_HTML) },
  // No charset in the header on purpose: the page's <meta> is the only declaration.
  { path: '/legacy-cp1251.html', title: 'Legacy windows-1251 page (charset from <meta>)', contentType: 'text/html', body: demoLegacyPageBytes },
  { path: '/data.json', title: 'JSON document', contentType: 'application/json', body: utf8(DEMO_JSON) },
  { path: '/feed.xml', title: 'RSS feed', contentType: 'application/rss+xml; charset=utf-8', body: utf8(DEMO_RSS) },
  { path: '/guide.pdf', title: 'PDF', contentType: 'application/pdf', body: () => buildDemoPdf() },
];
