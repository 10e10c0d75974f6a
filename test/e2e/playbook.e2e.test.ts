import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveWebConfig } from '../../infrastructure/config/web-config.resolver.js';
import { CLI_PATH, cleanEnvironment } from './support/built-cli.js';
import { scenarioPath, startServerProcess, type ServerProcess } from './support/server-process.js';

// docs/playbook.md cannot drift: every fenced block is taken from the document itself. `# check:`
// blocks run as written (bash, with curl and jq) against fake servers in another process and the
// built CLI as `mono-agent`; JSON blocks load through the real config loader; set-up blocks name
// the validate line that verifies them, which must be one validate really emits.
const PLAYBOOK = readFileSync(new URL('../../docs/playbook.md', import.meta.url), 'utf8');
const SETTINGS = readFileSync(new URL('../../docs/searxng/settings.yml', import.meta.url), 'utf8');
const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

interface Block {
  readonly lang: string;
  readonly body: string;
}

function fencedBlocks(markdown: string): Block[] {
  return [...markdown.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gmu)].map((match) => ({ lang: match[1] ?? '', body: match[2] ?? '' }));
}

const blocks = fencedBlocks(PLAYBOOK);
const checks = new Map(blocks.flatMap((block) => {
  const name = /^# check: ([\w-]+)\n/u.exec(block.body)?.[1];
  return name === undefined ? [] : [[name, block.body] as const];
}));

let servers: ServerProcess;
let bin: string;

beforeAll(async () => {
  servers = await startServerProcess(scenarioPath('validate-endpoints.mjs'));
  bin = mkdtempSync(join(tmpdir(), 'playbook-bin-'));
  writeFileSync(join(bin, 'mono-agent'), `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(CLI_PATH)} "$@"\n`);
  chmodSync(join(bin, 'mono-agent'), 0o755);
});
afterAll(async () => {
  await servers.close();
  rmSync(bin, { recursive: true, force: true });
});

function runCheck(name: string, env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const script = checks.get(name);
  if (script === undefined) throw new Error(`the playbook has no "# check: ${name}" block`);
  return new Promise((resolve) => {
    execFile('bash', ['-o', 'pipefail', '-c', script], { env: cleanEnvironment({ PATH: `${bin}:${process.env['PATH'] ?? ''}`, HOME: bin, ...env }), timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stdout, stderr });
    });
  });
}

describe('docs/playbook.md', () => {
  it('is linked from the README', () => {
    expect(README).toContain('](docs/playbook.md)');
  });

  it('every fenced block is a check, a config the loader accepts, or a set-up step verified by a validate line', () => {
    for (const block of blocks) {
      if (block.lang === 'json') continue;
      expect(block.lang, block.body).toBe('sh');
      expect(block.body, block.body).toMatch(/^# (check: [\w-]+|verified by: [\w.]+)\n/u);
    }
    expect([...checks.keys()].sort()).toEqual(['engine-health', 'json-shape', 'loopback', 'validate', 'web-control']);
  });

  it.each(blocks.filter((block) => block.lang === 'json').map((block) => [block.body.trim().slice(0, 60), block.body] as const))('config %s… loads', (_name, body) => {
    const resolved = resolveWebConfig(JSON.parse(body), {});
    expect(resolved.ok, JSON.stringify(resolved)).toBe(true);
  });

  it('the set-up blocks name validate lines that exist', () => {
    const named = blocks.flatMap((block) => /^# verified by: ([\w.]+)\n/u.exec(block.body)?.[1] ?? []);
    expect(named.sort()).toEqual(['codex.chatgpt_sign_in', 'ollama.web_search', 'render.chromium', 'searxng.json']);
    // Each id is one validate emits (the ids are asserted against real runs in validate.e2e.test.ts).
    const source = ['searxng-checks', 'ollama-checks', 'browser-checks'].map((file) => readFileSync(new URL(`../../domain/validate/${file}.ts`, import.meta.url), 'utf8')).join('\n');
    for (const id of named.filter((name) => !name.startsWith('codex.'))) expect(source).toContain(`'${id}'`);
    expect(readFileSync(new URL('../../application/ports/codex-readiness.port.ts', import.meta.url), 'utf8')).toContain("'chatgpt_sign_in'");
  });
});

describe('the copyable checks, run as written', () => {
  it('loopback: HTTP 200 from a running SearXNG; a connection error when nothing listens', async () => {
    expect((await runCheck('loopback', { SEARXNG: servers.origins[0]! })).stdout).toBe('loopback: HTTP 200\n');
    expect((await runCheck('loopback', { SEARXNG: 'http://127.0.0.1:9' })).code).not.toBe(0);
  });

  it('json-shape: true for SearXNG JSON; HTTP 403 and a failing jq when JSON is disabled', async () => {
    const healthy = await runCheck('json-shape', { SEARXNG: servers.origins[0]! });
    expect([healthy.code, healthy.stdout]).toEqual([0, 'json: HTTP 200\ntrue\n']);
    const disabled = await runCheck('json-shape', { SEARXNG: servers.origins[2]! });
    expect(disabled.stdout).toMatch(/^json: HTTP 403\n/);
    expect(disabled.code).not.toBe(0);
  });

  it('engine-health: the result count, and each unresponsive engine with its reason', async () => {
    expect((await runCheck('engine-health', { SEARXNG: servers.origins[0]! })).stdout).toBe('results: 2\n');
    expect((await runCheck('engine-health', { SEARXNG: servers.origins[1]! })).stdout).toBe(
      'results: 0\nunresponsive: brave: too many requests\nunresponsive: duckduckgo: CAPTCHA\nunresponsive: startpage: Suspended: access denied\n',
    );
  });

  it('validate: the structural section, then only what is not ok', async () => {
    const config = join(bin, 'agent.json');
    writeFileSync(config, JSON.stringify({ tools: { web: { search: { backend: 'keyless' } } }, sandbox: { network: { mode: 'localhost' } } }));
    const run = await runCheck('validate', { MONO_AGENT_CONFIG: config });
    expect(run.stdout).toMatch(/^Web search & fetch\n {2}ok {4}config\.source/);
    expect(run.stdout).toMatch(/fail sandbox\.search: the policy refuses every backend of keyless mode[^\n]*\n {2}fix: set sandbox\.network\.mode/);
  });

  it('web-control: status answers ok', async () => {
    const run = await runCheck('web-control', { HOME: mkdtempSync(join(tmpdir(), 'playbook-home-')) });
    expect([run.code, run.stdout.trim()]).toEqual([0, 'true']);
  });
});

describe('docs/searxng/settings.yml', () => {
  const settings = parseYaml(SETTINGS) as Record<string, Record<string, unknown>>;

  it('enables JSON, binds to loopback, turns the limiter off and keeps a keyless starter set', () => {
    expect(settings['search']?.['formats']).toEqual(['html', 'json']);
    expect(settings['server']).toMatchObject({ bind_address: '127.0.0.1', port: 8088, limiter: false, public_instance: false });
    expect((settings['use_default_settings'] as { engines: { keep_only: string[] } }).engines.keep_only).toEqual(['duckduckgo', 'brave', 'mojeek', 'startpage', 'wikipedia']);
    expect(settings['server']?.['secret_key']).toBe('replace-with-openssl-rand-hex-32');
  });

  it('matches the playbook: the endpoint its config names and the key its set-up replaces', () => {
    expect(PLAYBOOK).toContain(`"endpoint": "http://${String(settings['server']?.['bind_address'])}:${String(settings['server']?.['port'])}"`);
    expect(PLAYBOOK).toContain(`s/${String(settings['server']?.['secret_key'])}/`);
  });
});
