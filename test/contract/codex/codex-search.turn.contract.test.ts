import { afterEach, describe, expect, it, vi } from 'vitest';
import { countingGate, providerSearchRequest } from '../../support/provider-search-request.js';
import { fakeCodexRig, isUserMessage, type FakeCodexRig } from './codex-fake-harness.js';

let rig: FakeCodexRig | undefined;

afterEach(async () => {
  await rig?.close();
  rig = undefined;
});

const RESULTS = [
  { type: 'text_result', ref_id: 'turn1search0', url: 'https://tokio.rs/blog/2026-async', title: 'Tokio async runtime', snippet: 'Tokio is an async runtime for Rust.', domain: 'tokio.rs' },
  { type: 'image_result', ref_id: 'turn1image0', url: 'https://example.com/logo.png', title: 'logo' },
  { type: 'text', text: '[oversized web search results omitted from history]' },
  { type: 'text_result', ref_id: 'turn1search1', url: 'https://async.rs/', title: 'async-std', snippet: 'Async version of the Rust standard library.', domain: 'async.rs' },
];

function interruptsAfterTurnStart(current: FakeCodexRig): number {
  const methods = current.clientMethods();
  return methods.slice(methods.indexOf('turn/start')).filter((method) => method === 'turn/interrupt').length;
}

