import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_ENTRY, runNode } from './support/built-cli.js';
import { scenarioPath, startServerProcess, type ServerProcess } from './support/server-process.js';

// A plain Node script using the built library, as its own process; the site in another process.
let site: ServerProcess;
let dir: string;

beforeAll(async () => {
  site = await startServerProcess(scenarioPath('surfaces-site.mjs'));
  dir = mkdtempSync(join(tmpdir(), 'mono-agent-library-'));
});

afterAll(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

const SCRIPT = `
import { createWebResearch } from ${JSON.stringify(pathToFileURL(LIBRARY_ENTRY).href)};
const created = await createWebResearch();
if (!created.ok) { console.log(JSON.stringify({ error: created.error })); process.exit(2); }
const web = created.value;
const run = web.startRun();
const page = await run.fetch({ url: process.argv[2], max_lines: 2 });
await run.close();
await web.close();
const late = web.startRun();
const after = await late.search({ query: 'anything at all' });
console.log(JSON.stringify({
  warnings: web.warnings,
  configSource: web.configSource,
  sessionPolicy: web.sessionPolicy,
  page: { ok: page.ok, code: page.ok ? undefined : page.error.code },
  afterClose: { closed: late.closed, content: after.content, error: after.ok ? undefined : after.error },
}));
`;

describe('the library (createWebResearch with no options: the default discovery)', () => {
  it('finds ~/.mono-agent/config.json, lists its warnings, and says the facade is closed after close()', async () => {
    const home = join(dir, 'home');
    mkdirSync(join(home, '.mono-agent'), { recursive: true });
    const configPath = join(home, '.mono-agent', 'config.json');
    writeFileSync(configPath, JSON.stringify({ tools: { web: { search: { endpoint: 'http://127.0.0.1:8088' }, mcp: { runIdleMs: 60_000 } } }, sandbox: { network: { mode: 'localhost' } } }));
    const script = join(dir, 'script.mjs');
    writeFileSync(script, SCRIPT);
    const run = await runNode([script, `${site.origin}/article.html`], { HOME: home, MONO_AGENT_WEB_BROWSER_COMAND: 'x' });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as Record<string, never>;
    expect(out).toEqual({
      warnings: [
        'environment variable MONO_AGENT_WEB_BROWSER_COMAND is not used by mono-agent-web and is ignored; did you mean MONO_AGENT_WEB_BROWSER_COMMAND?',
        'tools.web.search.endpoint is a legacy alias; prefer tools.web.search.searxng.endpoint (or its environment variable)',
      ],
      configSource: { kind: 'default', path: configPath },
      sessionPolicy: { maxRequestsPerRun: 4, runIdleMs: 60_000, enabledTools: ['WebSearch', 'WebFetch'] },
      page: { ok: true },
      afterClose: {
        closed: true,
        content: 'WebSearch error: cancelled: the web-research facade is closed.',
        error: {
          code: 'cancelled',
          message: 'WebSearch: the web-research facade is closed (close() was called); create a new one with createWebResearch().',
          retryable: false,
          details: { reason: 'facade_closed' },
        },
      },
    });
  });

  it('takes the sandbox from MONO_AGENT_SANDBOX_NETWORK_MODE when there is no file', async () => {
    const home = join(dir, 'empty-home');
    mkdirSync(home, { recursive: true });
    const script = join(dir, 'script.mjs');
    writeFileSync(script, SCRIPT);
    const denied = JSON.parse((await runNode([script, `${site.origin}/article.html`], { HOME: home })).stdout) as { page: unknown; configSource: unknown };
    expect(denied).toMatchObject({ configSource: { kind: 'none' }, page: { ok: false, code: 'policy_denied' } });
    const allowed = JSON.parse((await runNode([script, `${site.origin}/article.html`], { HOME: home, MONO_AGENT_SANDBOX_NETWORK_MODE: 'localhost' })).stdout) as { page: unknown };
    expect(allowed).toMatchObject({ page: { ok: true } });
  });
});
