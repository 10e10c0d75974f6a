import { describe, expect, it } from 'vitest';
import { SearchRunState } from '../../../../application/web-search/search-run-state.js';
import { flushMicrotasks } from '../../../fakes/fake-clock.js';
import { FakeDestinationPolicy } from '../../../fakes/fake-destination-policy.js';
import { ScriptedSearchProvider, failure, results } from '../../../fakes/scripted-search-provider.js';
import { QUERY, RELEVANT, dispositions, setup } from './web-search.harness.js';

const keyless = (ddgSteps = [results(RELEVANT)], startpageSteps = [results(RELEVANT)]) => ({
  duckduckgo: new ScriptedSearchProvider('duckduckgo', ddgSteps, 'https://html.duckduckgo.com/html/'),
  startpage: new ScriptedSearchProvider('startpage', startpageSteps, 'https://www.startpage.com/sp/search'),
});

describe('WebSearch: the network policy decides before any request, at no budget cost', () => {
  it('a listed keyless host that resolves to a refused address is policy_denied, naming the rule; nothing is sent or charged', async () => {
    const providers = keyless();
    const destinations = new FakeDestinationPolicy({ 'html.duckduckgo.com': ['127.0.0.1'], 'www.startpage.com': ['127.0.0.1'] });
    const { search } = setup('keyless', providers, { policy: { mode: 'allowlist', allow: ['html.duckduckgo.com', 'www.startpage.com'] }, destinations });
    const run = new SearchRunState(4);
    const r = await search(QUERY, run);
    expect(!r.ok && r.error.code).toBe('policy_denied');
    expect(providers.duckduckgo.requests.length + providers.startpage.requests.length).toBe(0);
    expect(run.gate.budget.requestsUsed).toBe(0);
    expect(r.content).toMatch(/^search-control: backend=none requests_used=0 requests_remaining=4/);
    expect(r.content).toContain('duckduckgo: policy_denied (refused by the sandbox network policy (address_class_denied): html.duckduckgo.com resolves to a loopback address');
    expect(r.content).not.toContain('infrastructure failure');
  });

  it('the same host is admitted when it resolves into an IP entry of the allowlist (a local mirror)', async () => {
    const providers = keyless();
    const destinations = new FakeDestinationPolicy({ 'html.duckduckgo.com': ['127.0.0.1'] });
    const { search } = setup('keyless', providers, { policy: { mode: 'allowlist', allow: ['html.duckduckgo.com', '127.0.0.1'] }, destinations });
    const r = await search(QUERY);
    expect(r.ok).toBe(true);
    expect(providers.duckduckgo.requests).toHaveLength(1);
  });

  it('a name the allowlist does not list is refused without a DNS lookup', async () => {
    const providers = keyless();
    const destinations = new FakeDestinationPolicy();
    const { search } = setup('keyless', providers, { policy: { mode: 'allowlist', allow: ['example.org'] }, destinations });
    const r = await search(QUERY);
    expect(!r.ok && r.error.code).toBe('policy_denied');
    expect(destinations.lookups).toEqual([]);
    expect(r.content).toContain('(not_allowlisted)');
  });

  it('a name that does not resolve is backend_unavailable with no request and no budget spent', async () => {
    const providers = keyless();
    const destinations = new FakeDestinationPolicy({ 'html.duckduckgo.com': 'unresolved', 'www.startpage.com': 'unresolved' });
    const { search } = setup('keyless', providers, { destinations });
    const run = new SearchRunState(4);
    const r = await search(QUERY, run);
    expect(!r.ok && r.error.code).toBe('backend_unavailable');
    expect(run.gate.budget.requestsUsed).toBe(0);
    expect(r.content).toContain('DNS lookup failed (ENOTFOUND); no request was sent');
  });

  it('mixed reasons: SearXNG rate-limited and keyless refused by policy is rate_limited, never "unavailable"; each backend keeps its category', async () => {
    const searxng = new ScriptedSearchProvider('searxng', [failure('rate_limited', { httpStatus: 429 })], 'http://127.0.0.1:8088/search');
    const { search } = setup('auto', { searxng, ...keyless() }, { policy: { mode: 'localhost' } });
    const r = await search(QUERY);
    expect(!r.ok && r.error.code).toBe('rate_limited');
    expect(dispositions(r)).toEqual([
      { backend: 'searxng', status: 'rate_limited' },
      { backend: 'codex', status: 'not_ready' },
      { backend: 'duckduckgo', status: 'policy_denied' },
      { backend: 'startpage', status: 'policy_denied' },
    ]);
    expect(r.content).not.toContain('infrastructure failure');
    expect(r.content).not.toContain('unavailable');
  });
});

