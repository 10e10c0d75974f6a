import { describe, expect, it } from 'vitest';
import type { ToolCallResult } from '../../../../../application/ports/web-research.port.js';
import { toolError } from '../../../../../domain/errors/tool-error.js';
import { fakeSuccess, type FakeToolCall } from '../../../../fakes/fake-web-research.js';
import { cliHarness } from './cli-test-harness.js';

const CLEAR = '\r\u001b[2K';

async function until(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 200 && !condition(); turn += 1) await new Promise<void>((resolve) => setImmediate(resolve));
  if (!condition()) throw new Error('condition never became true');
}

function pendingHandler(): { handler: (call: FakeToolCall) => Promise<ToolCallResult>; finish(result: ToolCallResult): void; calls: FakeToolCall[] } {
  let finish: (result: ToolCallResult) => void = () => undefined;
  const calls: FakeToolCall[] = [];
  const promise = new Promise<ToolCallResult>((resolve) => {
    finish = resolve;
  });
  return { handler: (call) => { calls.push(call); return promise; }, finish: (result) => finish(result), calls };
}

describe('run lifecycle', () => {
  it('starts one run per call and closes it and the facade afterwards', async () => {
    const cli = cliHarness();
    await cli.run('search', 'q');
    expect(cli.research.runs).toHaveLength(1);
    expect(cli.research.runs[0]?.closed).toBe(true);
    expect(cli.research.closed).toBe(true);
  });

  it('passes an abort signal and a progress callback to the call', async () => {
    const cli = cliHarness();
    await cli.run('fetch', 'https://example.com/');
    const options = cli.research.calls[0]?.options;
    expect(options?.signal).toBeInstanceOf(AbortSignal);
    expect(typeof options?.onProgress).toBe('function');
  });
});

describe('progress line', () => {
  it('appears after a second on a TTY, follows progress messages and is erased at the end', async () => {
    const pending = pendingHandler();
    const cli = cliHarness({ tty: true, handler: pending.handler });
    const status = cli.run('search', 'slow query');
    await until(() => pending.calls.length === 1);
    expect([...cli.timers.pending.values()].map((t) => t.delayMs)).toEqual([1000]);
    expect(cli.stderr.text).toBe('');
    cli.timers.fireAll();
    expect(cli.stderr.text).toBe(`${CLEAR}searching…`);
    pending.calls[0]?.options.onProgress?.('querying duckduckgo…');
    expect(cli.stderr.text).toBe(`${CLEAR}searching…${CLEAR}querying duckduckgo…`);
    pending.finish(fakeSuccess('result text'));
    expect(await status).toBe(0);
    expect(cli.stderr.text.endsWith(CLEAR)).toBe(true);
    expect(cli.stdout.text).toBe('result text\n');
  });

  it('never appears for work that ends within the delay', async () => {
    const cli = cliHarness({ tty: true });
    expect(await cli.run('search', 'fast')).toBe(0);
    expect(cli.timers.pending.size).toBe(0);
    expect(cli.stderr.text).toBe('');
  });

  it('never appears when stderr is not a terminal', async () => {
    const pending = pendingHandler();
    const cli = cliHarness({ tty: false, handler: pending.handler });
    const status = cli.run('fetch', 'https://example.com/');
    await until(() => pending.calls.length === 1);
    expect(cli.timers.pending.size).toBe(0);
    pending.calls[0]?.options.onProgress?.('retrying');
    pending.finish(fakeSuccess('page'));
    expect(await status).toBe(0);
    expect(cli.stderr.text).toBe('');
  });
});

describe('--trace', () => {
  it('prints each timing event as one JSON line on stderr, stdout keeps only the result', async () => {
    const cli = cliHarness({ handler: () => fakeSuccess('page text') });
    expect(await cli.run('fetch', 'https://example.com/', '--trace')).toBe(0);
    expect(cli.factoryRequests[0]?.telemetry).toBeDefined();
    const lines = cli.stderr.text.trim().split('\n');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([{ tool: 'WebFetch', phase: 'fetch', status: 'ok', durationMs: 7 }]);
    expect(cli.stdout.text).toBe('page text\n');
  });

  it('is off by default', async () => {
    const cli = cliHarness();
    await cli.run('search', 'q');
    expect(cli.factoryRequests[0]?.telemetry).toBeUndefined();
    expect(cli.stderr.text).toBe('');
  });

  it('keeps a visible progress line below trace lines', async () => {
    const pending = pendingHandler();
    const cli = cliHarness({ tty: true, handler: pending.handler });
    const status = cli.run('search', 'q', '--trace');
    await until(() => pending.calls.length === 1);
    cli.timers.fireAll();
    cli.factoryRequests[0]?.telemetry?.emit({ tool: 'WebSearch', phase: 'provider_request', status: 'error', durationMs: 3, backend: 'duckduckgo' });
    expect(cli.stderr.text).toBe(
      `${CLEAR}searching…${CLEAR}{"tool":"WebSearch","phase":"provider_request","status":"error","durationMs":3,"backend":"duckduckgo"}\n${CLEAR}searching…`,
    );
    pending.finish(fakeSuccess('done'));
    await status;
  });
});

