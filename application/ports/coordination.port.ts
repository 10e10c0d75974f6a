import type { CooldownCause } from '../../domain/cooldown/cooldown-cause.js';
import type { Result } from '../../domain/shared/result.js';

/**
 * An admission/cooldown scope: one search backend instance or one fetch origin.
 * `key` identifies the instance (e.g. the SearXNG endpoint origin or the fetch origin);
 * host mode hashes it before writing it anywhere.
 */
export interface CoordinationScope {
  readonly kind: 'searxng' | 'ollama' | 'duckduckgo' | 'startpage' | 'codex' | 'fetch-origin';
  readonly key: string;
}

/** A scope's current cooldown: until when (epoch ms) and why. */
export interface CooldownStatus {
  readonly retryAt: number;
  readonly cause: CooldownCause;
}

/** A granted slot; hand it back to `release` exactly once. */
export interface AdmissionTicket {
  readonly scope: CoordinationScope;
  readonly id: string;
  /** Milliseconds spent waiting for the slot (queue wait, for telemetry). */
  readonly waitedMs: number;
}

/** Why admission was refused without sending anything. A cooldown says what opened it (`cause`). */
export type AdmissionRefusal =
  | { readonly code: 'rate_limited'; readonly retryAt: number; readonly reason: 'cooldown'; readonly cause: CooldownCause }
  | { readonly code: 'timeout' }
  | { readonly code: 'cancelled' };

/** How the admitted request ended, which drives the cooldown policy. */
export type RequestOutcome =
  | { readonly kind: 'success' }
  | { readonly kind: 'throttled'; readonly retryAfterMs?: number }
  | { readonly kind: 'infrastructure_failure' }
  /** Neither success nor failure of the provider (cancelled by us, budget stop, policy). */
  | { readonly kind: 'neutral' };

/**
 * Admission and cooldown shared by every request to a scope. Process mode keeps it in memory;
 * host mode shares it between processes through a private state file. Waiting for a slot
 * honours `signal` and `deadline` (epoch ms); a scope in cooldown is refused at once, never waited out.
 */
export interface CoordinationPort {
  admit(scope: CoordinationScope, options: { readonly signal: AbortSignal; readonly deadline: number }): Promise<Result<AdmissionTicket, AdmissionRefusal>>;
  release(ticket: AdmissionTicket, outcome: RequestOutcome): Promise<void>;
  /** The cooldown end (epoch ms) for a scope, if it is cooling down now. */
  cooldownUntil(scope: CoordinationScope): Promise<number | undefined>;
  /** The cooldown end (epoch ms) and its cause for a scope, if it is cooling down now. */
  cooldownStatus(scope: CoordinationScope): Promise<CooldownStatus | undefined>;
}

export const COORDINATION = Symbol.for('mono-agent-web.port.Coordination');
