import type { CooldownCause } from '../../domain/cooldown/cooldown-cause.js';
import type { ToolError } from '../../domain/errors/tool-error.js';
import type { Result } from '../../domain/shared/result.js';
import type { CoordinationScope } from './coordination.port.js';
import type { HostLockView, HostResetSummary, ScopeCounters } from './host-state.port.js';

/** A scope's cooldown phase: `probe_ready` means the episode expired and the next request goes as the single probe. */
export type ScopeCooldownPhase = 'clear' | 'cooling' | 'probing' | 'probe_ready';

/** One scope in `web-control status`: its kind in clear, its key only as a hash. */
export interface WebControlScope {
  readonly kind: CoordinationScope['kind'];
  readonly keyHash: string;
  readonly phase: ScopeCooldownPhase;
  /** End of the current (or last, unprobed) cooldown episode, epoch ms. */
  readonly cooldownUntil?: number;
  /** When a request would be let through again (epoch ms), if refused now. */
  readonly retryAt?: number;
  /** What opened (or last lengthened) the current or last episode: throttling or repeated infrastructure failures. */
  readonly cause?: CooldownCause;
  readonly cooldownStreak: number;
  readonly failureStreak: number;
  readonly activeLeases: number;
  readonly staleLeases: number;
  readonly waiters: number;
  readonly lastStartAt?: number;
  readonly counters: ScopeCounters;
}

/** `web-control status`: operational metadata only. */
export interface WebControlStatus {
  readonly checkedAt: number;
  readonly directory: { readonly path: string; readonly exists: boolean; readonly mode?: string };
  readonly file: { readonly path: string; readonly exists: boolean; readonly bytes: number; readonly maxBytes: number; readonly mode?: string };
  /** Owner and permission checks passed (a failed check is an error result instead). */
  readonly checks: 'ok';
  readonly buckets: { readonly count: number; readonly max: number };
  readonly activeRequests: number;
  readonly waitingRequests: number;
  readonly staleLeases: number;
  readonly coolingDown: number;
  readonly lock: HostLockView;
  readonly scopes: readonly WebControlScope[];
}

/** `web-control reset`: what was cleared. */
export type WebControlReset = HostResetSummary;

/**
 * The operator's view of host coordination (driving port of `mono-agent web-control`). Failures
 * are `coordination_unavailable` with `details.problem` (e.g. `unsafe_permissions`, `corrupt`,
 * `active_requests`) and `details.path`, the thing to inspect.
 */
export interface WebControlPort {
  status(): Promise<Result<WebControlStatus, ToolError>>;
  reset(): Promise<Result<WebControlReset, ToolError>>;
}