describe('WebSearch: in-flight followers cost nothing and see their own run', () => {
  function gated() {
    let release!: () => void;
    const opened = new Promise<void>((resolve) => (release = resolve));
    const ddg = new ScriptedSearchProvider('duckduckgo', [async (request) => { await opened; return results(RELEVANT)(request); }]);
    return { ddg, release };
  }

  it('a run whose budget is spent still joins an identical search in flight, and reports its own counters', async () => {
    const { ddg, release } = gated();
    const { search } = setup('keyless', { duckduckgo: ddg, startpage: new ScriptedSearchProvider('startpage', [results()]) });
    const leader = new SearchRunState(4);
    const spent = new SearchRunState(1);
    spent.gate.tryConsume();
    const a = search(QUERY, leader);
    const b = search(QUERY, spent);
    await flushMicrotasks();
    release();
    const [ra, rb] = await Promise.all([a, b]);
    expect(ddg.requests).toHaveLength(1);
    expect(ra.ok && ra.details).toMatchObject({ shared: false, requestsUsed: 1, requestsRemaining: 3 });
    expect(rb.ok && rb.details).toMatchObject({ shared: true, requestsUsed: 1, requestsRemaining: 0, requestBudget: 1 });
    expect(rb.content).toMatch(/^search-control: backend=duckduckgo requests_used=1 requests_remaining=0 cooldown=none shared=in_flight/);
  });

  it("a follower from another run never sees that run's deferrals as its own, and adopts the throttles it saw", async () => {
    let release!: () => void;
    const opened = new Promise<void>((resolve) => (release = resolve));
    const ddg = new ScriptedSearchProvider('duckduckgo', [failure('rate_limited', { httpStatus: 429 })]);
    const startpage = new ScriptedSearchProvider('startpage', [async (request) => { await opened; return results(RELEVANT)(request); }]);
    const { search } = setup('keyless', { duckduckgo: ddg, startpage });
    const leader = new SearchRunState(4);
    leader.defer('duckduckgo', { code: 'rate_limited', retryAt: 1_700_000_100_000 });
    const follower = new SearchRunState(4);
    const a = search(QUERY, leader);
    const b = search(QUERY, follower);
    await flushMicrotasks();
    release();
    const [, rb] = await Promise.all([a, b]);
    expect(ddg.requests).toHaveLength(0);
    const seen = (rb.ok ? rb.details['dispositions'] : []) as Array<{ backend: string; status: string; message?: string }>;
    expect(seen[0]).toMatchObject({ backend: 'duckduckgo', status: 'cooldown', message: 'rate-limited earlier; skipped by the run that started this shared search' });
    expect(follower.deferredOf('duckduckgo')).toBeUndefined();
    expect(rb.ok && rb.details).toMatchObject({ requestsUsed: 0, requestsRemaining: 4, rateLimited: true });
  });

  it("a follower whose shared search stopped on the starting run's spent budget runs its own search, with its own budget", async () => {
    const ddg = new ScriptedSearchProvider('duckduckgo', [results(RELEVANT)]);
    const { search, clock } = setup('keyless', { duckduckgo: ddg, startpage: new ScriptedSearchProvider('startpage', [results()]) });
    const leader = new SearchRunState(1);
    const follower = new SearchRunState(4);
    // Both of the leader's searches pass the budget check; the first takes the last unit, so the second stops on budget.
    const first = search(QUERY, leader);
    const second = search({ query: 'rust borrow checker errors' }, leader);
    const joined = search({ query: 'rust borrow checker errors' }, follower);
    for (let i = 0; i < 40; i += 1) await clock.advance(250);
    const [, rSecond, rJoined] = await Promise.all([first, second, joined]);
    expect(!rSecond.ok && rSecond.error.code).toBe('search_budget_exhausted');
    expect(rJoined.ok && rJoined.details).toMatchObject({ shared: false, requestsUsed: 1, requestsRemaining: 3 });
    expect(ddg.requests).toHaveLength(2);
  });
});
