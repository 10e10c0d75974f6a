import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runBuiltCli, type CliRun } from './support/built-cli.js';
import { scenarioPath, startServerProcess, type ServerProcess } from './support/server-process.js';

let server: ServerProcess;
let root: string;
let dir: string;
let config: string;
let caseNumber = 0;

beforeAll(async () => {
  server = await startServerProcess(scenarioPath('host-coordination.mjs'));
  root = mkdtempSync(join(tmpdir(), 'mono-agent-web-control-e2e-'));
  config = join(root, 'agent.json');
  writeFileSync(config, JSON.stringify({ sandbox: { network: { mode: 'localhost' } } }));
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(() => {
  caseNumber += 1;
  dir = join(root, `case-${caseNumber}`, 'web-control');
});

const hostEnvironment = (): Record<string, string> => ({
  MONO_AGENT_WEB_COORDINATION: 'host',
  MONO_AGENT_WEB_CONTROL_DIR: dir,
  MONO_AGENT_WEB_SEARCH_BACKEND: 'searxng',
  MONO_AGENT_WEB_SEARCH_SEARXNG_ENDPOINT: server.origin,
});

/** The built CLI with host coordination on this case's private directory (tools also get the loopback sandbox config). */
function cli(...args: string[]): Promise<CliRun> {
  return runBuiltCli(args[0] === 'web-control' ? args : [...args, '--config', config], hostEnvironment());
}

function json(run: CliRun): Record<string, unknown> & { ok: boolean; details?: Record<string, unknown>; error?: Record<string, unknown> } {
  try {
    return JSON.parse(run.stdout) as ReturnType<typeof json>;
  } catch {
    throw new Error(`not one JSON object (exit ${run.code}): ${run.stdout}\n${run.stderr}`);
  }
}

function stateText(): string {
  return readFileSync(join(dir, 'state.json'), 'utf8');
}

function bucketsOfState(): Array<{ leases: unknown[]; waiters: unknown[] }> {
  return Object.values((JSON.parse(stateText()) as { buckets: Record<string, { leases: unknown[]; waiters: unknown[] }> }).buckets);
}

async function requestsTo(path: string): Promise<number> {
  return (await server.requestsTo(path)).length;
}

describe('mono-agent web-control (built CLI, own process; servers in another process)', { timeout: 120_000 }, () => {
  it('status and reset --json report and clear only operational metadata', async () => {
    const fresh = json(await cli('web-control', 'status', '--json'));
    expect(fresh).toMatchObject({ ok: true, details: { directory: { exists: false }, buckets: { count: 0, max: 512 } } });

    const fetched = await cli('fetch', `${server.origin}/page.txt`, '--json');
    expect(fetched.code, fetched.stdout).toBe(0);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, 'state.json')).mode & 0o777).toBe(0o600);
    expect(stateText()).not.toMatch(/127\.0\.0\.1|page\.txt|http/);

    const status = await cli('web-control', 'status', '--json');
    expect(status.code).toBe(0);
    expect(json(status)).toMatchObject({
      ok: true,
      details: {
        checks: 'ok', directory: { exists: true, mode: '0700' }, file: { exists: true, mode: '0600', maxBytes: 262_144 },
        buckets: { count: 1, max: 512 }, activeRequests: 0, coolingDown: 0,
        scopes: [{ kind: 'fetch-origin', keyHash: expect.stringMatching(/^[0-9a-f]{32}$/), phase: 'clear', counters: { admitted: 1 } }],
      },
    });
    expect(status.stdout).not.toContain(server.origin);

    const human = await cli('web-control', 'status');
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/Buckets: 1 of 512; requests in flight 0/);

    const reset = await cli('web-control', 'reset', '--json');
    expect(json(reset)).toMatchObject({ ok: true, details: { bucketsCleared: 1, cooldownsCleared: 0 } });
    expect(json(await cli('web-control', 'status', '--json'))).toMatchObject({ ok: true, details: { buckets: { count: 0 } } });
  });

  it('a cooldown opened by one CLI process refuses the next one before any request reaches the server (fetch and search)', async () => {
    const throttled = await cli('fetch', `${server.origin}/throttled.txt`, '--json');
    expect(throttled.code).toBe(1);
    expect(json(throttled)).toMatchObject({ ok: false, error: { code: 'rate_limited' } });
    const pageHitsBefore = await requestsTo('/page.txt');
    const refused = await cli('fetch', `${server.origin}/page.txt`, '--json');
    expect(refused.code).toBe(1);
    expect(json(refused)).toMatchObject({ ok: false, error: { code: 'rate_limited', details: { reason: 'cooldown', attempts: 0 } } });
    expect(await requestsTo('/page.txt')).toBe(pageHitsBefore);

    const searchesBefore = await requestsTo('/search');
    const first = await cli('search', 'throttle me please', '--json');
    expect(json(first)).toMatchObject({ ok: false, error: { code: 'rate_limited' } });
    expect(await requestsTo('/search')).toBe(searchesBefore + 1);
    const second = await cli('search', 'host coordination', '--json');
    expect(second.code).toBe(1);
    expect(json(second)).toMatchObject({ ok: false, error: { code: 'rate_limited', details: { backends: [{ backend: 'searxng', status: 'cooldown', requests: 0 }] } } });
    expect(await requestsTo('/search')).toBe(searchesBefore + 1);

    expect(json(await cli('web-control', 'status', '--json'))).toMatchObject({ details: { coolingDown: 2 } });
  });

  it('a CLI waiting for another process\'s slot stays alive until admitted, then answers (exit 0, results)', async () => {
    const holder = cli('search', 'hold me host coordination', '--json');
    await expect.poll(() => existsSync(join(dir, 'state.json')) && bucketsOfState().some((b) => b.leases.length === 1), { timeout: 30_000 }).toBe(true);
    const waiter = cli('search', 'host coordination', '--json', '--trace');
    await expect.poll(() => bucketsOfState().some((b) => b.waiters.length === 1), { timeout: 30_000 }).toBe(true);
    await fetch(`${server.origin}/release-held`);
    const [held, waited] = await Promise.all([holder, waiter]);
    expect(held.code, held.stderr).toBe(0);
    expect(waited.code, waited.stderr).toBe(0);
    expect(json(waited)).toMatchObject({ ok: true, details: { backend: 'searxng' } });
    const request = waited.stderr.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>).find((event) => event['phase'] === 'provider_request');
    expect(request?.['queueWaitMs']).toBeGreaterThan(0);
  });

  it('reset refuses while a request is in flight, and succeeds once it is done', async () => {
    const slow = cli('fetch', `${server.origin}/slow.txt`, '--json');
    await expect.poll(() => existsSync(join(dir, 'state.json')) && bucketsOfState().some((b) => b.leases.length === 1), { timeout: 30_000 }).toBe(true);
    const refused = await cli('web-control', 'reset', '--json');
    expect(refused.code).toBe(1);
    expect(json(refused)).toMatchObject({ ok: false, error: { code: 'coordination_unavailable', retryable: true, details: { problem: 'active_requests', activeRequests: 1 } } });
    await fetch(`${server.origin}/release-held`);
    expect((await slow).code).toBe(0);
    expect(json(await cli('web-control', 'reset', '--json'))).toMatchObject({ ok: true, details: { bucketsCleared: 1 } });
  });

  it('unsafe permissions and corrupt state fail closed, are never repaired, and say what to inspect', async () => {
    expect((await cli('fetch', `${server.origin}/page.txt`, '--json')).code).toBe(0);
    chmodSync(dir, 0o755);
    const status = await cli('web-control', 'status', '--json');
    expect(status.code).toBe(1);
    expect(json(status)).toMatchObject({ ok: false, error: { code: 'coordination_unavailable', details: { problem: 'unsafe_permissions', path: dir, mode: '0755' } } });
    const human = await cli('web-control', 'reset');
    expect(human.code).toBe(1);
    expect(human.stderr).toContain(`${dir} has mode 0755`);
    expect(human.stderr).toContain('never repairs');
    expect(statSync(dir).mode & 0o777).toBe(0o755);
    const pageHits = await requestsTo('/page.txt');
    const refused = await cli('fetch', `${server.origin}/page.txt`, '--json');
    expect(json(refused)).toMatchObject({ ok: false, error: { code: 'coordination_unavailable', details: { problem: 'unsafe_permissions' } } });
    expect(await requestsTo('/page.txt')).toBe(pageHits);

    chmodSync(dir, 0o700);
    writeFileSync(join(dir, 'state.json'), '{"version":1,"buckets":');
    const corrupt = await cli('web-control', 'reset', '--json');
    expect(corrupt.code).toBe(1);
    expect(json(corrupt)).toMatchObject({ ok: false, error: { code: 'coordination_unavailable', details: { problem: 'corrupt', path: join(dir, 'state.json') } } });
    expect(stateText()).toBe('{"version":1,"buckets":');
  });
});
