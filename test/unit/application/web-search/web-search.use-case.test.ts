import { describe, expect, it } from 'vitest';
import type { ToolCallResult } from '../../../../application/ports/web-research.port.js';
import { WebSearchUseCase } from '../../../../application/web-search/web-search.use-case.js';
import { planSearch } from '../../../../application/web-search/search-plan.js';
import { SearchRunState } from '../../../../application/web-search/search-run-state.js';
import { SingleFlight } from '../../../../application/shared/single-flight.js';
import { TtlCache } from '../../../../application/shared/ttl-cache.js';
import type { SharedSearch } from '../../../../application/web-search/shared-search.js';
import type { SearchAnswer } from '../../../../application/web-search/search-outcome.js';
import { SEARCH_CACHE_TTL_MS } from '../../../../domain/search/search-deadlines.js';
import { FakeClock, flushMicrotasks } from '../../../fakes/fake-clock.js';
import { FakeDestinationPolicy } from '../../../fakes/fake-destination-policy.js';
import { ScriptedSearchProvider, failure, hang, results } from '../../../fakes/scripted-search-provider.js';
import { IRRELEVANT, QUERY, RELEVANT, RELEVANT_2, dispositions, setup } from './web-search.harness.js';

describe('WebSearch chain', () => {
  it('auto: an empty or irrelevant answer does not stop the chain; the first accepted one does', async () => {
    const ollama = new ScriptedSearchProvider('ollama', [results()]);
    const searxng = new ScriptedSearchProvider('searxng', [results(IRRELEVANT)]);
    const ddg = new ScriptedSearchProvider('duckduckgo', [results(RELEVANT, IRRELEVANT)]);
    const startpage = new ScriptedSearchProvider('startpage', [results(RELEVANT_2)]);
    const { search } = setup('auto', { ollama, searxng, duckduckgo: ddg, startpage });
    const r = await search(QUERY);
    expect(r.ok).toBe(true);
    expect(dispositions(r)).toEqual([
      { backend: 'ollama', status: 'empty' },
      { backend: 'searxng', status: 'irrelevant' },
      { backend: 'codex', status: 'not_ready' },
      { backend: 'duckduckgo', status: 'ok' },
    ]);
    expect(startpage.requests).toHaveLength(0);
    const details = r.ok ? r.details : {};
    expect(details['backend']).toBe('duckduckgo');
    expect(details['results']).toEqual([expect.objectContaining({ rank: 1, url: 'https://blog.example.org/rust-borrow-checker', provenance: [expect.objectContaining({ backend: 'duckduckgo', rank: 1, queryVariant: 0 })] })]);
    expect(r.content).toMatch(/^search-control: backend=duckduckgo requests_used=3 requests_remaining=1/);
    expect(r.content).toContain('[BEGIN UNTRUSTED WEB SEARCH RESULTS]');
    expect(r.content).not.toContain('Cooking pasta');
  });

  it('strict SearXNG fails with its own category and never falls back', async () => {
    const searxng = new ScriptedSearchProvider('searxng', [failure('rate_limited', { engines: [{ engine: 'duckduckgo', reason: 'CAPTCHA' }] })]);
    const ddg = new ScriptedSearchProvider('duckduckgo', [results(RELEVANT)]);
    const { search } = setup('searxng', { searxng, duckduckgo: ddg });
    const r = await search(QUERY);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('rate_limited');
    expect(r.content).toContain('duckduckgo: CAPTCHA');
    expect(ddg.requests).toHaveLength(0);
    expect(searxng.requests[0]?.timeoutMs).toBe(15_000);
  });

  it('auto gives SearXNG a 3 s stage budget', async () => {
    const searxng = new ScriptedSearchProvider('searxng', [results(RELEVANT)]);
    const { search } = setup('auto', { searxng, duckduckgo: new ScriptedSearchProvider('duckduckgo', [results()]), startpage: new ScriptedSearchProvider('startpage', [results()]) });
    await search(QUERY);
    expect(searxng.requests[0]?.timeoutMs).toBe(3_000);
  });

  it('runs alternates in order only while nothing relevant was accepted, each judged by its own terms', async () => {
    const ddg = new ScriptedSearchProvider('duckduckgo', [results(IRRELEVANT), results({ title: 'Ownership and lifetimes in Rust', url: 'https://rust.example/ownership' }), results(RELEVANT)]);
    const { searchDriven } = setup('keyless', { duckduckgo: ddg, startpage: new ScriptedSearchProvider('startpage', [results()]) });
    const r = await searchDriven({ ...QUERY, alternate_queries: ['rust ownership lifetimes', 'borrowck'] });
    expect(ddg.requests.map((q) => q.query)).toEqual(['rust borrow checker', 'rust ownership lifetimes']);
    expect(r.ok && r.details['alternateQueriesUsed']).toEqual(['rust ownership lifetimes']);
  });

  it('never runs alternates once the primary query was accepted', async () => {
    const ddg = new ScriptedSearchProvider('duckduckgo', [results(RELEVANT)]);
    const { search } = setup('keyless', { duckduckgo: ddg, startpage: new ScriptedSearchProvider('startpage', [results()]) });
    await search({ ...QUERY, alternate_queries: ['borrowck'] });
    expect(ddg.requests).toHaveLength(1);
  });

  it('a transport failure ends that backend stage at once: alternate wording cannot repair it', async () => {
    const ddg = new ScriptedSearchProvider('duckduckgo', [failure('backend_unavailable')]);
    const startpage = new ScriptedSearchProvider('startpage', [results(RELEVANT)]);
    const { search } = setup('keyless', { duckduckgo: ddg, startpage });
    const r = await search({ ...QUERY, alternate_queries: ['borrowck'] });
    expect(ddg.requests).toHaveLength(1);
    expect(r.ok && r.details['backend']).toBe('startpage');
  });

  it('answers "No results." only when a working backend produced it', async () => {
    const { search } = setup('keyless', { duckduckgo: new ScriptedSearchProvider('duckduckgo', [failure('rate_limited')]), startpage: new ScriptedSearchProvider('startpage', [results()]) });
    const r = await search(QUERY);
    expect(r.ok).toBe(true);
    expect(r.content).toContain('No results.');
    expect(r.ok && r.details['rateLimited']).toBe(true);
  });

  it('reports a tool error, per backend, when every eligible backend failed or was blocked', async () => {
    const { search } = setup('auto', {
      duckduckgo: new ScriptedSearchProvider('duckduckgo', [failure('rate_limited', { httpStatus: 202 })]),
      startpage: new ScriptedSearchProvider('startpage', [failure('backend_unavailable')]),
    });
    const r = await search(QUERY);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('backend_unavailable');
    expect(r.content).not.toContain('No results.');
    expect(dispositions(r)).toEqual([
      { backend: 'codex', status: 'not_ready' },
      { backend: 'duckduckgo', status: 'rate_limited' },
      { backend: 'startpage', status: 'backend_unavailable' },
    ]);
  });

  it('denies keyless engines under a localhost network policy without sending anything', async () => {
    const ddg = new ScriptedSearchProvider('duckduckgo', [results(RELEVANT)]);
    const startpage = new ScriptedSearchProvider('startpage', [results(RELEVANT)]);
    const { search } = setup('keyless', { duckduckgo: ddg, startpage }, { policy: { mode: 'localhost' } });
    const r = await search(QUERY);
    expect(!r.ok && r.error.code).toBe('policy_denied');
    expect(ddg.requests.length + startpage.requests.length).toBe(0);
  });
});

