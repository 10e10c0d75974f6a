import { readdir, stat, unlink } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { AdmissionTable } from '../../../domain/admission/admission-limits.js';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import type { ClockPort } from '../../../application/ports/clock.port.js';
import type { OwnerLiveness, ProcessIdentity } from '../../../infrastructure/process/process-incarnation.js';
import type { OwnerCheck } from './host-bucket.transitions.js';
import type { HostStateDocument } from './host-state.schema.js';
import { fitToCapacity } from './host-state-capacity.js';
import { hostStateFailure, type HostStateFailure } from './host-state-failure.js';
import { HOST_STATE_LIMITS } from './host-state-limits.js';
import type { HostStateLocation } from './host-state-location.js';
import { OwnerLock } from './owner-lock.js';
import { StateChangeWatcher } from './state-change.watcher.js';
import { checkPrivateDirectory, currentUid } from './private-directory.js';
import { readStateFile, type StateFileRead } from './state-file.reader.js';
import { replaceStateFile, syncDirectory, TEMP_FILE_PATTERN } from './state-file.writer.js';

/** What the store needs from the process. */
export interface HostStateStoreDeps {
  readonly identity: ProcessIdentity;
  readonly probe: (owner: ProcessIdentity) => Promise<OwnerLiveness>;
  /** Lock waits; must keep the process alive (a ref'd timer, as `SystemClock.sleep` is). */
  readonly sleep: ClockPort['sleep'];
  /** Real wall time for lock ages (defaults to `Date.now`). */
  readonly wallClock?: () => number;
  /** The coordination clock (epoch ms), read once the lock is held (defaults to `Date.now`). */
  readonly now?: () => number;
}

/** What a mutation sees besides the document: owner liveness and the time, read after the lock was taken. */
export interface TransactionContext {
  readonly isAlive: OwnerCheck;
  /** Epoch ms on the coordination clock, read while holding the lock (so grants are stamped in lock order). */
  readonly now: number;
}

/** A mutation inside the lock: change `document` in place, say whether to write, return a value. */
export type HostStateMutation<T> = (document: HostStateDocument, context: TransactionContext) => Promise<{ readonly value: T; readonly write: boolean }>;

/** Options of one locked transaction: the latest lock wait (wall ms) and an abort signal. */
export interface TransactionOptions {
  readonly limitAt?: number;
  readonly signal?: AbortSignal;
}

/** A lock lost before commit (broken as stale) is retried this many times before giving up. */
const COMMIT_ATTEMPTS = 3;

/**
 * The host state file: lock-free validated reads (writers replace the file atomically) and locked
 * read-modify-write transactions. Each transaction checks the private directory, takes the owner
 * lock, reads and validates the state (failing closed on anything unsafe, and then writing
 * nothing), applies the mutation, fits the caps and replaces the file atomically. Transactions of
 * one store run one at a time in this process, so it never contends with itself for the lock.
 */
export class HostStateStore {
  readonly location: HostStateLocation;
  /** Changes of `state.json` and `state.lock`, for waiters in this process. */
  readonly changes: StateChangeWatcher;
  readonly #deps: HostStateStoreDeps;
  readonly #table: AdmissionTable;
  readonly #wallClock: () => number;
  readonly #now: () => number;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(location: HostStateLocation, table: AdmissionTable, deps: HostStateStoreDeps) {
    this.location = location;
    this.changes = new StateChangeWatcher(location.dir);
    this.#table = table;
    this.#deps = deps;
    this.#wallClock = deps.wallClock ?? Date.now;
    this.#now = deps.now ?? Date.now;
  }

  /** The current state without the lock (a missing directory or file reads as empty; nothing is created). */
  async read(): Promise<Result<StateFileRead, HostStateFailure>> {
    const uid = currentUid(this.location.dir);
    if (!uid.ok) return uid;
    const dir = await checkPrivateDirectory(this.location.dir, false);
    if (!dir.ok) return dir;
    return readStateFile(this.location.file, uid.value);
  }

  /** Runs `mutate` under the lock; see the class comment. Rejects only with the signal's reason when aborted while waiting for the lock. */
  transact<T>(mutate: HostStateMutation<T>, options: TransactionOptions = {}): Promise<Result<T, HostStateFailure>> {
    const run = this.#queue.then(() => this.#transact(mutate, options));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /** Whether a lease or waiter owner still runs, each owner probed once per call. */
  ownerCheck(): OwnerCheck {
    const seen = new Map<string, Promise<boolean>>();
    return (pid, incarnation) => {
      const key = `${pid}\u0000${incarnation}`;
      let alive = seen.get(key);
      if (alive === undefined) {
        alive = this.#deps.probe({ pid, incarnation }).then((liveness) => liveness === 'alive');
        seen.set(key, alive);
      }
      return alive;
    };
  }

  async #transact<T>(mutate: HostStateMutation<T>, options: TransactionOptions): Promise<Result<T, HostStateFailure>> {
    const uid = currentUid(this.location.dir);
    if (!uid.ok) return uid;
    const dir = await checkPrivateDirectory(this.location.dir, true);
    if (!dir.ok) return dir;
    const lockName = basename(this.location.lock);
    const lock = new OwnerLock(this.location.lock, uid.value, {
      ...this.#deps,
      wallClock: this.#wallClock,
      // Wake as soon as the lock file goes away instead of spinning on it.
      sleep: (ms, signal) => this.changes.pause(lockName, ms, (wait, combined) => this.#deps.sleep(wait, combined), signal),
    });
    const limitAt = Math.min(options.limitAt ?? Infinity, this.#wallClock() + HOST_STATE_LIMITS.lockWaitMs);
    for (let attempt = 1; ; attempt += 1) {
      const held = await lock.acquire(limitAt, options.signal);
      if (!held.ok) return held;
      let replaced = false;
      try {
        if (held.value.brokeStale) await this.#removeOrphanedTempFiles();
        const current = await readStateFile(this.location.file, uid.value);
        if (!current.ok) return current;
        const now = this.#now();
        const { value, write } = await mutate(current.value.document, { isAlive: this.ownerCheck(), now });
        if (!write) return ok(value);
        const text = fitToCapacity(current.value.document, this.#table, now, this.location.file);
        if (!text.ok) return text;
        const committed = await replaceStateFile(this.location.file, text.value, held.value.stillHeld);
        if (!committed.ok) return committed;
        replaced = committed.value;
        if (replaced) return ok(value);
        if (attempt >= COMMIT_ATTEMPTS) return err(lockLost(this.location.lock));
      } finally {
        await held.value.release();
        // Durability of the rename needs no lock: other processes already see the new file.
        if (replaced) await syncDirectory(this.location.dir).catch(() => undefined);
      }
    }
  }

  /** Temp files left by a writer that died mid-write (only looked for after breaking its stale lock). */
  async #removeOrphanedTempFiles(): Promise<void> {
    const names = await readdir(this.location.dir).catch(() => [] as string[]);
    for (const name of names) {
      if (!TEMP_FILE_PATTERN.test(name)) continue;
      const path = join(this.location.dir, name);
      const info = await stat(path).catch(() => undefined);
      if (info !== undefined && this.#wallClock() - info.mtimeMs > HOST_STATE_LIMITS.lockStaleMs) await unlink(path).catch(() => undefined);
    }
  }
}

function lockLost(path: string): HostStateFailure {
  return hostStateFailure('lock_timeout', path, `the lock ${path} was taken over ${COMMIT_ATTEMPTS} times before this process could commit`, 'Check for a process stopped while holding it (SIGSTOP) or a wall-clock jump');
}
