import { describe, expect, it } from 'vitest';
import { WebSearchUseCase } from '../../../application/web-search/web-search.use-case.js';
import { planSearch } from '../../../application/web-search/search-plan.js';
import { SearchRunState } from '../../../application/web-search/search-run-state.js';
import { SingleFlight } from '../../../application/shared/single-flight.js';
import { TtlCache } from '../../../application/shared/ttl-cache.js';
import type { ChainOutcome } from '../../../application/web-search/search-chain.runner.js';
import type { SearchAnswer } from '../../../application/web-search/search-outcome.js';
import { FakeClock } from '../../fakes/fake-clock.js';
import { FakeCoordination } from '../../fakes/fake-coordination.js';
import { ScriptedSearchProvider, results } from '../../fakes/scripted-search-provider.js';
import { webFetchHarness } from './web-fetch/web-fetch.harness.js';

const UNAVAILABLE = { code: 'coordination_unavailable', problem: 'unsafe_permissions', message: 'Host coordination is unavailable: the host coordination state is accessible to other users. Run `mono-agent web-control status` to see what to inspect.' } as const;

describe('unusable host state fails closed in both tools', () => {
  it('WebFetch: coordination_unavailable, not retryable, and no request sent', async () => {
    const h = webFetchHarness();
    h.coordination.unavailable = UNAVAILABLE;
    const result = await h.useCase.execute({ url: 'https://site.example/page' });
    expect(result).toMatchObject({ ok: false, error: { code: 'coordination_unavailable', retryable: false, details: { problem: 'unsafe_permissions', attempts: 0 } } });
    expect(h.fetcher.calls).toBe(0);
  });

  it('WebSearch (auto): every backend is refused without a request, and the whole search reports coordination_unavailable', async () => {
    const clock = new FakeClock();
    const coordination = new FakeCoordination(clock);
    coordination.unavailable = UNAVAILABLE;
    const searxng = new ScriptedSearchProvider('searxng', [results()]);
    const ddg = new ScriptedSearchProvider('duckduckgo', [results()]);
    const startpage = new ScriptedSearchProvider('startpage', [results()]);
    const useCase = new WebSearchUseCase({
      plan: planSearch('auto', { searxng, duckduckgo: ddg, startpage }),
      coordination, clock, telemetry: { emit: () => undefined }, policy: { mode: 'all' }, configFingerprint: 'auto',
      cache: new TtlCache<SearchAnswer>(60_000, 8), flights: new SingleFlight<ChainOutcome>(),
    });
    const result = await useCase.execute({ query: 'rust borrow checker' }, new SearchRunState(4), { signal: new AbortController().signal });
    expect(result).toMatchObject({ ok: false, error: { code: 'coordination_unavailable', retryable: false, details: { requestsUsed: 0 } } });
    expect([searxng, ddg, startpage].map((provider) => provider.requests.length)).toEqual([0, 0, 0]);
    expect(result.content).toContain('searxng: coordination_unavailable (Host coordination is unavailable');
  });
});
