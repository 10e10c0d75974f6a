import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../fakes/fake-clock.js';
import { FakeCoordination } from '../../fakes/fake-coordination.js';
import { ScriptedSearchProvider, results } from '../../fakes/scripted-search-provider.js';
import { webFetchHarness } from './web-fetch/web-fetch.harness.js';
import { setup } from './web-search/web-search.harness.js';

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
    const coordination = new FakeCoordination(new FakeClock());
    coordination.unavailable = UNAVAILABLE;
    const searxng = new ScriptedSearchProvider('searxng', [results()]);
    const ddg = new ScriptedSearchProvider('duckduckgo', [results()]);
    const startpage = new ScriptedSearchProvider('startpage', [results()]);
    const { search } = setup('auto', { searxng, duckduckgo: ddg, startpage }, { coordination });
    const result = await search({ query: 'rust borrow checker' });
    expect(result).toMatchObject({ ok: false, error: { code: 'coordination_unavailable', retryable: false, details: { requestsUsed: 0 } } });
    expect([searxng, ddg, startpage].map((provider) => provider.requests.length)).toEqual([0, 0, 0]);
    expect(result.content).toContain('searxng: coordination_unavailable (Host coordination is unavailable');
  });
});
