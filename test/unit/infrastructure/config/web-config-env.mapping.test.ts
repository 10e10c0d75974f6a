import { describe, expect, it } from 'vitest';
import type { WebConfig } from '../../../../infrastructure/config/web-config.model.js';
import { WEB_SETTING_FIELDS } from '../../../../infrastructure/config/web-setting-fields.schema.js';
import { readWebConfigEnv } from '../../../../infrastructure/config/web-config-env.mapping.js';
import { unknownEnvVariableWarnings } from '../../../../infrastructure/config/unknown-env-variable.policy.js';
import { expectSingleIssue, resolveIssues, resolveOk, webFile } from './config-test-helpers.js';

/** A file that sets every key to a value the environment then overrides. */
const FILE = webFile({
  coordination: 'process',
  search: {
    backend: 'auto',
    maxRequestsPerRun: 4,
    searxng: { endpoint: 'http://127.0.0.1:8088' },
    ollama: { baseUrl: 'http://127.0.0.1:11434', trustPublicUrl: false },
    codex: { model: 'gpt-5.6-luna' },
  },
  fetch: { render: 'never', browserCommand: 'agent-browser' },
});

type Pick = (config: WebConfig) => unknown;
const OVERRIDES: ReadonlyArray<readonly [string, string, Pick, unknown]> = [
  ['MONO_AGENT_WEB_COORDINATION', 'host', (c) => c.coordination, 'host'],
  ['MONO_AGENT_WEB_SEARCH_BACKEND', 'keyless', (c) => c.search.backend, 'keyless'],
  ['MONO_AGENT_WEB_SEARCH_MAX_REQUESTS_PER_RUN', '12', (c) => c.search.maxRequestsPerRun, 12],
  ['MONO_AGENT_WEB_SEARCH_SEARXNG_ENDPOINT', 'http://localhost:9999/searx/', (c) => c.search.searxng?.endpoint, 'http://localhost:9999/searx'],
  ['MONO_AGENT_WEB_SEARCH_ENDPOINT', 'http://[::1]:7777', (c) => c.search.searxng?.endpoint, 'http://[::1]:7777'],
  ['MONO_AGENT_WEB_SEARCH_OLLAMA_BASE_URL', 'http://10.0.0.7:11434', (c) => c.search.ollama?.baseUrl, 'http://10.0.0.7:11434'],
  ['MONO_AGENT_WEB_SEARCH_OLLAMA_TRUST_PUBLIC_URL', 'true', (c) => c.search.ollama?.trustPublicUrl, true],
  ['MONO_AGENT_WEB_SEARCH_CODEX_MODEL', 'gpt-6-test', (c) => c.search.codex.model, 'gpt-6-test'],
  ['MONO_AGENT_WEB_FETCH_RENDER', 'auto', (c) => c.fetch.render, 'auto'],
  ['MONO_AGENT_WEB_BROWSER_COMMAND', '/usr/bin/agent-browser', (c) => c.fetch.browserCommand, '/usr/bin/agent-browser'],
  ['MONO_AGENT_WEB_MCP_RUN_IDLE_MS', '1500', (c) => c.mcp.runIdleMs, 1500],
  ['MONO_AGENT_WEB_TOOLS', 'WebFetch', (c) => c.enabledTools, ['WebFetch']],
];

