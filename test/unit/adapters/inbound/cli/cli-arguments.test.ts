import { describe, expect, it } from 'vitest';
import { cliHarness, TEST_VERSION } from './cli-test-harness.js';

describe('mono-agent search: argv to WebSearch input', () => {
  it('maps every flag to the snake_case tool field, repeated flags in order', async () => {
    const cli = cliHarness();
    const status = await cli.run(
      'search', '"rust async" book',
      '--alt', 'tokio book', '--alt', 'async rust guide',
      '--limit', '3',
      '--domain', 'rust-lang.org', '--domain', 'docs.rs',
      '--exclude-domain', 'reddit.com', '--exclude-domain', 'quora.com',
      '--language', 'de',
      '--time-range', 'month',
    );
    expect(status).toBe(0);
    expect(cli.research.calls).toHaveLength(1);
    expect(cli.research.calls[0]?.tool).toBe('WebSearch');
    expect(cli.research.calls[0]?.input).toEqual({
      query: '"rust async" book',
      alternate_queries: ['tokio book', 'async rust guide'],
      limit: 3,
      domains: ['rust-lang.org', 'docs.rs'],
      exclude_domains: ['reddit.com', 'quora.com'],
      language: 'de',
      time_range: 'month',
    });
  });

  it('sends only the query when no flag is given', async () => {
    const cli = cliHarness();
    expect(await cli.run('search', 'undici agent')).toBe(0);
    expect(cli.research.calls[0]?.input).toEqual({ query: 'undici agent' });
  });

  it('passes --backend, --config and the environment to the factory', async () => {
    const cli = cliHarness();
    expect(await cli.run('search', 'q', '--backend', 'keyless', '--config', '/etc/agent.json')).toBe(0);
    expect(cli.factoryRequests).toEqual([
      { env: { MONO_AGENT_WEB_SEARCH_BACKEND: 'keyless' }, configPath: '/etc/agent.json', backendOverride: 'keyless', extraction: 'in-thread' },
    ]);
  });

  it('asks one-shot commands for in-thread extraction (a worker thread would add its start-up to each)', async () => {
    const cli = cliHarness();
    expect(await cli.run('fetch', 'https://example.com/')).toBe(0);
    expect(cli.factoryRequests[0]?.extraction).toBe('in-thread');
  });

  it.each(['auto', 'searxng', 'ollama', 'codex', 'keyless'])('accepts --backend %s', async (backend) => {
    const cli = cliHarness();
    expect(await cli.run('search', 'q', '--backend', backend)).toBe(0);
    expect(cli.factoryRequests[0]?.backendOverride).toBe(backend);
  });
});

describe('mono-agent fetch: argv to WebFetch input', () => {
  it('maps every flag to the snake_case tool field', async () => {
    const cli = cliHarness();
    const status = await cli.run(
      'fetch', 'https://example.com/guide',
      '--format', 'text', '--start-line', '201', '--max-lines', '100', '--max-output-chars', '20000', '--render', 'never',
    );
    expect(status).toBe(0);
    expect(cli.research.calls[0]?.tool).toBe('WebFetch');
    expect(cli.research.calls[0]?.input).toEqual({
      url: 'https://example.com/guide', format: 'text', start_line: 201, max_lines: 100, max_output_chars: 20000, render: 'never',
    });
  });

  it('sends only the url when no flag is given', async () => {
    const cli = cliHarness();
    expect(await cli.run('fetch', 'https://example.com/')).toBe(0);
    expect(cli.research.calls[0]?.input).toEqual({ url: 'https://example.com/' });
  });
});

describe('bad usage exits 2 before any facade or network activity', () => {
  it.each([
    [['search', 'q', '--limit', '3x']],
    [['search', 'q', '--limit', '3.0']],
    [['search', 'q', '--limit', '-1']],
    [['search', 'q', '--limit', '']],
    [['search', 'q', '--time-range', 'week']],
    [['search', 'q', '--backend', 'google']],
    [['search', 'q', '--bogus']],
    [['search']],
    [['search', 'a', 'b']],
    [['fetch', 'https://e.com', '--start-line', '0x10']],
    [['fetch', 'https://e.com', '--max-lines', '1e3']],
    [['fetch', 'https://e.com', '--max-output-chars', '5k']],
    [['fetch', 'https://e.com', '--format', 'html']],
    [['fetch', 'https://e.com', '--render', 'sometimes']],
    [['fetch']],
    [['mcp', '--backend', 'nope']],
    [['nonsense']],
    [[]],
  ])('%j', async (argv) => {
    const cli = cliHarness();
    expect(await cli.run(...argv)).toBe(2);
    expect(cli.factoryRequests).toEqual([]);
    expect(cli.research.calls).toEqual([]);
    expect(cli.stdout.text).toBe('');
    expect(cli.stderr.text).not.toBe('');
  });

  it('names the offending option and value', async () => {
    const cli = cliHarness();
    await cli.run('search', 'q', '--limit', '3x');
    expect(cli.stderr.text).toContain('--limit');
    expect(cli.stderr.text).toContain('3x');
  });

  it('with --json, still prints exactly one JSON object on stdout', async () => {
    const cli = cliHarness();
    expect(await cli.run('search', 'q', '--json', '--limit', 'ten')).toBe(2);
    const body = JSON.parse(cli.stdout.text) as { ok: boolean; error: { code: string; message: string } };
    expect(body.ok).toBe(false);
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.message).toContain('--limit');
    expect(cli.stdout.text.trim().split('\n')).toHaveLength(1);
  });
});

describe('--help and --version on every command', () => {
  it.each([[[]], [['search']], [['fetch']], [['mcp']], [['demo']]])('%j', async (prefix) => {
    const help = cliHarness();
    expect(await help.run(...prefix, '--help')).toBe(0);
    expect(help.stdout.text).toMatch(/^Usage: mono-agent/u);
    expect(help.factoryRequests).toEqual([]);

    const version = cliHarness();
    expect(await version.run(...prefix, '--version')).toBe(0);
    expect(version.stdout.text).toBe(`${TEST_VERSION}\n`);
    expect(version.stderr.text).toBe('');
    expect(version.factoryRequests).toEqual([]);
  });

  it('lists every command in the top-level help', async () => {
    const cli = cliHarness();
    await cli.run('--help');
    for (const name of ['search', 'fetch', 'mcp', 'demo']) expect(cli.stdout.text).toMatch(new RegExp(`^\\s+${name}\\b`, 'mu'));
  });

  it('documents every search flag', async () => {
    const cli = cliHarness();
    await cli.run('search', '--help');
    for (const flag of ['--alt', '--limit', '--domain', '--exclude-domain', '--language', '--time-range', '--backend', '--config', '--json', '--trace']) {
      expect(cli.stdout.text).toContain(flag);
    }
  });
});
