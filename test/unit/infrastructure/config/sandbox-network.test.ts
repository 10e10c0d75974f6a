import { describe, expect, it } from 'vitest';
import { expectSingleIssue, resolveIssues, resolveOk } from './config-test-helpers.js';

const sandbox = (network: unknown) => ({ sandbox: { network } });

describe('sandbox.network maps to NetworkPolicy', () => {
  it('defaults to all without a sandbox or network block', () => {
    expect(resolveOk({}).network).toEqual({ mode: 'all' });
    expect(resolveOk({ sandbox: { filesystem: 'workspace' } }).network).toEqual({ mode: 'all' });
  });

  it.each(['none', 'localhost', 'all'] as const)('maps mode %s', (mode) => {
    expect(resolveOk(sandbox({ mode })).network).toEqual({ mode });
  });

  it('ignores unknown keys in the sandbox block, which belongs to the native sandbox', () => {
    expect(resolveOk(sandbox({ mode: 'none', proxy: 'x' })).network).toEqual({ mode: 'none' });
  });

  it('warns that allow has no effect outside allowlist mode', () => {
    const config = resolveOk(sandbox({ mode: 'localhost', allow: ['example.com'] }));
    expect(config.network).toEqual({ mode: 'localhost' });
    expect(config.warnings).toEqual([expect.stringMatching(/sandbox\.network\.allow is ignored because sandbox\.network\.mode is "localhost"/)]);
  });

  it('accepts every spelling the domain allowlist understands, lowercased, dropping duplicates in order', () => {
    const config = resolveOk(
      sandbox({
        mode: 'allowlist',
        allow: [
          '127.0.0.1',
          ' ChatGPT.com ',
          'chatgpt.com',
          '*.Example.org',
          '::1',
          '[::1]:8088',
          '127.0.0.1:8088',
          '10.0.0.0/8',
          'http://127.0.0.1:8088/search',
          'bücher.de',
          'searx_local',
        ],
      }),
    );
    expect(config.network).toEqual({
      mode: 'allowlist',
      allow: [
        '127.0.0.1',
        'chatgpt.com',
        '*.example.org',
        '::1',
        '[::1]:8088',
        '127.0.0.1:8088',
        '10.0.0.0/8',
        'http://127.0.0.1:8088/search',
        'xn--bcher-kva.de',
        'searx_local',
      ],
    });
  });

  it('accepts an allowlist without entries as blocking every destination', () => {
    expect(resolveOk(sandbox({ mode: 'allowlist' })).network).toEqual({ mode: 'allowlist', allow: [] });
    expect(resolveOk(sandbox({ mode: 'allowlist', allow: [] })).network).toEqual({ mode: 'allowlist', allow: [] });
  });

  it.each([
    ['a path without scheme', 'example.com/docs'],
    ['a port out of range', 'example.com:70000'],
    ['a non-numeric port', 'example.com:http'],
    ['an oversized CIDR prefix', '10.0.0.0/33'],
    ['a hostname CIDR', 'example.com/8'],
    ['a space', 'example .com'],
    ['credentials', 'user@example.com'],
    ['a wildcard inside', 'foo.*.com'],
    ['a bare wildcard', '*'],
    ['an empty entry', ''],
    ['a blank entry', '   '],
    ['a label starting with a hyphen', '-bad.example.com'],
    ['an unterminated IPv6 bracket', '[::1'],
    ['a URL without host', 'file:///etc/hosts'],
  ])('rejects %s', (_name, entry) => {
    expectSingleIssue(
      resolveIssues(sandbox({ mode: 'allowlist', allow: ['ok.example', entry] })),
      'sandbox.network.allow[1]',
      /is not an allowlist entry; accepted: a hostname \(example\.com, which also admits its subdomains/,
    );
  });

  it.each([
    [{ mode: 'open' }, 'sandbox.network.mode', /"open" is not accepted; accepted: "none", "localhost", "allowlist", "all"/],
    [{}, 'sandbox.network.mode', /accepted: "none", "localhost", "allowlist", "all"/],
    [{ mode: 'allowlist', allow: 'example.com' }, 'sandbox.network.allow', /expected an array of hosts/],
    [{ mode: 'allowlist', allow: [42] }, 'sandbox.network.allow[0]', /expected a string/],
  ])('rejects malformed block %#', (network, path, pattern) => {
    expectSingleIssue(resolveIssues(sandbox(network)), path, pattern);
  });

  it('reports every bad entry', () => {
    const issues = resolveIssues(sandbox({ mode: 'allowlist', allow: ['a b', 'good.example', 'x:0'] }));
    expect(issues.map((issue) => issue.path)).toEqual(['sandbox.network.allow[0]', 'sandbox.network.allow[2]']);
  });
});
