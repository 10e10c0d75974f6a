import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ENTRY = fileURLToPath(new URL('./mcp-fake-server.entry.ts', import.meta.url));

function textOf(result: CallToolResult): string {
  return result.content.map((block) => (block.type === 'text' ? block.text : '')).join('');
}

interface Connection {
  readonly client: Client;
  readonly errors: Error[];
  stderr(): string;
}

async function connect(): Promise<Connection> {
  let stderr = '';
  const errors: Error[] = [];
  const transport = new StdioClientTransport({ command: process.execPath, args: ['--import', 'tsx', ENTRY], stderr: 'pipe', cwd: process.cwd() });
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const client = new Client({ name: 'mono-agent-web-test', version: '1.0.0' });
  client.onerror = (error) => errors.push(error);
  await client.connect(transport);
  return { client, errors, stderr: () => stderr };
}

describe('MCP server over stdio (SDK client, fake facade)', () => {
  let client: Client;

  beforeAll(async () => {
    ({ client } = await connect());
  });

  afterAll(async () => {
    await client.close();
  });

  it('announces itself and lists both tools with their JSON Schema', async () => {
    expect(client.getServerVersion()).toEqual({ name: 'mono-agent-web', version: '0.0.0-test' });
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['WebSearch', 'WebFetch']);
    const search = tools.find((tool) => tool.name === 'WebSearch');
    const fetch = tools.find((tool) => tool.name === 'WebFetch');
    expect(search?.inputSchema.required).toEqual(['query']);
    expect(Object.keys(search?.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['query', 'alternate_queries', 'limit', 'domains', 'exclude_domains', 'language', 'time_range']),
    );
    expect(fetch?.inputSchema.required).toEqual(['url']);
    expect(Object.keys(fetch?.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['url', 'format', 'start_line', 'max_lines', 'max_output_chars', 'render']),
    );
    expect(search?.annotations?.readOnlyHint).toBe(true);
  });

  it('calls WebSearch: text content plus structured details', async () => {
    const result = (await client.callTool({ name: 'WebSearch', arguments: { query: 'undici agent', limit: 3 } })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toBe('Results for "undici agent" (limit 3)');
    expect(result.structuredContent).toEqual({ backend: 'fake', limit: 3, alternates: 0 });
  });

  it('calls WebFetch', async () => {
    const result = (await client.callTool({ name: 'WebFetch', arguments: { url: 'https://example.com/a', format: 'text' } })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toBe('Fetched https://example.com/a as text');
  });

  it('returns a tool error as isError with the stable code, not as a protocol error', async () => {
    const result = (await client.callTool({ name: 'WebSearch', arguments: { query: 'blocked everywhere' } })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe('rate_limited: duckduckgo: HTTP 429; startpage: CAPTCHA');
    expect(result.structuredContent).toMatchObject({ error: { code: 'rate_limited', retryable: true, details: { retryAt: 1_700_000_300_000 } } });
  });

  it('leaves input validation to the facade (invalid_input with the field)', async () => {
    const result = (await client.callTool({ name: 'WebFetch', arguments: { url: 'https://example.com/', max_lines: 0 } })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({ error: { code: 'invalid_input', field: 'max_lines' } });
  });

  it('rejects an unknown tool as a protocol error', async () => {
    await expect(client.callTool({ name: 'WebCrawl', arguments: {} })).rejects.toBeInstanceOf(McpError);
  });

  it('forwards progress messages as progress notifications', async () => {
    const messages: (string | undefined)[] = [];
    const pending = client.callTool({ name: 'WebSearch', arguments: { query: 'slow' } }, undefined, {
      onprogress: (progress) => messages.push(progress.message),
    });
    // The search answers only once released, so every notification must have arrived first.
    for (let turn = 0; turn < 600 && messages.length < 3; turn += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(messages).toEqual(['WebSearch: started', 'querying searxng…', 'querying duckduckgo…']);
    await client.callTool({ name: 'WebFetch', arguments: { url: 'https://example.com/release' } });
    expect(((await pending) as CallToolResult).isError).toBeFalsy();
  });

  it('keeps stdout pure protocol and closes its one run when the client disconnects', async () => {
    const session = await connect();
    await session.client.callTool({ name: 'WebSearch', arguments: { query: 'a' } });
    await session.client.callTool({ name: 'WebFetch', arguments: { url: 'https://example.com/' } });
    await session.client.close();
    expect(session.errors).toEqual([]);
    // The server ended on stdin EOF by itself (a SIGTERM would have skipped this line).
    expect(session.stderr()).toContain('mcp-fake-server: session ended, runs=1 closed=1 calls=2');
  });
});
