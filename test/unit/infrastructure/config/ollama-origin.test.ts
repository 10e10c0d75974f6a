import { describe, expect, it } from 'vitest';
import { expectSingleIssue, resolveIssues, resolveOk, webFile } from './config-test-helpers.js';

const ollama = (block: Record<string, unknown>, backend?: string) =>
  webFile({ search: { ...(backend === undefined ? {} : { backend }), ollama: block } });
const KEY_PATH = 'tools.web.search.ollama.apiKeyEnv';
const URL_PATH = 'tools.web.search.ollama.baseUrl';

describe('Ollama presence', () => {
  it('joins auto only when its block is present', () => {
    expect(resolveOk(webFile({ search: { backend: 'auto' } })).search.ollama).toBeUndefined();
    expect(resolveOk(ollama({})).search.ollama).toEqual({
      baseUrl: 'http://127.0.0.1:11434',
      originClass: 'loopback',
      hosted: false,
      trustPublicUrl: false,
    });
  });

  it('defaults the origin to http://127.0.0.1:11434 in strict ollama mode without a block', () => {
    expect(resolveOk(webFile({ search: { backend: 'ollama' } })).search.ollama?.baseUrl).toBe('http://127.0.0.1:11434');
    expect(resolveOk({}, { MONO_AGENT_WEB_SEARCH_BACKEND: 'ollama' }).search.ollama?.baseUrl).toBe('http://127.0.0.1:11434');
  });

  it.each([
    ['MONO_AGENT_WEB_SEARCH_OLLAMA_BASE_URL', 'http://127.0.0.1:11500'],
    ['MONO_AGENT_WEB_SEARCH_OLLAMA_TRUST_PUBLIC_URL', 'false'],
  ])('counts %s as a present block', (name, value) => {
    expect(resolveOk({}, { [name]: value }).search.ollama).toBeDefined();
  });

  it('counts MONO_AGENT_WEB_SEARCH_OLLAMA_API_KEY_ENV as present (and so rejects it for the default local origin)', () => {
    expectSingleIssue(
      resolveIssues({}, { MONO_AGENT_WEB_SEARCH_OLLAMA_API_KEY_ENV: 'OLLAMA_API_KEY' }),
      'env MONO_AGENT_WEB_SEARCH_OLLAMA_API_KEY_ENV (tools.web.search.ollama.apiKeyEnv)',
      /http:\/\/127\.0\.0\.1:11434 \(from tools\.web\.search\.ollama\.baseUrl \(default\)\) is a loopback origin/,
    );
  });
});

describe('local and private origins', () => {
  it.each([
    ['http://127.0.0.1:11434', 'loopback'],
    ['http://localhost:11434', 'loopback'],
    ['http://[::1]:11434', 'loopback'],
    ['https://127.0.0.1:11434', 'loopback'],
    ['http://10.1.2.3:11434', 'private'],
    ['http://172.16.0.9:11434', 'private'],
    ['http://192.168.1.5:11434', 'private'],
    ['http://100.101.102.103:11434', 'private'],
    ['http://[fd12:3456::1]:11434', 'private'],
    ['http://gpu-box:11434', 'private'],
    ['http://ollama.local:11434', 'private'],
    ['https://ollama.home.arpa', 'private'],
    ['http://169.254.10.20:11434', 'link-local'],
    ['http://[fe80::1]:11434', 'link-local'],
  ])('accepts %s as %s without trustPublicUrl', (baseUrl, originClass) => {
    const settings = resolveOk(ollama({ baseUrl })).search.ollama;
    expect(settings).toMatchObject({ originClass, hosted: false });
    expect(settings?.apiKeyEnv).toBeUndefined();
  });

  it('normalises the origin (trailing slash, case, default port)', () => {
    expect(resolveOk(ollama({ baseUrl: 'HTTP://LocalHost:80/' })).search.ollama?.baseUrl).toBe('http://localhost');
  });

  it.each(['http://127.0.0.1:11434', 'http://192.168.1.5:11434', 'http://169.254.1.1', 'http://gpu-box:11434'])(
    'rejects apiKeyEnv for %s',
    (baseUrl) => {
      expectSingleIssue(
        resolveIssues(ollama({ baseUrl, apiKeyEnv: 'OLLAMA_API_KEY' })),
        KEY_PATH,
        /is rejected because the Ollama origin .* is a (loopback|private-network|link-local) origin/,
        /accepted: remove apiKeyEnv, or set baseUrl to https:\/\/ollama\.com/,
      );
    },
  );

  it('warns that trustPublicUrl has no effect on a local origin', () => {
    expect(resolveOk(ollama({ baseUrl: 'http://127.0.0.1:11434', trustPublicUrl: true })).warnings).toEqual([
      expect.stringMatching(/trustPublicUrl has no effect: http:\/\/127\.0\.0\.1:11434 is a loopback origin/),
    ]);
  });
});

