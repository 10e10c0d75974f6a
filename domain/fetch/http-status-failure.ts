import { toolError, type ToolError } from '../errors/tool-error.js';
import { isRetryableStatus } from './retry.policy.js';

/** What the error page itself turned out to be, when it was inspected (403/503 bodies). */
export type ErrorPageKind = 'access_challenge' | 'login_wall' | 'other';

/** Facts about the final non-success response. */
export interface HttpStatusFailureFacts {
  readonly status: number;
  readonly attempts: number;
  readonly redirects: number;
  readonly pageKind?: ErrorPageKind;
  /** Epoch ms the server asked us to wait until (Retry-After or origin cooldown). */
  readonly retryAt?: number;
  readonly suggestion?: string;
}

/**
 * Maps a final non-2xx HTTP status to the tool error the model sees: 401/407 and login walls are
 * `authentication_required`; a challenge page is `access_challenge`; 429 is `rate_limited`;
 * everything else is `http_error` with the status (retryable for 408/425/5xx).
 */
export function httpStatusFailure(facts: HttpStatusFailureFacts): ToolError {
  const { status } = facts;
  const details: Record<string, unknown> = { status, attempts: facts.attempts, redirects: facts.redirects };
  if (facts.retryAt !== undefined) details.retryAt = facts.retryAt;
  if (facts.suggestion !== undefined) details.suggestion = facts.suggestion;
  if (status === 401 || status === 407 || facts.pageKind === 'login_wall') {
    return toolError('authentication_required', `HTTP ${status}: the page requires signing in; WebFetch never sends credentials.`, { retryable: false, details });
  }
  if (facts.pageKind === 'access_challenge') {
    return toolError('access_challenge', `HTTP ${status}: a CAPTCHA or bot check stands in front of the page; WebFetch does not solve challenges.`, { retryable: false, details });
  }
  if (status === 429) {
    const when = facts.retryAt === undefined ? '' : ` Retry after ${facts.retryAt} (epoch ms) at the earliest.`;
    return toolError('rate_limited', `HTTP 429: the site is throttling requests.${when} Do not wait it out: use other sources or the evidence you have.`, { retryable: true, details });
  }
  return toolError('http_error', `HTTP ${status}: the server did not return the page.`, { retryable: isRetryableStatus(status), details });
}
