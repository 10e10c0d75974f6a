import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { CodexAppServerHost } from '../../../adapters/outbound/codex/app-server/codex-app-server.host.js';
import { CodexReadinessService } from '../../../adapters/outbound/codex/readiness/codex-readiness.service.js';
import { FakeClock } from '../../fakes/fake-clock.js';
import { countingGate, providerSearchRequest } from '../../support/provider-search-request.js';
import { fakeCodexRig, MODEL, type FakeCodexRig } from './codex-fake-harness.js';

let rig: FakeCodexRig | undefined;

afterEach(async () => {
  await rig?.close();
  rig = undefined;
});

const NOW_S = 1_700_000_000; // FakeClock's start, in unix seconds

async function notReady(scenario: unknown): Promise<string> {
  rig = fakeCodexRig(scenario);
  const gate = countingGate();
  const result = await rig.adapter.search(providerSearchRequest({ gate, timeoutMs: 30_000 }));
  expect(result.ok).toBe(false);
  if (result.ok) return '';
  expect(result.error).toMatchObject({ code: 'backend_not_ready', requestsSent: 0 });
  expect(gate.consumed).toBe(0);
  expect(rig.clientMethods()).not.toContain('turn/start');
  return result.error.message;
}

describe('Codex readiness: not_ready names the failing check', () => {
  it('not signed in with ChatGPT', async () => {
    expect(await notReady({ account: null })).toBe('codex is not signed in with ChatGPT (run `codex login`)');
  });

  it('signed in with an API key does not count', async () => {
    expect(await notReady({ account: 'apiKey' })).toBe('codex is signed in with an API key, not with ChatGPT (run `codex login` and sign in with ChatGPT)');
  });

  it('no web-search capability', async () => {
    expect(await notReady({ webSearch: false })).toBe('the codex model provider reports no web-search capability');
  });

  it('the configured model is not listed', async () => {
    expect(await notReady({ models: ['gpt-6.1-sol'] })).toBe('the model gpt-5.6-luna (tools.web.search.codex.model) is not listed by codex model/list');
  });

  it('the app-server failed to start, with its exit status', async () => {
    expect(await notReady({ startup: { exitCode: 3 } })).toBe('the codex app-server failed to start: it exited with status 3 before the handshake');
  });

  it('codex not installed: no executable on PATH', async () => {
    const clock = new FakeClock();
    const host = new CodexAppServerHost({
      command: 'codex-not-installed-here', env: { PATH: tmpdir() }, cwd: tmpdir(), clientVersion: '0', clock,
      startupTimeoutMs: 20_000, startFailureMemoMs: 60_000, closeGraceMs: 1_000,
    });
    const readiness = new CodexReadinessService({ host, model: MODEL, clock, cacheTtlMs: 60_000 });
    const report = await readiness.checkReadiness({ signal: new AbortController().signal, timeoutMs: 10_000 });
    expect(report).toEqual({
      ready: false,
      checks: [
        { id: 'codex_installed', status: 'fail', message: 'codex is not installed: no executable "codex-not-installed-here" was found on PATH' },
        { id: 'app_server_started', status: 'skipped', message: 'not checked' },
        { id: 'chatgpt_sign_in', status: 'skipped', message: 'not checked' },
        { id: 'web_search_capability', status: 'skipped', message: 'not checked' },
        { id: 'model_listed', status: 'skipped', message: 'not checked' },
      ],
    });
    await host.close();
  });

  it('checkReadiness reports every check on its own line (for validate)', async () => {
    rig = fakeCodexRig({ account: null, models: ['gpt-6.1-sol'] });
    const report = await rig.readiness.checkReadiness({ signal: new AbortController().signal, timeoutMs: 10_000 });
    expect(report.ready).toBe(false);
    expect(report.checks.map((check) => [check.id, check.status])).toEqual([
      ['codex_installed', 'pass'], ['app_server_started', 'pass'], ['chatgpt_sign_in', 'fail'], ['web_search_capability', 'pass'], ['model_listed', 'fail'],
    ]);
    expect(rig.clientMethods()).not.toContain('account/rateLimits/read');
    expect(rig.schemaProblems()).toEqual([]);
  });

  it('a start failure with exit status is reported with that status', async () => {
    rig = fakeCodexRig({ startup: { exitCode: 7 } });
    const report = await rig.readiness.checkReadiness({ signal: new AbortController().signal, timeoutMs: 10_000 });
    expect(report.checks[1]).toEqual({ id: 'app_server_started', status: 'fail', message: 'the codex app-server failed to start: it exited with status 7 before the handshake', exitStatus: 7 });
  });

  it('readiness is cached per server for a minute, then checked again', async () => {
    rig = fakeCodexRig({ turns: [{ steps: [{ search: {} }, { complete: 'completed' }] }] });
    await rig.adapter.search(providerSearchRequest({ timeoutMs: 30_000 }));
    await rig.adapter.search(providerSearchRequest({ timeoutMs: 30_000 }));
    expect(rig.clientMethods().filter((method) => method === 'account/read')).toHaveLength(1);
    await rig.clock.advance(60_000);
    await rig.adapter.search(providerSearchRequest({ timeoutMs: 30_000 }));
    expect(rig.clientMethods().filter((method) => method === 'account/read')).toHaveLength(2);
    expect(rig.clientMethods().filter((method) => method === 'initialize')).toHaveLength(1);
  });
});

