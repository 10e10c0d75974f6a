/**
 * A tiny MCP server process for the stdio integration test: the real MCP adapter wired to the
 * fake facade. Not a test file; spawned by mcp-server.stdio.test.ts.
 */
import { runMcpServer } from '../../../adapters/inbound/mcp/mcp-server.adapter.js';
import { FakeWebResearch, echoHandler, fakeFailure, type FakeToolCall } from '../../fakes/fake-web-research.js';

// The SDK client drops a progress notification that arrives in the same chunk as the response,
// so the scripted slow search holds its answer until the test, having seen every notification,
// releases it with a WebFetch of https://example.com/release.
let release: () => void = () => undefined;
async function slowSearch(call: FakeToolCall) {
  const released = new Promise<void>((resolve) => (release = resolve));
  call.options.onProgress?.('querying searxng…');
  call.options.onProgress?.('querying duckduckgo…');
  await released;
  return echoHandler(call);
}

function scripted(call: FakeToolCall) {
  const input = call.input as Record<string, unknown>;
  if (call.tool === 'WebSearch' && input['query'] === 'blocked everywhere') {
    return fakeFailure('rate_limited', 'duckduckgo: HTTP 429; startpage: CAPTCHA', { details: { retryAt: 1_700_000_300_000 } });
  }
  if (call.tool === 'WebSearch' && input['query'] === 'slow') return slowSearch(call);
  if (call.tool === 'WebFetch' && input['url'] === 'https://example.com/release') release();
  return echoHandler(call);
}

const research = new FakeWebResearch({ handler: scripted });
await runMcpServer({ research, version: '0.0.0-test', stderr: process.stderr });
const closed = research.runs.filter((run) => run.closed).length;
process.stderr.write(`mcp-fake-server: session ended, runs=${research.runs.length} closed=${closed} calls=${research.calls.length}\n`);
await research.close();
