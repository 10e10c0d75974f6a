import { describe, expect, it } from 'vitest';
import { KNOWN_ENV_VARIABLES } from '../../../../../infrastructure/config/unknown-env-variable.policy.js';
import { cliHarness } from './cli-test-harness.js';

describe('mono-agent help', () => {
  it.each([[['help']], [['help', 'fetch']], [['help', 'search']], [['--help']], [['fetch', '--help']], [['mcp', '-h']]])('%j prints help on stdout and exits 0', async (argv) => {
    const cli = cliHarness();
    expect(await cli.run(...argv)).toBe(0);
    expect(cli.stdout.text).toMatch(/^Usage: mono-agent/);
    expect(cli.stderr.text).toBe('');
  });

  it('help for one command is that command’s help', async () => {
    const cli = cliHarness();
    await cli.run('help', 'fetch');
    expect(cli.stdout.text).toMatch(/^Usage: mono-agent fetch \[options\] <url>/);
    expect(cli.stdout.text).toContain('--max-lines <n>');
  });

  it('no command at all is still bad usage (help on stderr, exit 2)', async () => {
    const cli = cliHarness();
    expect(await cli.run()).toBe(2);
    expect(cli.stdout.text).toBe('');
    expect(cli.stderr.text).toMatch(/^Usage: mono-agent/);
  });

  it('every --help ends with the config discovery order, every environment variable and the exit statuses', async () => {
    for (const argv of [['--help'], ['search', '--help'], ['help', 'mcp']]) {
      const cli = cliHarness();
      await cli.run(...argv);
      const text = cli.stdout.text;
      expect(text).toContain('Configuration file: --config FILE, else $MONO_AGENT_CONFIG, else ~/.mono-agent/config.json when it exists.');
      for (const name of KNOWN_ENV_VARIABLES) expect(text).toContain(name);
      expect(text).toContain('MONO_AGENT_SANDBOX_NETWORK_ALLOW               sandbox.network.allow (comma-separated entries)');
      expect(text.trimEnd()).toMatch(/Exit status:\n {2}0 {4}success\n {2}1 {4}tool error .*\n {2}2 {4}bad usage or configuration .*\n {2}130 {2}interrupted \(Ctrl-C\)$/);
    }
  });
});

describe('configuration warnings on the CLI', () => {
  it('go to stderr, one line each, while stdout keeps only the result (also with --json)', async () => {
    const cli = cliHarness();
    cli.research.warnings = ['tools.web.search.endpoint is a legacy alias', 'environment variable MONO_AGENT_WEB_X is not a known mono-agent-web variable'];
    expect(await cli.run('fetch', 'https://example.com/', '--json')).toBe(0);
    expect(JSON.parse(cli.stdout.text)).toMatchObject({ ok: true });
    expect(cli.stderr.text).toBe(
      'mono-agent: warning: tools.web.search.endpoint is a legacy alias\n' +
        'mono-agent: warning: environment variable MONO_AGENT_WEB_X is not a known mono-agent-web variable\n',
    );
  });

  it('are shown for mcp too, whose stdout belongs to the protocol', async () => {
    const cli = cliHarness();
    cli.research.warnings = ['w1'];
    expect(await cli.run('mcp')).toBe(0);
    expect(cli.stdout.text).toBe('');
    expect(cli.stderr.text).toBe('mono-agent: warning: w1\n');
  });

  it('print nothing when there are none', async () => {
    const cli = cliHarness();
    await cli.run('search', 'rust');
    expect(cli.stderr.text).toBe('');
  });
});
