import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuiltCli } from './support/built-cli.js';
import { scenarioPath, startServerProcess, type ServerProcess } from './support/server-process.js';
import { isolatedCodexHome, REAL_CODEX } from '../support/codex/codex-binary.js';

// `mono-agent validate` as users run it: the built CLI as its own process against fake SearXNG
// and Ollama servers in another process, a fake old agent-browser, and the real codex app-server.
let servers: ServerProcess;
let dir: string;
let codexHome: { path: string; remove: () => void };

beforeAll(async () => {
  servers = await startServerProcess(scenarioPath('validate-endpoints.mjs'));
  dir = mkdtempSync(join(tmpdir(), 'mono-agent-validate-'));
  codexHome = isolatedCodexHome();
});
afterAll(async () => {
  await servers.close();
  rmSync(dir, { recursive: true, force: true });
  codexHome.remove();
});

interface Report {
  readonly ok: boolean;
  readonly checks: readonly { readonly id: string; readonly status: string; readonly message: string; readonly fix?: string }[];
}

let configs = 0;
async function validate(config: unknown, args: readonly string[] = [], env: Record<string, string> = {}): Promise<{ code: number; report: Report; stderr: string }> {
  const file = join(dir, `config-${(configs += 1)}.json`);
  writeFileSync(file, JSON.stringify(config));
  const run = await runBuiltCli(['validate', '--json', '--config', file, ...args], { HOME: dir, CODEX_HOME: codexHome.path, ...env });
  return { code: run.code, report: JSON.parse(run.stdout) as Report, stderr: run.stderr };
}

const byId = (report: Report, id: string) => report.checks.find((check) => check.id === id);
const searxng = (index: number, extra: Record<string, unknown> = {}) => ({ tools: { web: { search: { backend: 'searxng', searxng: { endpoint: servers.origins[index] } }, ...extra } }, sandbox: { network: { mode: 'localhost' } } });