describe('hosted origin https://ollama.com', () => {
  it.each(['https://ollama.com', 'https://ollama.com/', 'https://OLLAMA.com:443'])('accepts %s with a key variable', (baseUrl) => {
    const config = resolveOk(ollama({ baseUrl, apiKeyEnv: 'OLLAMA_API_KEY' }, 'ollama'), { OLLAMA_API_KEY: 'k-123' });
    expect(config.search.ollama).toEqual({
      baseUrl: 'https://ollama.com',
      originClass: 'hosted',
      hosted: true,
      apiKeyEnv: 'OLLAMA_API_KEY',
      trustPublicUrl: false,
    });
    expect(config.warnings).toEqual([]);
    expect(JSON.stringify(config)).not.toContain('k-123');
  });

  it('warns when no apiKeyEnv is configured', () => {
    const config = resolveOk(ollama({ baseUrl: 'https://ollama.com' }));
    expect(config.search.ollama?.hosted).toBe(true);
    expect(config.warnings).toEqual([expect.stringMatching(/no apiKeyEnv names the key variable/)]);
  });

  it('warns when the named variable is unset or empty, without a value in the warning', () => {
    for (const env of [{}, { OLLAMA_API_KEY: '' }]) {
      expect(resolveOk(ollama({ baseUrl: 'https://ollama.com', apiKeyEnv: 'OLLAMA_API_KEY' }), env).warnings).toEqual([
        expect.stringMatching(/names OLLAMA_API_KEY, which is not set/),
      ]);
    }
  });

  it.each(['https://ollama.com/api', 'https://ollama.com/v1/'])('rejects a path: %s', (baseUrl) => {
    expectSingleIssue(resolveIssues(ollama({ baseUrl, apiKeyEnv: 'OLLAMA_API_KEY' })), URL_PATH, /has a path.*accepted: a bare origin/);
  });

  it('rejects http://ollama.com for a key, and for plain http', () => {
    const issues = resolveIssues(ollama({ baseUrl: 'http://ollama.com', apiKeyEnv: 'OLLAMA_API_KEY', trustPublicUrl: true }));
    expect(issues.map((issue) => issue.path)).toEqual([KEY_PATH, URL_PATH]);
    expect(issues[0]?.message).toMatch(/a key is only ever sent to exactly https:\/\/ollama\.com/);
    expect(issues[1]?.message).toMatch(/custom public origin over http:\/\/, which is rejected/);
  });

  it.each(['https://ollama.com:8443', 'https://www.ollama.com', 'https://ollama.com.'])('treats %s as a custom origin, not hosted', (baseUrl) => {
    expectSingleIssue(resolveIssues(ollama({ baseUrl, apiKeyEnv: 'OLLAMA_API_KEY', trustPublicUrl: true })), KEY_PATH, /custom public origin/);
  });
});

describe('custom public origins', () => {
  it('accepts https with trustPublicUrl, unauthenticated', () => {
    expect(resolveOk(ollama({ baseUrl: 'https://search.example.net', trustPublicUrl: true })).search.ollama).toEqual({
      baseUrl: 'https://search.example.net',
      originClass: 'public',
      hosted: false,
      trustPublicUrl: true,
    });
  });

  it('rejects https without trustPublicUrl, saying how to opt in', () => {
    expectSingleIssue(
      resolveIssues(ollama({ baseUrl: 'https://search.example.net' })),
      URL_PATH,
      /needs tools\.web\.search\.ollama\.trustPublicUrl: true \(or MONO_AGENT_WEB_SEARCH_OLLAMA_TRUST_PUBLIC_URL=true\)/,
    );
  });

  it('rejects http even with trustPublicUrl', () => {
    expectSingleIssue(
      resolveIssues(ollama({ baseUrl: 'http://search.example.net', trustPublicUrl: true })),
      URL_PATH,
      /over http:\/\/, which is rejected; accepted: an https:\/\/ origin with trustPublicUrl: true/,
    );
  });

  it('rejects a key for a trusted custom origin', () => {
    expectSingleIssue(
      resolveIssues(ollama({ baseUrl: 'https://8.8.8.8', trustPublicUrl: true, apiKeyEnv: 'OLLAMA_API_KEY' })),
      KEY_PATH,
      /https:\/\/8\.8\.8\.8 .* is a custom public origin/,
    );
  });

  it('names the environment variable when the origin came from it', () => {
    expectSingleIssue(
      resolveIssues(ollama({}), { MONO_AGENT_WEB_SEARCH_OLLAMA_BASE_URL: 'https://search.example.net' }),
      'env MONO_AGENT_WEB_SEARCH_OLLAMA_BASE_URL (tools.web.search.ollama.baseUrl)',
      /needs tools\.web\.search\.ollama\.trustPublicUrl: true/,
    );
  });
});

describe('baseUrl shape', () => {
  it.each([
    ['credentials', 'http://user:pw@127.0.0.1:11434', /contains URL credentials/],
    ['a query', 'http://127.0.0.1:11434?x=1', /contains a query string/],
    ['a fragment', 'http://127.0.0.1:11434#x', /contains a fragment/],
    ['a path', 'http://127.0.0.1:11434/api', /has a path/],
    ['another scheme', 'ws://127.0.0.1:11434', /only http:\/\/ or https:\/\//],
    ['no URL', 'localhost', /is not an absolute URL/],
  ])('rejects %s', (_name, baseUrl, pattern) => {
    const message = expectSingleIssue(resolveIssues(ollama({ baseUrl })), URL_PATH, pattern, /accepted: a bare origin/);
    expect(message).not.toContain('pw@');
  });

  it.each(['OLLAMA_API_KEY', '_KEY', 'K2'])('accepts apiKeyEnv name %s', (apiKeyEnv) => {
    expect(resolveOk(ollama({ baseUrl: 'https://ollama.com', apiKeyEnv }), { [apiKeyEnv]: 'x' }).search.ollama?.apiKeyEnv).toBe(apiKeyEnv);
  });

  it.each(['ollama_api_key', '2KEY', 'MY-KEY', 'sk-abc123secret', ''])('rejects apiKeyEnv %j without echoing it', (apiKeyEnv) => {
    const message = expectSingleIssue(
      resolveIssues(ollama({ baseUrl: 'https://ollama.com', apiKeyEnv })),
      KEY_PATH,
      /accepted: the NAME of an environment variable/,
    );
    if (apiKeyEnv !== '') expect(message).not.toContain(apiKeyEnv);
  });
});
