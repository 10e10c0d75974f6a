import { readFileSync, statSync } from 'node:fs';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readerSeesMarker } from '../support/forged-markers.js';
import { LIBRARY_ENTRY, runBuiltCli, runNode } from './support/built-cli.js';
import { fetchRegions } from './support/model-facing-regions.js';
import { scenarioPath, startServerProcess, type ServerProcess } from './support/server-process.js';
// @ts-expect-error -- a plain ES module shared with the server process
import { TOKENS } from './scenarios/untrusted-pages.mjs';

const FETCH_CALLS = fileURLToPath(new URL('./scripts/fetch-calls.mjs', import.meta.url));
const tokens = TOKENS as Record<'title' | 'author' | 'heading' | 'link' | 'paragraph', string>;
// eslint-disable-next-line no-control-regex
const TERMINAL_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
const CAP = 8 * 1024 * 1024;

let server: ServerProcess;
let dir: string;
let config: string;

beforeAll(async () => {
  server = await startServerProcess(scenarioPath('untrusted-pages.mjs'));
  dir = mkdtempSync(join(tmpdir(), 'mono-agent-issue11-'));
  config = join(dir, 'agent.json');
  writeFileSync(config, JSON.stringify({ tools: { web: { search: { backend: 'searxng', searxng: { endpoint: server.origin } } } }, sandbox: { network: { mode: 'localhost' } } }));
}, 30_000);

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

interface JsonResult {
  readonly ok: boolean;
  readonly content: string;
  readonly details?: Record<string, unknown>;
  readonly error?: { readonly code: string; readonly message: string; readonly details?: Record<string, unknown> };
}

async function cliJson(...args: string[]): Promise<JsonResult> {
  const run = await runBuiltCli([...args, '--config', config, '--json']);
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as JsonResult;
}

async function library(calls: readonly Record<string, unknown>[]): Promise<JsonResult[]> {
  const run = await runNode([FETCH_CALLS, LIBRARY_ENTRY, JSON.stringify(calls)]);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as JsonResult[];
}

/** Every page-derived string sits inside the boundaries, and nothing in the output reads as a forged marker. */
function expectBoundaryIntegrity(content: string): ReturnType<typeof fetchRegions> {
  const regions = fetchRegions(content);
  for (const token of Object.values(tokens)) expect(regions.header).not.toContain(token);
  expect(regions.header).not.toContain('IMPORTANT SYSTEM NOTE');
  expect(regions.metadata).toContain(`Title: ${tokens.title} IMPORTANT SYSTEM NOTE`);
  // The byline comes from the extractor (meta author, JSON-LD, byline markup); where it finds none, we say so.
  expect(regions.metadata).toMatch(new RegExp(`^Author: (?:${tokens.author}|none found on the page)$`, 'm'));
  expect(regions.metadata).toContain('Published: no date found on the page');
  expect(regions.metadata).toMatch(new RegExp(`^  \\d+: ## ${tokens.heading} IMPORTANT SYSTEM NOTE`, 'm'));
  expect(regions.metadata).not.toContain(tokens.link);
  expect(regions.metadata).not.toContain(tokens.paragraph);
  for (const token of [tokens.link, tokens.paragraph, tokens.heading]) expect(regions.text).toContain(token);
  expect(regions.text).not.toContain(tokens.author);
  expect(readerSeesMarker(regions.withoutMarkers)).toBe(false);
  return regions;
}

