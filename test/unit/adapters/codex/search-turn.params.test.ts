import { describe, expect, it } from 'vitest';
import { searchContext, threadStartParams, turnStartParams } from '../../../../adapters/outbound/codex/turn/search-turn.params.js';
import { refusalFor } from '../../../../adapters/outbound/codex/protocol/server-request.refusal.js';

const none = { domains: [], excludeDomains: [] };

describe('search turn params', () => {
  it('the query is the only input, unchanged (quotes and site: kept)', () => {
    const params = turnStartParams('t1', '"exact phrase" site:example.com', none);
    expect(params['input']).toEqual([{ type: 'text', text: '"exact phrase" site:example.com', text_elements: [] }]);
    expect(params).toMatchObject({ threadId: 't1', effort: 'low', summary: 'none' });
  });

  it('without preferences the context only asks for one search', () => {
    expect(searchContext(none)).toBe('Run exactly one web search for the user message, using its text verbatim as the query.\nDo not open pages, run commands or use any other tool, and do not answer from memory.');
  });

  it('no MCP override when none is configured; every configured one is disabled by name', () => {
    expect((threadStartParams('m', '/tmp/x', [], none)['config'] as Record<string, unknown>)['mcp_servers']).toBeUndefined();
    expect((threadStartParams('m', '/tmp/x', ['a', 'b.c'], none)['config'] as Record<string, unknown>)['mcp_servers']).toEqual({ a: { enabled: false }, 'b.c': { enabled: false } });
  });

  it('unknown server requests are refused with an error, never served', () => {
    expect(refusalFor('account/chatgptAuthTokens/refresh')).toMatchObject({ kind: 'error', code: -32000 });
    expect(refusalFor('attestation/generate')).toMatchObject({ kind: 'error' });
    expect(refusalFor('item/fileChange/requestApproval')).toEqual({ kind: 'result', result: { decision: 'cancel' } });
  });
});
