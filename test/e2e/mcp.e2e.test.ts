import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_PATH, cleanEnvironment } from './support/built-cli.js';

let site: Server;
let origin: string;
let dir: string;
let client: Client;

beforeAll(async () => {
  site = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('line one\nline two\nline three\n');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  dir = mkdtempSync(join(tmpdir(), 'mono-agent-mcp-'));
  const config = join(dir, 'agent.json');
  // Keyless search under a localhost sandbox: denied by policy before any request leaves the machine.
  writeFileSync(config, JSON.stringify({ tools: { web: { search: { backend: 'keyless', maxRequestsPerRun: 2 } } }, sandbox: { network: { mode: 'localhost' } } }));
  const env = cleanEnvironment();
  const transport = new StdioClientTransport({ command: process.execPath, args: [CLI_PATH, 'mcp', '--config', config], env, stderr: 'pipe' });
  client = new Client({ name: 'mono-agent-web-e2e', version: '1.0.0' });
  await client.connect(transport);
});

afterAll(async () => {
  await client.close();
  site.closeAllConnections();
  await new Promise<void>((resolve) => site.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

describe('mono-agent mcp (built CLI, real composition, SDK client over stdio)', () => {
  it('lists WebSearch and WebFetch with JSON Schema inputs', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['WebFetch', 'WebSearch']);
    expect(tools.find((t) => t.name === 'WebSearch')?.inputSchema).toMatchObject({ type: 'object', required: ['query'] });
  });

  it('fetches a local page through the real transport and extractor', async () => {
    const result = await client.callTool({ name: 'WebFetch', arguments: { url: `${origin}/notes.txt`, start_line: 2, max_lines: 1 } });
    expect(result.isError).toBeFalsy();
    const text = (result.content as Array<{ type: string; text: string }>)[0]?.text ?? '';
    expect(text).toContain('line two');
    expect(text).not.toContain('line one');
  });

  it('returns a policy failure as an MCP tool error with the stable code, and invalid input likewise', async () => {
    const denied = await client.callTool({ name: 'WebSearch', arguments: { query: 'anything at all' } });
    expect(denied.isError).toBe(true);
    expect(JSON.stringify(denied)).toContain('policy_denied');
    const invalid = await client.callTool({ name: 'WebSearch', arguments: { query: 'x', limit: 99 } });
    expect(invalid.isError).toBe(true);
    expect(JSON.stringify(invalid)).toContain('invalid_input');
  });
});
