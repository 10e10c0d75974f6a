import { readFileSync } from 'node:fs';
import { commandLineIncludes, listProcesses, ownProcessEntry, type ProcessEntry } from '../../../infrastructure/process/process-table.js';
import { killProcess, killProcessGroup } from '../../../infrastructure/process/process-signals.js';

/** What identifies the processes of one render. */
export interface ReapTarget {
  /** The agent-browser call in flight, if any (it leads its own process group). */
  readonly stepPid?: number;
  /** The daemon's PID file inside the render directory. */
  readonly daemonPidFile: string;
  /** The render directory followed by `/`: Chromium's profile and crash database live below it, so its processes name it on their command line. */
  readonly directoryMarker: string;
}

/** Kills the processes of one render synchronously; returns how many live processes it found. */
export type BrowserReaper = (target: ReapTarget) => number;

function readDaemonPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 1 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Kills everything one render started, by process group, with SIGKILL, synchronously (it also
 * runs in `exit` and signal handlers). Only PIDs taken from this render are touched, never names:
 * - the agent-browser call in flight (its own group, as the executor starts it detached);
 * - the daemon, from its PID file; it leads its own session;
 * - every process in the daemon's session (Chromium leads its own group inside it, and a killed
 *   daemon would otherwise orphan it) and the groups they lead;
 * - processes whose command line names the render directory (Chromium's `--user-data-dir`, and
 *   the crash handlers, which double-fork into sessions of their own) and their sessions.
 * Zombies are skipped (already dead). Our own session and group are never signalled. Without
 * `/proc` (not Linux) only the call and the daemon's group are killed.
 */
export const reapBrowserProcesses: BrowserReaper = (target) => {
  if (target.stepPid !== undefined) killProcessGroup(target.stepPid);
  const daemonPid = readDaemonPid(target.daemonPidFile);
  const own = ownProcessEntry();
  const live = listProcesses().filter((entry) => entry.state !== 'Z' && entry.pid !== process.pid);
  const sessions = new Set<number>(daemonPid === undefined ? [] : [daemonPid]);
  for (const entry of live) {
    if (entry.pid === daemonPid || commandLineIncludes(entry.pid, target.directoryMarker)) sessions.add(entry.sid);
  }
  if (own !== undefined) sessions.delete(own.sid);
  const ours: ProcessEntry[] = live.filter((entry) => sessions.has(entry.sid) || entry.pid === daemonPid);
  const leaders = new Set(ours.map((entry) => entry.pid));
  for (const group of new Set(ours.map((entry) => entry.pgid))) {
    if (leaders.has(group) && group !== own?.pgid) killProcessGroup(group);
  }
  for (const entry of ours) killProcess(entry.pid);
  if (daemonPid !== undefined && own === undefined) killProcessGroup(daemonPid);
  return ours.length;
};
