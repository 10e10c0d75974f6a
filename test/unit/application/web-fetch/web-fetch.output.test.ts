import { describe, expect, it } from 'vitest';
import { decodeAsDocument } from '../../../fakes/fake-document-extractor.js';
import { respond } from '../../../fakes/fake-http-fetcher.js';
import { ok } from '../../../../domain/shared/result.js';
import { expectOk, numberedPage, webFetchHarness } from './web-fetch.harness.js';

const URL_A = 'https://docs.example.com/guide';

describe('WebFetch default cap and artifacts', () => {
  it('caps a long document on a line boundary, saves the full text once and shows how to continue', async () => {
    const h = webFetchHarness();
    const page = numberedPage(20_000);
    h.fetcher.enqueue(respond(page));
    const output = expectOk(await h.useCase.execute({ url: URL_A, max_output_chars: 1_000 }));
    expect(output.details).toMatchObject({ truncated: true, startLine: 1, totalLines: 20_000, artifactPath: '/tmp/fake-artifacts/artifact-1.md' });
    const shown = output.content.split('\n[BEGIN UNTRUSTED WEB CONTENT nonce1ABCDEFGH]\n')[1]?.split('\n[END UNTRUSTED')[0] ?? '';
    expect(shown.length).toBeLessThanOrEqual(1_000);
    expect(shown.split('\n').at(-1)).toBe(`line ${output.details.endLine}`);
    expect(output.details.nextLine).toBe(output.details.endLine + 1);
    expect(output.content).toContain(`start_line=${output.details.endLine + 1}`);
    expect(output.content).toContain('Full text saved to: /tmp/fake-artifacts/artifact-1.md');
    expect(h.artifacts.saved).toEqual([{ path: '/tmp/fake-artifacts/artifact-1.md', text: page, extension: 'md' }]);

    const again = expectOk(await h.useCase.execute({ url: URL_A, max_output_chars: 2_000 }));
    expect(again.details.artifactPath).toBe('/tmp/fake-artifacts/artifact-1.md');
    const asText = expectOk(await h.useCase.execute({ url: URL_A, max_output_chars: 1_000, format: 'text' }));
    expect(asText.details.artifactPath).toBe('/tmp/fake-artifacts/artifact-2.txt');
    expect(h.artifacts.saved).toHaveLength(2);
  });

  it('returns a short document whole, without an artifact', async () => {
    const h = webFetchHarness();
    h.fetcher.enqueue(respond(numberedPage(30)));
    const output = expectOk(await h.useCase.execute({ url: URL_A }));
    expect(output.details).toMatchObject({ truncated: false, nextLine: null, endLine: 30 });
    expect(h.artifacts.saved).toHaveLength(0);
  });

  it('a slice ended by max_lines is not truncation and writes no artifact', async () => {
    const h = webFetchHarness();
    h.fetcher.enqueue(respond(numberedPage(1_000)));
    const output = expectOk(await h.useCase.execute({ url: URL_A, start_line: 201, max_lines: 100 }));
    expect(output.details).toMatchObject({ truncated: false, startLine: 201, endLine: 300, nextLine: 301 });
    expect(output.content).toContain('Lines 201-300 of 1000. More lines follow: continue with start_line=301.');
    expect(h.artifacts.saved).toHaveLength(0);
  });

  it('a giant first line is cut, never skipped, and its full text is saved', async () => {
    const h = webFetchHarness();
    h.fetcher.enqueue(respond(`short\n${'x'.repeat(5_000)}\nafter`, { headers: { 'content-type': 'text/plain' } }));
    const before = expectOk(await h.useCase.execute({ url: URL_A, max_output_chars: 1_000 }));
    expect(before.details).toMatchObject({ endLine: 1, nextLine: 2, truncated: true });
    const giant = expectOk(await h.useCase.execute({ url: URL_A, start_line: 2, max_output_chars: 1_000 }));
    expect(giant.details).toMatchObject({ startLine: 2, endLine: 2, nextLine: 3, truncated: true, artifactPath: '/tmp/fake-artifacts/artifact-1.md' });
    expect(giant.content).toContain(`${'x'.repeat(1_000)}\n[END`);
    expect(giant.content).toMatch(/raise max_output_chars/);
  });

  it('start_line beyond the end is a successful empty read that says so', async () => {
    const h = webFetchHarness();
    h.fetcher.enqueue(respond(numberedPage(10)));
    const output = expectOk(await h.useCase.execute({ url: URL_A, start_line: 50 }));
    expect(output.details).toMatchObject({ startLine: 50, endLine: 49, totalLines: 10, nextLine: null, truncated: false });
    expect(output.content).toContain('No lines selected. start_line 50 is beyond the end of the document (10 lines).');
  });

  it('counts CRLF documents by lines, not by carriage returns', async () => {
    const h = webFetchHarness();
    h.fetcher.enqueue(respond('one\r\ntwo\r\nthree\r\n', { headers: { 'content-type': 'text/plain' } }));
    const output = expectOk(await h.useCase.execute({ url: URL_A, start_line: 2, max_lines: 1 }));
    expect(output.details).toMatchObject({ totalLines: 3, endLine: 2, nextLine: 3 });
    expect(output.content).toContain('\ntwo\n[END');
  });

  it('still answers when the artifact store fails, just without a path', async () => {
    const h = webFetchHarness();
    h.artifacts.failing = true;
    h.fetcher.enqueue(respond(numberedPage(5_000)));
    const output = expectOk(await h.useCase.execute({ url: URL_A, max_output_chars: 1_000 }));
    expect(output.details.truncated).toBe(true);
    expect(output.details.artifactPath).toBeUndefined();
    expect(output.content).not.toContain('Full text saved');
  });

  it('bounds the outline and reports omitted headings', async () => {
    const h = webFetchHarness();
    const page = ['# Book', ...Array.from({ length: 60 }, (_, index) => `### Detail ${index}`)].join('\n');
    h.fetcher.enqueue(respond(page));
    const output = expectOk(await h.useCase.execute({ url: URL_A }));
    expect(output.details.outline).toEqual([{ level: 1, text: 'Book', line: 1 }]);
    expect(output.details.outlineOmitted).toBe(60);
    expect(output.content).toContain('(60 deeper headings omitted)');
  });

  it('builds an outline for text/markdown but not for plain text', async () => {
    const h = webFetchHarness();
    h.fetcher.enqueue(respond('# Readme\ntext', { headers: { 'content-type': 'text/markdown' } }), respond('# a shell comment\necho', { headers: { 'content-type': 'text/plain' } }));
    expect(expectOk(await h.useCase.execute({ url: `${URL_A}/README.md` })).details.outline).toHaveLength(1);
    expect(expectOk(await h.useCase.execute({ url: `${URL_A}/script.sh` })).details.outline).toHaveLength(0);
  });
});

