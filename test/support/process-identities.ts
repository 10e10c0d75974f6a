import { spawn } from 'node:child_process';
import { currentProcessIdentity, parseProcStat, type ProcessIdentity } from '../../infrastructure/process/process-incarnation.js';

/** This process as a lease owner. */
export const SELF: ProcessIdentity = currentProcessIdentity();

/** True when running as root: the root-only cases (chown to another uid) need it. */
export const IS_ROOT = process.getuid?.() === 0;

/** A process that has already exited (and been reaped), with the incarnation it had while it ran. */
export async function deadProcess(): Promise<ProcessIdentity> {
  const script = 'try { process.stdout.write(require("fs").readFileSync("/proc/self/stat", "utf8")) } catch {}';
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'ignore'] });
  let stat = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stat += chunk.toString('utf8');
  });
  await new Promise<void>((resolve) => child.on('close', () => resolve()));
  const pid = child.pid ?? 0;
  if (!SELF.incarnation.startsWith('linux:')) return { pid, incarnation: 'unverified:0' };
  const startTicks = parseProcStat(stat)?.startTicks ?? '1';
  return { pid, incarnation: `linux:${SELF.incarnation.split(':')[1]}:${startTicks}` };
}

/** This PID as if it had been recycled: alive, but another incarnation than the one recorded. */
export function recycledSelf(): ProcessIdentity {
  const [prefix, boot] = SELF.incarnation.split(':');
  return { pid: SELF.pid, incarnation: `${prefix}:${boot}:1` };
}
