/** The bounded retry rules of WebFetch (ms and counts). */
export const RETRY_POLICY = {
  /** Retries after the first attempt (so at most three attempts). */
  maxRetries: 2,
  /** A `Retry-After` longer than this is not waited out: the call fails fast with `retryAt`. */
  retryAfterCapMs: 5_000,
  /** Waits before the first and second retry when the server named none. */
  backoffMs: [250, 1_000],
  /** Time an attempt needs at least after the wait; a retry that would leave less is skipped. */
  minAttemptWindowMs: 500,
} as const;

/** HTTP statuses worth a bounded retry: 408, 425, 429 and every 5xx. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 425 || status === 429 || (status >= 500 && status <= 599);
}

/** What went wrong with the attempt that just ended. */
export type RetryTrigger =
  | { readonly kind: 'status'; readonly status: number; readonly retryAfterMs?: number }
  | { readonly kind: 'transport'; readonly transient: boolean };

/** Whether to try again, and after how long. */
export type RetryDecision =
  | { readonly kind: 'retry'; readonly delayMs: number }
  | {
      readonly kind: 'stop';
      readonly reason: 'not_retryable' | 'retries_exhausted' | 'retry_after_too_long' | 'deadline';
      /** Epoch ms the server asked us to wait until, when it said so. */
      readonly retryAt?: number;
    };

/**
 * Decides on a retry after a failed attempt. `attemptsMade` counts attempts so far (1 after the
 * first); `now` and `deadline` are epoch ms. Transient transport failures and retryable statuses
 * get up to {@link RETRY_POLICY.maxRetries} retries; `Retry-After` is honoured up to 5 s, and a
 * longer one stops at once. A wait that would not leave {@link RETRY_POLICY.minAttemptWindowMs}
 * before the deadline stops too.
 */
export function decideRetry(
  trigger: RetryTrigger,
  context: { readonly attemptsMade: number; readonly now: number; readonly deadline: number },
): RetryDecision {
  const retryAfterMs = trigger.kind === 'status' ? trigger.retryAfterMs : undefined;
  const retryAt = retryAfterMs === undefined ? undefined : context.now + retryAfterMs;
  const stop = (reason: 'not_retryable' | 'retries_exhausted' | 'retry_after_too_long' | 'deadline'): RetryDecision =>
    retryAt === undefined ? { kind: 'stop', reason } : { kind: 'stop', reason, retryAt };

  const retryable = trigger.kind === 'transport' ? trigger.transient : isRetryableStatus(trigger.status);
  if (!retryable) return stop('not_retryable');
  if (context.attemptsMade > RETRY_POLICY.maxRetries) return stop('retries_exhausted');
  if (retryAfterMs !== undefined && retryAfterMs > RETRY_POLICY.retryAfterCapMs) return stop('retry_after_too_long');
  const backoff = RETRY_POLICY.backoffMs[Math.min(context.attemptsMade, RETRY_POLICY.backoffMs.length) - 1] ?? RETRY_POLICY.backoffMs[0];
  const delayMs = Math.max(0, retryAfterMs ?? backoff);
  if (context.now + delayMs + RETRY_POLICY.minAttemptWindowMs > context.deadline) return stop('deadline');
  return { kind: 'retry', delayMs };
}
