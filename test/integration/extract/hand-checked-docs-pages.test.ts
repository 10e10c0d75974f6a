import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract, expectAbsoluteLinks, expectRecordedDecision } from './hand-checked-support.js';

/** Hand-built documentation, reference and package pages (see `hand-checked-support.ts`). */

describe('documentation page with code blocks and a table', () => {
  const URL_ = 'https://docs.tidepool.example/docs/guide/streams/readers.html';
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('docs-page.html', URL_);
  });

  it('keeps every code block fenced with its language and its exact text', () => {
    expect(doc.text).toContain("```ts\nimport { openSession } from '@tidepool/sdk';\n\nconst session = await openSession({ region: 'eu-west' });");
    expect(doc.text).toContain('    if (record.depthMeters > 40) console.log(record.id);');
    expect(doc.text).toContain('```python\nfrom tidepool import open_session\n\nwith open_session(region="eu-west") as session:\n    for chunk in session.stream("sensor-readings").chunks(size=500):\n        store(chunk)\n```');
    expect(doc.text).toContain('```bash\ntidepool stream read sensor-readings --chunk-size 500 --resume-from "$(cat last-token.txt)" > readings.ndjson\n```');
    expect(doc.text).toContain('`ResumeTokenExpired`');
  });

  it('keeps the limits table as a Markdown table', () => {
    expect(doc.text).toContain([
      '| Setting | Default | Maximum | Notes |',
      '| --- | --- | --- | --- |',
      '| chunkSize | 100 | 5000 | Records per chunk |',
      '| idleTimeout | 60 s | 900 s | Cursor closes when idle |',
      '| resumeTokenTtl | 7 days | 7 days | Cannot be extended |',
      '| openReaders | 4 | 32 | Per session |',
    ].join('\n'));
  });

  it('resolves relative, root-relative and fragment links against the page URL', () => {
    expect(doc.text).toContain('[Opening a session](https://docs.tidepool.example/docs/guide/concepts/connections.html#opening-a-session)');
    expect(doc.text).toContain('[StreamReader API reference](https://docs.tidepool.example/api/stream-reader.html)');
    expect(doc.text).toContain('[Writing with back-pressure](https://docs.tidepool.example/docs/guide/streams/writers.html)');
    expectAbsoluteLinks(doc.text, 4);
  });

  it('drops the cookie dialog, top bar, sidebar, breadcrumb, rating widget, pager and footer', () => {
    expect(doc.text).toContain('A Tidepool stream delivers records as an ordered sequence of chunks.');
    expect(doc.text).toContain('For writing large volumes, continue with');
    for (const chrome of ['cookies', 'Accept all', 'API reference](https://docs.tidepool.example/api/)', 'Search the docs', 'Installation', 'Running in Docker', 'Changelog', '›', 'Was this page helpful', '← Connections', 'CC BY 4.0', 'DOCS_VERSION']) {
      expect(doc.text).not.toContain(chrome);
    }
    // The page title without the site's name (the <title> is "Reading streams in chunks — Tidepool SDK documentation").
    expect(doc.title).toBe('Reading streams in chunks');
    expectRecordedDecision(doc);
  });
});

describe('API reference page (Javadoc layout)', () => {
  const URL_ = 'https://docs.tidepool.example/api/tidepool.core/dev/tidepool/io/TideReader.html';
  let doc: ExtractedDocument;
  let text: string;
  beforeAll(async () => {
    doc = await extract('api-class-page.html', URL_);
    text = doc.text;
  });

  it('writes the signatures with plain spaces where Javadoc has no-break spaces (they copy as code)', () => {
    expect(text).not.toContain('\u00a0');
  });

  it("keeps each member's signature, which the generator names \"member-signature\" one per member", () => {
    expect(text).toContain('public class TideReader extends [Object](https://docs.tidepool.example/api/Object.html)');
    expect(text).toContain('public final int read(byte[] buffer, int offset, int length) throws [IOException](https://docs.tidepool.example/api/IOException.html)');
    expect(text).toContain('public final int readLevel() throws');
    expect(text).toContain('public final int readSurge() throws');
    expect(text).toContain('public boolean acceptSample(Sample sample, HttpCookie session) throws');
  });

  it("keeps what repeats from member to member: every method's \"Throws:\" and the summary's return types", () => {
    // Each "Throws:" note is a term and its description: one line of the member's list of facts.
    expect(text.match(/^ {4}- Throws: \[`\w+Exception`\]\([^)]+\) - /gm)).toHaveLength(5);
    expect(text.match(/if the gauge stream cannot be read/g)).toHaveLength(3);
    // The method summary's grid of cells is a table: each return type beside its method's name and description.
    expect(text.match(/^ {2}\| `final int` \| \[`read\w*`\]/gm)).toHaveLength(3);
    for (const name of ['read', 'readLevel', 'readSurge', 'acceptSample', 'shareStation']) expect(text).toContain(`  - ### ${name}\n`);
    expect(text).toContain("Lets other readers in this process read the named station's stream.");
  });

  it('drops the navigation bars, search box, tabs and footer', () => {
    for (const chrome of ['Skip navigation links', 'Overview](', 'Deprecated', 'SEARCH', 'All Methods', 'Static Methods', 'Constr', 'All rights reserved']) expect(text).not.toContain(chrome);
    expectRecordedDecision(doc);
  });
});

