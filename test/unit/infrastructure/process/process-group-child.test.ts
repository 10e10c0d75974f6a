import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { describeExit, ProcessGroupChild } from '../../../../infrastructure/process/process-group-child.js';

async function start(script: string): Promise<ProcessGroupChild> {
  const started = await ProcessGroupChild.start({ command: process.execPath, args: ['-e', script], env: process.env, cwd: tmpdir() });
  if (!started.ok) throw new Error(started.error.message);
  return started.value;
}

/** Waits until the child has written `marker` to stdout (it has set itself up). */
function ready(child: ProcessGroupChild, marker = 'ready'): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes(marker)) resolve(text);
    });
  });
}

/** Live (non-zombie) members of a process group (Linux /proc). */
function liveMembers(pgid: number): number[] {
  return readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).flatMap((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(fields[2]) === pgid && fields[0] !== 'Z' ? [Number(pid)] : [];
    } catch {
      return [];
    }
  });
}

describe('ProcessGroupChild', () => {
  it('a missing executable is not_found, named without a shell', async () => {
    const started = await ProcessGroupChild.start({ command: 'no-such-codex-binary-here', args: [], env: { PATH: tmpdir() }, cwd: tmpdir() });
    expect(started).toEqual({ ok: false, error: { kind: 'not_found', message: 'no executable "no-such-codex-binary-here" was found on PATH' } });
  });

  it('terminate ends the child with SIGTERM and cancels its grace timer at once', async () => {
    const child = await start("setInterval(() => {}, 1000); console.log('ready')");
    await ready(child);
    let graceSignal: AbortSignal | undefined;
    const exit = await child.terminate(60_000, (_ms, signal) => {
      graceSignal = signal;
      return new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
    });
    expect(exit).toEqual({ code: null, signal: 'SIGTERM' });
    expect(graceSignal?.aborted).toBe(true);
    expect(describeExit(exit)).toBe('was killed by SIGTERM');
  });

  it('a child that ignores SIGTERM gets SIGKILL when the grace is over', async () => {
    const child = await start("process.on('SIGTERM', () => {}); setInterval(() => {}, 1000); console.log('ready')");
    await ready(child);
    const exit = await child.terminate(1, () => Promise.resolve());
    expect(exit).toEqual({ code: null, signal: 'SIGKILL' });
  });

  it.skipIf(process.platform !== 'linux')('the whole process group goes, grandchildren included', async () => {
    const child = await start(
      "const { spawn } = require('node:child_process'); const g = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }); console.log('ready ' + g.pid); setInterval(() => {}, 1000)",
    );
    const line = await ready(child);
    const grandchild = Number(/ready (\d+)/.exec(line)?.[1]);
    const group = child.pid ?? 0;
    expect(liveMembers(group)).toContain(grandchild);
    await child.terminate(5_000, (ms, signal) => new Promise((resolve) => { const t = setTimeout(resolve, ms); signal.addEventListener('abort', () => clearTimeout(t), { once: true }); }));
    for (let attempt = 0; attempt < 100 && liveMembers(group).length > 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(liveMembers(group)).toEqual([]);
  });

  it('stderr is drained and only counted; writes after exit are refused, not thrown', async () => {
    // Pipe writes are synchronous on Linux: once 'ready' is out, all of stderr is in the pipe.
    const child = await start("process.stderr.write('x'.repeat(100000)); console.log('ready'); setInterval(() => {}, 1000)");
    await ready(child);
    for (let attempt = 0; attempt < 200 && child.stderrBytes < 100_000; attempt += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(child.stderrBytes).toBe(100_000);
    await child.terminate(5_000, () => new Promise(() => undefined));
    expect(child.write('{"id":1}\n')).toBe(false);
  });
});
