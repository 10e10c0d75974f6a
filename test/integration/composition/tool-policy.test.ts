import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { runMcpServer } from '../../../adapters/inbound/mcp/mcp-server.adapter.js';
import { createWebResearch } from '../../../composition/create-web-research.js';
import type { WebResearch } from '../../../composition/web-research.facade.js';

// The tool policy through the real facade: run.tools(), direct calls, child runs and the MCP tool list.
const facades: WebResearch[] = [];
afterEach(async () => {
  await Promise.all(facades.splice(0).map((f) => f.close()));
});

async function facade(env: Record<string, string>, web: Record<string, unknown> = {}): Promise<WebResearch> {
  // Network none: nothing could be contacted even if the policy failed to stop a call.
  const created = await createWebResearch({ agentConfig: { tools: { web } }, env, networkOverride: { mode: 'none' } });
  if (!created.ok) throw new Error(created.error.message);
  facades.push(created.value);
  return created.value;
}

describe('tools.web.enabled through the facade', () => {
  it('lists only the enabled tool in run.tools() and child runs', async () => {
    const research = await facade({}, { enabled: ['WebFetch'] });
    const run = research.startRun();
    expect(run.tools().map((tool) => tool.name)).toEqual(['WebFetch']);
    expect(run.child().tools().map((tool) => tool.name)).toEqual(['WebFetch']);
    expect(research.sessionPolicy.enabledTools).toEqual(['WebFetch']);
  });

  it('answers a call of a disabled tool with invalid_input naming the setting and its variable', async () => {
    const research = await facade({ MONO_AGENT_WEB_TOOLS: 'WebFetch' });
    const result = await research.startRun().search({ query: 'rust async' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: 'invalid_input', field: 'tools.web.enabled', retryable: false, details: { reason: 'tool_disabled', enabled: ['WebFetch'] } });
    expect(result.error.message).toMatch(/WebSearch is disabled by tools\.web\.enabled \(MONO_AGENT_WEB_TOOLS\); enabled: WebFetch/);
    expect(result.content).toMatch(/^WebSearch error: invalid_input \(tools\.web\.enabled\)/);
  });

  it('with none enabled, both calls are refused and the tool list is empty', async () => {
    const research = await facade({ MONO_AGENT_WEB_TOOLS: 'none' });
    const run = research.startRun();
    expect(run.tools()).toEqual([]);
    const fetched = await run.fetch({ url: 'https://example.com/' });
    expect(fetched.ok === false && fetched.error.message).toMatch(/WebFetch is disabled by tools\.web\.enabled .*no web tool is enabled/);
  });

  it('the enabled tool still works as before (here: refused by the network policy, not by the tool policy)', async () => {
    const research = await facade({}, { enabled: ['WebFetch'] });
    const fetched = await research.startRun().fetch({ url: 'https://example.com/' });
    expect(fetched.ok === false && fetched.error.code).toBe('policy_denied');
  });
});

describe('tools.web.enabled over MCP', () => {
  function frame(id: number, method: string, params: Record<string, unknown>): string {
    return `${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`;
  }

  it('tools/list omits the disabled tool; tools/call of it is an invalid_input tool error naming the setting', async () => {
    const research = await facade({ MONO_AGENT_WEB_TOOLS: 'WebFetch' });
    const stdin = new PassThrough();
    const stdout = new PassThrough();
    const lines: Record<string, unknown>[] = [];
    let buffered = '';
    stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const part of parts) if (part.trim() !== '') lines.push(JSON.parse(part) as Record<string, unknown>);
    });
    const served = runMcpServer({ research, version: '1.0.0', stdin, stdout });
    stdin.write(frame(1, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } }));
    stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
    stdin.write(frame(2, 'tools/list', {}));
    stdin.write(frame(3, 'tools/call', { name: 'WebSearch', arguments: { query: 'rust' } }));
    stdin.write(frame(4, 'tools/call', { name: 'Browse', arguments: {} }));
    for (let turn = 0; turn < 500 && lines.filter((line) => line['id'] !== undefined).length < 4; turn += 1) await new Promise<void>((resolve) => setImmediate(resolve));
    stdin.end();
    await served;
    const byId = (id: number) => lines.find((line) => line['id'] === id) as { result?: Record<string, unknown>; error?: { message: string } } | undefined;
    expect((byId(2)?.result?.['tools'] as { name: string }[]).map((tool) => tool.name)).toEqual(['WebFetch']);
    const call = byId(3)?.result as { isError: boolean; content: { text: string }[] };
    expect(call.isError).toBe(true);
    expect(call.content[0]?.text).toMatch(/invalid_input.*tools\.web\.enabled \(MONO_AGENT_WEB_TOOLS\)/s);
    expect(byId(4)?.error?.message).toMatch(/Unknown tool: Browse; available: WebFetch/);
  });
});
