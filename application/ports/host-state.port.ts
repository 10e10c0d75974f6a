import type { CooldownState } from '../../domain/cooldown/cooldown-state.js';
import type { Result } from '../../domain/shared/result.js';
import type { CoordinationProblem, CoordinationScope } from './coordination.port.js';

/** Why the host state could not be used, or (for reset) why it was left alone. */
export type HostStateProblem = CoordinationProblem | 'active_requests';

/**
 * A failure of the host state, fail-closed. `summary` is safe to show a model (no paths, no PIDs);
 * `message` is for the operator and names the path and what to inspect. Nothing is ever repaired
 * automatically: permissions, owners, links and content are left exactly as found.
 */
export interface HostStateFailure {
  readonly problem: HostStateProblem;
  readonly summary: string;
  readonly message: string;
  /** The file or directory the operator should look at. */
  readonly path: string;
  readonly details?: Readonly<Record<string, string | number | boolean>>;
}

/** Operational counters of one scope since its bucket was created. */
export interface ScopeCounters {
  readonly admitted: number;
  readonly throttled: number;
  readonly failed: number;
  /** Leases taken back from expired or dead owners. */
  readonly reclaimed: number;
}

/** The lock file, if present, and whether its recorded holder still runs. */
export interface HostLockView {
  readonly held: boolean;
  readonly holderAlive?: boolean;
}

/** One bucket as stored: the scope kind in clear, the key only as its hash. */
export interface HostBucketSnapshot {
  readonly kind: CoordinationScope['kind'];
  readonly keyHash: string;
  readonly cooldown: CooldownState;
  /** Latest admitted start (epoch ms). */
  readonly lastStartAt?: number;
  /** Leases of live owners that have not expired: requests in flight now. */
  readonly activeLeases: number;
  /** Leases whose owner is dead or whose time ran out (reclaimed at the next admission). */
  readonly staleLeases: number;
  /** Requests waiting for a slot (live owners). */
  readonly waiters: number;
  readonly counters: ScopeCounters;
}

/** What `web-control status` reads: operational metadata only (never queries, URLs, content, headers or credentials). */
export interface HostStateSnapshot {
  readonly directory: { readonly path: string; readonly exists: boolean; readonly mode?: string };
  readonly file: { readonly path: string; readonly exists: boolean; readonly bytes: number; readonly mode?: string };
  readonly limits: { readonly maxBytes: number; readonly maxBuckets: number };
  readonly lock: HostLockView;
  readonly buckets: readonly HostBucketSnapshot[];
}

/** What a reset removed. */
export interface HostResetSummary {
  readonly path: string;
  readonly bucketsCleared: number;
  readonly cooldownsCleared: number;
  /** Leases of dead or expired owners dropped with the state. */
  readonly staleLeasesCleared: number;
}

/**
 * The host state as `web-control` sees it. `inspect` validates exactly as admission does and
 * never writes. `reset` empties validated state under the lock only when no live request holds
 * or waits for a slot; unsafe or corrupt state is reported, never repaired.
 */
export interface HostStatePort {
  inspect(): Promise<Result<HostStateSnapshot, HostStateFailure>>;
  reset(): Promise<Result<HostResetSummary, HostStateFailure>>;
}

