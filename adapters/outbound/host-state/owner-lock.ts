import { randomBytes } from 'node:crypto';
import { constants, type Stats } from 'node:fs';
import { link, lstat, open, rename, unlink } from 'node:fs/promises';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import type { ClockPort } from '../../../application/ports/clock.port.js';
import type { HostLockView } from '../../../application/ports/host-state.port.js';
import type { OwnerLiveness, ProcessIdentity } from '../../../infrastructure/process/process-incarnation.js';
import { hostStateFailure, inspectAdvice, ioFailure, type HostStateFailure } from './host-state-failure.js';
import { HOST_STATE_LIMITS } from './host-state-limits.js';
import { verifyPrivate } from './private-directory.js';

/** A held lock: confirm it before committing, release it exactly once. */
export interface HeldLock {
  /** True while the lock file is still the one this holder created (it was not broken as stale). */
  stillHeld(): Promise<boolean>;
  release(): Promise<void>;
  /** True when a stale lock (dead or stuck owner) had to be broken first. */
  readonly brokeStale: boolean;
}

/** What the lock needs from the process: who we are, whether an owner lives, wall time and a wait. */
export interface OwnerLockDeps {
  readonly identity: ProcessIdentity;
  readonly probe: (owner: ProcessIdentity) => Promise<OwnerLiveness>;
  /** Must keep the process alive while waiting (a ref'd timer, as `SystemClock.sleep` is). */
  readonly sleep: ClockPort['sleep'];
  /** Real wall time (epoch ms): lock ages are compared with other processes' records and file times. */
  readonly wallClock: () => number;
}

interface OwnerRecord {
  readonly pid: number;
  readonly inc: string;
  readonly token: string;
  readonly at: number;
}

interface Holder {
  readonly stats: Stats;
  readonly record?: OwnerRecord;
}

const CREATE_FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
/** An owner record is a few hundred bytes; anything longer is not one. */
const RECORD_MAX_BYTES = 1024;

/**
 * An owner-private exclusive lock: a `state.lock` file created with O_EXCL (mode 0600, no link
 * following) holding the owner's PID, incarnation, a random token and the time.
 *
 * Stale-lock recovery without a daemon: a lock is broken when its owner is proven dead (gone, or
 * the PID now belongs to another incarnation), when it was held longer than `lockStaleMs`, or when
 * its record stayed empty past `unreadableLockGraceMs`. Breaking renames the file aside first and
 * checks it is the same inode that was judged stale; if a fresh lock was moved by mistake it is
 * linked back. A writer confirms its token (`stillHeld`) right before committing, so a holder
 * whose lock was broken never overwrites newer state.
 */
export class OwnerLock {
  readonly #path: string;
  readonly #uid: number;
  readonly #deps: OwnerLockDeps;

  constructor(path: string, uid: number, deps: OwnerLockDeps) {
    this.#path = path;
    this.#uid = uid;
    this.#deps = deps;
  }

