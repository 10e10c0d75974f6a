import { pathToFileURL } from 'node:url';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runNode } from './support/built-cli.js';

const CLI_PROCESS = pathToFileURL(fileURLToPath(new URL('../../dist/adapters/inbound/cli/cli-process.js', import.meta.url))).href;

/** A CLI process whose facade never settles: nothing keeps the event loop alive. */
function scriptWithStuckFacade(argv: readonly string[]): string {
  return `
    import { runCliProcess } from ${JSON.stringify(CLI_PROCESS)};
    const deps = {
      createWebResearch: () => new Promise(() => {}),
      runMcpServer: async () => {}, runDemo: async () => 0,
      version: '0.0.0-test', stdout: process.stdout, stderr: process.stderr, env: {},
    };
    void runCliProcess(${JSON.stringify(argv)}, deps, process);
  `;
}

describe('the CLI never exits 0 without a result (safety net, own process)', () => {
  it('reports internal_error as one JSON object and exits 1 when the loop drains with the call pending', async () => {
    const run = await runNode(['--input-type=module', '-e', scriptWithStuckFacade(['fetch', 'http://127.0.0.1:9/', '--json'])]);
    expect(run.code).toBe(1);
    const body = JSON.parse(run.stdout) as { ok: boolean; error: { code: string; message: string } };
    expect(body.ok).toBe(false);
    expect(body.error.code).toBe('internal_error');
    expect(body.error.message).toContain('still pending');
  });

  it('says so on stderr in text mode and exits 1', async () => {
    const run = await runNode(['--input-type=module', '-e', scriptWithStuckFacade(['search', 'anything'])]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('internal_error');
  });
});
