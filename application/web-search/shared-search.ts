import type { ChainOutcome } from './search-chain.runner.js';
import type { BackendDisposition } from './search-outcome.js';
import type { SearchRunState } from './search-run-state.js';

/** The in-flight work identical searches share: the chain's outcome and the run that started it. */
export interface SharedSearch {
  readonly outcome: ChainOutcome;
  readonly startedBy: SearchRunState;
}

/**
 * A disposition as a follower from another run sees it. What the shared chain skipped because of
 * its starting run's own state is reported as such, never as the follower's: a backend that run
 * had deferred after a rate limit is a throttled backend (cooldown), and a backend its budget
 * could not pay for says whose budget it was.
 */
function asSeenByFollower(disposition: BackendDisposition): BackendDisposition {
  switch (disposition.status) {
    case 'deferred':
      return { ...disposition, status: 'cooldown', message: 'rate-limited earlier; skipped by the run that started this shared search' };
    case 'budget_exhausted':
      return { ...disposition, message: 'not tried: the request budget of the run that started this shared search was spent' };
    default:
      return disposition;
  }
}

/**
 * The outcome of a shared search for the run `viewer`. For the starting run it is the outcome
 * itself; for a follower from another run, run-specific skips are relabelled and the providers
 * that answered the shared search with a rate limit are deferred in the follower's run too (it
 * saw the same throttle, so its next search will not ask them again).
 */
export function sharedOutcomeFor(shared: SharedSearch, viewer: SearchRunState): ChainOutcome {
  const { outcome } = shared;
  if (shared.startedBy === viewer || outcome.kind === 'budget_exhausted') return outcome;
  const dispositions = outcome.kind === 'answer' ? outcome.answer.dispositions : outcome.dispositions;
  for (const d of dispositions) {
    if ((d.status === 'rate_limited' || d.status === 'access_challenge' || d.status === 'quota_exhausted') && viewer.deferredOf(d.backend) === undefined) {
      viewer.defer(d.backend, { code: d.status, ...(d.retryAt === undefined ? {} : { retryAt: d.retryAt }), ...(d.retryAfterMs === undefined ? {} : { retryAfterMs: d.retryAfterMs }) });
    }
  }
  const seen = dispositions.map(asSeenByFollower);
  return outcome.kind === 'answer' ? { ...outcome, answer: { ...outcome.answer, dispositions: seen } } : { ...outcome, dispositions: seen };
}