describe('WebSearch budget, deferral and cooldown', () => {
  it('exhaustion returns the exact structured value without sending a request', async () => {
    const ddg = new ScriptedSearchProvider('duckduckgo', [results(RELEVANT), results(RELEVANT_2)]);
    const { search } = setup('keyless', { duckduckgo: ddg, startpage: new ScriptedSearchProvider('startpage', [results()]) });
    const run = new SearchRunState(1);
    expect((await search(QUERY, run)).ok).toBe(true);
    const r = await search({ query: 'rust borrow checker errors' }, run);
    expect(ddg.requests).toHaveLength(1);
    expect(!r.ok && r.error.code).toBe('search_budget_exhausted');
    expect(!r.ok && r.error.details).toMatchObject({ code: 'search_budget_exhausted', requestsUsed: 1, requestsRemaining: 0, retryInRun: false, nextAction: 'use_available_evidence' });
  });

  it('without a renewing host the exhaustion carries no retryAt; with one it says when the budget renews', async () => {
    const exhaust = async (run: SearchRunState): Promise<ToolCallResult> => {
      const ddg = new ScriptedSearchProvider('duckduckgo', [results(RELEVANT)]);
      const { search } = setup('keyless', { duckduckgo: ddg, startpage: new ScriptedSearchProvider('startpage', [results()]) });
      expect((await search(QUERY, run)).ok).toBe(true);
      const r = await search({ query: 'rust borrow checker errors' }, run);
      expect(ddg.requests).toHaveLength(1);
      return r;
    };
    const unrenewed = await exhaust(new SearchRunState(1));
    expect(!unrenewed.ok && unrenewed.error.code).toBe('search_budget_exhausted');
    expect(!unrenewed.ok && unrenewed.error.details?.['retryAt']).toBeUndefined();
    expect(unrenewed.content).not.toContain('retryAt');

    const renewAt = Date.UTC(2030, 0, 1, 12, 5, 0);
    const r = await exhaust(new SearchRunState(1, () => renewAt));
    expect(!r.ok && r.error.details).toMatchObject({ code: 'search_budget_exhausted', requestsRemaining: 0, retryInRun: false, nextAction: 'use_available_evidence', retryAt: renewAt });
    expect(r.content).toContain('retryAt=2030-01-01T12:05:00.000Z');
    expect(r.content).toContain('A fresh budget starts at 2030-01-01T12:05:00.000Z if no tool call is made before then; do not wait for it.');
  });

  it('an Ollama compatibility retry counts as two requests', async () => {
    const ollama = new ScriptedSearchProvider('ollama', [results(RELEVANT)], 'http://127.0.0.1:11434', 2);
    const { search } = setup('ollama', { ollama });
    const r = await search(QUERY);
    expect(r.ok && r.details['requestsUsed']).toBe(2);
  });

  it('a budget that runs out mid-chain (Ollama\'s second path) is reported as such, never as an infrastructure failure', async () => {
    const ollama = new ScriptedSearchProvider('ollama', [results(RELEVANT)], 'http://127.0.0.1:11434', 2);
    const { search } = setup('ollama', { ollama });
    const r = await search(QUERY, new SearchRunState(1));
    expect(!r.ok && r.error.code).toBe('search_budget_exhausted');
    expect(r.content).toContain("WebSearch error: search_budget_exhausted. The run's search request budget ran out before a backend produced an answer.");
    expect(r.content).not.toContain('infrastructure failure');
    expect(r.content).toMatch(/requests_used=1 requests_remaining=0/);
  });

  it('a budget that runs out mid-chain under a renewing host reports the renewal as retryAt', async () => {
    const ollama = new ScriptedSearchProvider('ollama', [results(RELEVANT)], 'http://127.0.0.1:11434', 2);
    const { search } = setup('ollama', { ollama });
    const renewAt = Date.UTC(2030, 0, 1, 12, 5, 0);
    const r = await search(QUERY, new SearchRunState(1, () => renewAt));
    expect(!r.ok && r.error.code).toBe('search_budget_exhausted');
    expect(!r.ok && r.error.details?.['retryAt']).toBe(renewAt);
    expect(r.content).toContain('A fresh budget starts at 2030-01-01T12:05:00.000Z if no tool call is made before then; do not wait for it.');
  });

  it('defers a rate-limited provider for the rest of the run and reports retryAt', async () => {
    const ddg = new ScriptedSearchProvider('duckduckgo', [failure('rate_limited', { retryAfterMs: 120_000 })]);
    const startpage = new ScriptedSearchProvider('startpage', [results(RELEVANT), results(RELEVANT_2)]);
    const { searchDriven, clock } = setup('keyless', { duckduckgo: ddg, startpage });
    const run = new SearchRunState(4);
    const first = await searchDriven(QUERY, run);
    expect(first.ok && first.details['rateLimited']).toBe(true);
    expect(first.ok && first.details['cooldownBackends']).toEqual([{ backend: 'duckduckgo', retryAt: expect.any(Number), retryAfterMs: 120_000 }]);
    const retryAt = ((first.ok && first.details['cooldownBackends']) as Array<{ retryAt: number }>)[0]!.retryAt;
    expect(retryAt).toBeGreaterThan(clock.now());
    expect(retryAt).toBeLessThanOrEqual(clock.now() + 120_000);
    const second = await searchDriven({ query: 'rust borrow checker errors' }, run);
    expect(ddg.requests).toHaveLength(1);
    expect(dispositions(second)[0]).toEqual({ backend: 'duckduckgo', status: 'deferred' });
    expect(second.ok && second.details['requestsUsed']).toBe(3);
  });

  it('without Retry-After, reports the absolute end of the 5-minute search cooldown as retryAt', async () => {
    const ddg = new ScriptedSearchProvider('duckduckgo', [failure('rate_limited', { httpStatus: 429 })]);
    const { searchDriven, clock } = setup('keyless', { duckduckgo: ddg, startpage: new ScriptedSearchProvider('startpage', [results(RELEVANT)]) });
    const before = clock.now();
    const r = await searchDriven(QUERY);
    const [cooling] = (r.ok ? r.details['cooldownBackends'] : []) as Array<{ backend: string; retryAt: number }>;
    expect(cooling?.backend).toBe('duckduckgo');
    expect(cooling!.retryAt - before).toBeGreaterThanOrEqual(5 * 60_000);
    expect(cooling!.retryAt - before).toBeLessThan(5 * 60_000 + 30_000);
  });

  it('a later run skips a cooling-down provider without a request (cooldown skips cost nothing)', async () => {
    const ddg = new ScriptedSearchProvider('duckduckgo', [failure('rate_limited')]);
    const startpage = new ScriptedSearchProvider('startpage', [results(RELEVANT), results(RELEVANT_2)]);
    const { searchDriven } = setup('keyless', { duckduckgo: ddg, startpage });
    await searchDriven(QUERY);
    const laterRun = new SearchRunState(4);
    const r = await searchDriven({ query: 'rust borrow checker errors' }, laterRun);
    expect(ddg.requests).toHaveLength(1);
    expect(dispositions(r)[0]).toEqual({ backend: 'duckduckgo', status: 'cooldown' });
    expect(laterRun.gate.budget.requestsUsed).toBe(1);
  });

  it('a cooldown opened by two backend failures says so: its own wording and cause, not counted as rate limiting', async () => {
    const ddg = new ScriptedSearchProvider('duckduckgo', [failure('backend_unavailable'), failure('backend_unavailable')]);
    const startpage = new ScriptedSearchProvider('startpage', [results(RELEVANT), results(RELEVANT_2), results(RELEVANT)]);
    const { searchDriven } = setup('keyless', { duckduckgo: ddg, startpage });
    await searchDriven(QUERY);
    await searchDriven({ query: 'rust borrow checker errors' });
    const r = await searchDriven({ query: 'rust borrow checker rules' });
    expect(ddg.requests).toHaveLength(2);
    const details = r.ok ? r.details : {};
    const ddgDisposition = (details['dispositions'] as Array<Record<string, unknown>>)[0];
    expect(ddgDisposition).toMatchObject({
      backend: 'duckduckgo', status: 'cooldown', cooldownCause: 'infrastructure_failures',
      message: 'cooling down after repeated failures (server errors, timeouts or failed connections), not throttling',
    });
    expect(details['rateLimited']).toBe(false);
    expect(details['cooldownBackends']).toEqual([{ backend: 'duckduckgo', retryAt: expect.any(Number), retryAfterMs: expect.any(Number), cause: 'infrastructure_failures' }]);
  });

  it('a throttling cooldown keeps its wording and counts as rate limiting', async () => {
    const ddg = new ScriptedSearchProvider('duckduckgo', [failure('rate_limited')]);
    const startpage = new ScriptedSearchProvider('startpage', [results(RELEVANT), results(RELEVANT_2)]);
    const { searchDriven } = setup('keyless', { duckduckgo: ddg, startpage });
    await searchDriven(QUERY);
    const r = await searchDriven({ query: 'rust borrow checker errors' }, new SearchRunState(4));
    const details = r.ok ? r.details : {};
    expect((details['dispositions'] as Array<Record<string, unknown>>)[0]).toMatchObject({ status: 'cooldown', cooldownCause: 'throttling', message: 'cooling down after throttling' });
    expect(details['rateLimited']).toBe(true);
  });
});

