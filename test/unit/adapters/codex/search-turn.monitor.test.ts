import { describe, expect, it } from 'vitest';
import { SearchTurnMonitor } from '../../../../adapters/outbound/codex/turn/search-turn.monitor.js';

const results = [{ url: 'https://example.com/' }];

describe('SearchTurnMonitor', () => {
  it('user message, reasoning and prose are benign; the completed search item decides', () => {
    const m = new SearchTurnMonitor();
    m.item({ type: 'userMessage', id: 'u' }, 'completed');
    m.item({ type: 'reasoning', id: 'r' }, 'completed');
    m.item({ type: 'webSearch', id: 'ws', results: null }, 'started');
    expect(m.verdict).toBeUndefined();
    m.item({ type: 'webSearch', id: 'ws', results }, 'completed');
    m.item({ type: 'agentMessage', id: 'a' }, 'completed');
    expect(m.verdict).toEqual({ kind: 'results', results });
    m.completed('interrupted', null, true);
    expect(m.verdict).toEqual({ kind: 'results', results });
  });

  it.each([
    ['commandExecution', 'non_search_item'],
    ['mcpToolCall', 'non_search_item'],
    ['dynamicToolCall', 'non_search_item'],
    ['imageGeneration', 'non_search_item'],
    ['plan', 'non_search_item'],
    ['contextCompaction', 'non_search_item'],
    ['someFutureItem', 'non_search_item'],
  ])('a %s item rejects the turn', (type, reason) => {
    const m = new SearchTurnMonitor();
    m.item({ type, id: 'x' }, 'started');
    expect(m.verdict).toMatchObject({ kind: 'rejected', reason });
  });

  it('a rejection after the results still wins, and the first rejection is kept', () => {
    const m = new SearchTurnMonitor();
    m.item({ type: 'webSearch', id: 'ws', results }, 'completed');
    m.serverRequest('item/tool/requestUserInput');
    m.item({ type: 'webSearch', id: 'ws2' }, 'started');
    expect(m.verdict).toEqual({ kind: 'rejected', reason: 'server_request', detail: 'codex asked for an interaction (item/tool/requestUserInput)' });
  });

  it('a search without structured results is rejected', () => {
    const m = new SearchTurnMonitor();
    m.item({ type: 'webSearch', id: 'ws', results: null }, 'completed');
    expect(m.verdict).toMatchObject({ kind: 'rejected', reason: 'unstructured_search' });
  });

  it('turn endings: prose only is no_search; failures carry the last error without retry', () => {
    const prose = new SearchTurnMonitor();
    prose.completed('completed', null, false);
    expect(prose.verdict).toMatchObject({ kind: 'rejected', reason: 'no_search' });

    const failed = new SearchTurnMonitor();
    failed.turnError({ message: 'Reconnecting... 2/5', codexErrorInfo: 'other' }, true);
    failed.turnError({ message: 'limit', codexErrorInfo: 'usageLimitExceeded' }, false);
    failed.completed('failed', null, false);
    expect(failed.verdict).toEqual({ kind: 'failed', status: 'failed', error: { message: 'limit', codexErrorInfo: 'usageLimitExceeded' } });

    const byCodex = new SearchTurnMonitor();
    byCodex.completed('interrupted', null, false);
    expect(byCodex.verdict).toEqual({ kind: 'failed', status: 'interrupted' });
  });

  it('item types and methods are sanitised before they reach a message', () => {
    const m = new SearchTurnMonitor();
    m.item({ type: 'evil\nitem <script>', id: 'x' }, 'started');
    expect(m.verdict).toMatchObject({ detail: 'the model used a non-search tool item (evilitemscript)' });
  });
});
