import { describe, expect, it } from 'vitest';
import { JsonRpcConnection, type ServerNotification, type ServerRequest } from '../../../../adapters/outbound/codex/rpc/json-rpc-connection.js';

function connection(): { readonly rpc: JsonRpcConnection; readonly sent: Array<Record<string, unknown>> } {
  const sent: Array<Record<string, unknown>> = [];
  const rpc = new JsonRpcConnection((line) => {
    expect(line.endsWith('\n')).toBe(true);
    sent.push(JSON.parse(line) as Record<string, unknown>);
    return true;
  });
  return { rpc, sent };
}

describe('JsonRpcConnection', () => {
  it('sends requests without a jsonrpc member and matches answers by id, in any order', async () => {
    const { rpc, sent } = connection();
    const first = rpc.request('account/read', { refreshToken: false }, new AbortController().signal);
    const second = rpc.request('model/list', {}, new AbortController().signal);
    expect(sent).toEqual([{ id: 1, method: 'account/read', params: { refreshToken: false } }, { id: 2, method: 'model/list', params: {} }]);
    rpc.receive('{"id":2,"result":{"data":[]}}');
    rpc.receive('{"error":{"code":-32600,"message":"codex account authentication required"},"id":1}');
    expect(await second).toEqual({ ok: true, value: { data: [] } });
    expect(await first).toEqual({ ok: false, error: { kind: 'error_response', code: -32600, message: 'codex account authentication required' } });
  });

  it('routes notifications and server requests by shape, and ignores junk and late answers', () => {
    const { rpc } = connection();
    const notifications: ServerNotification[] = [];
    const requests: ServerRequest[] = [];
    rpc.onNotification((n) => notifications.push(n));
    rpc.onServerRequest((r) => requests.push(r));
    rpc.receive('not json');
    rpc.receive('[1,2]');
    rpc.receive('{"result":{}}');
    rpc.receive('{"id":99,"result":{}}');
    rpc.receive('{"method":"turn/started","params":{"threadId":"t"},"emittedAtMs":1}');
    rpc.receive('{"id":"req-1","method":"item/tool/requestUserInput","params":{}}');
    expect(notifications).toEqual([{ method: 'turn/started', params: { threadId: 't' } }]);
    expect(requests).toEqual([{ id: 'req-1', method: 'item/tool/requestUserInput', params: {} }]);
    expect(rpc.ignoredLines).toBe(3);
  });

  it('an abort settles the request at once; the late answer is dropped', async () => {
    const { rpc } = connection();
    const controller = new AbortController();
    const pending = rpc.request('turn/start', {}, controller.signal);
    controller.abort('stop');
    expect(await pending).toEqual({ ok: false, error: { kind: 'aborted', reason: 'stop' } });
    rpc.receive('{"id":1,"result":{}}');
  });

  it('close fails every pending request and refuses new ones', async () => {
    const { rpc, sent } = connection();
    const pending = rpc.request('thread/start', {}, new AbortController().signal);
    rpc.close('the codex app-server exited with status 1');
    expect(await pending).toEqual({ ok: false, error: { kind: 'closed', message: 'the codex app-server exited with status 1' } });
    expect(await rpc.request('account/read', {}, new AbortController().signal)).toMatchObject({ ok: false, error: { kind: 'closed' } });
    rpc.notify('initialized');
    expect(sent).toHaveLength(1);
  });

  it('a failed write fails the request as closed', async () => {
    const rpc = new JsonRpcConnection(() => false);
    expect(await rpc.request('account/read', {}, new AbortController().signal)).toEqual({ ok: false, error: { kind: 'closed', message: 'the connection is closed' } });
  });
});
