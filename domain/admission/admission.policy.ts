/** Bounds of one admission scope. */
export interface AdmissionLimits {
  /** Requests allowed in flight at once (≥ 1). */
  readonly maxConcurrent: number;
  /** Minimum ms between two starts (0 = no spacing). */
  readonly minSpacingMs: number;
}

/** What admission sees at `now` (epoch ms): requests in flight and the latest start. */
export interface AdmissionSnapshot {
  readonly inFlight: number;
  readonly lastStartAt?: number;
  readonly now: number;
}

/**
 * Admit now, or wait. `concurrency` has no `wakeAt`: only a release can free a slot.
 * `spacing` carries `wakeAt`, the epoch ms when the minimum start spacing allows a start.
 */
export type AdmissionDecision =
  | { readonly admit: true }
  | { readonly admit: false; readonly reason: 'concurrency' }
  | { readonly admit: false; readonly reason: 'spacing'; readonly wakeAt: number };

/**
 * Decides whether a request may start now. Concurrency is checked first (a full scope reports
 * `concurrency` even if spacing would also block). Pure; cooldowns are a separate policy.
 */
export function decideAdmission(snapshot: AdmissionSnapshot, limits: AdmissionLimits): AdmissionDecision {
  if (snapshot.inFlight >= limits.maxConcurrent) return { admit: false, reason: 'concurrency' };
  if (snapshot.lastStartAt !== undefined) {
    const wakeAt = snapshot.lastStartAt + limits.minSpacingMs;
    if (snapshot.now < wakeAt) return { admit: false, reason: 'spacing', wakeAt };
  }
  return { admit: true };
}
