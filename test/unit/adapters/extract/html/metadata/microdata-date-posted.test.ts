import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { readPageMetadata } from '../../../../../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';

/**
 * Session 33's date rule: a job posting's microdata `datePosted` (SmartRecruiters' `<meta itemprop="datePosted"
 * content="2025-02-27">` in the `JobPosting` item, with no JSON-LD) is the page's published date.
 */

const URL_ = 'https://jobs.smartrecruiters.com/HalvorsenFreight/744000031857264-warehouse-operations-team-lead-night-shift-';
const documentOf = (head: string, body: string): Document => parseHTML(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`).document as unknown as Document;
const HEAD = '<title>Halvorsen Freight Solutions Warehouse Operations Team Lead (Night Shift) | SmartRecruiters</title><meta property="og:title" content="Warehouse Operations Team Lead (Night Shift)">';
const DESCRIPTION = `<section><h2>Job Description</h2><p>${'As Team Lead on the night shift you plan the work of eighteen pickers and loaders at the Waalhaven hub. '.repeat(6)}</p></section>`;
const posting = (type: string, dated: string): string => `<main class="jobad-main job" itemscope itemtype="${type}">${dated}<meta itemprop="employmentType" content="FULL_TIME">`
  + '<span itemprop="hiringOrganization" itemscope itemtype="http://schema.org/Organization"><meta itemprop="name" content="Halvorsen Freight Solutions"></span>'
  + `<h1 class="job-title" itemprop="title">Warehouse Operations Team Lead (Night Shift)</h1>${DESCRIPTION}</main>`;

describe('readPageMetadata: microdata datePosted', () => {
  it("reads a JobPosting item's <meta itemprop=\"datePosted\"> as the published date (SmartRecruiters)", () => {
    const metadata = readPageMetadata(documentOf(HEAD, posting('http://schema.org/JobPosting', '<meta itemprop="datePosted" content="2025-02-27">')), URL_);
    expect(metadata.publishedAt).toBe('2025-02-27');
    expect(metadata.title).toBe('Warehouse Operations Team Lead (Night Shift)');
  });

  it('reads it from a <time itemprop="datePosted" datetime> too', () => {
    const metadata = readPageMetadata(documentOf(HEAD, posting('https://schema.org/JobPosting', '<p>Posted <time itemprop="datePosted" datetime="2025-03-04T08:00:00Z">4 March</time></p>')), URL_);
    expect(metadata.publishedAt).toBe('2025-03-04T08:00:00Z');
  });

  it('reads no date from a datePosted outside a dated item, nor from a posting that states none', () => {
    const offer = readPageMetadata(documentOf(HEAD, posting('http://schema.org/Offer', '<meta itemprop="datePosted" content="2025-02-27">')), URL_);
    expect(offer.publishedAt).toBeUndefined();
    const undated = readPageMetadata(documentOf(HEAD, posting('http://schema.org/JobPosting', '')), URL_);
    expect(undated.publishedAt).toBeUndefined();
  });
});
