import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CliDependencies } from '../../../../../adapters/inbound/cli/cli-dependencies.types.js';
import { runMcpServer } from '../../../../../adapters/inbound/mcp/mcp-server.adapter.js';
import { toMcpToolResult } from '../../../../../adapters/inbound/mcp/mcp-tool-result.mapper.js';
import { toolError } from '../../../../../domain/errors/tool-error.js';
import { FakeWebResearch } from '../../../../fakes/fake-web-research.js';

// The composition root can hand the adapter straight to the CLI.
const wiring: CliDependencies['runMcpServer'] = runMcpServer;
void wiring;

function streams(): { stdin: PassThrough; stdout: PassThrough; written: () => string } {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  let written = '';
  stdout.on('data', (chunk: Buffer) => {
    written += chunk.toString('utf8');
  });
  return { stdin, stdout, written: () => written };
}

function message(id: number, method: string, params: Record<string, unknown>): string {
  return `${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`;
}

async function settle(io: { written: () => string }, lines: number): Promise<void> {
  for (let turn = 0; turn < 200 && io.written().split('\n').length <= lines; turn += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

const INITIALIZE = message(1, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } });
const INITIALIZED = `${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`;

describe('runMcpServer lifecycle', () => {
  it('starts no run before it is needed, and closes its run (not the facade) when stdin ends', async () => {
    const research = new FakeWebResearch();
    const io = streams();
    const served = runMcpServer({ research, version: '1.0.0', stdin: io.stdin, stdout: io.stdout });
    io.stdin.write(INITIALIZE);
    await settle(io, 1);
    expect(research.runs).toHaveLength(0);
    io.stdin.write(message(2, 'tools/call', { name: 'WebFetch', arguments: { url: 'https://example.com/' } }));
    await settle(io, 2);
    io.stdin.end();
    await served;
    expect(research.runs).toHaveLength(1);
    expect(research.runs[0]?.closed).toBe(true);
    expect(research.closed).toBe(false);
  });

  it('stops when the signal aborts', async () => {
    const research = new FakeWebResearch();
    const io = streams();
    const controller = new AbortController();
    const served = runMcpServer({ research, version: '1.0.0', stdin: io.stdin, stdout: io.stdout, signal: controller.signal });
    io.stdin.write(INITIALIZE);
    io.stdin.write(message(2, 'tools/list', {}));
    await settle(io, 2);
    controller.abort();
    await served;
    expect(research.runs[0]?.closed).toBe(true);
  });

  it('answers initialize with tools (no listChanged), logging and instructions, then tools/call, on stdout with JSON-RPC lines only', async () => {
    const research = new FakeWebResearch({ warnings: ['tools.web.search.endpoint is a legacy alias'], sessionPolicy: { maxRequestsPerRun: 6, runIdleMs: 120_000, enabledTools: ['WebSearch', 'WebFetch'] } });
    const io = streams();
    const served = runMcpServer({ research, version: '2.3.4', stdin: io.stdin, stdout: io.stdout });
    io.stdin.write(INITIALIZE);
    io.stdin.write(INITIALIZED);
    io.stdin.write(message(2, 'tools/call', { name: 'WebSearch', arguments: { query: 'hello' } }));
    await settle(io, 3);
    io.stdin.end();
    await served;
    const lines = io.written().trim().split('\n').map((line) => JSON.parse(line) as { id?: number; method?: string; params?: Record<string, unknown>; result: Record<string, unknown> });
    const responses = lines.filter((line) => line.id !== undefined);
    expect(responses.map((line) => line.id)).toEqual([1, 2]);
    expect(responses[0]?.result).toMatchObject({ serverInfo: { name: 'mono-agent-web', version: '2.3.4' }, capabilities: { tools: {}, logging: {} } });
    expect(responses[0]?.result['capabilities']).toEqual({ tools: {}, logging: {} });
    const instructions = String(responses[0]?.result['instructions']);
    expect(instructions).toContain('Start with ONE broad, high-yield WebSearch query');
    expect(instructions).toContain('one run with 6 search requests. After 2 minutes without a tool call the run ends');
    expect(instructions).toContain('Configuration warnings (for the operator):\n- tools.web.search.endpoint is a legacy alias');
    expect(lines.filter((line) => line.method === 'notifications/message').map((line) => line.params)).toEqual([
      { level: 'warning', logger: 'mono-agent-web', data: 'tools.web.search.endpoint is a legacy alias' },
    ]);
    expect(responses[1]?.result).toEqual({ content: [{ type: 'text', text: 'Results for "hello" (limit 5)' }], structuredContent: { backend: 'fake', limit: 5, alternates: 0 } });
  });

  it('reports an unknown tool once, as InvalidParams naming the tools there are', async () => {
    const research = new FakeWebResearch();
    const io = streams();
    const served = runMcpServer({ research, version: '1.0.0', stdin: io.stdin, stdout: io.stdout });
    io.stdin.write(INITIALIZE);
    io.stdin.write(message(2, 'tools/call', { name: 'WebCrawl', arguments: {} }));
    await settle(io, 2);
    io.stdin.end();
    await served;
    const reply = JSON.parse(io.written().trim().split('\n')[1] ?? '{}') as { error: { code: number; message: string } };
    expect(reply.error).toEqual({ code: -32602, message: 'Unknown tool: WebCrawl; available: WebSearch, WebFetch' });
    expect(research.calls).toHaveLength(0);
  });
});

describe('toMcpToolResult', () => {
  it('maps success to text content and structuredContent without isError', () => {
    expect(toMcpToolResult({ ok: true, content: 'page', details: { contentKind: 'pdf' } })).toEqual({
      content: [{ type: 'text', text: 'page' }],
      structuredContent: { contentKind: 'pdf' },
    });
  });

  it('maps a failure to isError with the stable error under structuredContent.error', () => {
    const error = toolError('http_error', 'HTTP 404', { details: { httpStatus: 404 } });
    expect(toMcpToolResult({ ok: false, content: 'http_error: HTTP 404', error, details: { bytes: 10 } })).toEqual({
      content: [{ type: 'text', text: 'http_error: HTTP 404' }],
      isError: true,
      structuredContent: { bytes: 10, error: { code: 'http_error', message: 'HTTP 404', retryable: false, details: { httpStatus: 404 } } },
    });
  });
});
