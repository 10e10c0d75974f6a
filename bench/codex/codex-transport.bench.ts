// Codex transport costs: start-up of the real `codex app-server` (pinned devDependency, isolated
// CODEX_HOME, offline) until it answers `initialize`, its three readiness calls, and the adapter's
// per-search overhead against the scripted fake app-server (config/read, thread/start, turn/start,
// the search item, turn/interrupt, thread/unsubscribe, scratch directory) beside the floor of one
// bare JSON-RPC round trip on the same warm connection.
import { performance } from 'node:perf_hooks';
import { tmpdir } from 'node:os';
import { CodexAppServerHost } from '../../adapters/outbound/codex/app-server/codex-app-server.host.js';
import { CodexSearchAdapter } from '../../adapters/outbound/codex/codex-search.adapter.js';
import { accountReadResultSchema } from '../../adapters/outbound/codex/protocol/codex-protocol.schema.js';
import { CodexQuotaReader } from '../../adapters/outbound/codex/quota/codex-quota.reader.js';
import { CodexReadinessService } from '../../adapters/outbound/codex/readiness/codex-readiness.service.js';
import { SystemClock } from '../../infrastructure/clock/system-clock.js';
import { isolatedCodexEnv, isolatedCodexHome, REAL_CODEX, realCodexInstalled } from '../../test/support/codex/codex-binary.js';
import { installFakeCodex } from '../../test/support/codex/fake-codex.js';
import { providerSearchRequest } from '../../test/support/provider-search-request.js';

const clock = new SystemClock();
const MODEL = 'gpt-5.6-luna';

function host(command: string, env: Record<string, string>): CodexAppServerHost {
  return new CodexAppServerHost({ command, env, cwd: tmpdir(), clientVersion: 'bench', clock, startupTimeoutMs: 60_000, startFailureMemoMs: 0, closeGraceMs: 3_000 });
}

function stats(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
  return `min ${sorted[0]?.toFixed(0)} ms  p50 ${at(0.5).toFixed(0)} ms  max ${sorted.at(-1)?.toFixed(0)} ms  (${sorted.length} runs)`;
}

async function startOnce(command: string, env: Record<string, string>): Promise<{ readonly startMs: number; readonly readinessMs: number }> {
  const server = host(command, env);
  const readiness = new CodexReadinessService({ host: server, model: MODEL, clock, cacheTtlMs: 0 });
  const started = performance.now();
  const acquired = await server.acquire(new AbortController().signal);
  const startMs = performance.now() - started;
  if (!acquired.ok) throw new Error(`app-server did not start: ${JSON.stringify(acquired.error)}`);
  const checked = performance.now();
  await readiness.checkReadiness({ signal: new AbortController().signal, timeoutMs: 30_000 });
  const readinessMs = performance.now() - checked;
  await server.close();
  return { startMs, readinessMs };
}

async function realStartup(runs: number): Promise<void> {
  if (!realCodexInstalled()) {
    console.log('real codex app-server: @openai/codex not installed, skipped');
    return;
  }
  if (runs <= 0) return;
  for (const reuse of [false, true]) {
    const shared = isolatedCodexHome();
    const start: number[] = [];
    const ready: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const home = reuse ? shared : isolatedCodexHome();
      const timing = await startOnce(REAL_CODEX, isolatedCodexEnv(home.path));
      start.push(timing.startMs);
      ready.push(timing.readinessMs);
      if (!reuse) home.remove();
    }
    shared.remove();
    console.log(`real app-server start-up, ${reuse ? 'reused' : 'fresh'} CODEX_HOME`.padEnd(48), stats(start));
    console.log(`  readiness (account, capabilities, models)`.padEnd(48), stats(ready));
  }
}

async function perSearchOverhead(runs: number): Promise<void> {
  const fake = installFakeCodex();
  const scenario = { turns: [{ steps: [{ search: {} }, { hang: true }] }] };
  const server = host(fake.command, fake.env(scenario));
  const readiness = new CodexReadinessService({ host: server, model: MODEL, clock, cacheTtlMs: 3_600_000 });
  const adapter = new CodexSearchAdapter({ host: server, readiness, quota: new CodexQuotaReader(server, clock), model: MODEL, clock, interruptGraceMs: 3_000 });
  const fakeStart = performance.now();
  const first = await adapter.search(providerSearchRequest({ timeoutMs: 60_000 }));
  if (!first.ok) throw new Error(`fake search failed: ${first.error.message}`);
  console.log('fake app-server start-up + readiness + first search'.padEnd(48), `${(performance.now() - fakeStart).toFixed(0)} ms`);
  // Raw session calls are not held by the adapter: hold the server so its pipes keep the bench alive.
  const release = server.hold();
  const acquired = await server.acquire(new AbortController().signal);
  if (!acquired.ok) throw new Error('fake did not stay up');
  const floor: number[] = [];
  const search: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const rpc = performance.now();
    await acquired.value.session.request('account/read', { refreshToken: false }, accountReadResultSchema, new AbortController().signal);
    floor.push(performance.now() - rpc);
    const started = performance.now();
    const result = await adapter.search(providerSearchRequest({ timeoutMs: 60_000 }));
    search.push(performance.now() - started);
    if (!result.ok) throw new Error(`fake search failed: ${result.error.message}`);
  }
  console.log('baseline: one JSON-RPC round trip (warm)'.padEnd(48), stats(floor));
  console.log('per-search overhead, warm server (fake turn)'.padEnd(48), stats(search));
  release();
  await server.close();
  fake.remove();
}

await realStartup(Number(process.env['CODEX_BENCH_STARTS'] ?? 5));
await perSearchOverhead(Number(process.env['CODEX_BENCH_SEARCHES'] ?? 30));
