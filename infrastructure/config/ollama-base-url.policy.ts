import { err, ok } from '../../domain/shared/result.js';
import type { Result } from '../../domain/shared/result.js';
import { inspectConfigUrl } from './config-url.policy.js';

/** What an Ollama `baseUrl` may look like; appended to every rejection. */
export const OLLAMA_BASE_URL_ACCEPTED =
  'accepted: a bare origin scheme://host[:port] without credentials, path, query or fragment: ' +
  'http:// or https:// on a loopback, private or link-local host (e.g. http://127.0.0.1:11434), ' +
  'exactly https://ollama.com for hosted search, or another https:// origin together with trustPublicUrl: true';

/**
 * Field-level check of an Ollama `baseUrl`: an absolute http(s) origin with no credentials,
 * path, query or fragment. Returns the origin without a trailing slash. Whether that origin is
 * acceptable together with `apiKeyEnv` and `trustPublicUrl` is decided by `resolveOllamaSettings`.
 */
export function checkOllamaBaseUrl(raw: string): Result<string, string> {
  const { url, problems } = inspectConfigUrl(raw);
  if (url === undefined) return err(`is not an absolute URL; ${OLLAMA_BASE_URL_ACCEPTED}`);
  const messages = [...problems];
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    messages.push(`uses ${url.protocol}// but only http:// or https:// is accepted`);
  }
  if (url.pathname !== '/' && url.pathname !== '') {
    messages.push(`has a path, but an Ollama base URL is an origin (the API paths are fixed)`);
  }
  if (messages.length > 0) return err(`${messages.join('; ')}; ${OLLAMA_BASE_URL_ACCEPTED}`);
  return ok(`${url.protocol}//${url.host}`);
}
