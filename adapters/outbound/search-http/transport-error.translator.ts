/** The port-level categories a transport exception can become. */
export interface TranslatedTransportError {
  readonly code: 'timeout' | 'backend_unavailable';
  /** Sanitised: a category and the error code only, never a URL, header or body. */
  readonly message: string;
}

const DESCRIPTIONS: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  EPIPE: 'connection reset',
  UND_ERR_SOCKET: 'connection closed by the server',
  UND_ERR_CLOSED: 'connection closed',
  ENOTFOUND: 'DNS lookup failed',
  EAI_AGAIN: 'DNS lookup failed',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  UND_ERR_INFO: 'invalid response',
  HPE_INVALID_CONSTANT: 'invalid HTTP response',
  UND_MOCK_ERR_MOCK_NOT_MATCHED: 'no route (network disabled)',
};

const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);

/**
 * Turns an exception from undici (connection refused, DNS failure, reset, its own timeouts) into a
 * port failure category. Caller-driven aborts are handled before this is reached.
 */
export function translateTransportError(error: unknown, provider: string): TranslatedTransportError {
  const code = errorCode(error);
  if (code !== undefined && TIMEOUT_CODES.has(code)) {
    return { code: 'timeout', message: `${provider} did not answer in time (${code})` };
  }
  const description = (code === undefined ? undefined : DESCRIPTIONS[code]) ?? 'transport error';
  return { code: 'backend_unavailable', message: `${provider} is unreachable: ${description}${code === undefined ? '' : ` (${code})`}` };
}

function errorCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current !== null && typeof current === 'object' && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,40}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
