import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listProcesses, processTableReadable } from '../../infrastructure/process/process-table.js';
import { CLI_PATH, runBuiltCli } from './support/built-cli.js';
import { settledLeftovers } from './support/browser-processes.js';
import { startRenderSite, type RenderSite } from './support/render-site.js';

// The real renderer: the built CLI runs agent-browser (the npm devDependency, native binary)
// with Debian's Chromium against a loopback site served by another process. CI installs
// Chromium (.ci/run); the suite is skipped only where no Chromium can be found.
const AGENT_BROWSER_BIN = fileURLToPath(new URL('../../node_modules/.bin/agent-browser', import.meta.url));
const AGENT_BROWSER_DIR = fileURLToPath(new URL('../../node_modules/agent-browser/bin/', import.meta.url));
const CHROMIUM = [process.env['AGENT_BROWSER_EXECUTABLE_PATH'], '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => path !== undefined && path !== '' && existsSync(path));
const READY = CHROMIUM !== undefined && existsSync(AGENT_BROWSER_BIN) && processTableReadable();
if (!READY) {
  console.warn(
    'render.e2e: SKIPPED: the real browser test needs Chromium (Debian: apt-get install chromium, or AGENT_BROWSER_EXECUTABLE_PATH), ' +
    'the agent-browser devDependency (npm ci) and a Linux /proc; found ' +
    `chromium=${CHROMIUM ?? 'none'}, agent-browser=${existsSync(AGENT_BROWSER_BIN)}, /proc=${processTableReadable()}`,
  );
}

let site: RenderSite;
let tempRoot: string;
let configPath: string;
/** Cold renders measured: the CLI process's wall time and the render phase from its trace. */
const coldLatencies: Array<{ readonly cliMs: number; readonly renderMs: number }> = [];

interface CliJson {
  readonly ok: boolean;
  readonly content: string;
  readonly details?: Record<string, unknown>;
  readonly error?: { readonly code: string; readonly message: string };
}

function env(): Record<string, string> {
  return { TMPDIR: tempRoot, AGENT_BROWSER_EXECUTABLE_PATH: CHROMIUM ?? '' };
}

async function fetchJson(path: string, render: 'auto' | 'always' | 'never'): Promise<{ readonly code: number; readonly result: CliJson; readonly ms: number; readonly stderr: string }> {
  const started = Date.now();
  const run = await runBuiltCli(['fetch', `${site.site}${path}`, '--render', render, '--config', configPath, '--json', '--trace'], env());
  const ms = Date.now() - started;
  return { code: run.code, result: JSON.parse(run.stdout) as CliJson, ms, stderr: run.stderr };
}

async function expectNothingLeftBehind(): Promise<void> {
  expect(await settledLeftovers(tempRoot, AGENT_BROWSER_DIR)).toEqual([]);
  // Node's own code cache (the CLI enables it on Node 22.1+) lives in TMPDIR by design; nothing else may.
  expect(readdirSync(tempRoot).filter((name) => name !== 'node-compile-cache')).toEqual([]);
}

// Each CLI run may take a full render budget (20 s) plus start-up on a loaded machine.
describe.skipIf(!READY)('browser rendering end to end (built CLI, real agent-browser and Chromium)', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    site = await startRenderSite();
    tempRoot = mkdtempSync('/tmp/mae2e-');
    configPath = join(mkdtempSync('/tmp/mae2e-config-'), 'agent.json');
    writeFileSync(configPath, JSON.stringify({
      tools: { web: { fetch: { render: 'auto', browserCommand: AGENT_BROWSER_BIN } } },
      sandbox: { network: { mode: 'localhost' } },
    }));
  });

  afterAll(async () => {
    await site?.stop();
    if (tempRoot !== undefined) rmSync(tempRoot, { recursive: true, force: true });
    if (configPath !== undefined) rmSync(join(configPath, '..'), { recursive: true, force: true });
    if (coldLatencies.length > 0) {
      console.log(`render.e2e: cold renders (ms): ${coldLatencies.map((entry) => `render ${entry.renderMs} / CLI ${entry.cliMs}`).join('; ')}`);
    }
  });

  afterEach(async () => {
    await expectNothingLeftBehind();
  });

  it('render auto returns the text only a browser can see, and leaves no browser behind', async () => {
    const { code, result, ms, stderr } = await fetchJson('/app', 'auto');
    expect(code, JSON.stringify(result)).toBe(0);
    expect(result.ok).toBe(true);
    expect(result.content).toContain('RENDERMARKER: this paragraph exists only after the script ran');
    expect(result.content).toMatch(/\[BEGIN UNTRUSTED WEB CONTENT [\w-]+\][\s\S]*RENDERMARKER[\s\S]*\[END UNTRUSTED WEB CONTENT [\w-]+\]/);
    expect(result.details).toMatchObject({ rendered: true, renderReason: 'client_rendered_shell', status: 200, contentKind: 'html', classification: 'none' });
    const events = stderr.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    const render = events.find((event) => event['phase'] === 'render');
    expect(render).toMatchObject({ status: 'ok', rendered: true, renderReason: 'client_rendered_shell' });
    coldLatencies.push({ cliMs: ms, renderMs: Number(render?.['durationMs']) });
    expect(stderr).not.toContain(site.site);
  });

  it('the static HTML alone is a shell: never returned as success, and the rendered text is not in it', async () => {
    const { code, result } = await fetchJson('/app', 'never');
    expect(code).toBe(1);
    expect(result.error?.code).toBe('extraction_failed');
    expect(JSON.stringify(result)).not.toContain('RENDERMARKER');
  });

  it('a redirect to a disallowed origin is refused, and that origin never receives a request', async () => {
    const server = await fetchJson('/redirect-away', 'always');
    expect(server.code).toBe(1);
    expect(server.result.error?.code).toBe('policy_denied');
    expect(server.result.error?.message).toContain(site.other);
    const script = await fetchJson('/script-redirect-away', 'auto');
    expect(script.result.error?.code).toBe('policy_denied');
    expect((await site.hits()).other).toBe(0);
  });

  it('a sign-in page rendered by script is authentication_required; the renderer never types', async () => {
    const { result } = await fetchJson('/login', 'always');
    expect(result.error?.code).toBe('authentication_required');
  });

  it('a page that never finishes loading is stopped at the 20 s render budget', async () => {
    const { code, result } = await fetchJson('/hang', 'always');
    expect(code).toBe(1);
    expect(result.error).toMatchObject({ code: 'timeout' });
    expect(result.error?.message).toContain('20 s budget');
  });

  it('SIGTERM during a render kills the browser and its daemon before the process ends', async () => {
    const child = spawn(process.execPath, [CLI_PATH, 'fetch', `${site.site}/hang`, '--render', 'always', '--config', configPath, '--json'], {
      env: { ...process.env, ...env() }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal === null ? null : 128 + 15))));
    // Wait until Chromium runs with its profile under our temp root.
    let browserUp = false;
    for (let i = 0; i < 600 && !browserUp; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      browserUp = listProcesses().some((entry) => entry.state !== 'Z' && readCmdline(entry.pid).includes(`${tempRoot}/`) && readCmdline(entry.pid).includes('chrom'));
    }
    expect(browserUp).toBe(true);
    child.kill('SIGTERM');
    expect(await exited).toBe(143);
  });

  it('config render "always" is refused at start-up with a hint', async () => {
    const path = join(configPath, '..', 'always.json');
    writeFileSync(path, JSON.stringify({ tools: { web: { fetch: { render: 'always' } } } }));
    const run = await runBuiltCli(['fetch', `${site.site}/app`, '--config', path, '--json'], env());
    expect(run.code).toBe(2);
    expect(run.stdout).toContain('config_invalid');
    expect(run.stdout).toContain('\\"always\\" is not a config value');
  });
});

function readCmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}
