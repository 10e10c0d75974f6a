import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { JsonRpcStdioTransport } from '../../../../../adapters/inbound/mcp/json-rpc-stdio.transport.js';

async function harness(maxMessageBytes?: number) {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  let written = '';
  stdout.on('data', (chunk: Buffer) => {
    written += chunk.toString('utf8');
  });
  const transport = new JsonRpcStdioTransport(stdin, stdout, maxMessageBytes === undefined ? {} : { maxMessageBytes });
  const messages: unknown[] = [];
  const errors: string[] = [];
  transport.onmessage = (message) => messages.push(message);
  transport.onerror = (error) => errors.push(error.message);
  await transport.start();
  const feed = async (...chunks: string[]): Promise<void> => {
    for (const chunk of chunks) stdin.write(chunk);
    await new Promise<void>((resolve) => setImmediate(resolve));
  };
  const replies = (): unknown[] => written.trim().split('\n').filter((line) => line !== '').map((line) => JSON.parse(line) as unknown);
  return { transport, stdin, feed, messages, errors, replies };
}

const PING = { jsonrpc: '2.0', id: 7, method: 'ping' };

describe('JsonRpcStdioTransport', () => {
  it('delivers valid messages, also when split across chunks or several per chunk, and ignores blank lines', async () => {
    const h = await harness();
    const line = JSON.stringify(PING);
    await h.feed(line.slice(0, 10), `${line.slice(10)}\r\n\n  \n${line}\n`);
    expect(h.messages).toEqual([PING, PING]);
    expect(h.replies()).toEqual([]);
  });

  it('answers a line that is not JSON with a Parse error (-32700, id null) and keeps the session going', async () => {
    const h = await harness();
    await h.feed('{bad json\n', `${JSON.stringify(PING)}\n`);
    expect(h.replies()).toEqual([{ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: the line is not valid JSON' } }]);
    expect(h.messages).toEqual([PING]);
    expect(h.errors).toEqual([expect.stringMatching(/Parse error.*JSON-RPC error -32700/)]);
  });

  it('answers JSON that is not JSON-RPC with Invalid Request (-32600), echoing a usable id', async () => {
    const h = await harness();
    await h.feed('{"id":3,"method":"ping"}\n', '[1,2]\n', '"text"\n', '{"jsonrpc":"2.0","id":{"x":1},"method":"ping"}\n');
    expect(h.replies()).toEqual([
      { jsonrpc: '2.0', id: 3, error: { code: -32600, message: expect.stringMatching(/^Invalid Request/) } },
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: expect.stringMatching(/^Invalid Request/) } },
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: expect.stringMatching(/^Invalid Request/) } },
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: expect.stringMatching(/^Invalid Request/) } },
    ]);
    expect(h.messages).toEqual([]);
  });

  it('discards an oversized line up to its newline, answers Invalid Request once, then reads on', async () => {
    const h = await harness(64);
    await h.feed('x'.repeat(50), 'y'.repeat(50), 'z'.repeat(100), `tail\n${JSON.stringify(PING)}\n`);
    expect(h.replies()).toEqual([{ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request: a message longer than 64 bytes was discarded' } }]);
    expect(h.messages).toEqual([PING]);
  });

  it('sends one line per message and stops reading on close', async () => {
    const h = await harness();
    let closed = 0;
    h.transport.onclose = () => (closed += 1);
    await h.transport.send({ jsonrpc: '2.0', id: 1, result: {} });
    expect(h.replies()).toEqual([{ jsonrpc: '2.0', id: 1, result: {} }]);
    await h.transport.close();
    await h.transport.close();
    await h.feed(`${JSON.stringify(PING)}\n`);
    expect(h.messages).toEqual([]);
    expect(closed).toBe(1);
  });
});
