import { describe, expect, it } from 'vitest';
import { describeConfigError } from '../../../../infrastructure/config/config-error.model.js';
import { resolveWebConfig } from '../../../../infrastructure/config/web-config.resolver.js';
import { expectSingleIssue, resolveIssues, resolveOk, webFile } from './config-test-helpers.js';

describe('resolveWebConfig defaults', () => {
  it.each([
    ['an empty file', {}],
    ['an empty tools block', { tools: {} }],
    ['an empty tools.web block', webFile({})],
    ['empty sub-blocks', webFile({ search: { codex: {} }, fetch: {} })],
  ])('applies every spec default for %s', (_name, file) => {
    const config = resolveOk(file);
    expect(config).toEqual({
      enabledTools: ['WebSearch', 'WebFetch'],
      coordination: 'process',
      search: { backend: 'auto', maxRequestsPerRun: 4, codex: { model: 'gpt-5.6-luna' } },
      fetch: { render: 'never', browserCommand: 'agent-browser' },
      mcp: { runIdleMs: 300_000 },
      network: { mode: 'all' },
      warnings: [],
    });
  });

  it('configures neither SearXNG nor Ollama in auto mode without their blocks', () => {
    const config = resolveOk(webFile({ search: { backend: 'auto' } }));
    expect(config.search.searxng).toBeUndefined();
    expect(config.search.ollama).toBeUndefined();
  });

  it('ignores unknown keys outside tools.web (the rest of the agent config)', () => {
    const config = resolveOk({ model: 'x', tools: { shell: { enabled: true }, web: {} }, sandbox: { filesystem: 'ro' } });
    expect(config.coordination).toBe('process');
  });
});

describe('resolveWebConfig reads every key', () => {
  it('accepts the spec recommended configuration verbatim', () => {
    const config = resolveOk(
      webFile({
        coordination: 'host',
        search: {
          backend: 'auto',
          maxRequestsPerRun: 4,
          ollama: { baseUrl: 'http://127.0.0.1:11434' },
          searxng: { endpoint: 'http://127.0.0.1:8088' },
          codex: { model: 'gpt-5.6-luna' },
        },
        fetch: { render: 'never', browserCommand: 'agent-browser' },
      }),
    );
    expect(config.coordination).toBe('host');
    expect(config.search.searxng).toEqual({ endpoint: 'http://127.0.0.1:8088' });
    expect(config.search.ollama).toEqual({
      baseUrl: 'http://127.0.0.1:11434',
      originClass: 'loopback',
      hosted: false,
      trustPublicUrl: false,
    });
    expect(config.warnings).toEqual([]);
  });

  it('reads each non-default value', () => {
    const config = resolveOk(
      webFile({
        coordination: 'host',
        search: { backend: 'keyless', maxRequestsPerRun: 20, codex: { model: 'gpt-5.5-mini' } },
        fetch: { render: 'auto', browserCommand: '/opt/agent-browser/bin/agent-browser' },
      }),
    );
    expect(config.search).toMatchObject({ backend: 'keyless', maxRequestsPerRun: 20, codex: { model: 'gpt-5.5-mini' } });
    expect(config.fetch).toEqual({ render: 'auto', browserCommand: '/opt/agent-browser/bin/agent-browser' });
  });

  it.each(['auto', 'searxng', 'ollama', 'codex', 'keyless'] as const)('accepts backend %s', (backend) => {
    const search = backend === 'searxng' ? { backend, searxng: { endpoint: 'http://127.0.0.1:8088' } } : { backend };
    expect(resolveOk(webFile({ search })).search.backend).toBe(backend);
  });

  it.each(['never', 'auto'] as const)('accepts render %s', (render) => {
    expect(resolveOk(webFile({ fetch: { render } })).fetch.render).toBe(render);
  });

  it.each([1, 20])('accepts maxRequestsPerRun %i at the bounds', (maxRequestsPerRun) => {
    expect(resolveOk(webFile({ search: { maxRequestsPerRun } })).search.maxRequestsPerRun).toBe(maxRequestsPerRun);
  });

  it('returns a deeply frozen value', () => {
    const config = resolveOk(webFile({ search: { searxng: { endpoint: 'http://127.0.0.1:8088' } } }));
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.search)).toBe(true);
    expect(Object.isFrozen(config.search.searxng)).toBe(true);
    expect(Object.isFrozen(config.warnings)).toBe(true);
    expect(Object.isFrozen(config.network)).toBe(true);
  });
});