describe('SIGINT', () => {
  it('aborts the call, closes the run and exits 130', async () => {
    const pending = pendingHandler();
    const cli = cliHarness({ handler: pending.handler });
    const status = cli.run('search', 'q');
    await until(() => pending.calls.length === 1);
    cli.interrupt();
    expect(await status).toBe(130);
    expect(pending.calls[0]?.options.signal?.aborted).toBe(true);
    expect(cli.research.runs[0]?.closed).toBe(true);
    expect(cli.research.closed).toBe(true);
    expect(cli.stdout.text).toBe('');
    expect(cli.stderr.text).toBe('mono-agent search: interrupted\n');
    expect(cli.interruptListeners.size).toBe(0);
  });

  it('under --json still prints the cancelled result as one object', async () => {
    const pending = pendingHandler();
    const cli = cliHarness({ handler: pending.handler });
    const status = cli.run('fetch', 'https://example.com/', '--json');
    await until(() => pending.calls.length === 1);
    cli.interrupt();
    expect(await status).toBe(130);
    expect(JSON.parse(cli.stdout.text)).toMatchObject({ ok: false, error: { code: 'cancelled' } });
  });

  it('stops listening once the command ends', async () => {
    const cli = cliHarness();
    await cli.run('search', 'q');
    expect(cli.interruptListeners.size).toBe(0);
  });
});

describe('mono-agent mcp', () => {
  it('hands the facade to the MCP server and closes it when the server returns', async () => {
    const cli = cliHarness();
    expect(await cli.run('mcp', '--backend', 'searxng', '--config', 'agent.json')).toBe(0);
    expect(cli.factoryRequests[0]).toMatchObject({ backendOverride: 'searxng', configPath: 'agent.json' });
    // A long-lived server keeps the library's default: extraction in a bounded worker thread.
    expect(cli.factoryRequests[0]?.extraction).toBeUndefined();
    expect(cli.mcpRequests).toHaveLength(1);
    expect(cli.mcpRequests[0]?.research).toBe(cli.research);
    expect(cli.mcpRequests[0]?.version).toBe('9.8.7-test');
    expect(cli.research.closed).toBe(true);
    expect(cli.stdout.text).toBe('');
  });

  it('exits 130 when SIGINT stops the server', async () => {
    const cli = cliHarness({
      runMcpServer: (request) => new Promise<void>((resolve) => request.signal.addEventListener('abort', () => resolve(), { once: true })),
    });
    const status = cli.run('mcp');
    await until(() => cli.mcpRequests.length === 1);
    cli.interrupt();
    expect(await status).toBe(130);
    expect(cli.research.closed).toBe(true);
  });

  it('reports a config error on stderr (stdout is the protocol) and exits 2', async () => {
    const cli = cliHarness({ configError: toolError('config_invalid', 'bad sandbox.network.mode') });
    expect(await cli.run('mcp')).toBe(2);
    expect(cli.mcpRequests).toEqual([]);
    expect(cli.stdout.text).toBe('');
    expect(cli.stderr.text).toContain('config_invalid: bad sandbox.network.mode');
  });
});

describe('mono-agent demo', () => {
  it('gives the demo a factory that applies the network override on top of the CLI flags', async () => {
    const cli = cliHarness({
      runDemo: async (request) => {
        const created = await request.createWebResearch({ networkOverride: { mode: 'allowlist', allow: ['127.0.0.1'] } });
        return created.ok ? 0 : 1;
      },
    });
    expect(await cli.run('demo', '--config', 'agent.json', '--backend', 'keyless')).toBe(0);
    expect(cli.factoryRequests).toEqual([
      {
        env: { MONO_AGENT_WEB_SEARCH_BACKEND: 'keyless' },
        configPath: 'agent.json',
        backendOverride: 'keyless',
        networkOverride: { mode: 'allowlist', allow: ['127.0.0.1'] },
      },
    ]);
    expect(cli.demoRequests[0]?.stdout).toBe(cli.stdout);
  });

  it('returns the demo\'s own exit status', async () => {
    const cli = cliHarness({ runDemo: () => Promise.resolve(1) });
    expect(await cli.run('demo')).toBe(1);
  });
});
