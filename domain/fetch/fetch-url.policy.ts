import { err, ok, type Result } from '../shared/result.js';
import { toolError, type ToolError } from '../errors/tool-error.js';

/** Longest URL WebFetch accepts, in characters; longer strings are almost always generated garbage. */
export const MAX_FETCH_URL_LENGTH = 8_192;

/**
 * Validates a WebFetch URL: absolute, `http:` or `https:`, no embedded credentials.
 * The fragment is dropped (it is never sent and does not change the document).
 * Failures are `invalid_input` with `field: 'url'`.
 */
export function parseFetchUrl(value: string): Result<URL, ToolError> {
  const invalid = (message: string): Result<URL, ToolError> => err(toolError('invalid_input', message, { field: 'url' }));
  const trimmed = value.trim();
  if (trimmed.length === 0) return invalid('url must not be empty');
  if (trimmed.length > MAX_FETCH_URL_LENGTH) return invalid(`url is longer than ${MAX_FETCH_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return invalid('url is not an absolute URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return invalid(`url scheme ${url.protocol.replace(/:$/, '')} is not allowed; use http or https`);
  }
  if (url.username !== '' || url.password !== '') {
    return invalid('url must not embed credentials (user:password@host)');
  }
  if (url.hostname === '') return invalid('url has no host');
  url.hash = '';
  return ok(url);
}

/** The cache/sharing identity of a validated URL: WHATWG-serialised, without fragment. */
export function normaliseFetchUrl(url: URL): string {
  const copy = new URL(url.href);
  copy.hash = '';
  return copy.href;
}
