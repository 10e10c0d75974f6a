import { describe, expect, it } from 'vitest';
import { toolError } from '../../../../../domain/errors/tool-error.js';
import { fakeFailure, fakeSuccess } from '../../../../fakes/fake-web-research.js';
import { cliHarness } from './cli-test-harness.js';

const SEARCH_TEXT = '[BEGIN UNTRUSTED WEB SEARCH RESULTS]\n1. Example\n[END UNTRUSTED WEB SEARCH RESULTS]';

describe('text output', () => {
  it('prints exactly the model-facing text on stdout and nothing on stderr', async () => {
    const cli = cliHarness({ handler: () => fakeSuccess(SEARCH_TEXT, { backend: 'duckduckgo' }) });
    expect(await cli.run('search', 'example')).toBe(0);
    expect(cli.stdout.text).toBe(`${SEARCH_TEXT}\n`);
    expect(cli.stderr.text).toBe('');
  });

  it('does not add a second newline', async () => {
    const cli = cliHarness({ handler: () => fakeSuccess('line\n') });
    await cli.run('fetch', 'https://example.com/');
    expect(cli.stdout.text).toBe('line\n');
  });

  it('prints a tool error as the model would see it and exits 1', async () => {
    const failure = fakeFailure('rate_limited', 'duckduckgo: HTTP 429', { details: { retryAfterMs: 5000 } });
    const cli = cliHarness({ handler: () => failure });
    expect(await cli.run('search', 'example')).toBe(1);
    expect(cli.stdout.text).toBe(`${failure.content}\n`);
  });

  it.each(['backend_unavailable', 'search_budget_exhausted', 'http_error', 'policy_denied', 'cancelled'] as const)('exits 1 for %s', async (code) => {
    const cli = cliHarness({ handler: () => fakeFailure(code, 'failed') });
    expect(await cli.run('fetch', 'https://example.com/')).toBe(1);
  });

  it('treats the facade\'s invalid_input as bad usage: exit 2, message on stderr, stdout empty', async () => {
    const cli = cliHarness();
    expect(await cli.run('fetch', 'ftp://example.com/file')).toBe(2);
    expect(cli.stdout.text).toBe('');
    expect(cli.stderr.text).toMatch(/^mono-agent fetch: invalid_input: .+\(see mono-agent fetch --help\)\n$/u);
  });
});

describe('--json output', () => {
  it('prints one object { ok, content, details } on success', async () => {
    const cli = cliHarness({ handler: () => fakeSuccess(SEARCH_TEXT, { backend: 'searxng', requestsUsed: 1 }) });
    expect(await cli.run('search', 'example', '--json')).toBe(0);
    expect(cli.stdout.text.endsWith('\n')).toBe(true);
    expect(cli.stdout.text.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(cli.stdout.text)).toEqual({ ok: true, content: SEARCH_TEXT, details: { backend: 'searxng', requestsUsed: 1 } });
    expect(cli.stderr.text).toBe('');
  });

  it('prints { ok: false, error } with the stable code on a tool error', async () => {
    const failure = fakeFailure('search_budget_exhausted', 'budget spent', { retryable: false, details: { requestsRemaining: 0 } });
    const cli = cliHarness({ handler: () => failure });
    expect(await cli.run('search', 'example', '--json')).toBe(1);
    expect(JSON.parse(cli.stdout.text)).toEqual({
      ok: false,
      content: failure.content,
      error: { code: 'search_budget_exhausted', message: 'budget spent', retryable: false, details: { requestsRemaining: 0 } },
      details: { errorCode: 'search_budget_exhausted' },
    });
  });

  it('reports invalid_input as JSON with its field and exits 2', async () => {
    const cli = cliHarness();
    expect(await cli.run('search', 'q', '--limit', '11', '--json')).toBe(2);
    const body = JSON.parse(cli.stdout.text) as { ok: boolean; error: { code: string; field: string } };
    expect(body.ok).toBe(false);
    expect(body.error).toMatchObject({ code: 'invalid_input', field: 'limit' });
    expect(cli.stderr.text).toBe('');
  });
});

describe('config errors', () => {
  const configError = toolError('config_invalid', 'tools.web.search.maxRequestsPerRun: must be at most 20', { field: 'tools.web.search.maxRequestsPerRun' });

  it('exit 2 with the message on stderr and nothing on stdout', async () => {
    const cli = cliHarness({ configError });
    expect(await cli.run('search', 'q', '--config', 'bad.json')).toBe(2);
    expect(cli.stdout.text).toBe('');
    expect(cli.stderr.text).toBe('mono-agent search: config_invalid: tools.web.search.maxRequestsPerRun: must be at most 20\n');
    expect(cli.research.calls).toEqual([]);
  });

  it('exit 2 with one JSON object under --json', async () => {
    const cli = cliHarness({ configError });
    expect(await cli.run('fetch', 'https://example.com/', '--json')).toBe(2);
    expect(JSON.parse(cli.stdout.text)).toEqual({
      ok: false,
      error: { code: 'config_invalid', message: configError.message, retryable: false, field: 'tools.web.search.maxRequestsPerRun' },
    });
  });
});

describe('unexpected exceptions', () => {
  it('are reported as internal_error, exit 1, and the facade is still closed', async () => {
    const cli = cliHarness({ handler: () => { throw new Error('boom'); } });
    expect(await cli.run('search', 'q')).toBe(1);
    expect(cli.stderr.text).toBe('mono-agent search: internal_error: boom\n');
    expect(cli.research.closed).toBe(true);
  });
});
