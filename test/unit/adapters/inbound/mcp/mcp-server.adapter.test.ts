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

describe('runMcpServer lifecycle', () => {
  it('starts one run and closes it (not the facade) when stdin ends', async () => {
    const research = new FakeWebResearch();
    const io = streams();
    const served = runMcpServer({ research, version: '1.0.0', stdin: io.stdin, stdout: io.stdout });
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
    controller.abort();
    await served;
    expect(research.runs[0]?.closed).toBe(true);
  });

  it('answers initialize and tools/call on stdout with JSON-RPC lines only', async () => {
    const research = new FakeWebResearch();
    const io = streams();
    const served = runMcpServer({ research, version: '2.3.4', stdin: io.stdin, stdout: io.stdout });
    io.stdin.write(message(1, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } }));
    io.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
    io.stdin.write(message(2, 'tools/call', { name: 'WebSearch', arguments: { query: 'hello' } }));
    for (let turn = 0; turn < 100 && io.written().split('\n').length < 3; turn += 1) await new Promise<void>((resolve) => setImmediate(resolve));
    io.stdin.end();
    await served;
    const lines = io.written().trim().split('\n').map((line) => JSON.parse(line) as { id: number; result: Record<string, unknown> });
    expect(lines.map((line) => line.id)).toEqual([1, 2]);
    expect(lines[0]?.result).toMatchObject({ serverInfo: { name: 'mono-agent-web', version: '2.3.4' }, capabilities: { tools: {} } });
    expect(lines[1]?.result).toEqual({ content: [{ type: 'text', text: 'Results for "hello" (limit 5)' }], structuredContent: { backend: 'fake', limit: 5, alternates: 0 } });
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
