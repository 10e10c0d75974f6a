import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, scenarioPath, type ServerProcess } from './support/server-process.js';
import { PACKAGE_ROOT, PI_CLI, PI_EXTENSION_ENTRY, SCRIPTED_PROVIDER_EXTENSION, piEnvironment, piHomes, runPi, scriptedPrintArgs } from './support/pi-process.js';

// Pi's real loader and agent loop, in print and RPC mode, with a scripted provider instead of a
// model; the site runs in its own process.
let site: ServerProcess;
const homes = piHomes();
const home = homes.next;

beforeAll(async () => {
  site = await startServerProcess(scenarioPath('surfaces-site.mjs'));
});

afterAll(async () => {
  await site.close();
  homes.removeAll();
});

const fetchArticle = () => [{ tool: 'WebFetch', arguments: { url: `${site.origin}/article.html`, max_lines: 3 } }, { echoToolResults: true }] as const;

describe('the Pi extension through Pi’s loader (print mode, scripted provider)', () => {
  it('pi -e <dist/composition/pi.js>: the sandbox comes from MONO_AGENT_SANDBOX_NETWORK_MODE, so a localhost page is fetched', async () => {
    const dir = home();
    const before = (await site.requestsTo('/article.html')).length;
    const run = await runPi([...scriptedPrintArgs('read the article'), '-e', PI_EXTENSION_ENTRY], piEnvironment(dir, fetchArticle(), { MONO_AGENT_SANDBOX_NETWORK_MODE: 'localhost' }), { cwd: dir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^\[WebFetch\] /);
    expect(run.stdout).toContain('Title: Local article');
    expect(run.stdout).toContain('BEGIN UNTRUSTED WEB CONTENT');
    expect((await site.requestsTo('/article.html')).length - before).toBe(1);
  });

  it('without any sandbox setting the same page is refused by policy (the default is "all": public only)', async () => {
    const dir = home();
    const run = await runPi([...scriptedPrintArgs('read the article'), '-e', PI_EXTENSION_ENTRY], piEnvironment(dir, fetchArticle()), { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^\[WebFetch error\] WebFetch error: policy_denied/);
  });

  it('pi install <package>: the pi manifest loads the extension, and --mono-agent-config names the config file', async () => {
    const dir = home();
    const env = piEnvironment(dir, fetchArticle());
    const installed = await runPi(['install', PACKAGE_ROOT], env, { cwd: dir });
    expect(installed.code).toBe(0);
    const config = join(dir, 'agent.json');
    writeFileSync(config, JSON.stringify({ sandbox: { network: { mode: 'allowlist', allow: [site.origin] } } }));
    const run = await runPi([...scriptedPrintArgs('read the article'), '--mono-agent-config', config], env, { cwd: dir });
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('Title: Local article');
  });

  it('finds ~/.mono-agent/config.json by itself, and shows config warnings on stderr where Pi has no UI', async () => {
    const dir = home();
    mkdirSync(join(dir, '.mono-agent'));
    writeFileSync(join(dir, '.mono-agent', 'config.json'), JSON.stringify({ tools: { web: { search: { endpoint: `${site.origin}` } } }, sandbox: { network: { mode: 'localhost' } } }));
    const run = await runPi([...scriptedPrintArgs('read the article'), '-e', PI_EXTENSION_ENTRY], piEnvironment(dir, fetchArticle(), { MONO_AGENT_WEB_FETCH_RENDRE: 'auto' }), { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Title: Local article');
    expect(run.stderr.split('\n').filter((line) => line !== '')).toEqual([
      'mono-agent-web: warning: environment variable MONO_AGENT_WEB_FETCH_RENDRE is not used by mono-agent-web and is ignored; did you mean MONO_AGENT_WEB_FETCH_RENDER?',
      'mono-agent-web: warning: tools.web.search.endpoint is a legacy alias; prefer tools.web.search.searxng.endpoint (or its environment variable)',
    ]);
  });

  it('a bad sandbox variable is a config_invalid tool error naming the variable', async () => {
    const dir = home();
    const run = await runPi(
      [...scriptedPrintArgs('read the article'), '-e', PI_EXTENSION_ENTRY],
      piEnvironment(dir, fetchArticle(), { MONO_AGENT_SANDBOX_NETWORK_MODE: 'allowlist', MONO_AGENT_SANDBOX_NETWORK_ALLOW: 'ok.example,bad entry' }),
      { cwd: dir },
    );
    expect(run.stdout).toMatch(/^\[WebFetch error\] config_invalid: env MONO_AGENT_SANDBOX_NETWORK_ALLOW \(sandbox\.network\.allow\[1\]\): "bad entry" is not an allowlist entry/);
    expect(run.stderr).toMatch(/^mono-agent-web: error: config_invalid: env MONO_AGENT_SANDBOX_NETWORK_ALLOW/);
  });
});

describe('the Pi extension in RPC mode (Pi’s notification API)', () => {
  it('sends each configuration warning as a notify request', async () => {
    const dir = home();
    const env = piEnvironment(dir, [], { MONO_AGENT_WEB_SEARCH_BAKEND: 'keyless' });
    const child = spawn(process.execPath, [PI_CLI, '--mode', 'rpc', '--no-session', '--no-context-files', '--provider', 'scripted', '--model', 'scripted-model', '-e', SCRIPTED_PROVIDER_EXTENSION, '-e', PI_EXTENSION_ENTRY], {
      env,
      cwd: dir,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const lines = createInterface({ input: child.stdout });
    const notify = await new Promise<Record<string, unknown>>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`pi exited (${String(code)}) before notifying`)));
      lines.on('line', (line) => {
        const message = JSON.parse(line) as Record<string, unknown>;
        if (message['type'] === 'extension_ui_request' && message['method'] === 'notify') resolve(message);
      });
    });
    child.stdin.end();
    await new Promise((resolve) => child.once('close', resolve));
    expect(notify).toMatchObject({
      notifyType: 'warning',
      message: 'mono-agent-web: environment variable MONO_AGENT_WEB_SEARCH_BAKEND is not used by mono-agent-web and is ignored; did you mean MONO_AGENT_WEB_SEARCH_BACKEND?',
    });
  });
});

describe('the tool policy in Pi (tools.web.enabled)', () => {
  it('MONO_AGENT_WEB_TOOLS=WebFetch: only WebFetch is registered with Pi and offered to the model', async () => {
    const dir = home();
    const both = await runPi([...scriptedPrintArgs('which tools?'), '-e', PI_EXTENSION_ENTRY], piEnvironment(dir, [{ listTools: true }]), { cwd: dir });
    expect(both.stdout).toMatch(/WebSearch,WebFetch/);
    const run = await runPi([...scriptedPrintArgs('which tools?'), '-e', PI_EXTENSION_ENTRY], piEnvironment(dir, [{ listTools: true }], { MONO_AGENT_WEB_TOOLS: 'WebFetch' }), { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^tools: /);
    expect(run.stdout).toContain('WebFetch');
    expect(run.stdout).not.toContain('WebSearch');
  }, 90_000);
});
