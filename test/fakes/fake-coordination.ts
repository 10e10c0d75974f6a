import type { ClockPort } from '../../application/ports/clock.port.js';
import type {
  AdmissionRefusal,
  AdmissionTicket,
  CoordinationPort,
  CoordinationScope,
  RequestOutcome,
} from '../../application/ports/coordination.port.js';
import { err, ok, type Result } from '../../domain/shared/result.js';

/** Cooldown after a throttle without Retry-After, like the fetch-origin default (ms). */
const DEFAULT_THROTTLE_COOLDOWN_MS = 60_000;

/**
 * A recording `CoordinationPort` with just enough policy for use-case tests: a scope with a
 * cooldown is refused with `rate_limited` + `retryAt`; a `throttled` release starts a cooldown
 * (Retry-After or one minute); `holdAdmissions` makes `admit` wait until its signal aborts.
 * `unavailable` makes every admission fail closed (`coordination_unavailable`). Double releases are
 * recorded and counted so tests can assert "exactly once".
 */
export class FakeCoordination implements CoordinationPort {
  readonly admitted: AdmissionTicket[] = [];
  readonly refused: Array<{ readonly scope: CoordinationScope; readonly refusal: AdmissionRefusal }> = [];
  readonly releases: Array<{ readonly ticket: AdmissionTicket; readonly outcome: RequestOutcome }> = [];
  readonly #cooldowns = new Map<string, number>();
  readonly #clock: ClockPort;
  #sequence = 0;
  /** When true, `admit` blocks until the signal aborts (then `cancelled`). */
  holdAdmissions = false;
  /** Queue wait reported on tickets (ms). */
  waitedMs = 0;
  /** When set, every admission fails closed like unusable host state. */
  unavailable: Extract<AdmissionRefusal, { code: 'coordination_unavailable' }> | undefined;

  constructor(clock: ClockPort) {
    this.#clock = clock;
  }

  /** Puts `key` (an origin) into cooldown until `until` (epoch ms). */
  coolDown(key: string, until: number): void {
    this.#cooldowns.set(key, until);
  }

  async admit(scope: CoordinationScope, options: { readonly signal: AbortSignal; readonly deadline: number }): Promise<Result<AdmissionTicket, AdmissionRefusal>> {
    if (this.unavailable !== undefined) {
      this.refused.push({ scope, refusal: this.unavailable });
      return err(this.unavailable);
    }
    const until = await this.cooldownUntil(scope);
    if (until !== undefined) {
      const refusal: AdmissionRefusal = { code: 'rate_limited', retryAt: until, reason: 'cooldown' };
      this.refused.push({ scope, refusal });
      return err(refusal);
    }
    if (this.holdAdmissions) {
      await new Promise<void>((resolve) => {
        if (options.signal.aborted) resolve();
        else options.signal.addEventListener('abort', () => resolve(), { once: true });
      });
      return err({ code: 'cancelled' });
    }
    this.#sequence += 1;
    const ticket: AdmissionTicket = { scope, id: `ticket-${this.#sequence}`, waitedMs: this.waitedMs };
    this.admitted.push(ticket);
    return ok(ticket);
  }

  async release(ticket: AdmissionTicket, outcome: RequestOutcome): Promise<void> {
    this.releases.push({ ticket, outcome });
    if (outcome.kind === 'throttled') {
      this.#cooldowns.set(ticket.scope.key, this.#clock.now() + (outcome.retryAfterMs ?? DEFAULT_THROTTLE_COOLDOWN_MS));
    }
  }

  async cooldownUntil(scope: CoordinationScope): Promise<number | undefined> {
    const until = this.#cooldowns.get(scope.key);
    return until !== undefined && until > this.#clock.now() ? until : undefined;
  }

  /** Tickets admitted and not yet released. */
  get active(): number {
    const released = new Set(this.releases.map((release) => release.ticket.id));
    return this.admitted.filter((ticket) => !released.has(ticket.id)).length;
  }
}
