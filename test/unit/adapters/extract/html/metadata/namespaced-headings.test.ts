import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { spacedText } from '../../../../../../adapters/outbound/extract/html/metadata/page-heading-reader.js';
import { readPageMetadata } from '../../../../../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';

const documentOf = (head: string, body: string): Document => parseHTML(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`).document as unknown as Document;
const headingOf = (html: string): Element => documentOf('', html).querySelector('h1') as Element;
/** The heading's text as titles read it: spaced at element boundaries, then squeezed. */
const headingText = (html: string): string => spacedText(headingOf(html)).replace(/\s+/g, ' ').trim();
const BODY = `<p>${'The key records whether a shelter is open to the wind on one side or closed on all sides. '.repeat(6)}</p>`;
/** MediaWiki's heading of a page in a namespace: the namespace, the colon and the page's name, each a span of its own. */
const MEDIAWIKI_HEADING = '<h1 id="firstHeading" class="firstHeading mw-first-heading"><span class="mw-page-title-namespace">Key</span><span class="mw-page-title-separator">:</span><span class="mw-page-title-main">shelter_exposure</span></h1>';

describe('spacedText: an element of a colon alone between two names', () => {
  it('joins MediaWiki\'s namespace and page name at the colon ("Key:shelter_exposure"), with no space either side', () => {
    expect(headingText(MEDIAWIKI_HEADING)).toBe('Key:shelter_exposure');
    expect(headingText('<h1><span>Talk</span><span> : </span><span>Main Page</span></h1>')).toBe('Talk:Main Page');
    // Spans without a colon between them are still spaced, and a colon inside a span is not a separator.
    expect(headingText('<h1><span>Key</span><span>shelter_exposure</span></h1>')).not.toContain('Keyshelter_exposure');
    expect(headingText('<h1><span>Ratio:</span><span>3:2</span></h1>')).not.toContain('Ratio:3:2');
  });

  it("reads the namespaced heading as the page's title, as its <title> writes it", () => {
    const metadata = readPageMetadata(documentOf('<title>Key:shelter_exposure - OpenStreetMap Wiki</title><meta property="og:site_name" content="OpenStreetMap Wiki">', `${MEDIAWIKI_HEADING}${BODY}`), 'https://wiki.openstreetmap.org/wiki/Key:shelter_exposure');
    expect(metadata.title).toBe('Key:shelter_exposure');
    expect(metadata.title).not.toContain(' : ');
  });
});