describe('the environment table', () => {
  it('pins the spec variable names and the keys they stand for', () => {
    expect(Object.values(WEB_SETTING_FIELDS).map((field) => [field.env, field.path])).toEqual([
      ['MONO_AGENT_WEB_COORDINATION', 'tools.web.coordination'],
      ['MONO_AGENT_WEB_SEARCH_BACKEND', 'tools.web.search.backend'],
      ['MONO_AGENT_WEB_SEARCH_MAX_REQUESTS_PER_RUN', 'tools.web.search.maxRequestsPerRun'],
      ['MONO_AGENT_WEB_SEARCH_SEARXNG_ENDPOINT', 'tools.web.search.searxng.endpoint'],
      ['MONO_AGENT_WEB_SEARCH_ENDPOINT', 'tools.web.search.endpoint'],
      ['MONO_AGENT_WEB_SEARCH_OLLAMA_BASE_URL', 'tools.web.search.ollama.baseUrl'],
      ['MONO_AGENT_WEB_SEARCH_OLLAMA_API_KEY_ENV', 'tools.web.search.ollama.apiKeyEnv'],
      ['MONO_AGENT_WEB_SEARCH_OLLAMA_TRUST_PUBLIC_URL', 'tools.web.search.ollama.trustPublicUrl'],
      ['MONO_AGENT_WEB_SEARCH_CODEX_MODEL', 'tools.web.search.codex.model'],
      ['MONO_AGENT_WEB_FETCH_RENDER', 'tools.web.fetch.render'],
      ['MONO_AGENT_WEB_BROWSER_COMMAND', 'tools.web.fetch.browserCommand'],
      ['MONO_AGENT_WEB_MCP_RUN_IDLE_MS', 'tools.web.mcp.runIdleMs'],
      ['MONO_AGENT_WEB_TOOLS', 'tools.web.enabled'],
    ]);
  });

  it('has an override test for every variable', () => {
    const tested = new Set([...OVERRIDES.map(([name]) => name), 'MONO_AGENT_WEB_SEARCH_OLLAMA_API_KEY_ENV']);
    expect(Object.values(WEB_SETTING_FIELDS).every((field) => tested.has(field.env))).toBe(true);
  });
});

describe('environment variables override the file', () => {
  it.each(OVERRIDES)('%s=%s', (name, value, pick, expected) => {
    expect(pick(resolveOk(FILE, {}))).not.toEqual(expected);
    expect(pick(resolveOk(FILE, { [name]: value }))).toEqual(expected);
  });

  it('MONO_AGENT_WEB_SEARCH_OLLAMA_API_KEY_ENV names the hosted key variable', () => {
    const config = resolveOk(webFile({ search: { ollama: { baseUrl: 'https://ollama.com', apiKeyEnv: 'FILE_KEY' } } }), {
      MONO_AGENT_WEB_SEARCH_OLLAMA_API_KEY_ENV: 'ENV_KEY',
      ENV_KEY: 'secret-value',
    });
    expect(config.search.ollama?.apiKeyEnv).toBe('ENV_KEY');
    expect(JSON.stringify(config)).not.toContain('secret-value');
  });

  it('the environment applies without any file', () => {
    const config = resolveOk({}, { MONO_AGENT_WEB_COORDINATION: 'host', MONO_AGENT_WEB_FETCH_RENDER: 'auto' });
    expect(config.coordination).toBe('host');
    expect(config.fetch.render).toBe('auto');
  });

  it.each(['', '   '])('treats %j as unset', (value) => {
    const env = Object.fromEntries(
      [
        'MONO_AGENT_WEB_COORDINATION',
        'MONO_AGENT_WEB_SEARCH_BACKEND',
        'MONO_AGENT_WEB_SEARCH_MAX_REQUESTS_PER_RUN',
        'MONO_AGENT_WEB_SEARCH_SEARXNG_ENDPOINT',
        'MONO_AGENT_WEB_SEARCH_ENDPOINT',
        'MONO_AGENT_WEB_SEARCH_OLLAMA_BASE_URL',
        'MONO_AGENT_WEB_SEARCH_OLLAMA_API_KEY_ENV',
        'MONO_AGENT_WEB_SEARCH_OLLAMA_TRUST_PUBLIC_URL',
        'MONO_AGENT_WEB_SEARCH_CODEX_MODEL',
        'MONO_AGENT_WEB_FETCH_RENDER',
        'MONO_AGENT_WEB_BROWSER_COMMAND',
        'MONO_AGENT_WEB_MCP_RUN_IDLE_MS',
      ].map((name) => [name, value]),
    );
    expect(resolveOk(FILE, env)).toEqual(resolveOk(FILE, {}));
    expect(resolveOk({}, env).search.ollama).toBeUndefined();
  });

  it('trims surrounding whitespace from values', () => {
    expect(resolveOk({}, { MONO_AGENT_WEB_SEARCH_BACKEND: ' codex\n' }).search.backend).toBe('codex');
  });

  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
  ])('reads trustPublicUrl %s as %s', (text, expected) => {
    const config = resolveOk({}, { MONO_AGENT_WEB_SEARCH_OLLAMA_TRUST_PUBLIC_URL: text });
    expect(config.search.ollama?.trustPublicUrl).toBe(expected);
  });

  it('an env false overrides a file true', () => {
    const issues = resolveIssues(webFile({ search: { ollama: { baseUrl: 'https://ollama.example.net', trustPublicUrl: true } } }), {
      MONO_AGENT_WEB_SEARCH_OLLAMA_TRUST_PUBLIC_URL: '0',
    });
    expectSingleIssue(issues, 'tools.web.search.ollama.baseUrl', /needs tools\.web\.search\.ollama\.trustPublicUrl: true/);
  });
});