describe('Codex search turn against a scripted app-server (schema-checked both ways)', () => {
  it('a successful turn: the one completed search item supplies the results, then the turn is stopped', async () => {
    rig = fakeCodexRig({ turns: [{ steps: [{ reasoning: true }, { search: { id: 'ws_1', results: RESULTS } }, { hang: true }] }] });
    const gate = countingGate();
    const result = await rig.adapter.search(providerSearchRequest({ query: 'rust "async runtime"', gate, timeoutMs: 30_000 }));

    expect(result).toEqual({
      ok: true,
      value: {
        results: [
          { url: 'https://tokio.rs/blog/2026-async', title: 'Tokio async runtime', snippet: 'Tokio is an async runtime for Rust.' },
          { url: 'https://async.rs/', title: 'async-std', snippet: 'Async version of the Rust standard library.' },
        ],
        requestsSent: 1,
        filterSupport: { language: 'advisory', timeRange: 'advisory', domains: 'advisory' },
      },
    });
    expect(gate.consumed).toBe(1);
    expect(interruptsAfterTurnStart(rig)).toBe(1);
    const [turnStart] = rig.fake.clientRequests('turn/start');
    expect(turnStart?.['params']).toMatchObject({ input: [{ type: 'text', text: 'rust "async runtime"', text_elements: [] }], effort: 'low', summary: 'none' });
    const [threadStart] = rig.fake.clientRequests('thread/start');
    expect(threadStart?.['params']).toMatchObject({
      model: 'gpt-5.6-luna', approvalPolicy: 'never', sandbox: 'read-only', ephemeral: true, baseInstructions: '', developerInstructions: '',
      dynamicTools: [], environments: [], selectedCapabilityRoots: [], config: { web_search: 'live', project_doc_max_bytes: 0, 'features.shell_tool': false },
    });
    // The unsubscribe is sent without waiting for it (the results are not held back for clean-up), so it may reach the
    // fake server, another process, after the search has answered.
    const current = rig;
    await vi.waitFor(() => expect(current.clientMethods()).toContain('thread/unsubscribe'), { timeout: 20_000, interval: 10 });
    expect(rig.clientMethods()).toEqual([
      'initialize', 'initialized', 'account/read', 'modelProvider/capabilities/read', 'model/list', 'account/rateLimits/read',
      'config/read', 'thread/start', 'turn/start', 'turn/interrupt', 'thread/unsubscribe',
    ]);
    expect(rig.schemaProblems()).toEqual([]);
  });

  it('language and time range go beside the unchanged query; domains also to the search tool', async () => {
    rig = fakeCodexRig({ mcpServers: ['docs', 'dotted.name'], turns: [{ steps: [{ search: {} }, { complete: 'completed' }] }] });
    const result = await rig.adapter.search(providerSearchRequest({ query: 'site:docs.rs tokio', language: 'de', timeRange: 'month', domains: ['docs.rs'], excludeDomains: ['spam.example'], timeoutMs: 30_000 }));
    expect(result.ok).toBe(true);
    const [threadStart] = rig.fake.clientRequests('thread/start');
    expect(threadStart?.['params']).toMatchObject({ config: { 'tools.web_search': { context_size: 'low', allowed_domains: ['docs.rs'] }, mcp_servers: { docs: { enabled: false }, 'dotted.name': { enabled: false } } } });
    const [turnStart] = rig.fake.clientRequests('turn/start');
    const params = turnStart?.['params'] as { input: Array<{ text: string }>; additionalContext: Record<string, { kind: string; value: string }> };
    expect(params.input).toEqual([{ type: 'text', text: 'site:docs.rs tokio', text_elements: [] }]);
    const context = params.additionalContext['mono_agent_web_search'];
    expect(context?.kind).toBe('application');
    expect(context?.value).toContain('Preferred result language: de');
    expect(context?.value).toContain('within the past month');
    expect(context?.value).toContain('Avoid results from: spam.example');
    expect(rig.schemaProblems()).toEqual([]);
  });

  it('a prose-only turn is rejected (no search item); it ended on its own, so no interrupt is needed', async () => {
    rig = fakeCodexRig({ turns: [{ steps: [{ message: 'Tokio is popular. See https://tokio.rs for more.' }, { complete: 'completed' }] }] });
    const result = await rig.adapter.search(providerSearchRequest({ timeoutMs: 30_000 }));
    expect(result).toEqual({ ok: false, error: { code: 'backend_unavailable', message: 'codex turn rejected (no_search): the turn ended without a web search (prose only)', requestsSent: 1 } });
    expect(interruptsAfterTurnStart(rig)).toBe(0);
    expect(rig.schemaProblems()).toEqual([]);
  });

  it('two search items: rejected and interrupted', async () => {
    rig = fakeCodexRig({ turns: [{ steps: [{ searchStarted: { id: 'ws_1' } }, { searchStarted: { id: 'ws_2' } }, { searchCompleted: { id: 'ws_1' } }, { hang: true }] }] });
    const result = await rig.adapter.search(providerSearchRequest({ timeoutMs: 30_000 }));
    expect(result).toEqual({ ok: false, error: { code: 'backend_unavailable', message: 'codex turn rejected (second_search): the model started a second web search item; the turn was interrupted', requestsSent: 1 } });
    expect(interruptsAfterTurnStart(rig)).toBe(1);
    expect(rig.schemaProblems()).toEqual([]);
  });

  it('a second search item after the results still rejects the turn', async () => {
    rig = fakeCodexRig({ turns: [{ steps: [{ search: { id: 'ws_1' } }, { search: { id: 'ws_2' } }, { hang: true }] }] });
    const result = await rig.adapter.search(providerSearchRequest({ timeoutMs: 30_000 }));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.message).toContain('(second_search)');
    expect(interruptsAfterTurnStart(rig)).toBe(1);
  });

  it('an approval request is refused with a typed answer, interrupts and rejects the turn', async () => {
    rig = fakeCodexRig({ turns: [{ steps: [{ request: 'item/commandExecution/requestApproval' }, { hang: true }] }] });
    const result = await rig.adapter.search(providerSearchRequest({ timeoutMs: 30_000 }));
    expect(result).toEqual({
      ok: false,
      error: { code: 'backend_unavailable', message: 'codex turn rejected (server_request): codex asked for an interaction (item/commandExecution/requestApproval); the turn was interrupted', requestsSent: 1 },
    });
    const answer = rig.fake.transcript().find((entry) => entry.from === 'client' && entry.message['method'] === undefined && entry.message['result'] !== undefined && typeof entry.message['id'] === 'string');
    expect(answer?.message['result']).toEqual({ decision: 'cancel' });
    expect(interruptsAfterTurnStart(rig)).toBe(1);
    expect(rig.schemaProblems()).toEqual([]);
  });

  it('a non-search tool item (command execution) interrupts and rejects the turn', async () => {
    rig = fakeCodexRig({ turns: [{ steps: [{ tool: 'commandExecution' }, { hang: true }] }] });
    const result = await rig.adapter.search(providerSearchRequest({ timeoutMs: 30_000 }));
    expect(result).toEqual({ ok: false, error: { code: 'backend_unavailable', message: 'codex turn rejected (non_search_item): the model used a non-search tool item (commandExecution); the turn was interrupted', requestsSent: 1 } });
    expect(interruptsAfterTurnStart(rig)).toBe(1);
    expect(rig.schemaProblems()).toEqual([]);
  });

  it('a search item without structured results (hosted search path) is rejected', async () => {
    rig = fakeCodexRig({ turns: [{ steps: [{ search: { results: null } }, { hang: true }] }] });
    const result = await rig.adapter.search(providerSearchRequest({ timeoutMs: 30_000 }));
    expect(!result.ok && result.error.message).toContain('(unstructured_search)');
    expect(interruptsAfterTurnStart(rig)).toBe(1);
  });

  it('a usage limit reported by the turn is quota_exhausted (the turn was sent: one request)', async () => {
    rig = fakeCodexRig({ turns: [{ steps: [{ error: { codexErrorInfo: 'usageLimitExceeded', willRetry: false } }, { complete: 'failed', error: { message: 'limit', codexErrorInfo: 'usageLimitExceeded', additionalDetails: null, misalignment: null } }] }] });
    const result = await rig.adapter.search(providerSearchRequest({ timeoutMs: 30_000 }));
    expect(result).toEqual({ ok: false, error: { code: 'quota_exhausted', message: 'the ChatGPT subscription usage limit is reached', requestsSent: 1 } });
    expect(rig.schemaProblems()).toEqual([]);
  });

  it('a hung turn hits the deadline: interrupted, then timeout', async () => {
    rig = fakeCodexRig({ turns: [{ steps: [{ reasoning: true }, { hang: true }] }] });
    const current = rig;
    const started = current.next('item/completed', isUserMessage);
    const pending = current.adapter.search(providerSearchRequest({ timeoutMs: 30_000 }));
    await started;
    await current.clock.advance(30_000);
    expect(await pending).toEqual({ ok: false, error: { code: 'timeout', message: 'codex search did not finish within 30 s; the turn was interrupted', requestsSent: 1 } });
    expect(interruptsAfterTurnStart(current)).toBe(1);
    expect(current.schemaProblems()).toEqual([]);
  });

  it('a turn that ignores the interrupt gets its server killed after the grace; the next search starts a new one', async () => {
    rig = fakeCodexRig({ turns: [{ steps: [{ hang: true }], onInterrupt: 'ignore' }, { steps: [{ search: {} }, { complete: 'completed' }] }] });
    const current = rig;
    const started = current.next('item/completed', isUserMessage);
    const pending = current.adapter.search(providerSearchRequest({ timeoutMs: 30_000 }));
    await started;
    await current.clock.advance(30_000);
    // The grace starts when the interrupt is sent; on a busy machine that can be after advance() returned.
    await vi.waitFor(() => expect(current.clientMethods()).toContain('turn/interrupt'), { timeout: 20_000, interval: 10 });
    await current.clock.advance(3_000);
    expect(await pending).toMatchObject({ ok: false, error: { code: 'timeout', requestsSent: 1 } });
    expect(current.clientMethods().filter((method) => method === 'initialize')).toHaveLength(1);

    const again = await current.adapter.search(providerSearchRequest({ timeoutMs: 30_000 }));
    expect(again.ok).toBe(true);
    expect(current.clientMethods().filter((method) => method === 'initialize')).toHaveLength(2);
  });

  it('cancellation mid-turn interrupts the turn before the search returns cancelled', async () => {
    rig = fakeCodexRig({ turns: [{ steps: [{ hang: true }] }] });
    const current = rig;
    const controller = new AbortController();
    const started = current.next('item/completed', isUserMessage);
    const pending = current.adapter.search(providerSearchRequest({ signal: controller.signal, timeoutMs: 30_000 }));
    await started;
    controller.abort();
    expect(await pending).toEqual({ ok: false, error: { code: 'cancelled', message: 'codex search was cancelled; the turn was interrupted', requestsSent: 1 } });
    // The interrupt was sent and its completion seen before search() returned (admission is released only after).
    const transcript = current.fake.transcript();
    const completedAt = transcript.findIndex((entry) => entry.message['method'] === 'turn/completed');
    expect(completedAt).toBeGreaterThan(transcript.findIndex((entry) => entry.message['method'] === 'turn/interrupt'));
    expect(current.schemaProblems()).toEqual([]);
  });

  it('the budget is consumed only when a turn starts: a spent budget sends no turn', async () => {
    rig = fakeCodexRig({});
    const gate = countingGate(0);
    const result = await rig.adapter.search(providerSearchRequest({ gate, timeoutMs: 30_000 }));
    expect(result).toEqual({ ok: false, error: { code: 'search_budget_exhausted', message: 'the run request budget is spent; no codex turn was started', requestsSent: 0 } });
    expect(rig.clientMethods()).not.toContain('turn/start');
  });
});
