import type { ProviderFailureCode } from '../../../application/ports/search-provider.port.js';
import type { TurnErrorPayload } from './protocol/codex-protocol.schema.js';

/** A failed turn as a provider failure; `staleReadiness` when the failure says the cached readiness verdict is wrong. */
export interface ClassifiedTurnError {
  readonly code: ProviderFailureCode;
  readonly message: string;
  readonly httpStatus?: number;
  readonly staleReadiness: boolean;
}

const CONNECTION_ERRORS: ReadonlySet<string> = new Set(['httpConnectionFailed', 'responseStreamConnectionFailed', 'responseStreamDisconnected', 'responseTooManyFailedAttempts']);

/** `codexErrorInfo` is a bare string (`"usageLimitExceeded"`) or a one-key object (`{ "httpConnectionFailed": { "httpStatusCode": 502 } }`). */
function infoOf(error: TurnErrorPayload | undefined): { readonly key: string | undefined; readonly httpStatus?: number } {
  const info = error?.codexErrorInfo;
  if (typeof info === 'string') return { key: info };
  if (typeof info !== 'object' || info === null) return { key: undefined };
  const [key, value] = Object.entries(info)[0] ?? [];
  const status = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)['httpStatusCode'] : undefined;
  return typeof status === 'number' ? { key, httpStatus: status } : { key };
}

function shown(key: string | undefined): string {
  if (key === undefined) return 'no reason given';
  return key.replace(/[^A-Za-z0-9_]/g, '').slice(0, 60) || 'unknown';
}

/**
 * Maps a failed turn's `codexErrorInfo` to a stable provider failure: usage limit → `quota_exhausted`;
 * throttling or overload → `rate_limited`; a rejected sign-in or an unavailable model →
 * `backend_not_ready` (and the readiness verdict is dropped); connection trouble and anything else
 * → `backend_unavailable`. Codex's own error text is not passed on (it may name hosts or paths).
 */
export function classifyTurnError(error: TurnErrorPayload | undefined, status: string, model: string): ClassifiedTurnError {
  const { key, httpStatus } = infoOf(error);
  const extra = httpStatus === undefined ? {} : { httpStatus };
  switch (key) {
    case 'usageLimitExceeded':
      return { code: 'quota_exhausted', message: 'the ChatGPT subscription usage limit is reached', staleReadiness: false, ...extra };
    case 'rateLimitExceeded':
    case 'serverOverloaded':
      return { code: 'rate_limited', message: `the codex search turn was throttled (${key})`, staleReadiness: false, ...extra };
    case 'unauthorized':
      return { code: 'backend_not_ready', message: 'codex is not signed in with ChatGPT: the subscription rejected the sign-in (run `codex login`)', staleReadiness: true, ...extra };
    case 'modelNotFound':
      return { code: 'backend_not_ready', message: `the model ${model} is not available to this subscription`, staleReadiness: true, ...extra };
    default:
      if (key !== undefined && CONNECTION_ERRORS.has(key)) {
        return { code: 'backend_unavailable', message: `codex could not reach ChatGPT (${shown(key)})`, staleReadiness: false, ...extra };
      }
      return { code: 'backend_unavailable', message: `the codex search turn ended ${shown(status)} (${shown(key)})`, staleReadiness: false, ...extra };
  }
}