describe('environment rejections name the variable and the key path', () => {
  const label = (name: string, path: string) => `env ${name} (${path})`;
  it.each([
  ['MONO_AGENT_WEB_COORDINATION', 'global', 'tools.web.coordination', /"global" is not accepted; accepted: "process", "host"/],
  ['MONO_AGENT_WEB_SEARCH_BACKEND', 'Auto', 'tools.web.search.backend', /"Auto" is not accepted; accepted: "auto"/],
  ['MONO_AGENT_WEB_SEARCH_MAX_REQUESTS_PER_RUN', 'four', 'tools.web.search.maxRequestsPerRun', /"four" is not accepted; accepted: an integer from 1 through 20/],
  ['MONO_AGENT_WEB_SEARCH_MAX_REQUESTS_PER_RUN', '4.5', 'tools.web.search.maxRequestsPerRun', /"4.5" is not accepted/],
  ['MONO_AGENT_WEB_SEARCH_MAX_REQUESTS_PER_RUN', '0', 'tools.web.search.maxRequestsPerRun', /0 is too small/],
  ['MONO_AGENT_WEB_SEARCH_MAX_REQUESTS_PER_RUN', '21', 'tools.web.search.maxRequestsPerRun', /21 is too large/],
  ['MONO_AGENT_WEB_SEARCH_SEARXNG_ENDPOINT', 'http://search.example.org', 'tools.web.search.searxng.endpoint', /not a loopback address.*accepted: an unauthenticated loopback http:\/\/ URL/],
  ['MONO_AGENT_WEB_SEARCH_ENDPOINT', 'http://127.0.0.1:8088/?format=json', 'tools.web.search.endpoint', /query string.*accepted/],
  ['MONO_AGENT_WEB_SEARCH_OLLAMA_BASE_URL', 'ftp://127.0.0.1', 'tools.web.search.ollama.baseUrl', /only http:\/\/ or https:\/\/.*accepted: a bare origin/],
  ['MONO_AGENT_WEB_SEARCH_OLLAMA_API_KEY_ENV', 'ollama_key', 'tools.web.search.ollama.apiKeyEnv', /accepted: the NAME of an environment variable/],
  ['MONO_AGENT_WEB_SEARCH_OLLAMA_TRUST_PUBLIC_URL', 'yes', 'tools.web.search.ollama.trustPublicUrl', /"yes" is not accepted; accepted: true, false, 1 or 0/],
  ['MONO_AGENT_WEB_SEARCH_OLLAMA_TRUST_PUBLIC_URL', 'TRUE', 'tools.web.search.ollama.trustPublicUrl', /accepted: true, false, 1 or 0/],
  ['MONO_AGENT_WEB_SEARCH_CODEX_MODEL', 'gpt 5', 'tools.web.search.codex.model', /accepted: a model id/],
  ['MONO_AGENT_WEB_FETCH_RENDER', 'yes', 'tools.web.fetch.render', /"yes" is not accepted; accepted: "never", "auto"$/],
  ['MONO_AGENT_WEB_FETCH_RENDER', 'always', 'tools.web.fetch.render', /"always" is not a config value: it is a per-call request .*accepted: "never", "auto"/],
  ['MONO_AGENT_WEB_BROWSER_COMMAND', 'agent-browser --headed', 'tools.web.fetch.browserCommand', /accepted: a bare command name/],
  ['MONO_AGENT_WEB_MCP_RUN_IDLE_MS', '5m', 'tools.web.mcp.runIdleMs', /"5m" is not accepted; accepted: whole milliseconds from 100 through 86400000/],
  ['MONO_AGENT_WEB_MCP_RUN_IDLE_MS', '99', 'tools.web.mcp.runIdleMs', /99 is too small/],
  ['MONO_AGENT_WEB_MCP_RUN_IDLE_MS', '86400001', 'tools.web.mcp.runIdleMs', /86400001 is too large/],
  ])('%s=%s', (name, value, path, pattern) => {
    expectSingleIssue(resolveIssues({}, { [name]: value }), label(name, path), pattern);
  });

  it('never echoes an apiKeyEnv value, which may be a pasted key', () => {
    const issues = resolveIssues({}, { MONO_AGENT_WEB_SEARCH_OLLAMA_API_KEY_ENV: 'sk-live-abcdef123456' });
    expect(JSON.stringify(issues)).not.toContain('abcdef123456');
  });

  it('validates a file value even when the environment overrides it', () => {
    const issues = resolveIssues(webFile({ coordination: 'bogus' }), { MONO_AGENT_WEB_COORDINATION: 'host' });
    expectSingleIssue(issues, 'tools.web.coordination', /"bogus" is not accepted/);
  });
});