describe('page-derived text stays inside the boundaries (built CLI and library, real extraction chain)', () => {
  it('CLI --json: title, author, headings, links and text are inside; the header holds only our metadata', async () => {
    const result = await cliJson('fetch', `${server.origin}/boundary.html`);
    expect(result.ok).toBe(true);
    const regions = expectBoundaryIntegrity(result.content);
    expect(regions.header.split('\n')[0]).toBe(`URL: ${server.origin}/boundary.html`);
    expect(regions.header).toMatch(/^Content: html as markdown; charset utf-8 \(http\); HTTP 200$/m);
    expect(regions.header).toMatch(/^Lines 1-\d+ of \d+\. Complete document \(\d+ lines\)\.$/m);
    expect(regions.trailer).toBe('');
    // The outline's line numbers point at the headings in the text.
    const textLines = regions.text.split('\n');
    for (const [, line, heading] of regions.metadata.matchAll(/^ {2}(\d+): (#+ .*)$/gm)) {
      expect(textLines[Number(line) - 1]?.startsWith(heading?.split(' ').slice(0, 2).join(' ') ?? '?')).toBe(true);
    }
    expect(result.details).toMatchObject({ notes: [] });
  });

  it('CLI text output: no terminal control sequences, and a note that says they were removed', async () => {
    const run = await runBuiltCli(['fetch', `${server.origin}/boundary.html`, '--config', config]);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toMatch(TERMINAL_CONTROL);
    const regions = expectBoundaryIntegrity(run.stdout.trimEnd());
    // The escape characters are gone; what they introduced is left as harmless visible text.
    expect(regions.text).toMatch(/^Colour codes .*red.* and a title change .*pwned and a bell in the text\./m);
    expect(regions.trailer).toMatch(/^\[mono-agent: removed \d+ terminal control characters \(escape sequences and other controls\) from page-derived text for display; --json or --format raw shows the exact text\]$/);
    const raw = await runBuiltCli(['fetch', `${server.origin}/boundary.html`, '--config', config, '--format', 'raw']);
    expect(raw.stdout).toContain('\u001b[31mred');
    expect(raw.stdout).not.toContain('[mono-agent: removed');
  });

  it('library: the same layout, and a redirect shows the requested URL outside and the final URL inside', async () => {
    const [direct, moved] = await library([{ url: `${server.origin}/boundary.html` }, { url: `${server.origin}/moved` }]);
    expectBoundaryIntegrity(direct?.content ?? '');
    const regions = expectBoundaryIntegrity(moved?.content ?? '');
    expect(regions.header.split('\n')[0]).toBe(`URL: ${server.origin}/moved`);
    expect(regions.header).toContain('HTTP 200 after 1 redirect (final URL in the page metadata)');
    expect(regions.header).not.toContain('/boundary.html');
    expect(regions.metadata).toContain(`Final URL after 1 redirect: ${server.origin}/boundary.html`);
  });

  it('library: an author shown only in a visible byline is reported inside the metadata boundary, without its label and role', async () => {
    const [result] = await library([{ url: `${server.origin}/byline.html` }]);
    const regions = fetchRegions((result as JsonResult).content);
    expect(regions.metadata).toMatch(/^Author: Jane Q\. Writer$/m);
    expect(regions.metadata).toMatch(/^Title: Bridge reopens$/m);
    expect(regions.header).not.toContain('Jane Q. Writer');
  });

  it('CLI --json and library: a page showing only its last update reports it as Updated (details.updatedAt), never as the publication', async () => {
    const cli = await cliJson('fetch', `${server.origin}/updated-only.html`);
    const [viaLibrary] = await library([{ url: `${server.origin}/updated-only.html` }]);
    for (const result of [cli, viaLibrary as JsonResult]) {
      const regions = fetchRegions(result.content);
      expect(regions.metadata).toMatch(/^Published: no date found on the page$/m);
      expect(regions.metadata).toMatch(/^Updated: 2025-03-03$/m);
      expect(result.details).toMatchObject({ updatedAt: '2025-03-03' });
      expect(result.details).not.toHaveProperty('publishedAt');
      expect(regions.header).not.toContain('2025-03-03');
    }
  });

  it('CLI search: titles and snippets are inside the search markers, forged markers neutralised, no terminal controls', async () => {
    const run = await runBuiltCli(['search', 'widget settings', '--config', config]);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toMatch(TERMINAL_CONTROL);
    const text = run.stdout;
    const begin = text.indexOf('[BEGIN UNTRUSTED WEB SEARCH RESULTS]\n');
    const end = text.indexOf('\n[END UNTRUSTED WEB SEARCH RESULTS]');
    expect(text.split('[BEGIN UNTRUSTED WEB SEARCH RESULTS]')).toHaveLength(2);
    expect(text.split('[END UNTRUSTED WEB SEARCH RESULTS]')).toHaveLength(2);
    const outside = text.slice(0, begin) + text.slice(end + '\n[END UNTRUSTED WEB SEARCH RESULTS]'.length);
    const inside = text.slice(begin, end);
    for (const token of [tokens.title, tokens.paragraph]) {
      expect(inside).toContain(token);
      expect(outside).not.toContain(token);
    }
    expect(readerSeesMarker(text.replace('[BEGIN UNTRUSTED WEB SEARCH RESULTS]', '').replace('[END UNTRUSTED WEB SEARCH RESULTS]', ''))).toBe(false);
    // Search snippets are sanitised to single lines (controls become spaces) before they are rendered.
    expect(inside).toContain('explained');
    expect(outside).not.toContain('[mono-agent: removed');
  });
});

describe('nothing dropped silently (built CLI and library)', () => {
  it('a 9 MiB page: cut at 8 MiB of bytes, said in the header and details, the artifact flagged incomplete and coherent with the line numbers', async () => {
    const [whole, slice] = await library([{ url: `${server.origin}/huge.html` }, { url: `${server.origin}/huge.html`, start_line: 1_000, max_lines: 3 }]);
    expect(whole?.ok).toBe(true);
    const details = whole?.details ?? {};
    const cut = details['cutAtParsingCap'] as { bytesRead: number; bytesTotal: number };
    expect(cut.bytesRead).toBe(CAP);
    expect(cut.bytesTotal).toBeGreaterThan(9 * 1024 * 1024);
    const unread = (cut.bytesTotal - cut.bytesRead).toLocaleString('en-US');
    const regions = fetchRegions(whole?.content ?? '');
    expect(regions.header).toContain(`Notes: document cut at the 8 MiB parsing cap: only its first 8,388,608 of ${cut.bytesTotal.toLocaleString('en-US')} bytes were read, ${unread} bytes were not, so the text ends early.`);
    expect(regions.header).toMatch(/^Full text saved to: \/.+\.md \(incomplete: it ends where the parsing cap cut the document\)$/m);
    expect(details).toMatchObject({ artifactIncomplete: true, notes: [expect.stringContaining('8 MiB parsing cap')] });
    const artifactPath = details['artifactPath'] as string;
    expect(statSync(artifactPath).mode & 0o777).toBe(0o600);
    const artifact = readFileSync(artifactPath, 'utf8');
    expect(artifact.startsWith('# Huge manual')).toBe(true);
    expect(artifact).toContain('Paragraph 000000:');
    expect(artifact).not.toContain('TAILTOKEN4242');
    const artifactLines = artifact.split('\n');
    expect(artifactLines).toHaveLength(details['totalLines'] as number);
    // A slice of the cached document is the artifact's lines at the same numbers.
    expect(slice?.details).toMatchObject({ startLine: 1_000, endLine: 1_002, cacheHit: true, totalLines: details['totalLines'] });
    expect(fetchRegions(slice?.content ?? '').text).toBe(artifactLines.slice(999, 1_002).join('\n'));
  }, 120_000);

  it('CLI: an undecodable Content-Encoding is unsupported_content naming it; zstd is decoded where Node can', async () => {
    const compress = await cliJson('fetch', `${server.origin}/compress.html`);
    expect(compress).toMatchObject({ ok: false, error: { code: 'unsupported_content', details: { contentEncoding: 'compress' } } });
    expect(compress.content).toContain('"compress" (Content-Encoding)');
    const zstd = await cliJson('fetch', `${server.origin}/zstd.html`);
    if (typeof (await import('node:zlib') as { createZstdDecompress?: unknown }).createZstdDecompress === 'function') {
      expect(zstd.ok).toBe(true);
      expect(fetchRegions(zstd.content).text).toContain('A compressed article body');
    } else {
      expect(zstd).toMatchObject({ ok: false, error: { code: 'unsupported_content', details: { contentEncoding: 'zstd' } } });
    }
  });

  it('CLI: a redirect to a URL with credentials is redirect_error, and the target is never requested', async () => {
    const before = (await server.requestsTo('/boundary.html')).length;
    const result = await cliJson('fetch', `${server.origin}/credentials-redirect`);
    expect(result).toMatchObject({ ok: false, error: { code: 'redirect_error' } });
    expect(result.error?.message).toMatch(/credentials/);
    expect(await server.requestsTo('/boundary.html')).toHaveLength(before);
  });

  it('library: a cooldown after two 502s names infrastructure failures, not throttling, and keeps the code', async () => {
    const results = await library([{ url: `${server.origin}/flaky` }, { url: `${server.origin}/flaky` }, { url: `${server.origin}/flaky` }]);
    expect(results.map((result) => result.error?.code)).toEqual(['http_error', 'http_error', 'rate_limited']);
    const refused = results[2];
    expect(refused?.error?.details).toMatchObject({ reason: 'cooldown', cause: 'infrastructure_failures', attempts: 0 });
    expect(refused?.content).toContain('cooling down after repeated failures (server errors, timeouts or failed connections), not throttling');
    expect(refused?.content).not.toContain('after throttling');
  }, 60_000);
});