describe('mono-agent validate (built CLI, servers in another process)', () => {
  it('healthy SearXNG: exit 0, the JSON shape and engine health pass', async () => {
    const { code, report } = await validate(searxng(0));
    expect(code).toBe(0);
    expect(report.ok).toBe(true);
    expect(byId(report, 'searxng.json')?.message).toBe('SearXNG answered the JSON query with the expected shape (2 results)');
    expect(byId(report, 'searxng.engines')?.status).toBe('ok');
    for (const check of report.checks) expect(Object.keys(check).sort()).toEqual(check.status === 'ok' ? ['id', 'message', 'status'] : ['fix', 'id', 'message', 'status']);
  });

  it('every engine unresponsive: exit 1, each engine named with its reason', async () => {
    const { code, report } = await validate(searxng(1));
    expect(code).toBe(1);
    expect(byId(report, 'searxng.engines')).toMatchObject({ status: 'fail', message: 'every engine that answered failed, so SearXNG returns nothing: brave: too many requests; duckduckgo: CAPTCHA; startpage: Suspended: access denied' });
  });

  it('JSON disabled (403): the fix names search.formats in settings.yml', async () => {
    const { code, report } = await validate(searxng(2));
    expect(code).toBe(1);
    expect(byId(report, 'searxng.json')?.fix).toMatch(/search\.formats to \[html, json\]/);
  });

  it('wrong shape: the fix points the endpoint at SearXNG', async () => {
    const { report } = await validate(searxng(3));
    expect(byId(report, 'searxng.json')).toMatchObject({ status: 'fail', message: expect.stringContaining('text/html') as unknown });
  });

  it('Ollama 404 → /api/web_search ok, and 404 → 404 fails naming both paths', async () => {
    const ok = await validate({ tools: { web: { search: { backend: 'ollama', ollama: { baseUrl: servers.origins[4] } } } }, sandbox: { network: { mode: 'localhost' } } });
    expect(ok.code).toBe(0);
    expect(byId(ok.report, 'ollama.web_search')?.message).toBe('Ollama web search answered (POST /api/experimental/web_search → 404, POST /api/web_search → 200; 1 results)');
    const missing = await validate({ tools: { web: { search: { backend: 'ollama', ollama: { baseUrl: servers.origins[5] } } } }, sandbox: { network: { mode: 'localhost' } } });
    expect(missing.code).toBe(1);
    expect(byId(missing.report, 'ollama.web_search')?.message).toBe('Ollama web search failed: POST /api/experimental/web_search → 404, POST /api/web_search → 404');
  });

  it('a fake old agent-browser: the version it printed, and no browser launch', async () => {
    const fake = join(dir, 'old-agent-browser');
    writeFileSync(fake, '#!/bin/sh\necho "agent-browser 0.30.0"\n');
    chmodSync(fake, 0o755);
    const { code, report } = await validate({ tools: { web: { search: { backend: 'keyless' }, fetch: { render: 'auto', browserCommand: fake } } } });
    expect(code).toBe(1);
    expect(byId(report, 'render.agent_browser')).toMatchObject({ status: 'fail', message: `${fake} is agent-browser 0.30.0; rendering needs 0.33.1 or newer` });
    expect(byId(report, 'render.chromium')).toMatchObject({ status: 'fail', fix: 'fix render.agent_browser first' });
  });

  it('the real codex app-server, not signed in: each readiness check on its own line', async () => {
    const { code, report } = await validate({ tools: { web: { search: { backend: 'codex' } } } }, [], { PATH: `${join(REAL_CODEX, '..')}:${process.env['PATH'] ?? ''}` });
    expect(code).toBe(1);
    expect(report.checks.filter((check) => check.id.startsWith('codex.')).map((check) => [check.id, check.status])).toEqual([
      ['codex.codex_installed', 'ok'], ['codex.app_server_started', 'ok'], ['codex.chatgpt_sign_in', 'fail'], ['codex.web_search_capability', 'ok'], ['codex.model_listed', 'ok'],
    ]);
    expect(byId(report, 'codex.chatgpt_sign_in')?.fix).toMatch(/codex login/);
  });

  it('auto reports Codex as checked lazily, without starting it', async () => {
    const { report } = await validate({ tools: { web: { search: { backend: 'auto' } } } }, ['--no-liveness']);
    expect(byId(report, 'liveness')?.status).toBe('ok');
    const live = await validate({ tools: { web: { search: { backend: 'auto' } } } }, [], { PATH: '/nonexistent' });
    expect(byId(live.report, 'codex.readiness')?.message).toMatch(/checked lazily/);
  });

  it('an unusable configuration: exit 2, one failing line per broken rule', async () => {
    const { code, report } = await validate({ tools: { web: { search: { backend: 'bing' }, enabled: ['Browse'] } } });
    expect(code).toBe(2);
    expect(report.ok).toBe(false);
    expect(report.checks.filter((check) => check.id === 'config.invalid').map((check) => check.message)).toEqual([
      'tools.web.search.backend: "bing" is not accepted',
      'tools.web.enabled[0]: "Browse" is not a tool name',
    ]);
    const missing = await runBuiltCli(['validate', '--config', join(dir, 'absent.json')], { HOME: dir });
    expect(missing.code).toBe(2);
    expect(missing.stdout).toMatch(/FAIL {2}config\.invalid/);
  });

  it('every endpoint hanging: finishes within 30 s and reports each as timed out', async () => {
    const hang = servers.origins[6];
    const browser = join(dir, 'hanging-agent-browser');
    writeFileSync(browser, '#!/bin/sh\nexec sleep 120\n');
    chmodSync(browser, 0o755);
    const config = {
      tools: { web: { search: { backend: 'auto', searxng: { endpoint: hang }, ollama: { baseUrl: hang } }, fetch: { render: 'auto', browserCommand: browser } } },
      sandbox: { network: { mode: 'all' } },
    };
    // The per-probe deadlines are the real ones (5 s HTTP, 5 s for --version): this run takes
    // about 5 s; the test's own timeout is the 30 s bound the command must keep.
    const { code, report } = await validate(config);
    expect(code).toBe(1); // auto falls back, so SearXNG and Ollama are warnings; the browser fails
    expect(byId(report, 'searxng.json')?.message).toMatch(/timed out: no answer within 5 s/);
    expect(byId(report, 'ollama.web_search')?.message).toMatch(/timed out: no answer within 5 s/);
    expect(byId(report, 'searxng.json')?.status).toBe('warn');
    expect(byId(report, 'render.agent_browser')).toMatchObject({ status: 'fail', message: `${browser} --version timed out: no answer within 5 s` });
  }, 30_000);
});