describe('resolveWebConfig rejections name the key path and what is accepted', () => {
  it.each([
    ['coordination', { coordination: 'hots' }, 'tools.web.coordination', /"hots" is not accepted; accepted: "process", "host"/],
    ['backend', { search: { backend: 'google' } }, 'tools.web.search.backend', /accepted: "auto", "searxng", "ollama", "codex", "keyless"/],
    ['render', { fetch: { render: 'sometimes' } }, 'tools.web.fetch.render', /"sometimes" is not accepted; accepted: "never", "auto"$/],
    ['render always (a per-call request, not a config value)', { fetch: { render: 'always' } }, 'tools.web.fetch.render', /"always" is not a config value: it is a per-call request \(render: "always"\) that needs this setting to be "auto"; accepted: "never", "auto"/],
    ['max 0', { search: { maxRequestsPerRun: 0 } }, 'tools.web.search.maxRequestsPerRun', /0 is too small; accepted: an integer from 1 through 20/],
    ['max 21', { search: { maxRequestsPerRun: 21 } }, 'tools.web.search.maxRequestsPerRun', /21 is too large; accepted: an integer from 1 through 20/],
    ['max 2.5', { search: { maxRequestsPerRun: 2.5 } }, 'tools.web.search.maxRequestsPerRun', /2.5 is not accepted; accepted: an integer from 1 through 20/],
    ['max "4"', { search: { maxRequestsPerRun: '4' } }, 'tools.web.search.maxRequestsPerRun', /"4" is not accepted; accepted: an integer/],
    ['codex model with space', { search: { codex: { model: 'gpt 5' } } }, 'tools.web.search.codex.model', /accepted: a model id such as gpt-5.6-luna/],
    ['empty codex model', { search: { codex: { model: '' } } }, 'tools.web.search.codex.model', /accepted: a model id/],
    ['trustPublicUrl as text', { search: { ollama: { trustPublicUrl: 'true' } } }, 'tools.web.search.ollama.trustPublicUrl', /"true" is not accepted; accepted: true or false/],
    ['web block as array', [], 'tools.web', /expected an object but got an array/],
    ['search block as string', { search: 'auto' }, 'tools.web.search', /expected an object but got string/],
  ])('rejects %s', (_name, web, path, pattern) => {
    expectSingleIssue(resolveIssues(webFile(web)), path, pattern);
  });

  it.each([
    'agent-browser --headless',
    'agent-browser;rm -rf /',
    '$(agent-browser)',
    'agent-browser|tee',
    './bin/agent-browser',
    'bin/agent-browser',
    '~/bin/agent-browser',
    '/opt/my dir/agent-browser',
    '',
  ])('rejects browserCommand %j (bare name or absolute path only)', (browserCommand) => {
    expectSingleIssue(
      resolveIssues(webFile({ fetch: { browserCommand } })),
      'tools.web.fetch.browserCommand',
      /accepted: a bare command name \(agent-browser\) or an absolute path/,
      /never by a shell/,
    );
  });

  it.each(['agent-browser', 'agent-browser-0.33', '/usr/local/bin/agent-browser', 'C:\\Tools\\agent-browser.exe'])(
    'accepts browserCommand %j',
    (browserCommand) => {
      expect(resolveOk(webFile({ fetch: { browserCommand } })).fetch.browserCommand).toBe(browserCommand);
    },
  );

  it('rejects a non-object config file at the root', () => {
    expectSingleIssue(resolveIssues('tools'), '(config root)', /expected an object but got string/);
  });

  it('rejects an unknown key under tools.web with the likely intended key', () => {
    expectSingleIssue(
      resolveIssues(webFile({ serach: { backend: 'keyless' } })),
      'tools.web.serach',
      /did you mean "search"\?/,
      /accepted keys here: coordination, search, fetch/,
    );
  });

  it.each([
    [{ search: { maxRequestPerRun: 3 } }, 'tools.web.search.maxRequestPerRun', /did you mean "maxRequestsPerRun"/],
    [{ search: { searxng: { url: 'http://127.0.0.1:8088' } } }, 'tools.web.search.searxng.url', /accepted keys here: endpoint$/],
    [{ search: { ollama: { apiKey: 'sk-x' } } }, 'tools.web.search.ollama.apiKey', /did you mean "apiKeyEnv".*accepted keys here: baseUrl, apiKeyEnv, trustPublicUrl/],
    [{ search: { codex: { Model: 'x' } } }, 'tools.web.search.codex.Model', /did you mean "model"/],
    [{ fetch: { browser: 'x' } }, 'tools.web.fetch.browser', /accepted keys here: render, browserCommand/],
  ])('rejects unknown nested key %#', (web, path, pattern) => {
    expectSingleIssue(resolveIssues(webFile(web)), path, pattern);
  });

  it('reports every problem at once, file and environment together', () => {
    const issues = resolveIssues(
      {
        tools: {
          web: {
            coordination: 'shared',
            extra: 1,
            search: { maxRequestsPerRun: 50, endpoint: 'http://searx.example.org' },
            fetch: { render: 'maybe' },
          },
        },
        sandbox: { network: { mode: 'allowlist', allow: ['bad host'] } },
      },
      { MONO_AGENT_WEB_SEARCH_BACKEND: 'bing', MONO_AGENT_WEB_SEARCH_OLLAMA_TRUST_PUBLIC_URL: 'yes' },
    );
    expect(issues.map((issue) => issue.path).sort()).toEqual(
      [
        'tools.web.coordination',
        'tools.web.extra',
        'tools.web.search.maxRequestsPerRun',
        'tools.web.search.endpoint',
        'tools.web.fetch.render',
        'sandbox.network.allow[0]',
        'env MONO_AGENT_WEB_SEARCH_BACKEND (tools.web.search.backend)',
        'env MONO_AGENT_WEB_SEARCH_OLLAMA_TRUST_PUBLIC_URL (tools.web.search.ollama.trustPublicUrl)',
      ].sort(),
    );
    for (const issue of issues) expect(issue.message).toMatch(/accepted/);
  });

  it('reports several cross-field problems together', () => {
    const issues = resolveIssues(
      webFile({
        search: {
          backend: 'searxng',
          ollama: { baseUrl: 'http://192.168.1.5:11434', apiKeyEnv: 'OLLAMA_API_KEY' },
        },
      }),
    );
    expect(issues.map((issue) => issue.path)).toEqual(['tools.web.search.backend', 'tools.web.search.ollama.apiKeyEnv']);
  });

  it('describes an error as one path: message line per issue', () => {
    const result = resolveWebConfig(webFile({ coordination: 'x', fetch: { render: 'y' } }), {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(describeConfigError(result.error).split('\n')).toEqual([
      expect.stringMatching(/^tools\.web\.coordination: "x" is not accepted/),
      expect.stringMatching(/^tools\.web\.fetch\.render: "y" is not accepted/),
    ]);
  });
});

describe('tools.web.mcp.runIdleMs', () => {
  it('reads the file key and rejects values outside 100 ms to 24 h', () => {
    expect(resolveOk(webFile({ mcp: { runIdleMs: 60_000 } })).mcp).toEqual({ runIdleMs: 60_000 });
    expectSingleIssue(resolveIssues(webFile({ mcp: { runIdleMs: 50 } })), 'tools.web.mcp.runIdleMs', /50 is too small; accepted: whole milliseconds from 100/);
    expectSingleIssue(resolveIssues(webFile({ mcp: { runIdleMs: '5m' } })), 'tools.web.mcp.runIdleMs', /"5m" is not accepted/);
  });

  it('rejects unknown keys in the mcp block with a suggestion', () => {
    expectSingleIssue(resolveIssues(webFile({ mcp: { runIdle: 1000 } })), 'tools.web.mcp.runIdle', /did you mean "runIdleMs"/);
  });
});
