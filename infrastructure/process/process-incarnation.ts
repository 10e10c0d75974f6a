import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { statFieldsAfterName } from './process-table.js';

/** A process as host leases record it: its PID and the incarnation that PID had when the lease was taken. */
export interface ProcessIdentity {
  readonly pid: number;
  /**
   * Tells one life of a PID from the next. On Linux `linux:<boot id>:<start time in clock ticks>`
   * (field 22 of `/proc/<pid>/stat`), so a recycled PID or a lease from before a reboot never
   * matches. Elsewhere `unverified:<approximate start ms>`: only liveness can be checked.
   */
  readonly incarnation: string;
}

/** Whether the owner of a lease still runs: `dead` only when proven (gone, zombie, or another incarnation). */
export type OwnerLiveness = 'alive' | 'dead';

const LINUX_PREFIX = 'linux:';

let cachedBootId: string | null | undefined;

function bootId(): string | null {
  if (cachedBootId === undefined) {
    try {
      cachedBootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    } catch {
      cachedBootId = null;
    }
  }
  return cachedBootId;
}

/** State letter and start time (clock ticks since boot) from `/proc/<pid>/stat` text. */
export function parseProcStat(stat: string): { readonly state: string; readonly startTicks: string } | undefined {
  const fields = statFieldsAfterName(stat);
  // After the name: field 3 (state) is index 0, field 22 (starttime) is index 19.
  const state = fields?.[0];
  const startTicks = fields?.[19];
  if (state === undefined || startTicks === undefined || !/^\d+$/.test(startTicks)) return undefined;
  return { state, startTicks };
}

let self: ProcessIdentity | undefined;

/** This process's identity, computed once. */
export function currentProcessIdentity(): ProcessIdentity {
  if (self !== undefined) return self;
  const boot = bootId();
  if (boot !== null) {
    try {
      const parsed = parseProcStat(readFileSync(`/proc/${process.pid}/stat`, 'utf8'));
      if (parsed !== undefined) {
        self = { pid: process.pid, incarnation: `${LINUX_PREFIX}${boot}:${parsed.startTicks}` };
        return self;
      }
    } catch {
      // fall through to the unverified form
    }
  }
  self = { pid: process.pid, incarnation: `unverified:${Math.round(Date.now() - process.uptime() * 1000)}` };
  return self;
}

/**
 * Whether `owner` still runs. On Linux the PID's current incarnation must equal the recorded
 * one: a missing `/proc` entry, a zombie, a different start time or boot id all prove death.
 * Elsewhere (no `/proc`) `kill(pid, 0)` decides: ESRCH is dead, EPERM (another user's
 * process) and success are alive; a recycled PID then counts as alive until the lease expires.
 */
export async function probeOwner(owner: ProcessIdentity): Promise<OwnerLiveness> {
  if (!Number.isSafeInteger(owner.pid) || owner.pid <= 0) return 'dead';
  if (owner.incarnation.startsWith(LINUX_PREFIX)) {
    const boot = bootId();
    if (boot !== null) {
      if (!owner.incarnation.startsWith(`${LINUX_PREFIX}${boot}:`)) return 'dead';
      let stat: string;
      try {
        stat = await readFile(`/proc/${owner.pid}/stat`, 'utf8');
      } catch (error) {
        return (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ESRCH' ? 'dead' : 'alive';
      }
      const parsed = parseProcStat(stat);
      if (parsed === undefined) return 'alive';
      if (parsed.state === 'Z' || parsed.state === 'X') return 'dead';
      return `${LINUX_PREFIX}${boot}:${parsed.startTicks}` === owner.incarnation ? 'alive' : 'dead';
    }
  }
  try {
    process.kill(owner.pid, 0);
    return 'alive';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH' ? 'dead' : 'alive';
  }
}
