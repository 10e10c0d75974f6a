import * as z from '../../../domain/shared/zod-mini.js';
import { HOST_ADMISSION_LIMITS, type AdmissionScopeKind } from '../../../domain/admission/admission-limits.js';
import type { CooldownState } from '../../../domain/cooldown/cooldown-state.js';

/** The state file format this release reads and writes. */
export const HOST_STATE_VERSION = 1;

/** A request in flight: who holds it (PID + incarnation) and until when the lease counts (epoch ms). */
export interface HostLease {
  id: string;
  pid: number;
  inc: string;
  /** Granted at (epoch ms). */
  at: number;
  /** Expires at (epoch ms): reclaimed after this even if the owner still runs. */
  exp: number;
  /** Whether this request is the single post-expiry cooldown probe. */
  probe: boolean;
}

/** A request waiting for a slot, kept so slots go first come, first served across processes. */
export interface HostWaiter {
  id: string;
  pid: number;
  inc: string;
  since: number;
  exp: number;
}

/** Operational counters of one bucket since it was created (never reset by a release). */
export interface HostCounters {
  admitted: number;
  throttled: number;
  failed: number;
  /** Leases taken back from expired or dead owners. */
  reclaimed: number;
}

/** One admission/cooldown scope, stored under the hash of its kind and key. */
export interface HostBucket {
  kind: AdmissionScopeKind;
  cooldown: CooldownState;
  lastStartAt?: number;
  /** When a slot last came free (release or reclaim), for the head-of-queue grace. */
  freedAt?: number;
  /** Last admission activity (epoch ms), for idle eviction. */
  usedAt: number;
  leases: HostLease[];
  waiters: HostWaiter[];
  counters: HostCounters;
}

/** The whole state file: hashed scope keys to buckets. Never holds queries, URLs, content, headers or credentials. */
export interface HostStateDocument {
  version: typeof HOST_STATE_VERSION;
  buckets: Record<string, HostBucket>;
}

const epochMs = z.number().check(z.int(), z.nonnegative(), z.maximum(8.64e15));
const count = z.number().check(z.int(), z.nonnegative(), z.maximum(Number.MAX_SAFE_INTEGER));
const pid = z.number().check(z.int(), z.positive(), z.maximum(2 ** 31));
const incarnation = z.string().check(z.minLength(1), z.maxLength(160));
const id = z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/));
// Every scope kind the admission table knows: a kind added there is valid state here too.
const KINDS = Object.keys(HOST_ADMISSION_LIMITS) as [AdmissionScopeKind, ...AdmissionScopeKind[]];

const bucketSchema = z.strictObject({
  kind: z.enum(KINDS),
  cooldown: z.strictObject({
    scopeClass: z.enum(['search', 'fetch']),
    cooldownStreak: count,
    failureStreak: count,
    cooldownUntil: z.optional(epochMs),
    cause: z.optional(z.enum(['throttling', 'infrastructure_failures'])),
    probeStartedAt: z.optional(epochMs),
  }),
  lastStartAt: z.optional(epochMs),
  freedAt: z.optional(epochMs),
  usedAt: epochMs,
  leases: z.array(z.strictObject({ id, pid, inc: incarnation, at: epochMs, exp: epochMs, probe: z.boolean() })).check(z.maxLength(64)),
  waiters: z.array(z.strictObject({ id, pid, inc: incarnation, since: epochMs, exp: epochMs })).check(z.maxLength(1024)),
  counters: z.strictObject({ admitted: count, throttled: count, failed: count, reclaimed: count }),
});

const documentSchema = z.strictObject({
  version: z.literal(HOST_STATE_VERSION),
  buckets: z.record(z.string().check(z.regex(/^[0-9a-f]{32}$/)), bucketSchema),
});

/** What a parsed file turned out to be. */
export type ParsedHostState =
  | { readonly kind: 'ok'; readonly document: HostStateDocument }
  | { readonly kind: 'newer'; readonly version: number }
  | { readonly kind: 'invalid'; readonly detail: string };

/** Validates parsed JSON as a state document; a higher `version` is reported apart so it is never misread. */
export function parseHostState(json: unknown): ParsedHostState {
  const version = typeof json === 'object' && json !== null ? (json as { version?: unknown }).version : undefined;
  if (typeof version === 'number' && Number.isInteger(version) && version > HOST_STATE_VERSION) return { kind: 'newer', version };
  const parsed = documentSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return { kind: 'invalid', detail: first === undefined ? 'unexpected shape' : `${first.path.join('.') || '(root)'}: ${first.message}` };
  }
  // JSON holds no `undefined`, so the optional fields are absent rather than undefined.
  return { kind: 'ok', document: parsed.data as HostStateDocument };
}

/** A state with no buckets (a missing file reads as this). */
export function emptyHostState(): HostStateDocument {
  return { version: HOST_STATE_VERSION, buckets: {} };
}
