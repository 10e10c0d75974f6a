import type { Dispatcher } from 'undici';
import type { ProbeOptions } from '../../../application/ports/liveness-probes.port.js';
import type { OllamaPathAttempt, OllamaProbeOutcome } from '../../../domain/validate/liveness-outcomes.js';
import { parseJsonLeniently } from '../search-http/lenient-json.parser.js';
import { probeFailureOf, UNMETERED_GATE } from '../search-http/probe-failure.mapper.js';
import { DEFAULT_MAX_SEARCH_BODY_BYTES, SearchHttpClient } from '../search-http/search-http.client.js';
import { SEARCH_USER_AGENTS } from '../search-http/search-user-agents.constant.js';
import { resolveOllamaEndpoint } from './ollama-endpoint.resolver.js';
import { ollamaResponseSchema } from './ollama-response.schema.js';

/** What the Ollama probe needs from the configuration. */
export interface OllamaProbeSettings {
  readonly baseUrl: string;
  readonly apiKeyEnv?: string;
  readonly readEnv: (name: string) => string | undefined;
}

/**
 * `validate`'s Ollama probe: one web search (`max_results: 1`) on the same paths searches use —
 * the local `/api/experimental/web_search`, then `/api/web_search` only after 404/405 (hosted:
 * `https://ollama.com/api/web_search` with the configured key, nothing sent without one) —
 * reporting every path's status.
 */
export async function probeOllama(settings: OllamaProbeSettings, dispatcher: Dispatcher, options: ProbeOptions): Promise<OllamaProbeOutcome> {
  const endpoint = resolveOllamaEndpoint(settings.baseUrl);
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json', 'user-agent': SEARCH_USER_AGENTS.api };
  if (endpoint.mode === 'hosted') {
    const key = settings.apiKeyEnv === undefined ? undefined : settings.readEnv(settings.apiKeyEnv)?.trim();
    if (key === undefined || !/^[\x21-\x7e]+$/.test(key)) return settings.apiKeyEnv === undefined ? { kind: 'missing_key' } : { kind: 'missing_key', variable: settings.apiKeyEnv };
    headers.authorization = `Bearer ${key}`;
  }
  const client = new SearchHttpClient({ dispatcher, gate: UNMETERED_GATE, signal: options.signal, timeoutMs: options.timeoutMs, maxBodyBytes: DEFAULT_MAX_SEARCH_BODY_BYTES, provider: 'Ollama' });
  const attempts: OllamaPathAttempt[] = [];
  for (const [index, url] of endpoint.searchUrls.entries()) {
    const sent = await client.send({ url, method: 'POST', headers, body: JSON.stringify({ query: 'test', max_results: 1 }) });
    if (!sent.ok) return probeFailureOf(sent.error, options.timeoutMs);
    const { status } = sent.value;
    attempts.push({ path: url.pathname, status });
    if (index < endpoint.searchUrls.length - 1 && (status === 404 || status === 405)) continue;
    if (status < 200 || status >= 300) return { kind: 'http_failure', attempts };
    const parsed = ollamaResponseSchema.safeParse(parseJsonLeniently(sent.value.bodyText));
    if (!parsed.success) return { kind: 'wrong_shape', attempts };
    return { kind: 'answered', attempts, results: parsed.data.results?.length ?? 0 };
  }
  return { kind: 'http_failure', attempts };
}