describe('Codex quota reserve: skips cost nothing and are reported', () => {
  async function quotaSkip(scenario: unknown): Promise<{ readonly message: string; readonly retryAfterMs?: number }> {
    rig = fakeCodexRig(scenario);
    const gate = countingGate();
    const result = await rig.adapter.search(providerSearchRequest({ gate, timeoutMs: 30_000 }));
    expect(result.ok).toBe(false);
    if (result.ok) return { message: '' };
    expect(result.error).toMatchObject({ code: 'quota_exhausted', requestsSent: 0 });
    expect(gate.consumed).toBe(0);
    expect(rig.clientMethods()).not.toContain('turn/start');
    expect(rig.schemaProblems()).toEqual([]);
    return result.error.retryAfterMs === undefined ? { message: result.error.message } : { message: result.error.message, retryAfterMs: result.error.retryAfterMs };
  }

  it('a window at 90 % skips the turn, with the reset time as retry', async () => {
    const skip = await quotaSkip({ rateLimits: [{ primary: { usedPercent: 90, windowDurationMins: 300, resetsAt: NOW_S + 1_800 }, secondary: { usedPercent: 40, resetsAt: NOW_S + 86_400 } }] });
    expect(skip).toEqual({ message: 'codex quota skip: the codex primary window is 90% used; 10% is kept in reserve', retryAfterMs: 1_800_000 });
  });

  it('89 % is still usable', async () => {
    rig = fakeCodexRig({ rateLimits: [{ primary: { usedPercent: 89, resetsAt: NOW_S + 60 }, secondary: { usedPercent: 89, resetsAt: NOW_S + 600 } }], turns: [{ steps: [{ search: {} }, { complete: 'completed' }] }] });
    expect((await rig.adapter.search(providerSearchRequest({ timeoutMs: 30_000 }))).ok).toBe(true);
  });

  it('the rate-limit read failing is a skip (quota missing)', async () => {
    const skip = await quotaSkip({ rateLimits: [{ error: 'codex account authentication required to read rate limits' }] });
    expect(skip.message).toBe('codex quota skip: the usage could not be read: codex account authentication required to read rate limits');
  });

  it('stale quota: after 60 s the snapshot must be read again; a failed refresh skips', async () => {
    rig = fakeCodexRig({
      rateLimits: [{ primary: { usedPercent: 10, resetsAt: NOW_S + 3_600 }, secondary: { usedPercent: 10, resetsAt: NOW_S + 86_400 } }, { error: 'usage service unavailable' }],
      turns: [{ steps: [{ search: {} }, { complete: 'completed' }] }],
    });
    expect((await rig.adapter.search(providerSearchRequest({ timeoutMs: 30_000 }))).ok).toBe(true);
    await rig.clock.advance(30_000);
    expect((await rig.adapter.search(providerSearchRequest({ timeoutMs: 30_000 }))).ok).toBe(true);
    expect(rig.clientMethods().filter((method) => method === 'account/rateLimits/read')).toHaveLength(1);
    await rig.clock.advance(31_000);
    const gate = countingGate();
    const stale = await rig.adapter.search(providerSearchRequest({ gate, timeoutMs: 30_000 }));
    expect(stale).toEqual({ ok: false, error: { code: 'quota_exhausted', message: 'codex quota skip: the usage snapshot is stale and could not be refreshed: usage service unavailable', requestsSent: 0 } });
    expect(gate.consumed).toBe(0);
  });

  it('a window that reset since the read makes the snapshot stale', async () => {
    const skip = await quotaSkip({ rateLimits: [{ primary: { usedPercent: 95, resetsAt: NOW_S - 10 }, secondary: { usedPercent: 5, resetsAt: NOW_S + 600 } }] });
    expect(skip.message).toBe('codex quota skip: the usage snapshot is stale and could not be refreshed');
  });

  it('an update notification during a turn is merged: the next search skips at 92 %', async () => {
    rig = fakeCodexRig({
      rateLimits: [{ primary: { usedPercent: 80, resetsAt: NOW_S + 900 }, secondary: { usedPercent: 10, resetsAt: NOW_S + 86_400 } }],
      turns: [{ steps: [{ rateLimitsUpdated: { primary: { usedPercent: 92, resetsAt: NOW_S + 900 } } }, { search: {} }, { complete: 'completed' }] }],
    });
    expect((await rig.adapter.search(providerSearchRequest({ timeoutMs: 30_000 }))).ok).toBe(true);
    const second = await rig.adapter.search(providerSearchRequest({ timeoutMs: 30_000 }));
    expect(second).toEqual({ ok: false, error: { code: 'quota_exhausted', message: 'codex quota skip: the codex primary window is 92% used; 10% is kept in reserve', requestsSent: 0, retryAfterMs: 900_000 } });
    expect(rig.clientMethods().filter((method) => method === 'turn/start')).toHaveLength(1);
  });

  it('the backend refusing ordinary usage skips', async () => {
    const skip = await quotaSkip({ rateLimits: [{ primary: { usedPercent: 20 }, secondary: null, ordinaryUsageAllowed: false }] });
    expect(skip.message).toBe('codex quota skip: the subscription does not allow ordinary usage now');
  });
});

