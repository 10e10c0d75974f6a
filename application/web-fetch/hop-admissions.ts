import type { AdmissionRefusal, AdmissionTicket, CoordinationPort, CoordinationScope, RequestOutcome } from '../ports/coordination.port.js';
import type { HopAdmission } from '../ports/http-fetcher.port.js';
import { toolError, type ToolError } from '../../domain/errors/tool-error.js';
import { cooldownPhrase } from '../../domain/cooldown/cooldown-cause.js';
import { FETCH_LIMITS } from '../../domain/fetch/fetch-limits.js';
import { raceWithAbort } from '../shared/abort-race.js';
import type { DeadlineScope } from '../shared/deadline-scope.js';
import { scopeFailure } from './scope-failure.mapping.js';
import { coordinationUnavailable } from '../shared/coordination-unavailable.js';
import type { RetrievalStats } from './retrieval-stats.js';

const NEUTRAL: RequestOutcome = { kind: 'neutral' };
const SUCCESS: RequestOutcome = { kind: 'success' };

/** The fetch-origin admission scope of a URL. */
export function fetchOriginScope(url: string): CoordinationScope {
  return { kind: 'fetch-origin', key: new URL(url).origin };
}

/**
 * Fetch-origin admission for every hop of one retrieval. Each origin a redirect chain reaches is
 * admitted on its first hop (so its own cooldown and spacing apply) and its ticket is held across
 * retries; when the retrieval ends each ticket is released once with that origin's own outcome:
 * the origin that gave the final answer (or failed) gets the attempt's outcome, an origin that
 * answered with a redirect gets success. A refusal (cooldown, no slot before the deadline,
 * cancellation) is kept as the tool error the retrieval returns.
 */
export class HopAdmissions {
  readonly #tickets = new Map<string, AdmissionTicket>();
  /** Origins of the current attempt's hops, in order. */
  #attemptHops: string[] = [];
  #refusal: { readonly hop: number; readonly refusal: AdmissionRefusal | 'aborted' } | undefined;
  #settled = false;
  #admitting = false;

  constructor(
    private readonly coordination: CoordinationPort,
    private readonly scope: DeadlineScope,
    private readonly stats: RetrievalStats,
  ) {}

  /** Call before each attempt: the chain is walked again from the requested URL. */
  startAttempt(): void {
    this.#attemptHops = [];
  }

  /** The `admitHop` callback handed to the transport. */
  readonly admitHop = async (url: string, hop: number): Promise<HopAdmission> => {
    const scope = fetchOriginScope(url);
    this.#attemptHops.push(scope.key);
    if (this.#tickets.has(scope.key)) return { admitted: true };
    this.#admitting = true;
    const admission = await raceWithAbort(
      this.coordination.admit(scope, { signal: this.scope.signal, deadline: this.scope.deadline }),
      this.scope.signal,
      (late) => {
        if (late.ok) void this.coordination.release(late.value, NEUTRAL).catch(() => undefined);
      },
    );
    this.#admitting = false;
    if (!admission.settled || !admission.value.ok) {
      this.#refusal = { hop, refusal: admission.settled && !admission.value.ok ? admission.value.error : 'aborted' };
      return { admitted: false, message: 'admission refused' };
    }
    if (this.#settled) {
      await this.coordination.release(admission.value.value, NEUTRAL).catch(() => undefined);
      return { admitted: false, message: 'the retrieval already ended' };
    }
    this.#tickets.set(scope.key, admission.value.value);
    this.stats.queueWaitMs += admission.value.value.waitedMs;
    return { admitted: true };
  };

  /**
   * The tool error for the refused hop (call after the transport returned `hop_refused`, once
   * `stats.attempts` counts only attempts that sent something).
   */
  refusalError(): ToolError {
    const refused = this.#refusal;
    if (refused === undefined || refused.refusal === 'aborted') return scopeFailure(this.scope, 'admission');
    return this.#refusalError(refused.refusal, refused.hop);
  }

  /** True while a hop waits for its admission slot (what a timeout or cancellation interrupted). */
  get admitting(): boolean {
    return this.#admitting;
  }

  /** The origin whose answer (or failure) ended the current attempt, if any hop was admitted. */
  get lastOrigin(): string | undefined {
    return this.#attemptHops.at(-1);
  }

  /**
   * Releases every ticket exactly once: the last hop's origin with `lastOutcome`, earlier hops of
   * the attempt (they redirected) with success, anything else neutral. Later calls do nothing.
   */
  async settle(lastOutcome: RequestOutcome): Promise<void> {
    if (this.#settled) return;
    this.#settled = true;
    const last = this.lastOrigin;
    const redirected = new Set(this.#attemptHops.slice(0, -1));
    const releases = [...this.#tickets].map(([origin, ticket]) => {
      const outcome = origin === last ? lastOutcome : redirected.has(origin) ? SUCCESS : NEUTRAL;
      return this.coordination.release(ticket, outcome).catch(() => undefined);
    });
    this.#tickets.clear();
    await Promise.all(releases);
  }

  #refusalError(refusal: AdmissionRefusal, hop: number): ToolError {
    const which = hop === 0 ? 'This origin' : `The origin of redirect ${hop}`;
    switch (refusal.code) {
      case 'rate_limited':
        this.stats.retryAt = refusal.retryAt;
        return toolError('rate_limited', `${which} is ${cooldownPhrase(refusal.cause)}; no request was sent to it. It may be asked again after ${refusal.retryAt} (epoch ms). Do not wait: use other sources or the evidence you have.`, {
          details: { retryAt: refusal.retryAt, reason: refusal.reason, cause: refusal.cause, attempts: this.stats.attempts, ...(hop === 0 ? {} : { redirects: hop }) },
        });
      case 'timeout':
        return toolError('timeout', `No admission slot for ${hop === 0 ? 'this origin' : `the origin of redirect ${hop}`} before the deadline; no request was sent to it.`, { details: { timeoutMs: FETCH_LIMITS.deadlineMs, attempts: this.stats.attempts } });
      case 'cancelled':
        return this.scope.signal.aborted ? scopeFailure(this.scope, 'admission') : toolError('cancelled', 'The call was cancelled.', { retryable: false });
      case 'coordination_unavailable':
        return coordinationUnavailable(refusal, this.stats.attempts);
    }
  }
}
