import { describe, expect, it } from 'vitest';
import { expectSingleIssue, resolveIssues, resolveOk } from './config-test-helpers.js';

const sandbox = (network: unknown) => ({ sandbox: { network } });
const MODE = 'MONO_AGENT_SANDBOX_NETWORK_MODE';
const ALLOW = 'MONO_AGENT_SANDBOX_NETWORK_ALLOW';

describe('MONO_AGENT_SANDBOX_NETWORK_MODE / _ALLOW', () => {
  it.each(['none', 'localhost', 'all'] as const)('sets mode %s without any file', (mode) => {
    expect(resolveOk({}, { [MODE]: mode }).network).toEqual({ mode });
  });

  it('builds an allowlist from comma-separated entries, normalised like the file, duplicates and blanks dropped', () => {
    const config = resolveOk({}, { [MODE]: 'allowlist', [ALLOW]: ' 127.0.0.1:8088, ChatGPT.com,,*.example.org ,chatgpt.com, 10.0.0.0/8 ' });
    expect(config.network).toEqual({ mode: 'allowlist', allow: ['127.0.0.1:8088', 'chatgpt.com', '*.example.org', '10.0.0.0/8'] });
    expect(config.warnings).toEqual([]);
  });

  it('overrides the file key by key: mode alone keeps the file allowlist, allow alone keeps the file mode', () => {
    const file = sandbox({ mode: 'allowlist', allow: ['example.com'] });
    expect(resolveOk(file, { [ALLOW]: 'docs.example.net' }).network).toEqual({ mode: 'allowlist', allow: ['docs.example.net'] });
    expect(resolveOk(sandbox({ mode: 'none' }), { [MODE]: 'allowlist', [ALLOW]: 'example.com' }).network).toEqual({ mode: 'allowlist', allow: ['example.com'] });
    const overridden = resolveOk(file, { [MODE]: 'localhost' });
    expect(overridden.network).toEqual({ mode: 'localhost' });
    expect(overridden.warnings).toEqual([
      'sandbox.network.allow is ignored because env MONO_AGENT_SANDBOX_NETWORK_MODE (sandbox.network.mode) is "localhost", not "allowlist"',
    ]);
  });

  it('warns that an allow variable without allowlist mode has no effect, naming the variable and the default mode', () => {
    const config = resolveOk({}, { [ALLOW]: 'example.com' });
    expect(config.network).toEqual({ mode: 'all' });
    expect(config.warnings).toEqual([
      'env MONO_AGENT_SANDBOX_NETWORK_ALLOW (sandbox.network.allow) is ignored because sandbox.network.mode (default) is "all", not "allowlist"',
    ]);
  });

  it.each(['', '  '])('treats %j as unset', (value) => {
    expect(resolveOk(sandbox({ mode: 'localhost' }), { [MODE]: value, [ALLOW]: value })).toEqual(resolveOk(sandbox({ mode: 'localhost' })));
  });

  it('rejects an unknown mode, naming the variable and the accepted values', () => {
    expectSingleIssue(resolveIssues({}, { [MODE]: 'open' }), `env ${MODE} (sandbox.network.mode)`, /"open" is not accepted; accepted: "none", "localhost", "allowlist", "all"/);
  });

  it('validates each entry with the allowlist rules and names the variable and the entry position', () => {
    const issues = resolveIssues({}, { [MODE]: 'allowlist', [ALLOW]: 'ok.example,example.com/docs,10.0.0.0/33' });
    expect(issues.map((issue) => issue.path)).toEqual([`env ${ALLOW} (sandbox.network.allow[1])`, `env ${ALLOW} (sandbox.network.allow[2])`]);
    for (const issue of issues) expect(issue.message).toMatch(/is not an allowlist entry; accepted: a hostname/);
  });

  it('reports the variables together with file problems in one error', () => {
    const issues = resolveIssues(sandbox({ mode: 'open' }), { [MODE]: 'wide', [ALLOW]: 'a b' });
    expect(issues.map((issue) => issue.path)).toEqual(['sandbox.network.mode', `env ${MODE} (sandbox.network.mode)`, `env ${ALLOW} (sandbox.network.allow[0])`]);
  });
});
