import type { ClockPort } from '../../application/ports/clock.port.js';
import type { CooldownCause } from '../../domain/cooldown/cooldown-cause.js';
import type {
  AdmissionRefusal,
  AdmissionTicket,
  CooldownStatus,
  CoordinationPort,
  CoordinationScope,
  RequestOutcome,
} from '../../application/ports/coordination.port.js';
import { err, ok, type Result } from '../../domain/shared/result.js';

/** Cooldown after a throttle without Retry-After, like the fetch-origin default (ms). */
const DEFAULT_THROTTLE_COOLDOWN_MS = 60_000;

/**
 * A recording `CoordinationPort` with just enough policy for use-case tests: a scope with a
 * cooldown is refused with `rate_limited` + `retryAt` + `cause`; a `throttled` release starts a
 * cooldown (Retry-After or one minute), two `infrastructure_failure` releases in a row a one-minute
 * one; `holdAdmissions` makes `admit` wait until its signal aborts.
 * `unavailable` makes every admission fail closed (`coordination_unavailable`). Double releases are
 * recorded and counted so tests can assert "exactly once".
 */
export class FakeCoordination implements CoordinationPort {
  readonly admitted: AdmissionTicket[] = [];
  readonly refused: Array<{ readonly scope: CoordinationScope; readonly refusal: AdmissionRefusal }> = [];
  readonly releases: Array<{ readonly ticket: AdmissionTicket; readonly outcome: RequestOutcome }> = [];
  readonly #cooldowns = new Map<string, CooldownStatus>();
  readonly #failures = new Map<string, number>();
  readonly #clock: ClockPort;
  #sequence = 0;
  /** When true, `admit` blocks until the signal aborts (then `cancelled`). */
  holdAdmissions = false;
  /** Queue wait reported on tickets (ms). */
  waitedMs = 0;
  /** When set, admissions fail closed like unusable host state (every scope, or those `unavailableWhen` picks). */
  unavailable: Extract<AdmissionRefusal, { code: 'coordination_unavailable' }> | undefined;
  /** Limits `unavailable` to the scopes it returns true for (e.g. a redirect target's origin). */
  unavailableWhen: ((scope: CoordinationScope) => boolean) | undefined;

  constructor(clock: ClockPort) {
    this.#clock = clock;
  }

  /** Puts `key` (an origin) into cooldown until `until` (epoch ms). */
  coolDown(key: string, until: number, cause: CooldownCause = 'throttling'): void {
    this.#cooldowns.set(key, { retryAt: until, cause });
  }

  async admit(scope: CoordinationScope, options: { readonly signal: AbortSignal; readonly deadline: number }): Promise<Result<AdmissionTicket, AdmissionRefusal>> {
    if (this.unavailable !== undefined && (this.unavailableWhen?.(scope) ?? true)) {
      this.refused.push({ scope, refusal: this.unavailable });
      return err(this.unavailable);
    }
    const cooling = await this.cooldownStatus(scope);
    if (cooling !== undefined) {
      const refusal: AdmissionRefusal = { code: 'rate_limited', retryAt: cooling.retryAt, reason: 'cooldown', cause: cooling.cause };
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
    const key = ticket.scope.key;
    if (outcome.kind === 'throttled') {
      this.#cooldowns.set(key, { retryAt: this.#clock.now() + (outcome.retryAfterMs ?? DEFAULT_THROTTLE_COOLDOWN_MS), cause: 'throttling' });
    }
    const failures = outcome.kind === 'infrastructure_failure' ? (this.#failures.get(key) ?? 0) + 1 : 0;
    this.#failures.set(key, failures);
    if (failures >= 2) this.#cooldowns.set(key, { retryAt: this.#clock.now() + DEFAULT_THROTTLE_COOLDOWN_MS, cause: 'infrastructure_failures' });
  }

  async cooldownUntil(scope: CoordinationScope): Promise<number | undefined> {
    return (await this.cooldownStatus(scope))?.retryAt;
  }

  async cooldownStatus(scope: CoordinationScope): Promise<CooldownStatus | undefined> {
    const cooling = this.#cooldowns.get(scope.key);
    return cooling !== undefined && cooling.retryAt > this.#clock.now() ? cooling : undefined;
  }

  /** Tickets admitted and not yet released. */
  get active(): number {
    const released = new Set(this.releases.map((release) => release.ticket.id));
    return this.admitted.filter((ticket) => !released.has(ticket.id)).length;
  }
}
