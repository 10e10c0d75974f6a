import type { AdmissionRefusal, CoordinationPort, CoordinationScope, RequestOutcome } from '../ports/coordination.port.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { toolError, type ToolError } from '../../domain/errors/tool-error.js';
import { FETCH_LIMITS } from '../../domain/fetch/fetch-limits.js';
import { raceWithAbort } from '../shared/abort-race.js';
import type { DeadlineScope } from '../shared/deadline-scope.js';
import { scopeFailure } from './scope-failure.mapping.js';
import type { RetrievalStats } from './retrieval-stats.js';

const NEUTRAL: RequestOutcome = { kind: 'neutral' };

/** A granted fetch-origin slot. `release` is idempotent: only the first outcome counts. */
export interface AdmittedOrigin {
  readonly scope: CoordinationScope;
  release(outcome: RequestOutcome): Promise<void>;
}

/**
 * Fetch-origin admission shared by the static transport and the browser renderer, so host mode's
 * per-origin concurrency, spacing and cooldown cover both. A slot that arrives after the caller
 * gave up is handed back at once; refusals become the model-facing tool errors.
 */
export class OriginAdmission {
  constructor(private readonly coordination: CoordinationPort) {}

  async admit(url: string, scope: DeadlineScope, stats: RetrievalStats): Promise<Result<AdmittedOrigin, ToolError>> {
    const { coordination } = this;
    const origin: CoordinationScope = { kind: 'fetch-origin', key: new URL(url).origin };
    const admission = await raceWithAbort(
      coordination.admit(origin, { signal: scope.signal, deadline: scope.deadline }),
      scope.signal,
      (late) => {
        if (late.ok) void coordination.release(late.value, NEUTRAL).catch(() => undefined);
      },
    );
    if (!admission.settled) return err(scopeFailure(scope, 'admission'));
    if (!admission.value.ok) return err(refusalToolError(admission.value.error, scope, stats));
    const ticket = admission.value.value;
    stats.queueWaitMs += ticket.waitedMs;
    let released = false;
    return ok({
      scope: origin,
      release: async (outcome) => {
        if (released) return;
        released = true;
        await coordination.release(ticket, outcome).catch(() => undefined);
      },
    });
  }
}

function refusalToolError(refusal: AdmissionRefusal, scope: DeadlineScope, stats: RetrievalStats): ToolError {
  switch (refusal.code) {
    case 'rate_limited':
      stats.retryAt = refusal.retryAt;
      return toolError('rate_limited', `This origin is cooling down after throttling; no request was sent. It may be asked again after ${refusal.retryAt} (epoch ms). Do not wait: use other sources or the evidence you have.`, {
        details: { retryAt: refusal.retryAt, reason: refusal.reason, attempts: 0 },
      });
    case 'timeout':
      return toolError('timeout', 'No admission slot for this origin before the deadline; no request was sent.', { details: { timeoutMs: FETCH_LIMITS.deadlineMs, attempts: 0 } });
    case 'cancelled':
      return scope.signal.aborted ? scopeFailure(scope, 'admission') : toolError('cancelled', 'The call was cancelled.', { retryable: false });
  }
}
