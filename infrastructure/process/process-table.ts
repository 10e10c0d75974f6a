import { readdirSync, readFileSync } from 'node:fs';

/** One row of the process table. `state` is the one-letter kernel state (`Z` for a zombie). */
export interface ProcessEntry {
  readonly pid: number;
  readonly ppid: number;
  /** Process-group id. */
  readonly pgid: number;
  /** Session id. */
  readonly sid: number;
  readonly state: string;
}

const PROC = '/proc';

/** True where the process table can be read (Linux `/proc`); elsewhere the scans below return nothing. */
export function processTableReadable(): boolean {
  return readStat('self') !== undefined;
}

/**
 * Every process visible in `/proc`, read synchronously (it also runs inside `exit` handlers).
 * Processes that vanish while being read are skipped. Empty where there is no `/proc`.
 */
export function listProcesses(): ProcessEntry[] {
  let names: string[];
  try {
    names = readdirSync(PROC);
  } catch {
    return [];
  }
  const entries: ProcessEntry[] = [];
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    const entry = readStat(name);
    if (entry !== undefined) entries.push(entry);
  }
  return entries;
}

/** Our own row (`/proc/self`), when readable. */
export function ownProcessEntry(): ProcessEntry | undefined {
  return readStat('self');
}

/**
 * True when process `pid`'s command line (its argv, as `ps` shows it) contains `needle`.
 * Unreadable or vanished processes and zombies (empty command line) count as false.
 */
export function commandLineIncludes(pid: number, needle: string): boolean {
  try {
    return readFileSync(`${PROC}/${pid}/cmdline`).includes(needle);
  } catch {
    return false;
  }
}

function readStat(name: string): ProcessEntry | undefined {
  let text: string;
  try {
    text = readFileSync(`${PROC}/${name}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(text, 10);
  const fields = statFieldsAfterName(text) ?? [];
  const [state, ppid, pgid, sid] = [fields[0], Number(fields[1]), Number(fields[2]), Number(fields[3])];
  if (!Number.isInteger(pid) || state === undefined || ![ppid, pgid, sid].every(Number.isInteger)) return undefined;
  return { pid, ppid, pgid, sid, state };
}

/**
 * Fields of `/proc/<pid>/stat` after the command name (`pid (comm) state ppid pgrp session …`;
 * comm may itself hold spaces and parentheses): field 3, the state, is index 0.
 */
export function statFieldsAfterName(stat: string): readonly string[] | undefined {
  const end = stat.lastIndexOf(')');
  if (end < 0) return undefined;
  return stat.slice(end + 2).trim().split(' ');
}
