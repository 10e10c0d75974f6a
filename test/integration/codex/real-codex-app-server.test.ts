import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodexAppServerHost } from '../../../adapters/outbound/codex/app-server/codex-app-server.host.js';
import { CodexSearchAdapter } from '../../../adapters/outbound/codex/codex-search.adapter.js';
import { CodexQuotaReader } from '../../../adapters/outbound/codex/quota/codex-quota.reader.js';
import { CodexReadinessService } from '../../../adapters/outbound/codex/readiness/codex-readiness.service.js';
import type { ServerNotification } from '../../../adapters/outbound/codex/rpc/json-rpc-connection.js';
import { runSearchTurn } from '../../../adapters/outbound/codex/turn/search-turn.runner.js';
import { SystemClock } from '../../../infrastructure/clock/system-clock.js';
import { isolatedCodexEnv, isolatedCodexHome, REAL_CODEX } from '../../support/codex/codex-binary.js';
import { countingGate, providerSearchRequest } from '../../support/provider-search-request.js';

/*
 * The real `codex app-server` from the pinned @openai/codex devDependency, with an isolated
 * CODEX_HOME (no sign-in) and no network: what a user who has not run `codex login` gets.
 */
const MODEL = 'gpt-5.6-luna';

/** Processes of group `pgid` that are not zombies (Linux /proc). */
function runningGroupMembers(pgid: number): string[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return Number(fields[2]) === pgid && fields[0] !== 'Z' ? [`${pid} ${stat.slice(stat.indexOf('('), stat.lastIndexOf(')') + 1)}`] : [];
      } catch {
        return [];
      }
    });
}
const clock = new SystemClock();
let home: ReturnType<typeof isolatedCodexHome>;
let host: CodexAppServerHost;
let readiness: CodexReadinessService;
const notifications: ServerNotification[] = [];

beforeAll(() => {
  home = isolatedCodexHome();
  // A user config with MCP servers (one name with a dot) that the search thread must not start.
  writeFileSync(join(home.path, 'config.toml'), '[mcp_servers.docs]\ncommand = "/nonexistent/docs-mcp"\n\n[mcp_servers."corp.wiki"]\ncommand = "/nonexistent/wiki-mcp"\n');
  host = new CodexAppServerHost({
    command: REAL_CODEX, env: isolatedCodexEnv(home.path), cwd: tmpdir(), clientVersion: '0.0.0-test', clock,
    startupTimeoutMs: 25_000, startFailureMemoMs: 60_000, closeGraceMs: 3_000,
  });
  host.onNotification((notification) => notifications.push(notification));
  readiness = new CodexReadinessService({ host, model: MODEL, clock, cacheTtlMs: 60_000 });
});

afterAll(async () => {
  await host.close();
  home.remove();
});

describe.skipIf(process.platform !== 'linux')('real codex app-server, not signed in, offline', () => {
  it('readiness: installed and started, not signed in with ChatGPT, web search and the model available', async () => {
    const report = await readiness.checkReadiness({ signal: new AbortController().signal, timeoutMs: 25_000 });
    expect(report).toEqual({
      ready: false,
      checks: [
        { id: 'codex_installed', status: 'pass', message: 'a codex executable was found' },
        { id: 'app_server_started', status: 'pass', message: 'the codex app-server started and answered the handshake' },
        { id: 'chatgpt_sign_in', status: 'fail', message: 'codex is not signed in with ChatGPT (run `codex login`)' },
        { id: 'web_search_capability', status: 'pass', message: 'the codex model provider offers web search' },
        { id: 'model_listed', status: 'pass', message: `codex lists the model ${MODEL}` },
      ],
    });
  });

  it('a strict codex search is backend_not_ready naming the sign-in, costs nothing and starts no turn', async () => {
    const adapter = new CodexSearchAdapter({ host, readiness, quota: new CodexQuotaReader(host, clock), model: MODEL, clock, interruptGraceMs: 3_000 });
    const gate = countingGate();
    const result = await adapter.search(providerSearchRequest({ gate, timeoutMs: 25_000 }));
    expect(result).toEqual({ ok: false, error: { code: 'backend_not_ready', message: 'codex is not signed in with ChatGPT (run `codex login`)', requestsSent: 0 } });
    expect(gate.consumed).toBe(0);
  });

  it("the rate-limit read's error is classified as a quota skip (missing)", async () => {
    const acquired = await host.acquire(new AbortController().signal);
    if (!acquired.ok) throw new Error('the real app-server did not start');
    const verdict = await new CodexQuotaReader(host, clock).verdict(acquired.value.session, new AbortController().signal);
    expect(verdict).toEqual({ ok: true, value: { usable: false, reason: 'missing', message: 'the usage could not be read: codex account authentication required to read rate limits' } });
  });

  it('accepts the locked-down search thread (no MCP server started) and a cancelled turn is interrupted and confirmed', async () => {
    const acquired = await host.acquire(new AbortController().signal);
    if (!acquired.ok) throw new Error('the real app-server did not start');
    const session = acquired.value.session;
    const controller = new AbortController();
    const seen = notifications.length;
    // Cancel once the turn is under way (the user message item), as a user pressing Ctrl-C would.
    const off = session.onNotification((notification) => {
      if (notification.method === 'item/completed' && (notification.params as { item?: { type?: string } }).item?.type === 'userMessage') controller.abort();
    });
    const gate = countingGate();
    const outcome = await runSearchTurn({
      session, model: MODEL, query: 'rust async runtime comparison', preferences: { language: 'en', timeRange: 'year', domains: [], excludeDomains: [] },
      signal: controller.signal, clock, admitTurn: () => gate.tryConsume(), interruptGraceMs: 10_000,
    });
    off();
    expect(outcome).toMatchObject({ kind: 'aborted', turnStarted: true, interrupted: true });
    expect(gate.consumed).toBe(1);
    const during = notifications.slice(seen);
    const methods = during.map((notification) => notification.method);
    expect(methods).toContain('turn/started');
    const completed = during.find((notification) => notification.method === 'turn/completed')?.params as { turn: { status: string } } | undefined;
    expect(completed?.turn.status).toBe('interrupted');
    expect(methods.some((method) => method.startsWith('mcpServer/'))).toBe(false);
    const started = during.find((notification) => notification.method === 'thread/started')?.params as { thread: { cwd: string; ephemeral: boolean } } | undefined;
    expect(started?.thread.ephemeral).toBe(true);
    expect(started?.thread.cwd.startsWith(join(tmpdir(), 'mono-agent-codex-'))).toBe(true);
    expect(existsSync(started?.thread.cwd ?? '/')).toBe(false);
    expect(session.alive).toBe(true);
  });

  it('close() ends the app-server and its process group', async () => {
    const acquired = await host.acquire(new AbortController().signal);
    if (!acquired.ok) throw new Error('the real app-server did not start');
    const exited = acquired.value.session.exited;
    await host.close();
    const exit = await exited;
    expect(exit.code === 0 || exit.signal === 'SIGTERM').toBe(true);
    expect(acquired.value.session.alive).toBe(false);
    // Nothing of the group is left running (on Node 20 the npm launcher runs the native binary as
    // a child; a helper that already exited may linger as a zombie until it is reaped).
    expect(runningGroupMembers(acquired.value.session.pid ?? 0)).toEqual([]);
  });
});