  /** Takes the lock, waiting (with a short randomised backoff) until `limitAt` (wall ms); `signal` aborts the wait by rejecting. */
  async acquire(limitAt: number, signal?: AbortSignal): Promise<Result<HeldLock, HostStateFailure>> {
    let brokeStale = false;
    for (let attempt = 0; ; attempt += 1) {
      const token = randomBytes(16).toString('hex');
      const created = await this.#tryCreate(token);
      if (!created.ok) return created;
      if (created.value) return ok(this.#held(token, brokeStale));
      const holder = await this.#readHolder();
      if (!holder.ok) return holder;
      if (holder.value === undefined) continue;
      if (await this.#isStale(holder.value)) {
        await this.#breakStale(holder.value);
        brokeStale = true;
        continue;
      }
      const now = this.#deps.wallClock();
      if (now >= limitAt) return err(this.#timeout(holder.value));
      await this.#deps.sleep(Math.min(limitAt - now, backoffMs(attempt)), signal);
    }
  }

  async #tryCreate(token: string): Promise<Result<boolean, HostStateFailure>> {
    const record: OwnerRecord = { pid: this.#deps.identity.pid, inc: this.#deps.identity.incarnation, token, at: this.#deps.wallClock() };
    try {
      const handle = await open(this.#path, CREATE_FLAGS, 0o600);
      try {
        await handle.writeFile(JSON.stringify(record), 'utf8');
      } finally {
        await handle.close();
      }
      return ok(true);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') return ok(false);
      if (code === 'ELOOP') return err(hostStateFailure('symlink', this.#path, `${this.#path} is a symbolic link`, inspectAdvice(this.#path, 'remove the link')));
      return err(ioFailure('create lock', this.#path, error));
    }
  }

  async #readHolder(): Promise<Result<Holder | undefined, HostStateFailure>> {
    let stats: Stats;
    try {
      stats = await lstat(this.#path);
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'ENOENT' ? ok(undefined) : err(ioFailure('lstat', this.#path, error));
    }
    const checked = verifyPrivate(this.#path, stats, this.#uid, 'file');
    if (!checked.ok) return checked;
    const record = await readRecord(this.#path);
    return ok(record === undefined ? { stats } : { stats, record });
  }

  async #isStale(holder: Holder): Promise<boolean> {
    const now = this.#deps.wallClock();
    if (holder.record === undefined) return now - holder.stats.mtimeMs > HOST_STATE_LIMITS.unreadableLockGraceMs;
    if (now - holder.record.at > HOST_STATE_LIMITS.lockStaleMs) return true;
    return (await this.#deps.probe({ pid: holder.record.pid, incarnation: holder.record.inc })) === 'dead';
  }

  /** Removes the lock judged stale, and only that one (same inode), restoring a fresh lock moved by mistake. */
  async #breakStale(holder: Holder): Promise<void> {
    const aside = `${this.#path}.stale-${randomBytes(8).toString('hex')}`;
    try {
      await rename(this.#path, aside);
    } catch {
      return; // already gone: another process broke it first
    }
    try {
      const moved = await lstat(aside);
      const sameFile = moved.ino === holder.stats.ino && moved.dev === holder.stats.dev && moved.mtimeMs === holder.stats.mtimeMs
        && (await readRecord(aside))?.token === holder.record?.token;
      // Inode numbers are reused at once on many file systems, so the token and mtime must match too.
      if (!sameFile) await link(aside, this.#path).catch(() => undefined);
    } finally {
      await unlink(aside).catch(() => undefined);
    }
  }

  /** Whether the lock file exists now and whether its recorded owner runs (for status; takes nothing). */
  async inspect(): Promise<HostLockView> {
    const holder = await this.#readHolder();
    if (!holder.ok || holder.value === undefined) return { held: holder.ok ? false : true };
    const record = holder.value.record;
    if (record === undefined) return { held: true };
    return { held: true, holderAlive: (await this.#deps.probe({ pid: record.pid, incarnation: record.inc })) === 'alive' };
  }

  #held(token: string, brokeStale: boolean): HeldLock {
    let released = false;
    const stillHeld = async (): Promise<boolean> => (await readRecord(this.#path))?.token === token;
    return {
      brokeStale,
      stillHeld,
      release: async () => {
        if (released) return;
        released = true;
        if (await stillHeld()) await unlink(this.#path).catch(() => undefined);
      },
    };
  }

  #timeout(holder: Holder): HostStateFailure {
    const who = holder.record === undefined ? 'a process that has not written its record' : `live pid ${holder.record.pid}`;
    return hostStateFailure('lock_timeout', this.#path, `${this.#path} stayed held by ${who} for over ${HOST_STATE_LIMITS.lockWaitMs / 1000} s`, inspectAdvice(this.#path, 'check that process; remove the lock file only once it has stopped'));
  }
}

async function readRecord(path: string): Promise<OwnerRecord | undefined> {
  try {
    const handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    const buffer = Buffer.alloc(RECORD_MAX_BYTES);
    let length: number;
    try {
      length = (await handle.read(buffer, 0, RECORD_MAX_BYTES, 0)).bytesRead;
    } finally {
      await handle.close();
    }
    const value = JSON.parse(buffer.toString('utf8', 0, length)) as Partial<OwnerRecord>;
    if (typeof value.pid !== 'number' || typeof value.inc !== 'string' || typeof value.token !== 'string' || typeof value.at !== 'number') return undefined;
    return { pid: value.pid, inc: value.inc, token: value.token, at: value.at };
  } catch {
    return undefined;
  }
}

/**
 * 1–5 ms at first, growing to at most 50 ms, randomised so contending processes spread out. The
 * store's sleep also ends when the lock file goes away, so this mostly bounds how late a lock
 * left by a dead process is noticed.
 */
function backoffMs(attempt: number): number {
  const ceiling = Math.min(50, 4 * 1.5 ** Math.min(attempt, 10));
  return 1 + Math.random() * ceiling;
}
