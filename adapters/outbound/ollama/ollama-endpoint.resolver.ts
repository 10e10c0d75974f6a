/** The one origin that may receive an Ollama API key. */
export const HOSTED_OLLAMA_ORIGIN = 'https://ollama.com';

/**
 * Where an Ollama search goes. `hosted` is exactly {@link HOSTED_OLLAMA_ORIGIN} and uses only
 * `/api/web_search`; every other origin (local daemon, signed-in self-hosted server, trusted
 * custom origin) is `self_hosted`: `/api/experimental/web_search` first, then `/api/web_search`
 * at the same origin as the 404/405 compatibility path.
 */
export type OllamaEndpoint =
  | { readonly mode: 'hosted'; readonly origin: string; readonly searchUrls: readonly [URL] }
  | { readonly mode: 'self_hosted'; readonly origin: string; readonly searchUrls: readonly [URL, URL] };

/**
 * Resolves the configured base URL (only its origin is used). Throws on a non-http(s) URL or one
 * carrying credentials: config validation rejects those first, so reaching here is a bug.
 */
export function resolveOllamaEndpoint(baseUrl: string): OllamaEndpoint {
  const url = new URL(baseUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('Ollama baseUrl must be an http(s) URL');
  if (url.username !== '' || url.password !== '') throw new Error('Ollama baseUrl must not carry credentials');
  const { origin } = url;
  if (origin === HOSTED_OLLAMA_ORIGIN) {
    return { mode: 'hosted', origin, searchUrls: [new URL('/api/web_search', origin)] };
  }
  return {
    mode: 'self_hosted',
    origin,
    searchUrls: [new URL('/api/experimental/web_search', origin), new URL('/api/web_search', origin)],
  };
}
