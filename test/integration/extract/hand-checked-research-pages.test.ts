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

describe("arXiv's listing of a day's new submissions (dl#articles of dt/dd entries)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('arxiv-new-listing.html', 'https://arxiv.org/list/cs.CL/new');
  });

  it("keeps every entry's linked authors after its title, which Readability removed as a block of links", () => {
    const entries: ReadonlyArray<readonly [string, string]> = [
      ['Title: Quillwort: Tokenizer-Free Morphological Segmentation', '[Orsolya Varga](https://arxiv.org/a/varga_o_1), [Malik Tenebaum](https://arxiv.org/a/tenebaum_m_1), [Reiko Ishikura](https://arxiv.org/a/ishikura_r_1)'],
      ['Title: When Do Retrieval Heads Disagree?', '[Chidera Okonkwo](https://arxiv.org/a/okonkwo_c_2), [Astrid Lindqvist](https://arxiv.org/a/lindqvist_a_1), [Tomás Pereira](https://arxiv.org/a/pereira_t_3), [Nadia Haddad](https://arxiv.org/a/haddad_n_1)'],
      ['Title: Dialect Drift in Instruction-Tuned Models', '[Sipho Mbeki](https://arxiv.org/a/mbeki_s_1), [Lorna Fairweather](https://arxiv.org/a/fairweather_l_1)'],
      ['Title: Prosody-Aware Speech Translation', '[Giulia Castellano](https://arxiv.org/a/castellano_g_1), [Damir Yusupov](https://arxiv.org/a/yusupov_d_1), [Phoebe Wren](https://arxiv.org/a/wren_p_1)'],
    ];
    let from = 0;
    for (const [title, authors] of entries) {
      const at = doc.text.indexOf(title, from);
      expect(at).toBeGreaterThanOrEqual(from);
      const line = doc.text.indexOf(`\n\n${authors}\n\n`, at);
      expect(line).toBeGreaterThan(at);
      from = line;
    }
  });

  it('leaves out the header, the search box and the footer', () => {
    for (const chrome of ['Search term', 'Advanced Search', 'We gratefully acknowledge', 'Cornell University', 'subscribe to arXiv mailings']) expect(doc.text).not.toContain(chrome);
  });
});

describe('a journal article on ScienceDirect (authors as buttons, a history line under the title, a reference list with its authors)', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('journal-article-page.html', 'https://www.sciencedirect.com/science/article/pii/S0022169423004718');
  });

  it("keeps the authors' names, which open an affiliation panel", () => {
    expect(doc.text).toContain('Ivana Kovačević a, Tomislav Marić a , Helena Lindqvist b, Dario Perković ac');
  });

  it('dates the article by its online date, past its received and accepted dates, and takes no author from the references', () => {
    expect(doc.publishedAt).toBe('2023-04-19');
    expect(doc.author).toBeUndefined();
  });
});
