import { describe, expect, it } from 'vitest';
import { configProblemChecks, configWarningChecks } from '../../../../domain/validate/config-checks.js';
import { resolveWebConfig } from '../../../../infrastructure/config/web-config.resolver.js';

describe('config warnings as validate lines', () => {
  // Each warning the real loader emits, produced by the real loader, gets a specific fix.
  it.each([
    [{ tools: { web: { search: { endpoint: 'http://127.0.0.1:8088' } } } }, {}, /^move the value of tools\.web\.search\.endpoint to tools\.web\.search\.searxng\.endpoint/],
    [{}, { MONO_AGENT_WEB_SEARCH_BACKNED: 'auto' }, /^rename MONO_AGENT_WEB_SEARCH_BACKNED to MONO_AGENT_WEB_SEARCH_BACKEND$/],
    [{}, { MONO_AGENT_WEB_XYZZY_PLUGH_QUUX: '1' }, /^unset MONO_AGENT_WEB_XYZZY_PLUGH_QUUX/],
    [{ tools: { web: { search: { ollama: { baseUrl: 'https://ollama.com', apiKeyEnv: 'OLLAMA_API_KEY' } } } } }, {}, /^export OLLAMA_API_KEY=/],
    [{ tools: { web: { search: { ollama: { baseUrl: 'https://ollama.com' } } } } }, {}, /^set tools\.web\.search\.ollama\.apiKeyEnv/],
    [{ tools: { web: { search: { ollama: { baseUrl: 'http://127.0.0.1:11434', trustPublicUrl: true } } } } }, {}, /^remove tools\.web\.search\.ollama\.trustPublicUrl$/],
    [{ sandbox: { network: { mode: 'all', allow: ['example.com'] } } }, {}, /^remove sandbox\.network\.allow, or set sandbox\.network\.mode to "allowlist"/],
  ])('%j %j', (file, env, fix) => {
    const config = resolveWebConfig(file, env);
    if (!config.ok) throw new Error('expected a valid config');
    const checks = configWarningChecks(config.value.warnings);
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ id: 'config.warning', status: 'warn' });
    expect(checks[0]?.fix).toMatch(fix);
  });
});

describe('loader rules as validate lines', () => {
  it('splits the accepted values off into the fix', () => {
    const config = resolveWebConfig({ tools: { web: { search: { backend: 'bing' } } } }, {});
    if (config.ok) throw new Error('expected config_invalid');
    expect(configProblemChecks(config.error.issues)).toEqual([
      { id: 'config.invalid', status: 'fail', message: 'tools.web.search.backend: "bing" is not accepted', fix: 'correct tools.web.search.backend; accepted: "auto", "searxng", "ollama", "codex", "keyless"' },
    ]);
  });
});
