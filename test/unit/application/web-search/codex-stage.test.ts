import { describe, expect, it } from 'vitest';
import { WebSearchUseCase } from '../../../../application/web-search/web-search.use-case.js';
import { planSearch, type ProviderSlots, type SearchBackendMode } from '../../../../application/web-search/search-plan.js';
import { SearchRunState } from '../../../../application/web-search/search-run-state.js';
import { SingleFlight } from '../../../../application/shared/single-flight.js';
import { TtlCache } from '../../../../application/shared/ttl-cache.js';
import type { SharedSearch } from '../../../../application/web-search/shared-search.js';
import type { SearchAnswer } from '../../../../application/web-search/search-outcome.js';
import type { ProviderFailure, ProviderSearchRequest, ProviderSuccess, SearchProviderPort } from '../../../../application/ports/search-provider.port.js';
import type { TimingEvent } from '../../../../application/ports/telemetry.port.js';
import type { ToolCallResult } from '../../../../application/ports/web-research.port.js';
import { CODEX_REQUEST_TIMEOUT_MS } from '../../../../domain/codex/codex-timings.js';
import type { NetworkPolicy } from '../../../../domain/network/network-policy.js';
import { err, ok, type Result } from '../../../../domain/shared/result.js';
import { ProcessCoordination } from '../../../../adapters/outbound/process-coordination/process-coordination.adapter.js';
import { FakeClock } from '../../../fakes/fake-clock.js';
import { FakeDestinationPolicy } from '../../../fakes/fake-destination-policy.js';
import { ScriptedSearchProvider, results } from '../../../fakes/scripted-search-provider.js';

const RELEVANT = { title: 'Rust borrow checker guide', url: 'https://docs.example.com/borrow', snippet: 'The Rust borrow checker.' };
const QUERY = { query: 'rust borrow checker' };

/** A Codex-like provider: a skip answers without consuming the budget; a turn consumes one request. */
class CodexLike implements SearchProviderPort {
  readonly id = 'codex' as const;
  readonly scopeKey = 'chatgpt.com';
  readonly endpoint = 'https://chatgpt.com/backend-api/codex';
  readonly requests: ProviderSearchRequest[] = [];
  constructor(private readonly answer: 'turn' | 'quota_skip' | 'not_ready' | 'irrelevant') {}

  search(request: ProviderSearchRequest): Promise<Result<ProviderSuccess, ProviderFailure>> {
    this.requests.push(request);
    if (this.answer === 'quota_skip') return Promise.resolve(err({ code: 'quota_exhausted', message: 'codex quota skip: the codex primary window is 93% used; 10% is kept in reserve', requestsSent: 0, retryAfterMs: 600_000 }));
    if (this.answer === 'not_ready') return Promise.resolve(err({ code: 'backend_not_ready', message: 'codex is not signed in with ChatGPT (run `codex login`)', requestsSent: 0 }));
    request.gate.tryConsume();
    const answer = this.answer === 'irrelevant' ? [{ title: 'Cooking pasta', url: 'https://food.example.net/pasta', snippet: 'Boil water.' }] : [RELEVANT];
    return Promise.resolve(ok({ results: answer, requestsSent: 1, filterSupport: { language: 'advisory', timeRange: 'advisory', domains: 'advisory' } }));
  }
}

function setup(mode: SearchBackendMode, slots: ProviderSlots, policy: NetworkPolicy = { mode: 'all' }) {
  const clock = new FakeClock();
  const events: TimingEvent[] = [];
  const destinations = new FakeDestinationPolicy();
  const useCase = new WebSearchUseCase({
    plan: planSearch(mode, slots),
    coordination: new ProcessCoordination(clock),
    clock,
    telemetry: { emit: (event) => events.push(event) },
    policy,
    destinations,
    configFingerprint: mode,
    cache: new TtlCache<SearchAnswer>(60_000, 16),
    flights: new SingleFlight<SharedSearch>(),
  });
  /** Runs a search while moving the fake clock, so keyless admission spacing (1.5 s) elapses. */
  const search = async (input: unknown, run = new SearchRunState(4)): Promise<ToolCallResult> => {
    let done = false;
    const pending = useCase.execute(input, run, { signal: new AbortController().signal }).finally(() => (done = true));
    for (let i = 0; i < 100 && !done; i += 1) await clock.advance(250);
    return pending;
  };
  /** Without moving the clock (Codex admission has no start spacing). */
  const searchNow = (input: unknown): Promise<ToolCallResult> => useCase.execute(input, new SearchRunState(4), { signal: new AbortController().signal });
  return { search, searchNow, events, destinations };
}

const dispositions = (r: ToolCallResult): Array<Record<string, unknown>> => (r.ok ? r.details['dispositions'] : r.error.details?.['backends']) as Array<Record<string, unknown>>;

