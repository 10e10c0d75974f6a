import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { LoggingMessageNotificationSchema, type CallToolResult, type LoggingMessageNotification } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_PATH, cleanEnvironment } from './support/built-cli.js';
import { scenarioPath, startServerProcess, type ServerProcess } from './support/server-process.js';

// `mono-agent mcp` (built CLI, real composition) driven by the official SDK client over stdio; the
// site and its SearXNG-shaped endpoint run in their own process.
let site: ServerProcess;
let dir: string;

interface Session {
  readonly client: Client;
  readonly logs: LoggingMessageNotification['params'][];
  stderr(): string;
}

async function connect(args: readonly string[], env: Readonly<Record<string, string>> = {}): Promise<Session> {
  const transport = new StdioClientTransport({ command: process.execPath, args: [CLI_PATH, 'mcp', ...args], env: cleanEnvironment({ HOME: dir, ...env }), stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const client = new Client({ name: 'mono-agent-web-e2e', version: '1.0.0' });
  const logs: LoggingMessageNotification['params'][] = [];
  client.setNotificationHandler(LoggingMessageNotificationSchema, (notification) => void logs.push(notification.params));
  await client.connect(transport);
  return { client, logs, stderr: () => stderr };
}

function config(name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(value));
  return path;
}

const textOf = (result: CallToolResult): string => result.content.map((block) => (block.type === 'text' ? block.text : '')).join('');

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 600 && !condition(); attempt += 1) await delay(50);
  if (!condition()) throw new Error(`gave up waiting for ${what}`);
}

beforeAll(async () => {
  site = await startServerProcess(scenarioPath('surfaces-site.mjs'));
  dir = mkdtempSync(join(tmpdir(), 'mono-agent-mcp-session-'));
});

