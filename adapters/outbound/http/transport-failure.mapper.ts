import type { HttpFetchFailure } from '../../../application/ports/http-fetcher.port.js';
import { findNetworkPolicyDenial } from '../../../infrastructure/http/network-policy-denied.error.js';
import type { StopCause } from './deadline-signal.js';

/**
 * Codes worth a bounded retry: the peer or a middlebox dropped the connection, DNS hiccuped,
 * a handshake timed out, or the body ended early. ECONNREFUSED is deliberately not here: nothing
 * listens there, and a retry a few hundred ms later almost never changes that.
 */
const TRANSIENT_CODES: ReadonlySet<string> = new Set([
  'ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ETIMEDOUT', 'EAI_AGAIN',
  'UND_ERR_SOCKET', 'UND_ERR_CLOSED', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_RES_CONTENT_LENGTH_MISMATCH', 'ERR_STREAM_PREMATURE_CLOSE', 'Z_BUF_ERROR',
]);

const DESCRIPTIONS: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  EPIPE: 'connection reset',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'temporary DNS failure',
  UND_ERR_SOCKET: 'connection closed by the server',
  UND_ERR_CONNECT_TIMEOUT: 'connect timeout',
  UND_ERR_HEADERS_TIMEOUT: 'no response headers in time',
  UND_ERR_BODY_TIMEOUT: 'body stalled',
  Z_DATA_ERROR: 'corrupt compressed body',
  Z_BUF_ERROR: 'truncated compressed body',
};

/**
 * Classifies an exception raised while fetching. A stop cause (deadline or caller abort) wins over
 * whatever error the abort produced; a connect-hook policy refusal is `policy_denied`; everything
 * else is `backend_unavailable`, `transient` for the codes above. Messages carry a category and
 * error code only, never the URL, headers or body.
 */
export function toHttpFetchFailure(error: unknown, stopCause: StopCause | undefined, redirects: number): HttpFetchFailure {
  if (stopCause === 'cancelled') return { code: 'cancelled', message: 'the fetch was cancelled', transient: false, redirects };
  if (stopCause === 'timeout') return { code: 'timeout', message: 'the fetch deadline passed', transient: false, redirects };
  const denial = findNetworkPolicyDenial(error);
  if (denial !== undefined) return { code: 'policy_denied', message: denial.message, transient: false, redirects };
  const code = errorCode(error);
  const description =
    (code === undefined ? undefined : (DESCRIPTIONS[code] ?? (code.startsWith('ERR__ERROR_FORMAT') ? 'corrupt brotli body' : undefined))) ??
    'transport error';
  return {
    code: 'backend_unavailable',
    message: `${description}${code === undefined ? '' : ` (${code})`}`,
    transient: code !== undefined && TRANSIENT_CODES.has(code),
    redirects,
  };
}

function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,48}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
