/**
 * Per-request timeout of a Codex search (ms): app-server start-up (measured 0.4–0.6 s, several
 * seconds on a loaded machine), readiness, the quota read and one search turn. Longer than the
 * other providers' 15 s because a model turn sits in the middle; the 60 s search deadline still
 * bounds it.
 */
export const CODEX_REQUEST_TIMEOUT_MS = 30_000;

/** Bound on spawning `codex app-server` and its `initialize` answer (ms). */
export const CODEX_STARTUP_TIMEOUT_MS = 20_000;

/** A readiness verdict is reused for this long by later searches on the same app-server (ms). */
export const CODEX_READINESS_TTL_MS = 60_000;

/** A failed start is remembered this long, so `auto` does not respawn a broken installation per search (ms). */
export const CODEX_START_FAILURE_MEMO_MS = 60_000;

/**
 * Bounded clean-up (ms): how long an interrupted turn, and `turn/start` itself, may take to
 * answer before the app-server is killed, and how long the server gets to exit on close before SIGKILL.
 */
export const CODEX_CLEANUP_GRACE_MS = 3_000;
