import { describe, expect, it } from 'vitest';
import type { WebControlPort, WebControlStatus } from '../../../../../application/ports/web-control.port.js';
import { toolError } from '../../../../../domain/errors/tool-error.js';
import { err, ok } from '../../../../../domain/shared/result.js';
import { runCli } from '../../../../../adapters/inbound/cli/cli.adapter.js';
import { cliHarness } from './cli-test-harness.js';

const NOW = Date.UTC(2030, 0, 1);

const STATUS: WebControlStatus = {
  checkedAt: NOW,
  directory: { path: '/home/me/.mono-agent/web-control', exists: true, mode: '0700' },
  file: { path: '/home/me/.mono-agent/web-control/state.json', exists: true, bytes: 420, maxBytes: 262_144, mode: '0600' },
  checks: 'ok', buckets: { count: 1, max: 512 }, activeRequests: 0, waitingRequests: 0, staleLeases: 0, coolingDown: 1, lock: { held: false },
  scopes: [{
    kind: 'duckduckgo', keyHash: '0123456789abcdef0123456789abcdef', phase: 'cooling', cooldownUntil: NOW + 252_000, retryAt: NOW + 252_000, cause: 'infrastructure_failures',
    cooldownStreak: 1, failureStreak: 0, activeLeases: 0, staleLeases: 0, waiters: 0, counters: { admitted: 4, throttled: 1, failed: 0, reclaimed: 0 },
  }],
};

function withControl(control: Partial<WebControlPort>) {
  const h = cliHarness();
  const envs: unknown[] = [];
  const deps = {
    ...h.deps,
    openWebControl: async (env: Readonly<Record<string, string | undefined>>) => {
      envs.push(env);
      return { status: async () => ok(STATUS), reset: async () => ok({ path: '/p/state.json', bucketsCleared: 2, cooldownsCleared: 1, staleLeasesCleared: 0 }), ...control };
    },
  };
  return { ...h, deps, envs };
}

describe('mono-agent web-control', () => {
  it('status prints operational metadata for people and exits 0', async () => {
    const h = withControl({});
    expect(await runCli(['web-control', 'status'], h.deps)).toBe(0);
    expect(h.stdout.text).toContain('Host coordination state: /home/me/.mono-agent/web-control/state.json');
    expect(h.stdout.text).toContain('Buckets: 1 of 512; requests in flight 0, waiting 0, stale leases 0; cooling down 1');
    expect(h.stdout.text).toMatch(/duckduckgo\s+0123456789ab {2}cooling down after repeated failures until 2030-01-01T00:04:12.000Z \(4 min 12 s\)/);
    expect(h.envs).toEqual([h.deps.env]);
  });

  it('status --json prints one object with the details', async () => {
    const h = withControl({});
    expect(await runCli(['web-control', 'status', '--json'], h.deps)).toBe(0);
    expect(JSON.parse(h.stdout.text)).toMatchObject({ ok: true, details: STATUS });
  });

  it('reset reports what it cleared', async () => {
    const h = withControl({});
    expect(await runCli(['web-control', 'reset'], h.deps)).toBe(0);
    expect(h.stdout.text).toBe('Host coordination state at /p/state.json cleared: 2 bucket(s), 1 cooldown(s), 0 stale lease(s).\n');
  });

  it('unusable state exits 1 with coordination_unavailable (stderr for people, one JSON object with --json)', async () => {
    const failure = toolError('coordination_unavailable', '/x has mode 0755; inspect /x', { retryable: false, details: { problem: 'unsafe_permissions', path: '/x' } });
    const h = withControl({ reset: async () => err(failure) });
    expect(await runCli(['web-control', 'reset'], h.deps)).toBe(1);
    expect(h.stderr.text).toBe('mono-agent web-control reset: coordination_unavailable: /x has mode 0755; inspect /x\n');
    expect(await runCli(['web-control', 'reset', '--json'], h.deps)).toBe(1);
    expect(JSON.parse(h.stdout.text)).toEqual({ ok: false, error: { code: 'coordination_unavailable', message: failure.message, retryable: false, details: { problem: 'unsafe_permissions', path: '/x' } } });
  });

  it('an unknown action is bad usage (exit 2)', async () => {
    const h = withControl({});
    expect(await runCli(['web-control', 'repair', '--json'], h.deps)).toBe(2);
    expect(JSON.parse(h.stdout.text)).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  });
});