describe('Codex in the search chain', () => {
  it.each<[string, NetworkPolicy, string]>([
    ['none', { mode: 'none' }, 'refused by the sandbox network policy (network_disabled): network policy none blocks every web request'],
    ['localhost', { mode: 'localhost' }, 'refused by the sandbox network policy (not_loopback): policy localhost blocks Codex subscription search (it needs chatgpt.com)'],
    ['an allowlist without chatgpt.com', { mode: 'allowlist', allow: ['127.0.0.1', 'example.com'] }, 'refused by the sandbox network policy (not_allowlisted): chatgpt.com:443 matches no allowlist entry'],
  ])('strict codex under %s is policy_denied naming the rule, before the provider runs and at no cost', async (_name, policy, message) => {
    const codex = new CodexLike('turn');
    const { search } = setup('codex', { codex }, policy);
    const r = await search(QUERY);
    expect(!r.ok && r.error.code).toBe('policy_denied');
    expect(dispositions(r)).toEqual([{ backend: 'codex', status: 'policy_denied', requests: 0, retryInRun: false, message }]);
    expect(codex.requests).toHaveLength(0);
    expect(!r.ok && r.error.details?.['requestsUsed']).toBe(0);
  });

  it.each<[string, NetworkPolicy]>([
    ['all', { mode: 'all' }],
    ['an allowlist naming chatgpt.com', { mode: 'allowlist', allow: ['chatgpt.com'] }],
  ])('codex runs under %s, with its own per-request timeout', async (_name, policy) => {
    const codex = new CodexLike('turn');
    const { search, destinations } = setup('codex', { codex }, policy);
    const r = await search(QUERY);
    expect(r.ok && r.details['backend']).toBe('codex');
    // The app-server reaches chatgpt.com itself: the name is decided by the policy, never resolved here.
    expect(destinations.lookups).not.toContain('chatgpt.com');
    expect(r.ok && r.details['requestsUsed']).toBe(1);
    expect(codex.requests[0]?.timeoutMs).toBe(CODEX_REQUEST_TIMEOUT_MS);
  });

  it('auto: a quota skip costs nothing, is reported and deferred for the run, and the chain continues', async () => {
    const codex = new CodexLike('quota_skip');
    const ddg = new ScriptedSearchProvider('duckduckgo', [results(RELEVANT)]);
    const { search, events } = setup('auto', { codex, duckduckgo: ddg, startpage: new ScriptedSearchProvider('startpage', [results()]) });
    const run = new SearchRunState(4);
    const first = await search(QUERY, run);
    expect(first.ok && first.details['backend']).toBe('duckduckgo');
    expect(dispositions(first)[0]).toMatchObject({ backend: 'codex', status: 'quota_exhausted', requests: 0, retryAfterMs: 600_000 });
    expect(first.ok && first.details).toMatchObject({ requestsUsed: 1, rateLimited: true, cooldownBackends: [expect.objectContaining({ backend: 'codex' })] });
    expect(first.content).toMatch(/^search-control: backend=duckduckgo requests_used=1 requests_remaining=3 cooldown=codex/);
    expect(events.find((event) => event.phase === 'search')?.quotaSkips).toBe(1);

    const second = await search({ query: 'rust borrow checker lifetimes' }, run);
    expect(dispositions(second)[0]).toMatchObject({ backend: 'codex', status: 'deferred', requests: 0 });
    expect(codex.requests).toHaveLength(1);
  });

  it('auto: not_ready names the failing check and the chain continues', async () => {
    const { search } = setup('auto', { codex: new CodexLike('not_ready'), duckduckgo: new ScriptedSearchProvider('duckduckgo', [results(RELEVANT)]) });
    const r = await search(QUERY);
    expect(r.ok && r.details['backend']).toBe('duckduckgo');
    expect(dispositions(r)[0]).toMatchObject({ backend: 'codex', status: 'not_ready', requests: 0, message: 'codex is not signed in with ChatGPT (run `codex login`)' });
  });

  it('Codex gets one exact-query turn: alternates never reach it, the keyless engines still try them', async () => {
    const codex = new CodexLike('irrelevant');
    const ddg = new ScriptedSearchProvider('duckduckgo', [results(), results(RELEVANT)]);
    const { search } = setup('auto', { codex, duckduckgo: ddg, startpage: new ScriptedSearchProvider('startpage', [results()]) });
    const r = await search({ query: 'rust borrow checker', alternate_queries: ['borrow checker rust guide'] });
    expect(codex.requests.map((request) => request.query)).toEqual(['rust borrow checker']);
    expect(ddg.requests.map((request) => request.query)).toEqual(['rust borrow checker', 'borrow checker rust guide']);
    expect(r.ok && r.details['backend']).toBe('duckduckgo');
  });

  it('concurrent Codex searches are serialized through the coordination port (one in flight)', async () => {
    let inFlight = 0;
    let most = 0;
    const gates: Array<() => void> = [];
    const codex: SearchProviderPort = {
      id: 'codex', scopeKey: 'chatgpt.com', endpoint: 'https://chatgpt.com/backend-api/codex',
      search: async (request) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        request.gate.tryConsume();
        await new Promise<void>((resolve) => gates.push(resolve));
        inFlight -= 1;
        return ok({ results: [RELEVANT], requestsSent: 1, filterSupport: { language: 'advisory', timeRange: 'advisory', domains: 'advisory' } });
      },
    };
    const { searchNow } = setup('codex', { codex });
    const first = searchNow({ query: 'rust borrow checker' });
    const second = searchNow({ query: 'rust borrow checker rules' });
    for (let i = 0; i < 50 && gates.length < 1; i += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(gates).toHaveLength(1);
    gates.shift()?.();
    for (let i = 0; i < 50 && gates.length < 1; i += 1) await new Promise((resolve) => setImmediate(resolve));
    gates.shift()?.();
    expect([(await first).ok, (await second).ok]).toEqual([true, true]);
    expect(most).toBe(1);
  });
});
