import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { reapBrowserProcesses } from '../../../adapters/outbound/agent-browser/browser-process-reaper.js';
import { commandLineIncludes, listProcesses, processTableReadable } from '../../../infrastructure/process/process-table.js';

const TREE = fileURLToPath(new URL('../../fixtures/process/fake-browser-tree.mjs', import.meta.url));
const linux = processTableReadable();

let dir = '';
const strays: number[] = [];

afterEach(() => {
  for (const pid of strays.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

function alive(pid: number): boolean {
  const entry = listProcesses().find((candidate) => candidate.pid === pid);
  return entry !== undefined && entry.state !== 'Z';
}

/** Live processes started from the fixture tree in `role` (matched on their command line). */
function treeProcesses(role: string): number[] {
  return listProcesses()
    .filter((entry) => entry.state !== 'Z' && commandLineIncludes(entry.pid, `${TREE}\0${role}\0`))
    .map((entry) => entry.pid);
}

const ROLES = ['daemon', 'browser', 'renderer', 'crash-handler'] as const;

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.skipIf(!linux)('reapBrowserProcesses (real OS processes)', () => {
  it('kills the daemon, everything in its session and the crash handler that left it, and nothing else', async () => {
    dir = mkdtempSync(join(tmpdir(), 'mab-'));
    const pidFile = join(dir, 'daemon.pid');
    const unrelated = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', TREE], { detached: true, stdio: 'ignore' });
    strays.push(unrelated.pid ?? 0);
    const before = new Set(ROLES.flatMap((role) => treeProcesses(role)));
    spawn(process.execPath, [TREE, 'launcher', dir, pidFile], { stdio: 'ignore' });
    const fresh = (role: string): number[] => treeProcesses(role).filter((pid) => !before.has(pid));
    await waitFor(() => ROLES.every((role) => fresh(role).length === 1), 'daemon, browser, renderer and crash handler');
    const started = ROLES.flatMap((role) => fresh(role));
    strays.push(...started);

    const found = reapBrowserProcesses({ daemonPidFile: pidFile, directoryMarker: `${dir}/` });
    expect(found).toBeGreaterThanOrEqual(4);
    await waitFor(() => started.every((pid) => !alive(pid)), 'every render process to die');
    expect(alive(unrelated.pid ?? 0)).toBe(true);
    expect(alive(process.pid)).toBe(true);
    expect(reapBrowserProcesses({ daemonPidFile: pidFile, directoryMarker: `${dir}/` })).toBe(0);
  });

  it('finds nothing (and kills nothing) for a render that never started', () => {
    dir = mkdtempSync(join(tmpdir(), 'mab-'));
    expect(reapBrowserProcesses({ daemonPidFile: join(dir, 'missing.pid'), directoryMarker: `${dir}/` })).toBe(0);
  });
});
