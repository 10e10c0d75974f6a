import { spawn, spawnSync } from 'node:child_process';

/** Wall time (ms) of `node ARGS` from spawn to exit; throws when it fails. */
export function timeNode(args: readonly string[], env: NodeJS.ProcessEnv = process.env): number {
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 2 ** 20 });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} exited ${String(run.status)}: ${run.stderr.toString().slice(0, 500)}`);
  return elapsed;
}

/** What `node ARGS` printed on stdout (it must exit 0). */
export function outputOfNode(args: readonly string[]): string {
  const run = spawnSync(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} exited ${String(run.status)}: ${run.stderr.toString().slice(0, 500)}`);
  return run.stdout.toString('utf8');
}

/**
 * Spawns the MCP server, sends `initialize` at once (as a client does) and returns the ms from
 * spawn to the answer's first line; then closes stdin and waits for the exit.
 */
export async function timeMcpInitialize(args: readonly string[]): Promise<number> {
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const answered = new Promise<number>((resolve) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (out.includes('\n')) resolve(Number(process.hrtime.bigint() - started) / 1e6);
    });
  });
  const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } } };
  child.stdin.write(`${JSON.stringify(initialize)}\n`);
  const elapsed = await answered;
  child.stdin.end();
  await exited;
  return elapsed;
}