describe('WebFetch notes: what was removed or not read is said in the header', () => {
  it('states the parsing-cap cut and the removals outside the boundary, and flags the artifact as incomplete', async () => {
    const h = webFetchHarness();
    h.extractor.enqueue(async (input) => {
      const base = await decodeAsDocument(input);
      if (!base.ok) return base;
      return ok({ ...base.value, removalNotes: ['3 link-only blocks removed'], cutAtParsingCap: { bytesRead: 8_388_608, bytesTotal: 9_437_184 } });
    });
    h.fetcher.enqueue(respond(numberedPage(5_000)));
    const output = expectOk(await h.useCase.execute({ url: URL_A, max_output_chars: 1_000 }));
    const header = output.content.slice(0, output.content.indexOf('[BEGIN UNTRUSTED'));
    expect(header).toContain('Notes: 3 link-only blocks removed; document cut at the 8 MiB parsing cap: only its first 8,388,608 of 9,437,184 bytes were read, 1,048,576 bytes were not, so the text ends early.');
    expect(header).toContain('Full text saved to: /tmp/fake-artifacts/artifact-1.md (incomplete: it ends where the parsing cap cut the document)');
    expect(output.details).toMatchObject({
      notes: ['3 link-only blocks removed', expect.stringContaining('parsing cap')],
      cutAtParsingCap: { bytesRead: 8_388_608, bytesTotal: 9_437_184 },
      artifactPath: '/tmp/fake-artifacts/artifact-1.md',
      artifactIncomplete: true,
    });
    expect(h.telemetry.ofPhase('fetch')[0]?.truncated).toBe(true);
  });

  it('says nothing and flags nothing for a complete document', async () => {
    const h = webFetchHarness();
    h.fetcher.enqueue(respond(numberedPage(5_000)));
    const output = expectOk(await h.useCase.execute({ url: URL_A, max_output_chars: 1_000 }));
    expect(output.content).not.toContain('Notes:');
    expect(output.details).toMatchObject({ notes: [], artifactIncomplete: false });
    expect(output.details.cutAtParsingCap).toBeUndefined();
  });
});
