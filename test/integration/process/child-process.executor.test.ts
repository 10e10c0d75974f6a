import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ChildProcessExecutor } from '../../../infrastructure/process/child-process.executor.js';
import type { CommandRequest } from '../../../infrastructure/process/command-executor.js';
import { listProcesses, processTableReadable } from '../../../infrastructure/process/process-table.js';

const fixture = (name: string): string => fileURLToPath(new URL(`../../fixtures/process/${name}`, import.meta.url));
const executor = new ChildProcessExecutor();

function request(args: readonly string[], extra: Partial<CommandRequest> = {}): CommandRequest {
  return { file: process.execPath, args, env: { PATH: process.env['PATH'] ?? '', ONLY_THIS: 'yes' }, timeoutMs: 10_000, signal: new AbortController().signal, maxStdoutBytes: 1024 * 1024, ...extra };
}

function alive(pid: number): boolean {
  if (processTableReadable()) {
    const entry = listProcesses().find((candidate) => candidate.pid === pid);
    return entry !== undefined && entry.state !== 'Z';
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntilDead(pid: number): Promise<boolean> {
  for (let i = 0; i < 100 && alive(pid); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  return !alive(pid);
}

describe('ChildProcessExecutor (real processes)', () => {
  it('passes each argument verbatim (no shell) and exactly the given environment', async () => {
    const outcome = await executor.run(request([fixture('echo-invocation.mjs'), '$(echo pwned)', 'a b;c', '*', '--flag=x,y']));
    expect(outcome.kind).toBe('exited');
    if (outcome.kind !== 'exited') return;
    expect(outcome.exitCode).toBe(0);
    const seen = JSON.parse(outcome.stdout) as { args: string[]; env: Record<string, string> };
    expect(seen.args).toEqual(['$(echo pwned)', 'a b;c', '*', '--flag=x,y']);
    expect(seen.env['ONLY_THIS']).toBe('yes');
    expect(seen.env['HOME']).toBeUndefined();
  });

  it('kills the whole process group on timeout (the grandchild too)', async () => {
    let pid = 0;
    const outcome = await executor.run(request([fixture('spawn-and-hang.mjs')], { timeoutMs: 1_500, onSpawn: (spawned) => { pid = spawned; } }));
    expect(outcome.kind).toBe('timed_out');
    if (outcome.kind !== 'timed_out') return;
    const { child, grandchild } = JSON.parse(outcome.stdout) as { child: number; grandchild: number };
    expect(child).toBe(pid);
    expect(await waitUntilDead(child)).toBe(true);
    expect(await waitUntilDead(grandchild)).toBe(true);
  });

  it.skipIf(!processTableReadable())('kills the group at once when aborted', async () => {
    const controller = new AbortController();
    let pid = 0;
    const running = executor.run(request([fixture('spawn-and-hang.mjs')], { signal: controller.signal, onSpawn: (spawned) => { pid = spawned; } }));
    let grandchild: number | undefined;
    for (let i = 0; i < 250 && grandchild === undefined; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      grandchild = listProcesses().find((entry) => entry.ppid === pid && pid !== 0)?.pid;
    }
    expect(grandchild).toBeDefined();
    controller.abort();
    expect((await running).kind).toBe('aborted');
    expect(await waitUntilDead(pid)).toBe(true);
    expect(await waitUntilDead(grandchild ?? 0)).toBe(true);
  });

  it('stops a child whose output passes the cap', async () => {
    expect((await executor.run(request([fixture('flood-stdout.mjs')], { maxStdoutBytes: 100_000 }))).kind).toBe('output_too_large');
  });

  it('reports a program that does not exist as spawn_failed ENOENT', async () => {
    expect(await executor.run(request([], { file: '/nonexistent/agent-browser' }))).toMatchObject({ kind: 'spawn_failed', errorCode: 'ENOENT' });
  });

  it('keeps the Node process alive while a run is in flight', async () => {
    const output = await new Promise<string>((resolve, reject) => {
      execFile(process.execPath, ['--import', 'tsx', fixture('keep-alive.ts')], { timeout: 30_000 }, (error, stdout) => (error === null ? resolve(stdout) : reject(error)));
    });
    expect(JSON.parse(output)).toMatchObject({ kind: 'exited', exitCode: 0, stdout: 'slept' });
  });
});
