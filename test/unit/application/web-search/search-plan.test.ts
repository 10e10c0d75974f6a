import { describe, expect, it } from 'vitest';
import { planSearch, type ProviderSlots } from '../../../../application/web-search/search-plan.js';
import type { SearchProviderId, SearchProviderPort } from '../../../../application/ports/search-provider.port.js';

function provider(id: SearchProviderId): SearchProviderPort {
  return { id, scopeKey: id, endpoint: `https://${id}.example/`, search: () => Promise.reject(new Error('not called')) };
}
const keyless: ProviderSlots = { duckduckgo: provider('duckduckgo'), startpage: provider('startpage') };
const describePlan = (mode: Parameters<typeof planSearch>[0], slots: ProviderSlots) => {
  const plan = planSearch(mode, slots);
  return { strict: plan.strict, stages: plan.stages.map((s) => (s.provider === undefined ? `${s.id}:${s.skip}` : s.id)) };
};

describe('planSearch', () => {
  it('auto: configured Ollama, configured SearXNG, Codex, then DuckDuckGo and Startpage', () => {
    const all = { ...keyless, ollama: provider('ollama'), searxng: provider('searxng'), codex: provider('codex') };
    expect(describePlan('auto', all)).toEqual({ strict: false, stages: ['ollama', 'searxng', 'codex', 'duckduckgo', 'startpage'] });
  });

  it('auto: unconfigured Ollama and SearXNG are absent, an unavailable Codex is reported not ready', () => {
    expect(describePlan('auto', keyless)).toEqual({ strict: false, stages: ['codex:not_ready', 'duckduckgo', 'startpage'] });
    expect(describePlan('auto', { ...keyless, searxng: provider('searxng') }).stages[0]).toBe('searxng');
  });

  it('named backends are strict single stages', () => {
    expect(describePlan('searxng', keyless)).toEqual({ strict: true, stages: ['searxng:not_configured'] });
    expect(describePlan('ollama', { ollama: provider('ollama') })).toEqual({ strict: true, stages: ['ollama'] });
    expect(describePlan('codex', keyless)).toEqual({ strict: true, stages: ['codex:not_ready'] });
  });

  it('keyless skips SearXNG even when configured', () => {
    expect(describePlan('keyless', { ...keyless, searxng: provider('searxng') })).toEqual({ strict: false, stages: ['duckduckgo', 'startpage'] });
  });
});
