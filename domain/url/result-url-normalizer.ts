import { toolError, type ToolError } from '../errors/tool-error.js';
import { err, ok, type Result } from '../shared/result.js';
import { canonicalUrlHostName } from './host-name.js';
import { isTrackingParameter } from './tracking-parameters.js';

/** Longest normalised result URL accepted, in UTF-16 code units (the serialisation is ASCII). */
export const MAX_RESULT_URL_LENGTH = 4096;

/**
 * A search-result URL ready for display and duplicate detection.
 * - `url`: the cleaned absolute http(s) URL to show and to fetch.
 * - `key`: a stable duplicate key; equal keys are the same document for fusion. It is not a URL.
 * - `host`: the canonical host (lower case, punycode, no port, no trailing dot) for domain filters.
 */
export interface NormalizedUrl {
  readonly url: string;
  readonly key: string;
  readonly host: string;
}

const UNRESERVED = /[A-Za-z0-9\-._~]/u;

/**
 * Normalises a result URL from a provider.
 *
 * `url`: scheme and host lower-cased (IDN hosts in punycode), default ports (80/443) and the fragment
 * dropped, tracking parameters (see `tracking-parameters.ts`) removed, every other query parameter
 * kept byte-for-byte and in order. The scheme is never changed.
 *
 * `key` additionally ignores the scheme (http and https are one document), a leading `www.`,
 * trailing `/` on the path, the order of query parameters and the spelling of percent-escapes.
 *
 * Fails with `invalid_input` (field `url`) for unparseable or relative input, any scheme other than
 * http/https, embedded credentials, or a result longer than {@link MAX_RESULT_URL_LENGTH}.
 */
export function normalizeResultUrl(raw: string): Result<NormalizedUrl, ToolError> {
  const input = raw.trim();
  if (input === '' || input.length > MAX_RESULT_URL_LENGTH * 4) return invalid('empty or oversized URL');
  let parsed: URL;
  try {
    parsed = new URL(input);
  } catch {
    return invalid('unparseable or relative URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return invalid('only http and https URLs are accepted');
  if (parsed.username !== '' || parsed.password !== '') return invalid('URLs with embedded credentials are rejected');
  const host = canonicalUrlHostName(parsed.hostname);
  if (host === undefined) return invalid('URL has no valid host');

  // Each setter re-serialises the whole URL, so it runs only when it changes something: a fragment
  // (even an empty `#`) to drop, tracking parameters or empty segments to remove, a bare `?` to drop.
  // In an http(s) URL a `#` can only start the fragment and, once it is gone, a `?` only the query.
  if (parsed.href.includes('#')) parsed.hash = '';
  const search = parsed.search;
  const keptParameters = search.slice(1).split('&').filter((segment) => segment !== '' && !isTrackingParameter(parameterName(segment)));
  const keptSearch = keptParameters.length === 0 ? '' : `?${keptParameters.join('&')}`;
  if (keptSearch !== search || (search === '' && parsed.href.includes('?'))) parsed.search = keptSearch;
  const url = parsed.href;
  if (url.length > MAX_RESULT_URL_LENGTH) return invalid('URL is too long');

  return ok({ url, host, key: duplicateKey(host, parsed.port, parsed.pathname, keptParameters) });
}

function invalid(reason: string): { readonly ok: false; readonly error: ToolError } {
  return err(toolError('invalid_input', `invalid result URL: ${reason}`, { field: 'url' }));
}

function parameterName(segment: string): string {
  const equals = segment.indexOf('=');
  const encoded = (equals === -1 ? segment : segment.slice(0, equals)).replaceAll('+', ' ');
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
}

function duplicateKey(host: string, port: string, pathname: string, parameters: readonly string[]): string {
  const bareHost = host.startsWith('www.') && host.indexOf('.', 4) !== -1 ? host.slice(4) : host;
  const authority = port === '' ? bareHost : `${bareHost}:${port}`;
  let path = canonicalEscapes(pathname);
  while (path.endsWith('/')) path = path.slice(0, -1);
  const query = parameters.map(canonicalEscapes).sort(compareCodeUnits).join('&');
  return query === '' ? `${authority}${path}` : `${authority}${path}?${query}`;
}

/** Decodes escapes of unreserved characters and upper-cases the hex of the rest (RFC 3986 §6.2.2). */
function canonicalEscapes(text: string): string {
  return text.replace(/%([0-9A-Fa-f]{2})/gu, (_escape, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : `%${hex.toUpperCase()}`;
  });
}

function compareCodeUnits(left: string, right: string): number {
  if (left === right) return 0;
  return left < right ? -1 : 1;
}