describe('WebSearch caching, sharing and deadlines', () => {
  it('serves identical searches from the process cache for 15 minutes at no budget cost', async () => {
    const ddg = new ScriptedSearchProvider('duckduckgo', [results(RELEVANT)]);
    const { search, clock } = setup('keyless', { duckduckgo: ddg, startpage: new ScriptedSearchProvider('startpage', [results()]) });
    await search(QUERY);
    const run = new SearchRunState(4);
    const hit = await search(QUERY, run);
    expect(hit.ok && hit.details['cacheHit']).toBe(true);
    expect(run.gate.budget.requestsUsed).toBe(0);
    expect(ddg.requests).toHaveLength(1);
    await clock.advance(SEARCH_CACHE_TTL_MS);
    await search(QUERY);
    expect(ddg.requests).toHaveLength(2);
  });

  it('never caches failures', async () => {
    const ddg = new ScriptedSearchProvider('duckduckgo', [failure('backend_unavailable'), results(RELEVANT)]);
    const { searchDriven } = setup('keyless', { duckduckgo: ddg, startpage: new ScriptedSearchProvider('startpage', [failure('backend_unavailable')]) });
    expect((await searchDriven(QUERY)).ok).toBe(false);
    expect((await searchDriven(QUERY)).ok).toBe(true);
  });

  it('identical concurrent calls share one in-flight request; followers cost no budget', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const ddg = new ScriptedSearchProvider('duckduckgo', [async (req) => { await gate; return results(RELEVANT)(req); }]);
    const { search } = setup('keyless', { duckduckgo: ddg, startpage: new ScriptedSearchProvider('startpage', [results()]) });
    const leaderRun = new SearchRunState(4);
    const followerRun = new SearchRunState(4);
    const a = search(QUERY, leaderRun);
    const b = search(QUERY, followerRun);
    await flushMicrotasks();
    release();
    const [ra, rb] = await Promise.all([a, b]);
    expect(ddg.requests).toHaveLength(1);
    expect(ra.ok && ra.details['shared']).toBe(false);
    expect(rb.ok && rb.details['shared']).toBe(true);
    expect(followerRun.gate.budget.requestsUsed).toBe(0);
  });

  it('ends a hanging search at the 60 s deadline with a timeout, and releases admission', async () => {
    const ddg = new ScriptedSearchProvider('duckduckgo', [hang]);
    const { search, clock } = setup('keyless', { duckduckgo: ddg, startpage: new ScriptedSearchProvider('startpage', [results(RELEVANT)]) });
    const pending = search(QUERY);
    await flushMicrotasks();
    await clock.advance(60_000);
    const r = await pending;
    expect(r.ok).toBe(false);
    expect(dispositions(r)).toEqual([{ backend: 'duckduckgo', status: 'cancelled' }, { backend: 'startpage', status: 'timeout' }]);
  });

  it('cancellation ends the call promptly', async () => {
    const ddg = new ScriptedSearchProvider('duckduckgo', [hang]);
    const { search } = setup('keyless', { duckduckgo: ddg, startpage: new ScriptedSearchProvider('startpage', [results()]) });
    const controller = new AbortController();
    const pending = search(QUERY, new SearchRunState(4), controller.signal);
    await flushMicrotasks();
    controller.abort();
    const r = await pending;
    expect(!r.ok && r.error.code).toBe('cancelled');
  });

  it('rejects invalid input naming the field, before any request', async () => {
    const ddg = new ScriptedSearchProvider('duckduckgo', [results(RELEVANT)]);
    const { search } = setup('keyless', { duckduckgo: ddg, startpage: new ScriptedSearchProvider('startpage', [results()]) });
    const r = await search({ query: 'x', limit: 11 });
    expect(!r.ok && r.error).toMatchObject({ code: 'invalid_input', field: 'limit' });
    expect(ddg.requests).toHaveLength(0);
  });
});

describe('WebSearch internal failures', () => {
  it('reports a chain that throws as internal_error, not as a cancellation', async () => {
    const clock = new FakeClock();
    const broken = {
      admit: () => Promise.reject(new Error('coordination bug')),
      release: () => Promise.resolve(),
      cooldownUntil: () => Promise.resolve(undefined),
      cooldownStatus: () => Promise.resolve(undefined),
    };
    const useCase = new WebSearchUseCase({
      plan: planSearch('keyless', { duckduckgo: new ScriptedSearchProvider('duckduckgo', [results(RELEVANT)]), startpage: new ScriptedSearchProvider('startpage', [results()]) }),
      coordination: broken,
      clock,
      telemetry: { emit: () => undefined },
      policy: { mode: 'all' },
      destinations: new FakeDestinationPolicy(),
      configFingerprint: 'fp',
      cache: new TtlCache<SearchAnswer>(SEARCH_CACHE_TTL_MS, 8),
      flights: new SingleFlight<SharedSearch>(),
    });
    const r = await useCase.execute(QUERY, new SearchRunState(4), { signal: new AbortController().signal });
    expect(!r.ok && r.error.code).toBe('internal_error');
  });
});