afterAll(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('one MCP session (default idle gap): handshake, progress, budget, errors', () => {
  let session: Session;

  beforeAll(async () => {
    // The legacy endpoint spelling and a mistyped variable give two configuration warnings.
    const file = config('session.json', { tools: { web: { search: { backend: 'searxng', endpoint: site.origin, maxRequestsPerRun: 2 } } }, sandbox: { network: { mode: 'localhost' } } });
    session = await connect(['--config', file], { MONO_AGENT_WEB_SEARCH_BAKEND: 'keyless' });
  });

  afterAll(async () => {
    await session.client.close();
  });

  it('advertises tools without listChanged and logging, with instructions carrying the guidance, the budget and the warnings', () => {
    expect(session.client.getServerCapabilities()).toEqual({ tools: {}, logging: {} });
    const instructions = session.client.getInstructions() ?? '';
    expect(instructions).toContain('Start with ONE broad, high-yield WebSearch query');
    expect(instructions).toContain('do not sleep, retry or delegate to wait it out');
    expect(instructions).toContain('the calls of this session share one run with 2 search requests. After 5 minutes without a tool call the run ends');
    expect(instructions).toContain('- environment variable MONO_AGENT_WEB_SEARCH_BAKEND is not used by mono-agent-web and is ignored; did you mean MONO_AGENT_WEB_SEARCH_BACKEND?');
    expect(instructions).toContain('- tools.web.search.endpoint is a legacy alias');
  });

  it('sends each configuration warning as a warning log message, and on stderr', async () => {
    await until(() => session.logs.length >= 2, 'two log messages');
    expect(session.logs).toEqual([
      { level: 'warning', logger: 'mono-agent-web', data: expect.stringMatching(/^environment variable MONO_AGENT_WEB_SEARCH_BAKEND .*did you mean MONO_AGENT_WEB_SEARCH_BACKEND\?$/) },
      { level: 'warning', logger: 'mono-agent-web', data: expect.stringMatching(/^tools\.web\.search\.endpoint is a legacy alias/) },
    ]);
    expect(session.stderr()).toContain('mono-agent: warning: tools.web.search.endpoint is a legacy alias');
  });

  it('reports progress while a WebFetch runs when the client sends a progress token', async () => {
    const messages: string[] = [];
    const pending = session.client.callTool({ name: 'WebFetch', arguments: { url: `${site.origin}/held/fetch` } }, undefined, {
      onprogress: (progress) => void messages.push(progress.message ?? ''),
    });
    // The page is held until released, so the notification must arrive while the call runs.
    await until(() => messages.length >= 1, 'the first progress notification');
    expect(messages[0]).toBe('WebFetch: started');
    await fetch(`${site.origin}/release/fetch`);
    const result = (await pending) as CallToolResult;
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toContain('held line two');
  });

  it('relays the search stages as progress too', async () => {
    const messages: string[] = [];
    const pending = session.client.callTool({ name: 'WebSearch', arguments: { query: 'held rust async runtime' } }, undefined, {
      onprogress: (progress) => void messages.push(progress.message ?? ''),
    });
    await until(() => messages.includes('searching searxng…'), 'the searxng progress message');
    expect(messages.slice(0, 2)).toEqual(['WebSearch: started', 'searching searxng…']);
    await fetch(`${site.origin}/release/search`);
    const result = (await pending) as CallToolResult;
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toMatch(/^search-control: backend=searxng requests_used=1 requests_remaining=1/);
  });

  it('shares the budget across the session and says when it renews (retryAt) once it is spent', async () => {
    const second = (await session.client.callTool({ name: 'WebSearch', arguments: { query: 'tokio scheduler internals' } })) as CallToolResult;
    expect(textOf(second)).toMatch(/requests_used=2 requests_remaining=0/);
    const before = Date.now();
    const third = (await session.client.callTool({ name: 'WebSearch', arguments: { query: 'pinning in rust explained' } })) as CallToolResult;
    const after = Date.now();
    expect(third.isError).toBe(true);
    const error = (third.structuredContent as { error: { code: string; details: Record<string, unknown> } }).error;
    expect(error.code).toBe('search_budget_exhausted');
    expect(error.details).toMatchObject({ requestsUsed: 2, requestsRemaining: 0, retryInRun: false, nextAction: 'use_available_evidence' });
    const retryAt = error.details['retryAt'] as number;
    expect(retryAt).toBeGreaterThanOrEqual(before + 300_000);
    expect(retryAt).toBeLessThanOrEqual(after + 300_000);
    expect(textOf(third)).toContain(`retryAt=${new Date(retryAt).toISOString()}`);
    expect((await site.requestsTo('/search')).filter((r) => !r.url.includes('held'))).toHaveLength(1);
  });

  it('reports an unknown tool once, without a doubled "MCP error -32602:" prefix', async () => {
    await expect(session.client.callTool({ name: 'WebCrawl', arguments: {} })).rejects.toThrow(
      /^MCP error -32602: Unknown tool: WebCrawl; available: WebSearch, WebFetch$/,
    );
  });
});

describe('a session that stays connected past the idle gap', () => {
  it('ends its run after the gap (MONO_AGENT_WEB_MCP_RUN_IDLE_MS) and the next call gets a fresh budget', async () => {
    // Config found through MONO_AGENT_CONFIG; the sandbox through its environment variable.
    const file = config('idle.json', { tools: { web: { search: { backend: 'searxng', searxng: { endpoint: site.origin }, maxRequestsPerRun: 1 } } } });
    const idle = await connect([], { MONO_AGENT_CONFIG: file, MONO_AGENT_WEB_MCP_RUN_IDLE_MS: '200', MONO_AGENT_SANDBOX_NETWORK_MODE: 'localhost' });
    try {
      expect(idle.client.getInstructions()).toContain('one run with 1 search request. After 200 ms without a tool call');
      const searchesBefore = (await site.requestsTo('/search')).length;
      const first = (await idle.client.callTool({ name: 'WebSearch', arguments: { query: 'borrow checker errors' } })) as CallToolResult;
      expect(textOf(first)).toMatch(/requests_used=1 requests_remaining=0/);
      await delay(400); // longer than the gap: the run ends
      const second = (await idle.client.callTool({ name: 'WebSearch', arguments: { query: 'lifetime elision rules' } })) as CallToolResult;
      expect(second.isError).toBeFalsy();
      expect(textOf(second)).toMatch(/requests_used=1 requests_remaining=0/);
      expect((await site.requestsTo('/search')).length - searchesBefore).toBe(2);
    } finally {
      await idle.client.close();
    }
  });
});

describe('malformed input on stdin', () => {
  it('is answered with a JSON-RPC parse error (-32700, id null), and the session goes on', async () => {
    const child = spawn(process.execPath, [CLI_PATH, 'mcp'], { env: cleanEnvironment({ HOME: dir }), stdio: ['pipe', 'pipe', 'pipe'] });
    const lines: Record<string, unknown>[] = [];
    createInterface({ input: child.stdout }).on('line', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    child.stdin.write('{"jsonrpc": "2.0", "id": 1, "method": \n');
    child.stdin.write('{"id": 5, "method": "ping"}\n');
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } })}\n`);
    await until(() => lines.length >= 3, 'three replies');
    child.stdin.end();
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    expect(lines[0]).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: the line is not valid JSON' } });
    expect(lines[1]).toMatchObject({ jsonrpc: '2.0', id: 5, error: { code: -32600 } });
    expect(lines[2]).toMatchObject({ jsonrpc: '2.0', id: 2, result: { serverInfo: { name: 'mono-agent-web' } } });
    expect(code).toBe(0);
  });
});
