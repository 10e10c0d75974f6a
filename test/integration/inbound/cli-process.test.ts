import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ENTRY = fileURLToPath(new URL('./cli-fake.entry.ts', import.meta.url));

interface Finished {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function runEntry(args: readonly string[], onStderr?: (text: string, kill: (signal: NodeJS.Signals) => void) => void): Promise<Finished> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
    onStderr?.(stderr, (signal) => child.kill(signal));
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe('runCli in a real process (fake facade)', () => {
  it('prints one JSON object on stdout and exits 0', async () => {
    const result = await runEntry(['search', 'undici', '--limit', '2', '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ ok: true, content: 'Results for "undici" (limit 2)', details: { backend: 'fake', limit: 2, alternates: 0 } });
    expect(result.stderr).toBe('entry: runs=1 closed=1 facadeClosed=true\n');
  });

  it('exits 2 on a malformed integer without starting a run', async () => {
    const result = await runEntry(['fetch', 'https://example.com/', '--max-lines', '10x']);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain("option '--max-lines <n>' argument '10x' is invalid");
    expect(result.stderr).toContain('entry: runs=0');
  });

  it('turns SIGINT into exit 130 and closes the run', async () => {
    let sent = false;
    const result = await runEntry(['search', 'hang'], (text, kill) => {
      if (!sent && text.includes('entry: call started')) {
        sent = true;
        kill('SIGINT');
      }
    });
    expect(result.code).toBe(130);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('mono-agent search: interrupted');
    expect(result.stderr).toContain('entry: runs=1 closed=1 facadeClosed=true');
  });
});
