import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { readPageMetadata } from '../../../../../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { readStatements } from '../../../../../../adapters/outbound/extract/html/metadata/page-statements.js';
import { structuredNames } from '../../../../../../adapters/outbound/extract/html/metadata/structured-names.js';
import { TITLE_PREFERENCES } from '../../../../../../domain/page/metadata/page-title.js';

const URL_ = 'https://shop.example/services/data-consulting/';
const documentOf = (head: string, body: string): Document => parseHTML(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`).document as unknown as Document;
const ld = (value: unknown): string => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
const crumbs = ld({ '@type': 'BreadcrumbList', itemListElement: [
  { '@type': 'ListItem', position: 3, name: 'Data Consulting' },
  { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
  { '@type': 'ListItem', position: 2, item: { '@id': 'https://shop.example/services/', name: 'Services' } },
] });

describe('structuredNames', () => {
  it('takes each node\'s headline and name, and only the last item of a breadcrumb trail (by position)', () => {
    const head = `${ld({ '@type': 'CreativeWorkSeries', name: 'Top river bridges' })}${ld({ '@graph': [{ '@type': 'BlogPosting', headline: 'Bridges, ranked' }] })}${crumbs}`;
    expect(structuredNames(readStatements(documentOf(head, '')))).toEqual(['Top river bridges', 'Bridges, ranked', 'Data Consulting']);
  });

  it('reads a microdata breadcrumb trail\'s last item, and a JSON-LD trail whose last item names its target', () => {
    const microdata = '<ol itemscope itemtype="https://schema.org/BreadcrumbList"><li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a itemprop="item" href="/"><span itemprop="name">Home</span></a></li><li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><span itemprop="name">Flame diffuser</span></li></ol>';
    expect(structuredNames(readStatements(documentOf('', microdata)))).toEqual(['Flame diffuser']);
    const named = ld({ '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: '1', item: { name: 'Store' } }, { '@type': 'ListItem', position: '2', item: { name: 'Shop laptops' } }] });
    expect(structuredNames(readStatements(documentOf(named, '')))).toEqual(['Shop laptops']);
  });
});

describe('the <h1> confirmed by a structured name', () => {
  const head = `<title>Dashboards In Days | Revenue That Drives Growth</title>${crumbs}`;
  const body = '<h1>Data Consulting</h1><p>We build dashboards.</p>';

  it('is the title over a <title> that says something else', () => {
    expect(readPageMetadata(documentOf(head, body), URL_).title).toBe('Data Consulting');
    expect(readPageMetadata(documentOf(head, body), URL_, { title: { ...TITLE_PREFERENCES, headingConfirmation: 'stated' } }).title).toBe('Dashboards In Days');
  });

  it('is not confirmed by a middle crumb, nor when no structured name equals it', () => {
    expect(readPageMetadata(documentOf(head, '<h1>Services</h1>'), URL_).title).toBe('Dashboards In Days');
    expect(readPageMetadata(documentOf('<title>Dashboards In Days | Revenue</title>', body), URL_).title).toBe('Dashboards In Days');
  });
});
