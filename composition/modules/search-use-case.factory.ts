import type { ResolutionContext } from 'inversify';
import type { Dispatcher } from 'undici';
import { CLOCK, type ClockPort } from '../../application/ports/clock.port.js';
import { COORDINATION, type CoordinationPort } from '../../application/ports/coordination.port.js';
import { TELEMETRY, type TelemetryPort } from '../../application/ports/telemetry.port.js';
import { SEARCH_PROVIDERS, type SearchProviderPort } from '../../application/ports/search-provider.port.js';
import { DESTINATION_POLICY, type DestinationPolicyPort } from '../../application/ports/destination-policy.port.js';
import type { NetworkPolicy } from '../../domain/network/network-policy.js';
import type { DestinationPurpose } from '../../domain/network/network-decision.policy.js';
import { SEARCH_CACHE_MAX_ENTRIES, SEARCH_CACHE_TTL_MS } from '../../domain/search/search-deadlines.js';
import { planSearch, type ProviderSlots } from '../../application/web-search/search-plan.js';
import { WebSearchUseCase } from '../../application/web-search/web-search.use-case.js';
import type { SearchAnswer } from '../../application/web-search/search-outcome.js';
import type { SharedSearch } from '../../application/web-search/shared-search.js';
import { SingleFlight } from '../../application/shared/single-flight.js';
import { TtlCache } from '../../application/shared/ttl-cache.js';
import type { HttpAgent } from '../../infrastructure/http/http-agent.factory.js';
import { SearxngSearchAdapter } from '../../adapters/outbound/searxng/searxng-search.adapter.js';
import { OllamaSearchAdapter } from '../../adapters/outbound/ollama/ollama-search.adapter.js';
import { DuckDuckGoSearchAdapter } from '../../adapters/outbound/duckduckgo/duckduckgo-search.adapter.js';
import { StartpageSearchAdapter } from '../../adapters/outbound/startpage/startpage-search.adapter.js';
import type { CompositionInput } from '../composition-options.js';
import { CODEX_SEARCH_PROVIDER, COMPOSITION_INPUT, HTTP_AGENT, NETWORK_POLICY } from '../tokens.js';

/** Builds the configured providers. Codex is always built: it starts nothing until a search reaches it. */
function buildProviderSlots(input: CompositionInput, agent: HttpAgent, policy: NetworkPolicy, clock: ClockPort, codex: SearchProviderPort): ProviderSlots {
  const { search } = input.config;
  const dispatcher = (purpose: DestinationPurpose): Dispatcher => agent.dispatcherFor(policy, purpose);
  const now = (): number => clock.now();
  const env = input.options.env ?? process.env;
  const keyless = input.options.keylessBaseUrls ?? {};
  return {
    ...(search.searxng === undefined ? {} : { searxng: new SearxngSearchAdapter({ endpoint: search.searxng.endpoint, dispatcher: dispatcher('operator-endpoint'), now }) }),
    ...(search.ollama === undefined
      ? {}
      : {
          ollama: new OllamaSearchAdapter({
            baseUrl: search.ollama.baseUrl,
            ...(search.ollama.apiKeyEnv === undefined ? {} : { apiKeyEnv: search.ollama.apiKeyEnv }),
            readEnv: (name) => env[name],
            dispatcher: dispatcher(search.ollama.hosted ? 'keyless-search' : 'operator-endpoint'),
            now,
          }),
        }),
    codex,
    duckduckgo: new DuckDuckGoSearchAdapter({ dispatcher: dispatcher('keyless-search'), now, ...(keyless.duckduckgo === undefined ? {} : { baseUrl: keyless.duckduckgo }) }),
    startpage: new StartpageSearchAdapter({ dispatcher: dispatcher('keyless-search'), now, ...(keyless.startpage === undefined ? {} : { baseUrl: keyless.startpage }) }),
  };
}

/** The backend configuration as a stable string: part of the process-cache key. */
export function configFingerprint(input: CompositionInput, policy: NetworkPolicy): string {
  const { search } = input.config;
  return JSON.stringify({ backend: search.backend, searxng: search.searxng ?? null, ollama: search.ollama ?? null, codex: search.codex, policy, keyless: input.options.keylessBaseUrls ?? null });
}

/** The configured providers, shared by the search use-case and `validate` (loaded on first need). */
export async function createProviderSlots(ctx: ResolutionContext): Promise<ProviderSlots> {
  const [agent, codex] = await Promise.all([ctx.getAsync<HttpAgent>(HTTP_AGENT), ctx.getAsync<SearchProviderPort>(CODEX_SEARCH_PROVIDER)]);
  return buildProviderSlots(ctx.get<CompositionInput>(COMPOSITION_INPUT), agent, ctx.get<NetworkPolicy>(NETWORK_POLICY), ctx.get<ClockPort>(CLOCK), codex);
}

/**
 * The WebSearch use-case over the configured providers, the process-wide 15-minute cache and
 * in-flight map. Loaded by {@link searchModule}'s binding on the first search only.
 */
export async function createSearchUseCase(ctx: ResolutionContext): Promise<WebSearchUseCase> {
  const input = ctx.get<CompositionInput>(COMPOSITION_INPUT);
  const policy = ctx.get<NetworkPolicy>(NETWORK_POLICY);
  return new WebSearchUseCase({
    plan: planSearch(input.config.search.backend, await ctx.getAsync<ProviderSlots>(SEARCH_PROVIDERS)),
    coordination: ctx.get<CoordinationPort>(COORDINATION),
    clock: ctx.get<ClockPort>(CLOCK),
    telemetry: ctx.get<TelemetryPort>(TELEMETRY),
    policy,
    destinations: ctx.get<DestinationPolicyPort>(DESTINATION_POLICY),
    configFingerprint: configFingerprint(input, policy),
    cache: new TtlCache<SearchAnswer>(SEARCH_CACHE_TTL_MS, SEARCH_CACHE_MAX_ENTRIES),
    flights: new SingleFlight<SharedSearch>(),
  });
}
