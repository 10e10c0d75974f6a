import { readFileSync } from 'node:fs';
import { listProcesses, processTableReadable } from '../../../infrastructure/process/process-table.js';

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/**
 * Live (non-zombie) processes a render under `tempRoot` could have left: anything naming the temp
 * root on its command line (Chromium's profile, its crash handlers), this checkout's agent-browser
 * binary (the daemon), and every descendant of those. Other users of the machine are not counted.
 */
export function leftoverBrowserProcesses(tempRoot: string, agentBrowserDir: string): string[] {
  if (!processTableReadable()) return [];
  const live = listProcesses().filter((entry) => entry.state !== 'Z' && entry.pid !== process.pid);
  const ours = new Set(live.filter((entry) => {
    const line = commandLine(entry.pid);
    return line.includes(tempRoot) || line.includes(agentBrowserDir);
  }).map((entry) => entry.pid));
  for (let grew = true; grew;) {
    grew = false;
    for (const entry of live) {
      if (!ours.has(entry.pid) && ours.has(entry.ppid)) {
        ours.add(entry.pid);
        grew = true;
      }
    }
  }
  return [...ours].map((pid) => `${pid} ${commandLine(pid).slice(0, 160)}`);
}

/** Polls until no leftover remains (a SIGKILLed process can take a moment to be gone), then returns what is left. */
export async function settledLeftovers(tempRoot: string, agentBrowserDir: string): Promise<string[]> {
  let left = leftoverBrowserProcesses(tempRoot, agentBrowserDir);
  for (let i = 0; i < 40 && left.length > 0; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    left = leftoverBrowserProcesses(tempRoot, agentBrowserDir);
  }
  return left;
}
