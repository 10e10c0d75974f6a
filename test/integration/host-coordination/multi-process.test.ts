import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CoordinationScope } from '../../../application/ports/coordination.port.js';
import type { HostStateDocument } from '../../../adapters/outbound/host-state/host-state.schema.js';
import { scopeHash } from '../../../adapters/outbound/host-state/scope-hash.js';
import { createHostCoordination } from '../../../composition/host-state.factory.js';
import { HOST_ADMISSION_LIMITS } from '../../../domain/admission/admission-limits.js';
import { SystemClock } from '../../../infrastructure/clock/system-clock.js';
import { startAdmissionChild, type AdmissionChild, type ChildEvent } from './support/child-processes.js';

const CHILDREN = 8;
const HAMMER_MS = 3_000;
/** Each process loops for HAMMER_MS and until it had this many Codex slots (and one fetch-origin slot). */
const MIN_CODEX = 2;
const CODEX: CoordinationScope = { kind: 'codex', key: 'codex' };
const ORIGIN: CoordinationScope = { kind: 'fetch-origin', key: 'https://hammered.example' };

interface Admit {
  readonly pid: number;
  readonly grantedAt: number;
  readonly releaseAt: number;
}

let root: string;
let dir: string;
const children: AdmissionChild[] = [];

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mono-agent-multi-process-'));
  dir = join(root, 'web-control');
});
afterEach(() => {
  for (const child of children.splice(0)) child.process.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

function state(): HostStateDocument {
  return JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')) as HostStateDocument;
}

function admitsOf(events: readonly ChildEvent[], kind: string): Admit[] {
  return events
    .filter((event) => event.type === 'admit' && event.scope === kind)
    .map((event) => ({ pid: event.pid, grantedAt: event.grantedAt as number, releaseAt: event.releaseAt as number }))
    .sort((a, b) => a.grantedAt - b.grantedAt);
}

/**
 * Checks the limits on times every process took from the same wall clock (Date.now). `grantedAt`
 * is read inside the lock when the slot is granted; `releaseAt` just before the release, so the
 * slot was certainly still held then. Hence: a request that had not started its release when a
 * later one was granted was in flight at that grant (concurrency), and consecutive grants must
 * be at least the spacing apart (both read inside the lock, in lock order).
 */
function violations(admits: readonly Admit[], limits: { maxConcurrent: number; minSpacingMs: number }): string[] {
  const found: string[] = [];
  admits.forEach((admit, i) => {
    const holding = admits.slice(0, i).filter((earlier) => earlier.releaseAt > admit.grantedAt).length;
    if (holding + 1 > limits.maxConcurrent) found.push(`#${i} granted at ${admit.grantedAt} while ${holding} others held a slot`);
    const previous = admits[i - 1];
    if (previous !== undefined && admit.grantedAt - previous.grantedAt < limits.minSpacingMs) {
      found.push(`#${i} started ${admit.grantedAt - previous.grantedAt} ms after #${i - 1} (spacing ${limits.minSpacingMs} ms)`);
    }
  });
  return found;
}

describe('host coordination across real OS processes', () => {
  it(`${CHILDREN} processes hammering two scopes for ${HAMMER_MS / 1000} s never exceed concurrency or spacing, and lose no update`, { timeout: 180_000 }, async () => {
    for (let i = 0; i < CHILDREN; i += 1) {
      children.push(startAdmissionChild({ mode: 'hammer', dir, scopes: [CODEX, ORIGIN], minimums: [MIN_CODEX, 1], durationMs: HAMMER_MS, holdMs: 5 }));
    }
    await Promise.all(children.map((child) => child.next('ready')));
    for (const child of children) child.process.stdin?.write('go\n');
    const codes = await Promise.all(children.map((child) => child.exited));
    expect(codes, children.map((child) => child.stderr()).join('\n')).toEqual(children.map(() => 0));
    const events = children.flatMap((child) => child.events);
    expect(events.filter((event) => event.type === 'refused' || event.type === 'error'), children.map((child) => child.stderr()).join('')).toEqual([]);

    const codex = admitsOf(events, 'codex');
    const origin = admitsOf(events, 'fetch-origin');
    expect(violations(codex, HOST_ADMISSION_LIMITS.codex.limits)).toEqual([]);
    expect(violations(origin, HOST_ADMISSION_LIMITS['fetch-origin'].limits)).toEqual([]);
    expect(codex.length).toBeGreaterThanOrEqual(CHILDREN * MIN_CODEX);
    expect(origin.length).toBeGreaterThanOrEqual(CHILDREN);

    const buckets = state().buckets;
    for (const [scope, admits] of [[CODEX, codex], [ORIGIN, origin]] as const) {
      const bucket = buckets[scopeHash(scope)];
      expect(bucket?.counters.admitted).toBe(admits.length); // no lost update
      expect(bucket?.leases).toEqual([]);
      expect(bucket?.waiters).toEqual([]);
    }
  });

  it('reclaims the lease of a process killed while holding it, and admits the next waiter', async () => {
    const scope: CoordinationScope = { kind: 'codex', key: 'killed-holder' };
    const holder = startAdmissionChild({ mode: 'hold', dir, scopes: [scope] });
    children.push(holder);
    await holder.next('holding');
    expect(state().buckets[scopeHash(scope)]?.leases).toEqual([expect.objectContaining({ pid: holder.process.pid })]);

    const coordination = createHostCoordination({ dir, file: join(dir, 'state.json'), lock: join(dir, 'state.lock') }, new SystemClock());
    const waiting = coordination.admit(scope, { signal: new AbortController().signal, deadline: Date.now() + 20_000 });
    let settled = false;
    void waiting.then(() => (settled = true));
    await expect.poll(() => state().buckets[scopeHash(scope)]?.waiters.length, { timeout: 10_000 }).toBe(1);
    expect(settled).toBe(false);

    holder.process.kill('SIGKILL');
    expect(await holder.exited).toBe('SIGKILL');
    const admission = await waiting;
    expect(admission.ok).toBe(true);
    const bucket = state().buckets[scopeHash(scope)];
    expect(bucket?.counters).toMatchObject({ admitted: 2, reclaimed: 1 });
    expect(bucket?.leases.map((lease) => lease.pid)).toEqual([process.pid]);
    if (admission.ok) await coordination.release(admission.value, { kind: 'success' });
    expect(state().buckets[scopeHash(scope)]?.leases).toEqual([]);
  });
});
