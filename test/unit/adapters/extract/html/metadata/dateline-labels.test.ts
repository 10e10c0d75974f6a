import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { readDateline } from '../../../../../../adapters/outbound/extract/html/metadata/dateline-reader.js';
import { readPageMetadata, type PageMetadata } from '../../../../../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';

const documentOf = (head: string, body: string): Document => parseHTML(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`).document as unknown as Document;
const ld = (value: unknown): string => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
const PROSE = `<p>${'Charities can apply for a grant of up to £10,000 to run activities for young people in their area. '.repeat(4)}</p>`;
const dates = (metadata: PageMetadata): { publishedAt?: string; updatedAt?: string } => ({
  ...(metadata.publishedAt === undefined ? {} : { publishedAt: metadata.publishedAt }),
  ...(metadata.updatedAt === undefined ? {} : { updatedAt: metadata.updatedAt }),
});

/** Dates under a page's title that are no publication: a deadline under a second title, a date labelled as an update after it, a docs page's footer. */
describe('dates under the title and what labels them', () => {
  it("stops the dateline at a GOV.UK guide's part title (a second <h1>), so a notice's deadline is no publication and the JSON-LD datePublished is", () => {
    const head = `<title>Youth activities fund: How to apply - GOV.UK</title>${ld({ '@context': 'http://schema.org', '@type': 'Article', name: 'Youth activities fund', datePublished: '2023-09-04T09:30:00+01:00' })}`;
    const body = '<main id="content"><h1 class="gem-c-heading">Youth activities fund</h1><aside class="part-navigation"><ol><li><a href="/youth-fund">Overview</a></li><li>How to apply</li></ol></aside>'
      + `<h1 class="part-title">How to apply</h1><p>Read the guidance before you start.</p><p>You will need your charity number.</p><div class="govuk-inset-text"><p>The spring 2025 funding round closes at 11:59pm on 14 March 2025.</p></div>${PROSE}</main>`;
    const document = documentOf(head, body);
    expect(readDateline(document, 'Youth activities fund')?.published).toBeUndefined();
    expect(dates(readPageMetadata(document, 'https://www.gov.uk/youth-fund/how-to-apply'))).toEqual({ publishedAt: '2023-09-04T09:30:00+01:00' });
  });

  it('reads a date that Zendesk\'s Copenhagen theme labels "Updated" after it (ul.meta-group) as the update, not the publication; a date followed by other words is still the publication', () => {
    const article = (after: string): Document => documentOf('<title>Resetting your password – Help Center</title>', '<main><article class="article"><header class="article-header"><h1 title="Resetting your password" class="article-title">Resetting your password</h1>'
      + `<div class="article-author"><div class="article-meta"><a href="/hc/en-us/profiles/411">Dana Okafor</a><ul class="meta-group"><li class="meta-data"><time datetime="2025-01-22T10:17:45Z" title="2025-01-22 10:17" data-datetime="calendar">January 22, 2025 10:17</time></li>${after}</ul></div></div></header>`
      + `<section class="article-info"><div class="article-body">${PROSE}</div></section></article></main>`);
    const url = 'https://help.quillmesh.example/hc/en-us/articles/360012';
    expect(dates(readPageMetadata(article('<li class="meta-data">Updated</li>'), url))).toEqual({ updatedAt: '2025-01-22T10:17:45Z' });
    expect(dates(readPageMetadata(article('<li class="meta-data">3 min read</li>'), url))).toEqual({ publishedAt: '2025-01-22T10:17:45Z' });
  });

  it('reads the "Last updated on" day of a Docusaurus footer (time itemprop="dateModified"), the page\'s only date, as its update; a dateModified that shows no text is not shown', () => {
    const page = (time: string): Document => documentOf('<title>Installation | Quillmesh</title>', `<div class="main-wrapper"><article><div class="theme-doc-markdown markdown"><header><h1>Installation</h1></header>${PROSE}<h2>Requirements</h2>${PROSE}</div>`
      + '<footer class="theme-doc-footer docusaurus-mt-lg"><div class="row margin-top--sm theme-doc-footer-edit-meta-row"><div class="col"><a href="https://github.com/quillmesh/quillmesh/edit/main/docs/installation.md" class="theme-edit-this-page">Edit this page</a></div>'
      + `<div class="col lastUpdated_JAkA"><span class="theme-last-updated">Last updated<!-- --> on <b>${time}</b></span></div></div></footer></article></div>`);
    const url = 'https://quillmesh.example/docs/installation';
    expect(dates(readPageMetadata(page('<time datetime="2024-03-12T09:41:07.000Z" itemprop="dateModified">Mar 12, 2024</time>'), url))).toEqual({ updatedAt: '2024-03-12T09:41:07Z' });
    expect(dates(readPageMetadata(page('<time datetime="2024-03-12T09:41:07.000Z" itemprop="dateModified"></time>'), url))).toEqual({});
  });
});
