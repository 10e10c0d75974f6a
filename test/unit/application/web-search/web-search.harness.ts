import { WebSearchUseCase } from '../../../../application/web-search/web-search.use-case.js';
import { planSearch, type ProviderSlots, type SearchBackendMode } from '../../../../application/web-search/search-plan.js';
import { SearchRunState } from '../../../../application/web-search/search-run-state.js';
import { SingleFlight } from '../../../../application/shared/single-flight.js';
import { TtlCache } from '../../../../application/shared/ttl-cache.js';
import type { SharedSearch } from '../../../../application/web-search/shared-search.js';
import type { SearchAnswer } from '../../../../application/web-search/search-outcome.js';
import type { TimingEvent } from '../../../../application/ports/telemetry.port.js';
import type { CoordinationPort } from '../../../../application/ports/coordination.port.js';
import type { ToolCallResult } from '../../../../application/ports/web-research.port.js';
import type { NetworkPolicy } from '../../../../domain/network/network-policy.js';
import { SEARCH_CACHE_TTL_MS } from '../../../../domain/search/search-deadlines.js';
import { FakeClock } from '../../../fakes/fake-clock.js';
import { ProcessCoordination } from '../../../../adapters/outbound/process-coordination/process-coordination.adapter.js';
import { FakeDestinationPolicy } from '../../../fakes/fake-destination-policy.js';


export const RELEVANT = { title: 'The Rust borrow checker explained', url: 'https://blog.example.org/rust-borrow-checker?utm_source=x', snippet: 'How the borrow checker works in Rust.' };
export const RELEVANT_2 = { title: 'Rust borrow checker errors', url: 'https://docs.example.com/borrow', snippet: 'Common Rust borrow checker errors.' };
export const IRRELEVANT = { title: 'Cooking pasta at home', url: 'https://food.example.net/pasta', snippet: 'Boil water and add salt.' };
export const QUERY = { query: 'rust borrow checker' };

/** A WebSearch use-case over scripted providers, the real process coordination and a fake clock. */
export function setup(mode: SearchBackendMode, slots: ProviderSlots, options: { policy?: NetworkPolicy; cache?: TtlCache<SearchAnswer>; destinations?: FakeDestinationPolicy; coordination?: CoordinationPort } = {}) {
  const clock = new FakeClock();
  const events: TimingEvent[] = [];
  const cache = options.cache ?? new TtlCache<SearchAnswer>(SEARCH_CACHE_TTL_MS, 256);
  const useCase = new WebSearchUseCase({
    plan: planSearch(mode, slots),
    coordination: options.coordination ?? new ProcessCoordination(clock),
    clock,
    telemetry: { emit: (e) => events.push(e) },
    policy: options.policy ?? { mode: 'all' },
    destinations: options.destinations ?? new FakeDestinationPolicy(),
    configFingerprint: `${mode}`,
    cache,
    flights: new SingleFlight<SharedSearch>(),
  });
  const search = (input: unknown, run = new SearchRunState(4), signal = new AbortController().signal): Promise<ToolCallResult> => useCase.execute(input, run, { signal });
  /** Runs a search while moving the fake clock, so admission spacing (1.5 s per keyless engine) elapses. */
  const searchDriven = async (input: unknown, run = new SearchRunState(4)): Promise<ToolCallResult> => {
    let done = false;
    const pending = search(input, run).finally(() => (done = true));
    for (let i = 0; i < 100 && !done; i += 1) await clock.advance(250);
    return pending;
  };
  return { clock, events, cache, search, searchDriven };
}

export const dispositions = (r: ToolCallResult): Array<{ backend: string; status: string }> =>
  ((r.ok ? r.details['dispositions'] : r.error.details?.['backends']) as Array<{ backend: string; status: string }>).map(({ backend, status }) => ({ backend, status }));

