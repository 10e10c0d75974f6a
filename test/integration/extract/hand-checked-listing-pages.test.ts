import { beforeAll, describe, expect, it } from 'vitest';
import { extract, expectRecordedDecision } from './hand-checked-support.js';

/** Hand-built listings: search results whose items are the content (see `hand-checked-support.ts`). */

describe("a job board's search results (Indeed: each job a card of layout tables, its title a linked <h2>)", () => {
  let text: string;
  beforeAll(async () => {
    const doc = await extract('job-search-listing.html', 'https://www.indeed.com/jobs?q=data+analyst&l=Columbus%2C+OH');
    text = doc.text;
    expectRecordedDecision(doc);
  });

  it("keeps every job's linked title with its employer, the first one too, whose words the search's title shares", () => {
    const jobs: ReadonlyArray<readonly [string, string]> = [
      ['Data Analyst II', 'Quillby Health Partners'],
      ['Operations Data Analyst', 'Tessaline Grocers'],
      ['Business Intelligence Analyst', 'Orrin & Vale Insurance'],
      ['Entry Level Reporting Analyst', 'Cindervale County Library'],
      ['Data Quality Analyst', 'Pellworth Manufacturing'],
      ['People Analytics Associate', 'Harrowgate Staffing Group'],
      ['Analyst, Pricing & Revenue', 'Lumenark Transit Authority'],
      ['Healthcare Data Analyst', 'Sorrelbrook Clinics'],
    ];
    let from = 0;
    for (const [title, employer] of jobs) {
      const at = text.indexOf(`## [${title}](https://www.indeed.com/rc/clk?jk=`, from);
      expect(at, title).toBeGreaterThanOrEqual(from);
      expect(text.indexOf(`\n\n  ${employer}\n\n`, at), employer).toBeGreaterThan(at);
      from = at + 1;
    }
  });

  it("keeps each job's summary bullets and leaves out the header, the search form, the filters and the footer", () => {
    expect(text).toContain('  - Own the claims-lag report and explain variances to the finance group.');
    for (const chrome of ['Find jobs', 'Date posted', 'Company reviews', '© 2024 Indeed']) expect(text).not.toContain(chrome);
  });
});
