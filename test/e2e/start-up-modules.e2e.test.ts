import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_PATH, cleanEnvironment, runNode } from './support/built-cli.js';
import { MODULE_LOAD_LOG_HOOK, readLoadedModules, type LoadedModules } from './support/loaded-modules.js';
import { scenarioPath, startServerProcess, type ServerProcess } from './support/server-process.js';

// Start-up speed comes from loading only what a command needs (issue 17). Timing is measured by
// `npm run bench:start`; this test pins the structure behind it, deterministically: which packages
// and which of our own modules the built CLI loads for each kind of work.

const EXTRACTION = ['jsdom', 'pdf-parse', 'linkedom', 'defuddle', 'turndown', '@mozilla/readability'];
const MCP_SDK = '@modelcontextprotocol/sdk';
/** Parts of libraries the bundle leaves out because nothing we run uses them (scripts/bundle-entries.mjs). */
const UNUSED_LIBRARY_PARTS = ['@mixmark-io/domino', 'cssomnom'];
/**
 * Node's HTTP/2 and TLS stacks (only an https: connection needs TLS, and nothing needs HTTP/2) and
 * child processes (only the browser renderer and Codex start any).
 */
const UNUSED_BUILTINS = ['http2', 'tls', '_tls_wrap', 'child_process'];
const SEARCH_ADAPTERS = ['adapters/outbound/searxng/', 'adapters/outbound/duckduckgo/', 'adapters/outbound/startpage/', 'adapters/outbound/ollama/', 'adapters/outbound/codex/'];

let site: ServerProcess;
let dir: string;
let config: string;
let runs = 0;

beforeAll(async () => {
  site = await startServerProcess(scenarioPath('start-up-pages.mjs'));
  dir = mkdtempSync(join(tmpdir(), 'mono-agent-start-up-'));
  config = join(dir, 'config.json');
  writeFileSync(config, JSON.stringify({ tools: { web: { search: { backend: 'searxng', searxng: { endpoint: site.origin } } } }, sandbox: { network: { mode: 'localhost' } } }));
});

afterAll(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the built CLI with the module-load log on; returns what it printed and what it loaded. */
async function loadedBy(args: readonly string[]): Promise<LoadedModules & { readonly stdout: string; readonly code: number }> {
  const log = join(dir, `load-${++runs}.log`);
  const run = await runNode(['--import', MODULE_LOAD_LOG_HOOK, CLI_PATH, ...args], { MODULE_LOAD_LOG: log });
  return { ...readLoadedModules(log), stdout: run.stdout, code: run.code };
}

function ownLoaded(modules: LoadedModules, prefix: string): boolean {
  return modules.ownSources.some((source) => source.startsWith(prefix));
}

describe('built CLI start-up: each command loads only what it needs', () => {
  it('--version loads the CLI and commander, nothing of the composition, config, HTTP or tools', async () => {
    const run = await loadedBy(['--version']);
    expect(run.code).toBe(0);
    expect([...run.packages]).toEqual(['commander']);
    expect(run.builtins.has('child_process'), 'child_process').toBe(false);
    expect(ownLoaded(run, 'composition/create-web-research')).toBe(false);
    expect(ownLoaded(run, 'infrastructure/config/')).toBe(false);
  });

  it.each([
    ['text', '/notes.txt', 'second line'],
    ['JSON', '/data.json', 'start-up'],
  ])('a %s fetch loads undici and the fetch pipeline, but no extraction library, MCP or search provider', async (_kind, path, expected) => {
    const run = await loadedBy(['fetch', `${site.origin}${path}`, '--config', config]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(expected);
    expect(run.packages.has('undici')).toBe(true);
    expect(ownLoaded(run, 'application/web-fetch/')).toBe(true);
    for (const name of [...EXTRACTION, MCP_SDK]) expect(run.packages.has(name), name).toBe(false);
    for (const prefix of [...SEARCH_ADAPTERS, 'adapters/inbound/mcp/', 'adapters/outbound/agent-browser/']) expect(ownLoaded(run, prefix), prefix).toBe(false);
    // Our schemas use zod's mini build: classic zod (twice the code to compile) is never loaded.
    expect(run.packageFiles.some((file) => file.startsWith('node_modules/zod/v4/mini/')), 'zod mini').toBe(true);
    expect(run.packageFiles.filter((file) => file.startsWith('node_modules/zod/v4/classic/')), 'classic zod').toEqual([]);
    // Only the English messages (domain/shared/zod-mini.ts), never zod's namespace of every locale.
    expect(run.packageFiles.filter((file) => file.startsWith('node_modules/zod/v4/locales/')), 'zod locales').toEqual(['node_modules/zod/v4/locales/en.js']);
    // Process-mode coordination (the default) never loads the host state-file code.
    expect(ownLoaded(run, 'adapters/outbound/host-state/host-coordination'), 'host coordination').toBe(false);
    expect(run.builtins.has('net'), 'the log records built-ins').toBe(true);
    for (const name of UNUSED_BUILTINS) expect(run.builtins.has(name), name).toBe(false);
  });

  it('an HTML fetch loads the HTML extractors, but not jsdom, PDF, MCP or any search provider', async () => {
    const run = await loadedBy(['fetch', `${site.origin}/article.html`, '--config', config]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Start-up article');
    expect(run.packages.has('linkedom')).toBe(true);
    for (const name of ['jsdom', 'pdf-parse', MCP_SDK, ...UNUSED_LIBRARY_PARTS]) expect(run.packages.has(name), name).toBe(false);
    for (const name of UNUSED_BUILTINS) expect(run.builtins.has(name), name).toBe(false);
    for (const prefix of SEARCH_ADAPTERS) expect(ownLoaded(run, prefix), prefix).toBe(false);
  });

  it('a search loads its provider, but nothing of the fetch pipeline, extraction or MCP', async () => {
    const run = await loadedBy(['search', 'lazy loading modules', '--config', config]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Lazy loading modules in Node');
    expect(ownLoaded(run, 'adapters/outbound/searxng/')).toBe(true);
    for (const name of [...EXTRACTION, MCP_SDK]) expect(run.packages.has(name), name).toBe(false);
    for (const prefix of ['application/web-fetch/', 'adapters/outbound/extract/', 'adapters/inbound/mcp/']) expect(ownLoaded(run, prefix), prefix).toBe(false);
  });

  it('the MCP server answers initialize without loading undici, extraction or any provider', async () => {
    const log = join(dir, `load-${++runs}.log`);
    const child = spawn(process.execPath, ['--import', MODULE_LOAD_LOG_HOOK, CLI_PATH, 'mcp', '--config', config], {
      env: cleanEnvironment({ MODULE_LOAD_LOG: log }),
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const answered = new Promise<string>((resolve) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString('utf8');
        if (out.includes('\n')) resolve(out);
      });
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'start-up-test', version: '1' } } })}\n`);
    const answer = JSON.parse((await answered).split('\n')[0] ?? '') as { result?: { serverInfo?: { name?: string } } };
    child.stdin.end();
    expect(await exited).toBe(0);
    expect(answer.result?.serverInfo?.name).toBe('mono-agent-web');
    const run = readLoadedModules(log);
    expect(run.packages.has(MCP_SDK)).toBe(true);
    for (const name of ['undici', ...EXTRACTION]) expect(run.packages.has(name), name).toBe(false);
    for (const prefix of [...SEARCH_ADAPTERS, 'application/web-fetch/']) expect(ownLoaded(run, prefix), prefix).toBe(false);
  });
});
