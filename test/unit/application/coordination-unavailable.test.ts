import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../fakes/fake-clock.js';
import { FakeCoordination } from '../../fakes/fake-coordination.js';
import { respond } from '../../fakes/fake-http-fetcher.js';
import { FakePageRenderer, rendered } from '../../fakes/fake-page-renderer.js';
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

  it('WebFetch: a redirect whose target origin fails closed stops at that hop; the first origin is released, nothing is sent to the target', async () => {
    const h = webFetchHarness();
    h.coordination.unavailable = UNAVAILABLE;
    h.coordination.unavailableWhen = (scope) => scope.key === 'https://b.example';
    h.fetcher.enqueue(respond('# never returned', { finalUrl: 'https://b.example/page', redirects: 1 }));
    const result = await h.useCase.execute({ url: 'https://a.example/go' });
    expect(result).toMatchObject({ ok: false, error: { code: 'coordination_unavailable', retryable: false, details: { problem: 'unsafe_permissions', attempts: 1, inspect: 'mono-agent web-control status' } } });
    if (!result.ok) expect(result.error.message).toContain('No request was sent to this origin.');
    expect(h.coordination.refused.map((refusal) => refusal.scope.key)).toEqual(['https://b.example']);
    expect(h.coordination.releases.map((release) => release.ticket.scope.key)).toEqual(['https://a.example']);
    expect(h.coordination.active).toBe(0);
  });

  it('WebFetch with render "always": the browser is never launched, and no static request replaces it', async () => {
    const renderer = new FakePageRenderer().enqueue(rendered('# never rendered'));
    const h = webFetchHarness({ render: 'auto' }, renderer);
    h.coordination.unavailable = UNAVAILABLE;
    const result = await h.useCase.execute({ url: 'https://app.example/dashboard', render: 'always' });
    expect(result).toMatchObject({ ok: false, error: { code: 'coordination_unavailable', retryable: false, details: { problem: 'unsafe_permissions', attempts: 0 } } });
    expect(renderer.calls).toBe(0);
    expect(h.fetcher.calls).toBe(0);
  });

  it('WebSearch (codex): the Codex turn is not started; the search reports coordination_unavailable', async () => {
    const coordination = new FakeCoordination(new FakeClock());
    coordination.unavailable = { ...UNAVAILABLE, problem: 'corrupt' };
    const codex = new ScriptedSearchProvider('codex', [results()]);
    const { search } = setup('codex', { codex }, { coordination });
    const result = await search({ query: 'rust borrow checker' });
    expect(result).toMatchObject({ ok: false, error: { code: 'coordination_unavailable', retryable: false, details: { requestsUsed: 0 } } });
    expect(codex.requests).toHaveLength(0);
    expect(coordination.refused.map((refusal) => refusal.scope.kind)).toEqual(['codex']);
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
