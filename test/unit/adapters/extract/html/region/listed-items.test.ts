import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { linkedListedItems, listedAddresses } from '../../../../../../adapters/outbound/extract/html/region/listed-items.js';

const documentOf = (head: string): Document => parseHTML(`<!DOCTYPE html><html><head>${head}</head><body></body></html>`).document as unknown as Document;
const itemList = (urls: readonly string[]): string => `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'ItemList', itemListElement: urls.map((url, index) => ({ '@type': 'ListItem', position: index + 1, url })) })}</script>`;

describe('linkedListedItems', () => {
  it("counts the items a page's ItemList names that Markdown links, each once, relative links read against the page", () => {
    const listed = listedAddresses(documentOf(itemList(['https://www.capterra.com/p/184581/Tasklane/', 'https://www.capterra.com/p/2/Boardly/', '/p/3/Kite/'])));
    expect(listed.size).toBe(3);
    const markdown = '## [Tasklane](https://www.capterra.com/p/184581/Tasklane/)\n\n[Tasklane](/p/184581/Tasklane)\n\n## [Kite](p/3/Kite/)\n\n[Read reviews](https://www.capterra.com/p/184581/Tasklane/reviews/)';
    expect(linkedListedItems(markdown, listed, 'https://www.capterra.com/')).toBe(2);
    expect(linkedListedItems(markdown, new Set(), 'https://www.capterra.com/')).toBe(0);
  });

  it('reads no items from a breadcrumb trail', () => {
    const breadcrumb = `<script type="application/ld+json">${JSON.stringify({ '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, item: 'https://a.example/x' }] })}</script>`;
    expect(listedAddresses(documentOf(breadcrumb)).size).toBe(0);
  });
});
