import type { ClockPort } from '../../../application/ports/clock.port.js';
import type { HostBucketSnapshot, HostResetSummary, HostStatePort, HostStateSnapshot } from '../../../application/ports/host-state.port.js';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import { isLiveEntry, type OwnerCheck } from './host-bucket.transitions.js';
import type { HostBucket } from './host-state.schema.js';
import { hostStateFailure, modeText, type HostStateFailure } from './host-state-failure.js';
import { HOST_STATE_LIMITS } from './host-state-limits.js';
import type { HostStateStore, HostStateStoreDeps } from './host-state.store.js';
import { OwnerLock } from './owner-lock.js';
import { checkPrivateDirectory, currentUid } from './private-directory.js';

/**
 * `web-control` over the host state file. `inspect` validates like admission and writes nothing
 * (a missing directory is reported, not created). `reset` takes the lock, refuses while a live
 * owner holds or waits for a slot, and otherwise replaces the state with an empty one. Neither
 * ever repairs permissions, owners, links or content: those failures come back as found.
 */
export class HostStateControl implements HostStatePort {
  readonly #store: HostStateStore;
  readonly #clock: ClockPort;
  readonly #deps: HostStateStoreDeps;

  constructor(store: HostStateStore, clock: ClockPort, deps: HostStateStoreDeps) {
    this.#store = store;
    this.#clock = clock;
    this.#deps = deps;
  }

  async inspect(): Promise<Result<HostStateSnapshot, HostStateFailure>> {
    const { dir, file, lock } = this.#store.location;
    const uid = currentUid(dir);
    if (!uid.ok) return uid;
    const directory = await checkPrivateDirectory(dir, false);
    if (!directory.ok) return directory;
    const limits = { maxBytes: HOST_STATE_LIMITS.maxBytes, maxBuckets: HOST_STATE_LIMITS.maxBuckets };
    if (directory.value === undefined) {
      return ok({ directory: { path: dir, exists: false }, file: { path: file, exists: false, bytes: 0 }, limits, lock: { held: false }, buckets: [] });
    }
    const read = await this.#store.read();
    if (!read.ok) return read;
    const now = this.#clock.now();
    const isAlive = this.#store.ownerCheck();
    const buckets: HostBucketSnapshot[] = [];
    for (const [keyHash, bucket] of Object.entries(read.value.document.buckets)) buckets.push(await snapshotOf(keyHash, bucket, now, isAlive));
    return ok({
      directory: { path: dir, exists: true, mode: modeText(directory.value.mode) },
      file: { path: file, exists: read.value.exists, bytes: read.value.bytes, ...(read.value.mode === undefined ? {} : { mode: modeText(read.value.mode) }) },
      limits,
      lock: await new OwnerLock(lock, uid.value, { ...this.#deps, wallClock: this.#deps.wallClock ?? Date.now }).inspect(),
      buckets,
    });
  }

  async reset(): Promise<Result<HostResetSummary, HostStateFailure>> {
    const { dir, file } = this.#store.location;
    const directory = await checkPrivateDirectory(dir, false);
    if (!directory.ok) return directory;
    if (directory.value === undefined) return ok({ path: file, bucketsCleared: 0, cooldownsCleared: 0, staleLeasesCleared: 0 });
    const outcome = await this.#store.transact<Result<HostResetSummary, HostStateFailure>>(async (document, { isAlive, now }) => {
      const snapshots = await Promise.all(Object.entries(document.buckets).map(([key, bucket]) => snapshotOf(key, bucket, now, isAlive)));
      const active = snapshots.reduce((sum, s) => sum + s.activeLeases, 0);
      const waiting = snapshots.reduce((sum, s) => sum + s.waiters, 0);
      if (active + waiting > 0) {
        return { value: err(busy(file, active, waiting)), write: false };
      }
      const summary: HostResetSummary = {
        path: file,
        bucketsCleared: snapshots.length,
        cooldownsCleared: snapshots.filter((s) => s.cooldown.cooldownUntil !== undefined).length,
        staleLeasesCleared: snapshots.reduce((sum, s) => sum + s.staleLeases, 0),
      };
      document.buckets = {};
      return { value: ok(summary), write: true };
    });
    return outcome.ok ? outcome.value : outcome;
  }
}

async function snapshotOf(keyHash: string, bucket: HostBucket, now: number, isAlive: OwnerCheck): Promise<HostBucketSnapshot> {
  let activeLeases = 0;
  for (const lease of bucket.leases) if (await isLiveEntry(lease, now, isAlive)) activeLeases += 1;
  let waiters = 0;
  for (const waiter of bucket.waiters) if (await isLiveEntry(waiter, now, isAlive)) waiters += 1;
  return {
    kind: bucket.kind,
    keyHash,
    cooldown: bucket.cooldown,
    ...(bucket.lastStartAt === undefined ? {} : { lastStartAt: bucket.lastStartAt }),
    activeLeases,
    staleLeases: bucket.leases.length - activeLeases,
    waiters,
    counters: { ...bucket.counters },
  };
}

function busy(path: string, active: number, waiting: number): HostStateFailure {
  return hostStateFailure(
    'active_requests', path,
    `${active} request(s) in flight and ${waiting} waiting under host coordination; the state was left unchanged`,
    'Let them finish (or stop those agents) and run reset again',
    { activeRequests: active, waitingRequests: waiting },
  );
}
