import { err, ok } from '../../domain/shared/result.js';
import type { Result } from '../../domain/shared/result.js';
import { inspectConfigUrl } from './config-url.policy.js';
import { classifyHost } from './host-class.policy.js';

const ACCEPTED =
  'accepted: an unauthenticated loopback http:// URL (host 127.0.0.0/8, [::1] or localhost, any port, ' +
  'optional path prefix, no query or fragment), e.g. http://127.0.0.1:8088';

/**
 * Validates a SearXNG endpoint (canonical `search.searxng.endpoint` and the legacy
 * `search.endpoint` alike): only an unauthenticated loopback `http://` URL. Remote hosts, https,
 * credentials, queries and fragments are refused. Returns the normalised endpoint
 * (`http://host:port/prefix`, no trailing slash) or one message naming every problem and what is accepted.
 */
export function checkSearxngEndpoint(raw: string): Result<string, string> {
  const { url, problems } = inspectConfigUrl(raw);
  if (url === undefined) return err(`is not an absolute URL; ${ACCEPTED}`);
  const messages = [...problems];
  if (url.protocol !== 'http:') {
    messages.push(`uses ${url.protocol}// but only http:// is accepted for the local SearXNG endpoint`);
  }
  if (url.hostname !== '' && classifyHost(url.hostname) !== 'loopback') {
    messages.push(`host ${url.hostname} is not a loopback address (remote SearXNG endpoints are rejected)`);
  }
  if (messages.length > 0) return err(`${messages.join('; ')}; ${ACCEPTED}`);
  return ok(`${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`);
}
