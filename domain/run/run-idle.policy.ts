/**
 * The activity of a long-lived session's current run (an MCP session): when a call last started
 * or ended (epoch ms) and how many calls are in flight. The session ends the run after an idle
 * gap so a client that stays connected all day gets a fresh request budget, while a burst of
 * calls still shares one budget.
 */
export interface RunActivity {
  readonly lastActivityAt: number;
  readonly inFlight: number;
}

/** A run that has just started, with no call yet. */
export function runStarted(now: number): RunActivity {
  return { lastActivityAt: now, inFlight: 0 };
}

/** A tool call starts in the run. */
export function callStarted(activity: RunActivity, now: number): RunActivity {
  return { lastActivityAt: Math.max(activity.lastActivityAt, now), inFlight: activity.inFlight + 1 };
}

/** A tool call of the run has settled (answered, failed or cancelled). */
export function callEnded(activity: RunActivity, now: number): RunActivity {
  return { lastActivityAt: Math.max(activity.lastActivityAt, now), inFlight: Math.max(0, activity.inFlight - 1) };
}

/**
 * True when the run has been idle for at least `idleMs`: no call in flight, and `idleMs` or more
 * since the last call started or ended. A call in flight keeps the run alive however long it takes.
 */
export function isRunIdle(activity: RunActivity, now: number, idleMs: number): boolean {
  return activity.inFlight === 0 && now - activity.lastActivityAt >= idleMs;
}

/**
 * The earliest time (epoch ms) the run can end and a fresh budget start, if no further call comes:
 * `idleMs` after the last activity, or after `now` while calls are in flight (none can end earlier).
 */
export function runRenewsAt(activity: RunActivity, now: number, idleMs: number): number {
  const idleFrom = activity.inFlight > 0 ? Math.max(now, activity.lastActivityAt) : activity.lastActivityAt;
  return idleFrom + idleMs;
}
