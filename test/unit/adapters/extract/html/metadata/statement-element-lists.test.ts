import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { collectStatementElements, inBody } from '../../../../../../adapters/outbound/extract/html/metadata/statement-elements.js';
import { contentHeadings } from '../../../../../../adapters/outbound/extract/html/metadata/page-heading-reader.js';
import { singleEntryDate } from '../../../../../../adapters/outbound/extract/html/metadata/dateline-reader.js';

const documentOf = (html: string): Document => parseHTML(html).document as unknown as Document;

const PAGE = `<!DOCTYPE html><html><head><title>Harbor</title><h1>In the head</h1></head><body>
<template><h1>Templated</h1><h2>Templated part</h2></template>
<header><H1 class="logo">Site</H1></header><main><h1>Harbor 3.2</h1><h2>Install</h2><section><h3>On Linux</h3><h4>Not a title level</h4></section>
<div><template><h3>Nested template</h3></template><h2>Upgrade</h2></div></main></body></html>`;

describe('the title headings read in the statements walk', () => {
  it('are the headings a query of the body for h1, h2, h3 finds, in document order', () => {
    const document = documentOf(PAGE);
    const found = inBody(document, collectStatementElements(document).titleHeadings);
    expect(found).toEqual(Array.from(document.body?.querySelectorAll('h1, h2, h3') ?? []));
    expect(found.map((heading) => heading.textContent)).toEqual(['Site', 'Harbor 3.2', 'Install', 'On Linux', 'Upgrade']);
  });

  it('give the page headings a query of the body for h1 gives', () => {
    const document = documentOf(PAGE);
    expect(contentHeadings(document, 'https://harbor.example/docs/3.2/').map((heading) => heading.text)).toEqual(['Harbor 3.2']);
  });

  it("take as the article's text the first element the selector for it finds, its values compared as written", () => {
    const cases = [
      '<div role="Main"><p>x</p></div><template><article>t</article></template><div itemprop="articleBody">body</div><main>m</main>',
      '<div itemprop="ArticleBody">no</div><section role="main">role</section><article>a</article>',
      '<template><main>t</main></template><ARTICLE>upper</ARTICLE>',
      '<div><p>none</p></div>',
    ];
    for (const body of cases) {
      const document = documentOf(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`);
      expect(collectStatementElements(document).articleText ?? null).toBe(document.querySelector('article, [itemprop="articleBody"], main, [role="main"]'));
    }
  });

  it("read one microformats entry's date as a query of class names does, inside a template too", () => {
    const entryOf = (classes: string): string => `<div class="${classes}"><time class="dt-published" datetime="2025-04-12">Sat, 12 Apr 2025</time></div>`;
    const entry = entryOf('h-entry');
    const dateOf = (body: string): string | undefined => singleEntryDate(documentOf(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`));
    expect(dateOf(entry)).toBe('2025-04-12');
    expect(dateOf(entryOf('x h-entry\ty'))).toBe('2025-04-12');
    expect(dateOf(`${entry}<template>${entryOf('h-entry')}</template>`)).toBeUndefined();
    expect(dateOf(`${entry}${entryOf('h-entry-card')}`)).toBe('2025-04-12');
    expect(dateOf(`${entry}${entry}`)).toBeUndefined();
  });
});
