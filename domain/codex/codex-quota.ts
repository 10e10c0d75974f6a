/** One usage window of the subscription, as Codex reports it. */
export interface QuotaWindow {
  /** Percent of the window used, an integer 0–100. */
  readonly usedPercent: number;
  /** Window length in minutes, when reported. */
  readonly windowDurationMins: number | null;
  /** When the window resets, unix seconds, when reported. */
  readonly resetsAt: number | null;
}

/** One metered bucket (Codex's `RateLimitSnapshot`), reduced to what the reserve policy reads. */
export interface QuotaBucket {
  /** The metered limit id (e.g. `codex`); null for the backward-compatible single-bucket view. */
  readonly limitId: string | null;
  readonly primary: QuotaWindow | null;
  readonly secondary: QuotaWindow | null;
  /** The backend says a spend control is reached; null means unavailable. */
  readonly spendControlReached: boolean | null;
  /** Set when the backend says a limit is reached (e.g. `rate_limit_reached`). */
  readonly rateLimitReachedType: string | null;
}

/** The last known subscription usage and when it was observed (epoch ms, local clock). */
export interface QuotaSnapshot {
  readonly buckets: readonly QuotaBucket[];
  /** Backend permission for ordinary usage; null means unavailable. */
  readonly ordinaryUsageAllowed: boolean | null;
  readonly observedAt: number;
}

/** The two windows of a bucket, named for messages. */
export const QUOTA_WINDOWS = ['primary', 'secondary'] as const;