describe('encyclopedia article (MediaWiki layout)', () => {
  const URL_ = 'https://wiki.example.org/wiki/Clock-sweep_algorithm';
  let doc: ExtractedDocument;
  let text: string;
  beforeAll(async () => {
    doc = await extract('encyclopedia-article.html', URL_);
    text = doc.text;
  });

  it('keeps every section heading, which the wiki sets in a block beside its edit link, and no edit link', () => {
    expect(text.match(/^#{2,3} .*$/gm)).toEqual(['## History', '## Algorithm', '### Variants', '## Performance', '## See also', '## References']);
    expect(text).not.toMatch(/\bedit\b/);
  });

  it('keeps the infobox and the data table as tables, the steps, the pseudocode and the references', () => {
    expect(text).toContain('| Class | Page replacement |');
    expect(text).toContain('Hit rates on a scan-heavy workload\n\n| Buffer size | LRU | Clock |\n| --- | --- | --- |\n| 1,000 pages | 61% | 72% |');
    expect(text).toContain('1. If the frame\'s reference bit is set, the bit is cleared and the hand moves on.');
    expect(text).toContain('```\nloop\n    if frame[hand].referenced then');
    expect(text).toContain('Corbató, F. J. (1968). "A Paging Experiment with the Multics System".');
    expect(text).toContain('[Adaptive replacement cache](https://wiki.example.org/wiki/Adaptive_replacement_cache)');
  });

  it('drops the menus, table of contents, language list, tabs, navigation box, categories and footer', () => {
    for (const chrome of ['Main page', 'Toggle Algorithm subsection', '(Top)', 'Deutsch', 'View history', 'Memory management', 'Categories', 'Privacy policy', 'Retrieved from', 'Jump to content']) expect(text).not.toContain(chrome);
    expect(doc.title).toBe('Clock-sweep algorithm');
    expectRecordedDecision(doc);
  });
});

describe('documentation page with content tabs and numbered code (MkDocs Material)', () => {
  let text: string;
  beforeAll(async () => {
    text = (await extract('docs-tabbed-page.html', 'https://tidewater.example.org/getting-started/installation/')).text;
  });

  it("heads each tab's panel with the tab's name (CSS-only tabs: radio buttons and labels), not the names run together above the first", () => {
    expect(text).not.toContain('pipcondauv');
    expect(text).toMatch(/\*\*pip\*\*\n\n```bash\npython -m pip install "tidewater\[plots\]"\n```/);
    expect(text).toMatch(/\*\*conda\*\*\n\n```bash\nconda install -c conda-forge tidewater tidewater-plots\n```/);
    expect(text).toMatch(/\*\*uv\*\*\n\n```bash\nuv add "tidewater\[plots\]"\n```/);
  });

  it('keeps the numbered code, with the language its wrapper names, without its gutter of line numbers, which the highlighter sets in a table cell of its own', () => {
    expect(text).toContain('first_forecast.py\n\n```python\nimport tidewater as tw\n');
    expect(text).not.toMatch(/```\n1\n2\n3\n/);
  });
});

describe('C++ class reference (Doxygen)', () => {
  let text: string;
  beforeAll(async () => {
    text = (await extract('cpp-class-reference.html', 'https://tidewater.example.org/api/classtw_1_1TidePredictor.html')).text;
  });

  it('reads the example written a div per line as one code block, every line in order with its links, without line numbers', () => {
    expect(text).toContain('```\n#include <tidewater/tide_predictor.hpp>\n#include <iostream>\n\nint main()\n{\n    const tw::TidePredictor predictor{tw::HarmonicSet::load("stations/kerrow_point.harm")};\n');
    expect(text).toContain('    // every high and low water between now and the same time tomorrow\n    for (const tw::TideEvent &ev : predictor.extremaBetween(');
    expect(text).not.toMatch(/^1#include/m);
  });

  it("keeps every member's documentation", () => {
    for (const member of ['## datumOffset()', '## extremaBetween()', '## fillSeries()', '## heightAt()', '## setDatumOffset()']) expect(text).toContain(member);
  });
});

describe('package page (PyPI layout)', () => {
  it("keeps the package's README with its headings, table and code, and not the site's menus and footer", async () => {
    const doc = await extract('package-index-page.html', 'https://pypi.org/project/tidewater/');
    expect(doc.title).toBe('tidewater');
    for (const heading of ['## Features', '## Installation', '## Quick start', '## Supported input formats']) expect(doc.text).toContain(`\n${heading}\n`);
    expect(doc.text).toContain('| Fixed-width almanac text | `tidewater.readers.almanac` |');
    expect(doc.text).toContain('$ pip install "tidewater[pandas,cli]"');
    for (const chrome of ['Log in', 'Register', 'Sponsors', 'Status: all systems operational', 'Help']) expect(doc.text).not.toContain(chrome);
  });
});

describe('documentation pages whose tabs name code blocks (VitePress code groups, Docusaurus tabs)', () => {
  it("heads each block of a VitePress code group with its tab's name, and leaves out the label that repeats the block's language", async () => {
    const doc = await extract('vitepress-docs-page.html', 'https://larkspur.dev/guide/sync-adapters');
    expect(doc.text).toContain('**npm**\n\n```sh\n$ npm add -D @larkspur/adapters\n```\n\n**pnpm**\n\n```sh\n$ pnpm add -D @larkspur/adapters\n```');
    expect(doc.text).toContain('**larkspur.config.ts**\n\n```ts\nimport { defineConfig } from \'larkspur\'');
    expect(doc.text).not.toMatch(/npmpnpm|^(?:sh|ts)$/m);
  });

  it("heads each Docusaurus tab panel, shown though hidden, with its tab's name in place of the tab list", async () => {
    const doc = await extract('docusaurus-docs-page.html', 'https://kestrelgate.dev/docs/getting-started/installation');
    expect(doc.text).toContain('**npm**\n\n```bash\nnpm install --save-dev kestrelgate@2.1.0\n```\n\n**Yarn**\n\n```bash\nyarn add --dev kestrelgate@2.1.0\n```\n\n**pnpm**\n\n```bash\npnpm add --save-dev kestrelgate@2.1.0\n```');
    expect(doc.text).not.toMatch(/^- (?:npm|Yarn|pnpm)$/m);
  });
});

describe('a blog post with Python code (Hugo with PaperMod)', () => {
  it('keeps the two blank lines between top-level definitions inside a code block', async () => {
    const doc = await extract('hugo-papermod-post.html', 'https://fernhollow.dev/posts/deterministic-clock-flaky-tests/');
    expect(doc.text).toContain('    return fake\n\n\ndef test_lease_expires_after_ttl(store, clock):\n    lease = store.acquire("jobs/42", ttl=30)');
    expect(doc.text).not.toMatch(/\n\n\n(?!def |class |@)/);
  });
});

describe('documentation and package pages whose callouts, headings and code the stages used to drop (Starlight, npm)', () => {
  it("keeps Starlight's asides as labelled blocks and every heading beside its screen-reader permalink, without the permalink's words or the tab list", async () => {
    const doc = await extract('starlight-docs-page.html', 'https://lanternfish.dev/guides/workers/');
    expect(doc.text).toContain('**Tip**\n\nIf you only need to try things out, `lanternfish dev` starts an in-memory queue');
    expect(doc.text).toContain('**Note**\n\nScaling out is safe: two processes never hold the same job lock');
    expect(doc.text).toContain('\n## Define a worker\n');
    expect(doc.text).toContain('\n## Next steps\n');
    expect(doc.text).not.toMatch(/Section titled|^- \[npm\]/m);
    expect(doc.text).toContain("    ctx.log.info('sending', { to: job.data.to, attempt: ctx.attempt });\n\n    await sendMail(job.data);");
  });

  it("keeps the blank lines of npm's code blocks (a line of a no-break space) and their language", async () => {
    const doc = await extract('npm-package-page.html', 'https://www.npmjs.com/package/tarnwick');
    expect(doc.text).toContain("```js\nimport { policy, wrap } from 'tarnwick';\n\nconst standard = policy({");
  });
});

describe('a documentation page built by Antora (Asciidoctor sections, a closing "See also" list of cross-references)', () => {
  it('keeps the closing "See also" section that Readability removed as links', async () => {
    const doc = await extract('antora-docs-page.html', 'https://docs.pelican.example/pelican/2.4/dead-letters.html');
    expect(doc.text).toContain('## See also\n\n- [Routing Rules](https://docs.pelican.example/pelican/2.4/rules.html)');
    expect(doc.text).toContain('[Dead-letter metrics](https://docs.pelican.example/pelican/ops/metrics.html#_dead_letter_metrics)');
  });

  it("labels each admonition with the word only its font icon's title says (Asciidoctor's <i class=\"fa icon-warning\" title=\"Warning\">)", async () => {
    const doc = await extract('antora-docs-page.html', 'https://docs.pelican.example/pelican/2.4/dead-letters.html');
    expect(doc.text).toContain('**Note**\n\nThe delivery count is stored per subscription.');
    expect(doc.text).toContain('**Warning**\n\nA dead-letter topic must not itself have a subscription');
    expect(doc.text).toMatch(/\*\*Tip\*\*\n\n\S/);
  });
});

describe("a struct's page by rustdoc on docs.rs (source links beside every item, blanket implementations from the standard library)", () => {
  it("drops the view-source links, the standard library's too, and fences the declaration and examples as Rust", async () => {
    const doc = await extract('rustdoc-struct-page.html', 'https://docs.rs/tessel/0.4.2/tessel/grid/struct.Lattice.html');
    expect(doc.text).not.toMatch(/\[Source\]\(/);
    expect(doc.text).toContain('## Blanket Implementations');
    expect(doc.text).toContain('```rust\npub struct Lattice<T> {');
    expect(doc.text.match(/^```rust$/gm)?.length).toBeGreaterThanOrEqual(3);
  });
});

describe("a guide in Astro Starlight whose code is Expressive Code's frames, a line per element", () => {
  let text: string;
  beforeAll(async () => {
    text = (await extract('starlight-storage-guide.html', 'https://quillmesh.dev/guides/storage/')).text;
  });

  it("keeps each code line's leading spaces, which Readability dropped with the line's first text (a YAML file no longer nested)", () => {
    expect(text).toContain('```yaml\nstore:\n  backend: bucket\n  retention:\n    keepLastRuns: 30\n    keepFailedRunsFor: 14d\n    compactAfter: 7d\n```');
    expect(text).toContain("  store: bucketStore({\n    endpoint: 'https://objects.example.net',");
  });

  it("names each file above its code (the frame's title bar), not a terminal frame's screen-reader label", () => {
    expect(text).toContain('quillmesh.config.ts\n\n```ts\n');
    expect(text).toContain('quillmesh.yaml\n\n```yaml\n');
    expect(text).not.toContain('Terminal window');
  });

  it('writes the error glossary as one line per code and its meaning', () => {
    expect(text).toContain('- `E_STORE_LOCKED`: Another process holds the lock on the local store.');
    expect(text).toContain('- `E_BUCKET_DENIED`: The credentials can list the bucket but not write to it.');
  });
});

describe("a module's page by ExDoc on HexDocs (each function's heading in a div beside its source link, in a div beside its permalink)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('exdoc-module-page.html', 'https://hexdocs.pm/chronicle/Chronicle.Window.html');
  });

  it('keeps the heading of every function and type, each before its own documentation', () => {
    const members = ['t()', 'entry()', 'count(window, since)', 'new(opts \\\\\\\\ [])', 'prune(window, now)', 'push(window, value, timestamp \\\\\\\\ nil)', 'size(window)', 'stats(window)', 'to_list(window)'];
    let from = doc.text.indexOf('## Types\n');
    expect(from).toBeGreaterThan(0);
    for (const member of members) {
      const at = doc.text.indexOf(`\n## ${member}\n`, from);
      expect(at, member).toBeGreaterThan(from);
      from = at;
    }
  });

  it("keeps every typespec, whose type names link to their definitions, as code", () => {
    for (const spec of ['@spec count(t(), integer()) :: non_neg_integer()', '@spec new(keyword()) :: t()', '@spec prune(t(), integer()) :: t()', '@spec to_list(t()) :: [entry()]']) {
      expect(doc.text).toContain(`\`\`\`\n${spec}`);
    }
  });
});

describe("a wiki article on Fandom (PortableInfobox's aside of facts, MediaWiki 1.39's edit links inside headings, navigation boxes)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('fandom-wiki-article.html', 'https://emberfall.fandom.com/wiki/Ironroot_Sentinel');
  });

  it("keeps the infobox's facts, each with its label, and its table of stats", () => {
    for (const fact of ['**Type:** [Construct](', '**Location:** [Hollow Loom](', '**Recommended level:** 34–38', '**Voiced by:** Marisol Treadway']) expect(doc.text).toContain(fact);
    expect(doc.text).toContain('| 14,800 | 220 | 9,400 |');
  });

  it('writes the section headings without their edit links, and leaves the navigation boxes out', () => {
    for (const heading of ['## Lore', '## Location', '## Strategy', '### Phase one', '## Trivia']) expect(`\n${doc.text}\n`).toContain(`\n${heading}\n`);
    expect(doc.text).not.toContain('action=edit');
    expect(doc.text).not.toContain('Template:Bosses_navbox');
  });
});
