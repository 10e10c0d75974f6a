/**
 * The one closed list of stable, model-facing error codes (snake_case, as the spec names them).
 * Scripts and models rely on these strings; never rename one, only add.
 */
export const ERROR_CODES = [
  /** Tool input (or a config value) failed validation; `field` names the offending path. */
  'invalid_input',
  /** The sandbox network policy (or a provider-origin rule) forbids the destination. */
  'policy_denied',
  /** A provider or origin throttled us (HTTP 429/202/403 on keyless, CAPTCHA, SearXNG engines blocked) or is cooling down. */
  'rate_limited',
  /** A backend could not be reached or answered unusably (connection refused, 5xx, malformed payload). */
  'backend_unavailable',
  /** The per-run request budget (`maxRequestsPerRun`) is spent. */
  'search_budget_exhausted',
  /** A deadline expired (45 s fetch, 60 s search, per-request or stage budgets). */
  'timeout',
  /** The caller's AbortSignal fired, or the run (or its facade) was closed; `details.reason` names which. */
  'cancelled',
  /** A non-success HTTP status on a fetched page. */
  'http_error',
  /** The response's content type (or bytes) cannot be turned into text. */
  'unsupported_content',
  /** The response exceeded a size cap (20 MiB transport, 8 MiB structured parsing). */
  'too_large',
  /** A declared charset that cannot be decoded. */
  'unsupported_charset',
  /** Declared JSON/XML/feed that does not parse strictly. */
  'parse_error',
  /** More than five redirects, a redirect loop, a redirect to a non-http(s) target or to a URL with credentials. */
  'redirect_error',
  /** The page or provider requires signing in. */
  'authentication_required',
  /** A CAPTCHA, bot check or proof-of-work interstitial stands in front of the content. */
  'access_challenge',
  /** The selected backend is not configured or not ready (e.g. Codex not signed in). */
  'backend_not_ready',
  /** A provider's quota reserve is reached (Codex subscription windows at 90 % or more). */
  'quota_exhausted',
  /** Every extraction stage failed to produce text. */
  'extraction_failed',
  /** The configuration file or an environment variable is invalid. */
  'config_invalid',
  /** A bug: an invariant broke. Never expected; reported instead of crashing the run. */
  'internal_error',
  /**
   * Host coordination (`coordination: "host"`) cannot use its shared state: unsafe permissions, a
   * foreign owner, a symlink, oversize or corrupt state, a full state file, or a lock that cannot be
   * taken. Nothing was sent (no uncoordinated fallback); `mono-agent web-control status` says what to inspect.
   */
  'coordination_unavailable',
] as const;

/** A stable, model-facing error code. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** True when `value` is one of the stable error codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
