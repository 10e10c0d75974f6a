import { ownProcessEntry } from './process-table.js';

/**
 * SIGKILLs process group `pgid` (the negative-PID form of kill(2)). Never signals our own group.
 * Returns false when the group no longer exists or may not be signalled.
 */
export function killProcessGroup(pgid: number): boolean {
  if (!Number.isInteger(pgid) || pgid <= 1 || pgid === process.pid || pgid === ownProcessGroup()) return false;
  try {
    process.kill(-pgid, 'SIGKILL');
    return true;
  } catch {
    return false;
  }
}

/** SIGKILLs one process. Never our own process. Returns false when it is gone or not ours to signal. */
export function killProcess(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 1 || pid === process.pid) return false;
  try {
    process.kill(pid, 'SIGKILL');
    return true;
  } catch {
    return false;
  }
}

let ownGroup: number | undefined;

/** Our own process-group id where `/proc` tells it (it never changes while we run). */
function ownProcessGroup(): number | undefined {
  ownGroup ??= ownProcessEntry()?.pgid;
  return ownGroup;
}
