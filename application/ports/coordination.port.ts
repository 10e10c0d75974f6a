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
  /** When the slot was granted (epoch ms, the coordination clock); set by host mode. */
  readonly grantedAt?: number;
}

/**
 * Why host coordination could not use its shared state. Each fails closed: nothing is sent.
 * - `unsafe_permissions`: the directory or file is readable or writable by group/others (or has extra hard links);
 * - `foreign_owner`: owned by another user; `symlink`: a symbolic link where a directory/file must be;
 * - `not_regular_file`: the state path is a directory, FIFO or device; `oversize`: over the 256 KiB cap;
 * - `corrupt`: not JSON or not the expected shape; `unsupported_version`: written by a newer release;
 * - `full`: 512 buckets (or 256 KiB) still in use after evicting idle and expired buckets;
 * - `lock_timeout`: the lock stayed held by a live process; `unsupported_platform`: no POSIX owner/mode checks;
 * - `invalid_location`: the state directory override is not an absolute path; `io_error`: any other file-system failure.
 */
export type CoordinationProblem =
  | 'unsafe_permissions'
  | 'foreign_owner'
  | 'symlink'
  | 'not_regular_file'
  | 'oversize'
  | 'corrupt'
  | 'unsupported_version'
  | 'full'
  | 'lock_timeout'
  | 'unsupported_platform'
  | 'invalid_location'
  | 'io_error';

/** Why admission was refused without sending anything. A cooldown says what opened it (`cause`). */
export type AdmissionRefusal =
  | { readonly code: 'rate_limited'; readonly retryAt: number; readonly reason: 'cooldown'; readonly cause: CooldownCause }
  | { readonly code: 'timeout' }
  | { readonly code: 'cancelled' }
  /** Host mode only: the shared state is unusable, so the request fails closed (never an uncoordinated send). */
  | { readonly code: 'coordination_unavailable'; readonly problem: CoordinationProblem; readonly message: string };

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
  /**
   * The cooldown end (epoch ms) for a scope, if it is cooling down now. Host mode answers undefined
   * when its state cannot be read; the following `admit` then fails closed and says why.
   */
  cooldownUntil(scope: CoordinationScope): Promise<number | undefined>;
  /** The cooldown end (epoch ms) and its cause for a scope, if it is cooling down now (host mode: as shared by every opted-in process; undefined when the state cannot be read, as above). */
  cooldownStatus(scope: CoordinationScope): Promise<CooldownStatus | undefined>;
}

export const COORDINATION = Symbol.for('mono-agent-web.port.Coordination');
