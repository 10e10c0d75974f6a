import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuiltCli } from './support/built-cli.js';
import { scenarioPath, startServerProcess, type ServerProcess } from './support/server-process.js';

// The built CLI as its own process: where its configuration comes from, the sandbox variables,
// configuration warnings, and help. The site runs in its own process.
let site: ServerProcess;
let root: string;

beforeAll(async () => {
  site = await startServerProcess(scenarioPath('surfaces-site.mjs'));
  root = mkdtempSync(join(tmpdir(), 'mono-agent-cli-config-'));
});

afterAll(async () => {
  await site.close();
  rmSync(root, { recursive: true, force: true });
});

let homes = 0;
/** A fresh HOME, with `~/.mono-agent/config.json` when `defaultConfig` is given. */
function home(defaultConfig?: unknown): string {
  const dir = join(root, `home-${(homes += 1)}`);
  mkdirSync(dir);
  if (defaultConfig !== undefined) {
    mkdirSync(join(dir, '.mono-agent'));
    writeFileSync(join(dir, '.mono-agent', 'config.json'), JSON.stringify(defaultConfig));
  }
  return dir;
}

function file(name: string, value: unknown): string {
  const path = join(root, name);
  writeFileSync(path, JSON.stringify(value));
  return path;
}

const sandbox = (mode: string, allow?: readonly string[]) => ({ sandbox: { network: { mode, ...(allow === undefined ? {} : { allow }) } } });
const fetchArticle = (...extra: string[]) => ['fetch', `${site.origin}/article.html`, '--json', '--max-lines', '2', ...extra];
const codeOf = (stdout: string): string => {
  const parsed = JSON.parse(stdout) as { ok: boolean; error?: { code: string } };
  return parsed.ok ? 'ok' : (parsed.error?.code ?? 'unknown');
};

describe('config discovery (--config, else MONO_AGENT_CONFIG, else ~/.mono-agent/config.json)', () => {
  it('finds ~/.mono-agent/config.json under HOME by itself, and does without one', async () => {
    const found = await runBuiltCli(fetchArticle(), { HOME: home(sandbox('localhost')) });
    expect(found.stderr).toBe('');
    expect(codeOf(found.stdout)).toBe('ok');
    // No file anywhere: defaults apply, and the default sandbox ("all") refuses a loopback page.
    const none = await runBuiltCli(fetchArticle(), { HOME: home() });
    expect(codeOf(none.stdout)).toBe('policy_denied');
  });

  it('MONO_AGENT_CONFIG beats the default file, and --config beats both', async () => {
    const dir = home(sandbox('localhost'));
    const blocked = file('none.json', sandbox('none'));
    expect(codeOf((await runBuiltCli(fetchArticle(), { HOME: dir, MONO_AGENT_CONFIG: blocked })).stdout)).toBe('policy_denied');
    const open = file('localhost.json', sandbox('localhost'));
    expect(codeOf((await runBuiltCli(fetchArticle('--config', open), { HOME: dir, MONO_AGENT_CONFIG: blocked })).stdout)).toBe('ok');
  });

  it('a MONO_AGENT_CONFIG naming a missing file is config_invalid (exit 2), never a silent fallback', async () => {
    const missing = join(root, 'missing.json');
    const run = await runBuiltCli(fetchArticle(), { HOME: home(sandbox('localhost')), MONO_AGENT_CONFIG: missing });
    expect(run.code).toBe(2);
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: false, error: { code: 'config_invalid', message: `file ${missing}: does not exist; accepted: a readable JSON agent config file, or no config path at all` } });
  });
});