describe('unknown environment variable warnings', () => {
  it('warns about a near-miss MONO_AGENT_WEB_* name, suggests the nearest known name, and ignores it', () => {
    expect(readWebConfigEnv({ MONO_AGENT_WEB_SEARCH_BAKEND: 'keyless' }).settings).toEqual({});
    expect(unknownEnvVariableWarnings({ MONO_AGENT_WEB_SEARCH_BAKEND: 'keyless' })).toEqual([
      'environment variable MONO_AGENT_WEB_SEARCH_BAKEND is not used by mono-agent-web and is ignored; did you mean MONO_AGENT_WEB_SEARCH_BACKEND?',
    ]);
  });

  it('warns about any unknown name in its own namespaces, even without a close match', () => {
    expect(unknownEnvVariableWarnings({ MONO_AGENT_WEB_STATE_DIRECTORY: '/tmp/x', MONO_AGENT_SANDBOX_NETWORK_ALOW: 'x', PATH: '/bin' })).toEqual([
      'environment variable MONO_AGENT_SANDBOX_NETWORK_ALOW is not used by mono-agent-web and is ignored; did you mean MONO_AGENT_SANDBOX_NETWORK_ALLOW?',
      expect.stringMatching(/^environment variable MONO_AGENT_WEB_STATE_DIRECTORY is not a known mono-agent-web variable and is ignored; the known ones are listed by mono-agent --help$/),
    ]);
  });

  it('reports a near miss of MONO_AGENT_CONFIG, but stays silent about other MONO_AGENT_* names the runtime owns', () => {
    expect(unknownEnvVariableWarnings({ MONO_AGENT_CONFG: '/a.json', MONO_AGENT_MODEL: 'x', MONO_AGENT_CONFIG: '/b.json' })).toEqual([
      expect.stringMatching(/MONO_AGENT_CONFG .*did you mean MONO_AGENT_CONFIG\?/),
    ]);
  });

  it('never reports the variable named as the hosted-Ollama key, and never echoes a value', () => {
    const env = { MONO_AGENT_WEB_OLLAMA_KEY: 'sk-secret-value' };
    expect(unknownEnvVariableWarnings(env, ['MONO_AGENT_WEB_OLLAMA_KEY'])).toEqual([]);
    expect(unknownEnvVariableWarnings(env).join('\n')).not.toContain('sk-secret-value');
    const config = resolveOk({ tools: { web: { search: { ollama: { baseUrl: 'https://ollama.com', apiKeyEnv: 'MONO_AGENT_WEB_OLLAMA_KEY' } } } } }, env);
    expect(config.warnings).toEqual([]);
  });

  it('knows the host state directory variable (it has no config key, but it is ours)', () => {
    expect(unknownEnvVariableWarnings({ MONO_AGENT_WEB_CONTROL_DIR: '/tmp/web-control' })).toEqual([]);
    expect(unknownEnvVariableWarnings({ MONO_AGENT_WEB_CONTROL_DR: '/tmp/web-control' })).toEqual([
      expect.stringMatching(/did you mean MONO_AGENT_WEB_CONTROL_DIR\?/),
    ]);
  });

  it('surfaces the warning in the resolved config', () => {
    expect(resolveOk({}, { MONO_AGENT_WEB_FETCH_RENDRE: 'auto' }).warnings).toEqual([
      expect.stringMatching(/did you mean MONO_AGENT_WEB_FETCH_RENDER/),
    ]);
  });
});