describe('Codex app-server lifetime', () => {
  it('one child serves many searches; after it dies the next search starts another', async () => {
    rig = fakeCodexRig({ turns: [{ steps: [{ search: {} }, { complete: 'completed' }] }, { steps: [{ exit: 9 }] }, { steps: [{ search: {} }, { complete: 'completed' }] }] });
    expect((await rig.adapter.search(providerSearchRequest({ timeoutMs: 30_000 }))).ok).toBe(true);
    const died = await rig.adapter.search(providerSearchRequest({ timeoutMs: 30_000 }));
    expect(died).toEqual({ ok: false, error: { code: 'backend_unavailable', message: 'codex search failed: the codex app-server exited during the search turn', requestsSent: 1 } });
    expect((await rig.adapter.search(providerSearchRequest({ timeoutMs: 30_000 }))).ok).toBe(true);
    expect(rig.clientMethods().filter((method) => method === 'initialize')).toHaveLength(2);
  });

  it('close() ends the child and its process group', async () => {
    rig = fakeCodexRig({});
    const report = await rig.readiness.checkReadiness({ signal: new AbortController().signal, timeoutMs: 10_000 });
    expect(report.ready).toBe(true);
    const acquired = await rig.host.acquire(new AbortController().signal);
    if (!acquired.ok) throw new Error('expected a session');
    await rig.host.close();
    expect(acquired.value.session.alive).toBe(false);
    expect((await rig.host.acquire(new AbortController().signal)).ok).toBe(false);
  });
});