describe('MONO_AGENT_SANDBOX_NETWORK_MODE / _ALLOW', () => {
  it('set the sandbox without any file: localhost, or an allowlist naming the site', async () => {
    const dir = home();
    expect(codeOf((await runBuiltCli(fetchArticle(), { HOME: dir, MONO_AGENT_SANDBOX_NETWORK_MODE: 'localhost' })).stdout)).toBe('ok');
    const port = new URL(site.origin).port;
    const allowed = await runBuiltCli(fetchArticle(), { HOME: dir, MONO_AGENT_SANDBOX_NETWORK_MODE: 'allowlist', MONO_AGENT_SANDBOX_NETWORK_ALLOW: `docs.example.org, 127.0.0.1:${port}` });
    expect(codeOf(allowed.stdout)).toBe('ok');
    const otherPort = await runBuiltCli(fetchArticle(), { HOME: dir, MONO_AGENT_SANDBOX_NETWORK_MODE: 'allowlist', MONO_AGENT_SANDBOX_NETWORK_ALLOW: `127.0.0.1:${Number(port) === 1 ? 2 : 1}` });
    expect(codeOf(otherPort.stdout)).toBe('policy_denied');
  });

  it('override the file: the variable mode wins over the discovered file', async () => {
    const run = await runBuiltCli(fetchArticle(), { HOME: home(sandbox('localhost')), MONO_AGENT_SANDBOX_NETWORK_MODE: 'none' });
    expect(codeOf(run.stdout)).toBe('policy_denied');
  });

  it('reject a bad mode or entry with exit 2, naming the variable (and the entry)', async () => {
    const mode = await runBuiltCli(fetchArticle(), { HOME: home(), MONO_AGENT_SANDBOX_NETWORK_MODE: 'open' });
    expect(mode.code).toBe(2);
    expect(JSON.parse(mode.stdout)).toMatchObject({ error: { code: 'config_invalid', message: 'env MONO_AGENT_SANDBOX_NETWORK_MODE (sandbox.network.mode): "open" is not accepted; accepted: "none", "localhost", "allowlist", "all"' } });
    const entry = await runBuiltCli(['fetch', `${site.origin}/article.html`], { HOME: home(), MONO_AGENT_SANDBOX_NETWORK_MODE: 'allowlist', MONO_AGENT_SANDBOX_NETWORK_ALLOW: '127.0.0.1,example.com/docs' });
    expect(entry.code).toBe(2);
    expect(entry.stderr).toMatch(/^mono-agent fetch: config_invalid: env MONO_AGENT_SANDBOX_NETWORK_ALLOW \(sandbox\.network\.allow\[1\]\): "example\.com\/docs" is not an allowlist entry; accepted: /);
  });
});

describe('configuration warnings on stderr', () => {
  it('legacy alias, a mistyped MONO_AGENT_WEB_* variable and an unset hosted-Ollama key variable, with the result intact on stdout', async () => {
    const config = file('warnings.json', {
      tools: { web: { search: { endpoint: 'http://127.0.0.1:8088', ollama: { baseUrl: 'https://ollama.com', apiKeyEnv: 'MY_OLLAMA_KEY' } } } },
      ...sandbox('localhost'),
    });
    const run = await runBuiltCli(fetchArticle('--config', config), { HOME: home(), MONO_AGENT_WEB_SEARCH_MAX_REQUEST_PER_RUN: '3' });
    expect(codeOf(run.stdout)).toBe('ok');
    expect(run.stderr.split('\n').filter((line) => line !== '')).toEqual([
      'mono-agent: warning: environment variable MONO_AGENT_WEB_SEARCH_MAX_REQUEST_PER_RUN is not used by mono-agent-web and is ignored; did you mean MONO_AGENT_WEB_SEARCH_MAX_REQUESTS_PER_RUN?',
      'mono-agent: warning: tools.web.search.endpoint is a legacy alias; prefer tools.web.search.searxng.endpoint (or its environment variable)',
      'mono-agent: warning: tools.web.search.ollama.apiKeyEnv names MY_OLLAMA_KEY, which is not set; hosted requests will fail authentication',
    ]);
  });
});

describe('help', () => {
  it('`help` and `help fetch` exit 0 with help on stdout', async () => {
    for (const args of [['help'], ['help', 'fetch']]) {
      const run = await runBuiltCli(args, { HOME: home() });
      expect(run.code, args.join(' ')).toBe(0);
      expect(run.stdout).toMatch(/^Usage: mono-agent/);
      expect(run.stderr).toBe('');
    }
  });

  it('--help ends with the environment variables and the exit statuses', async () => {
    const run = await runBuiltCli(['--help'], { HOME: home() });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Configuration file: --config FILE, else $MONO_AGENT_CONFIG, else ~/.mono-agent/config.json when it exists.');
    for (const name of ['MONO_AGENT_CONFIG', 'MONO_AGENT_WEB_SEARCH_BACKEND', 'MONO_AGENT_WEB_MCP_RUN_IDLE_MS', 'MONO_AGENT_SANDBOX_NETWORK_MODE', 'MONO_AGENT_SANDBOX_NETWORK_ALLOW']) {
      expect(run.stdout).toContain(name);
    }
    expect(run.stdout.trimEnd()).toMatch(/Exit status:\n(?: {2}\d+ +.+\n){3} {2}130 {2}interrupted \(Ctrl-C\)$/);
  });
});
