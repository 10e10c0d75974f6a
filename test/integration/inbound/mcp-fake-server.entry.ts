/**
 * A tiny MCP server process for the stdio integration test: the real MCP adapter wired to the
 * fake facade. Not a test file; spawned by mcp-server.stdio.test.ts.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { runMcpServer } from '../../../adapters/inbound/mcp/mcp-server.adapter.js';
import { FakeWebResearch, echoHandler, fakeFailure, type FakeToolCall } from '../../fakes/fake-web-research.js';

// The SDK client drops a progress notification that arrives in the same chunk as the response,
// so the scripted slow call spaces its messages out the way real provider work does.
async function slowSearch(call: FakeToolCall) {
  call.options.onProgress?.('querying searxng…');
  await delay(25);
  call.options.onProgress?.('querying duckduckgo…');
  await delay(25);
  return echoHandler(call);
}

function scripted(call: FakeToolCall) {
  const input = call.input as Record<string, unknown>;
  if (call.tool === 'WebSearch' && input['query'] === 'blocked everywhere') {
    return fakeFailure('rate_limited', 'duckduckgo: HTTP 429; startpage: CAPTCHA', { details: { retryAt: 1_700_000_300_000 } });
  }
  if (call.tool === 'WebSearch' && input['query'] === 'slow') return slowSearch(call);
  return echoHandler(call);
}

const research = new FakeWebResearch({ handler: scripted });
await runMcpServer({ research, version: '0.0.0-test', stderr: process.stderr });
const closed = research.runs.filter((run) => run.closed).length;
process.stderr.write(`mcp-fake-server: session ended, runs=${research.runs.length} closed=${closed} calls=${research.calls.length}\n`);
await research.close();
