import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract } from './hand-checked-support.js';

/** Hand-built pages of papers, their records and statutes (see `hand-checked-support.ts`). */

describe("a paper in arXiv's HTML view (LaTeXML)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('arxiv-html-paper.html', 'https://arxiv.org/html/2411.08317v2');
  });

  it('writes each MathML formula as its TeX, inline as $…$ and displayed as $$…$$', () => {
    expect(doc.text).toContain('for every query point $x$, the estimate $\\hat{r}(x)$ lies within a factor $1\\pm\\varepsilon$ of the true rank $r(x)$');
    expect(doc.text).toContain('\n$$|\\hat{r}(x)-r(x)|\\leq\\varepsilon\\,r(x).$$\n');
    expect(doc.text).not.toMatch(/italic_|start_ARG/);
  });

  it('keeps the results table, whose class says it has headers', () => {
    expect(doc.text).toContain('| Sketch | edge-latency | batch-runtime | erasure-heavy | Mupd/s |');
    expect(doc.text).toContain('| Tidewater (ours) | 19 | 21 | 33 | 9.6 |');
  });
});

describe("a paper's abstract page (PubMed's layout)", () => {
  it("credits the authors its citation tag lists, not those of a similar article, and keeps the structured abstract", async () => {
    const doc = await extract('pubmed-abstract.html', 'https://pubmed.ncbi.nlm.nih.gov/39284716/');
    expect(doc.author).toBe('Moen H, Okonkwo-Reyes A, Ferrandiz L, Rautanen P, Achterberg S, Castellane D');
    expect(doc.text).toContain('**Background:** Nurses working rotating shifts sleep less');
  });
});

describe("a section of the U.S. Code (Cornell LII's layout)", () => {
  it("keeps every paragraph, the one whose sentence ends in a cross-reference link too, which Readability removed as a little linky", async () => {
    const doc = await extract('us-code-section.html', 'https://www.law.cornell.edu/uscode/text/42/300kk-7');
    expect(doc.text).toMatch(/\(3\)\s+improving the interoperability of clinical records maintained by recipients of assistance under \[section 254c–14 of this title\]\(https:\/\/www\.law\.cornell\.edu\/uscode\/text\/42\/254c-14\)\./);
    expect(doc.text).toContain('$42,000,000 for each of fiscal years 2024 through 2028.');
    for (const chrome of ['LII is a nonprofit', 'Donate now', 'Find a Health Care Lawyer']) expect(doc.text).not.toContain(chrome);
  });
});
