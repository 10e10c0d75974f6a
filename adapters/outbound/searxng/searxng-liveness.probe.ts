import type { Dispatcher } from 'undici';
import type { ProbeOptions } from '../../../application/ports/liveness-probes.port.js';
import type { SearxngProbeOutcome } from '../../../domain/validate/liveness-outcomes.js';
import { parseJsonLeniently } from '../search-http/lenient-json.parser.js';
import { probeFailureOf, UNMETERED_GATE } from '../search-http/probe-failure.mapper.js';
import { DEFAULT_MAX_SEARCH_BODY_BYTES, SearchHttpClient } from '../search-http/search-http.client.js';
import { SEARCH_USER_AGENTS } from '../search-http/search-user-agents.constant.js';
import { searxngResponseSchema } from './searxng-response.schema.js';
import { readUnresponsiveEngines } from './unresponsive-engines.reader.js';

/**
 * `validate`'s SearXNG probe: one `GET {endpoint}/search?q=test&format=json` with the headers
 * searches send, through the policy-checked dispatcher, never following a redirect. Reports the
 * JSON shape (403 = JSON format disabled) and every engine in `unresponsive_engines`.
 */
export async function probeSearxng(endpoint: string, dispatcher: Dispatcher, options: ProbeOptions): Promise<SearxngProbeOutcome> {
  const base = new URL(endpoint);
  const url = new URL(`${base.origin}${base.pathname.replace(/\/+$/, '')}/search`);
  url.searchParams.set('q', 'test');
  url.searchParams.set('format', 'json');
  const client = new SearchHttpClient({ dispatcher, gate: UNMETERED_GATE, signal: options.signal, timeoutMs: options.timeoutMs, maxBodyBytes: DEFAULT_MAX_SEARCH_BODY_BYTES, provider: 'SearXNG' });
  const sent = await client.send({
    url,
    method: 'GET',
    headers: { accept: 'application/json, text/html;q=0.8', 'accept-encoding': 'gzip, deflate', 'accept-language': 'en', 'user-agent': SEARCH_USER_AGENTS.api },
  });
  if (!sent.ok) return probeFailureOf(sent.error, options.timeoutMs);
  const { status } = sent.value;
  if (status === 403) return { kind: 'json_disabled' };
  if (status < 200 || status >= 300) return { kind: 'http_status', status };
  const parsed = searxngResponseSchema.safeParse(parseJsonLeniently(sent.value.bodyText));
  if (!parsed.success) {
    const type = sent.value.headers['content-type']?.split(';')[0]?.trim() ?? 'no content type';
    return { kind: 'wrong_shape', detail: `expected a JSON object with a results array; got ${type}` };
  }
  return { kind: 'answered', results: parsed.data.results.length, unresponsive: readUnresponsiveEngines(parsed.data.unresponsive_engines) };
}
