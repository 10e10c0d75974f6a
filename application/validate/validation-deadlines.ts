/**
 * Per-probe deadlines of `validate`, in ms. Probes run concurrently, so the whole command takes
 * about its longest chain (browser version then launch) even when every endpoint hangs.
 * Tests pass shorter ones.
 */
export interface ValidationDeadlines {
  /** Each HTTP probe (SearXNG, Ollama): at most 5 s. */
  readonly httpMs: number;
  /** `browserCommand --version`. */
  readonly browserVersionMs: number;
  /** One `about:blank` open: at most 20 s. */
  readonly browserLaunchMs: number;
  /** Codex readiness (starting the app-server and three reads). */
  readonly codexMs: number;
  /** The whole liveness section: a backstop below the command's 30 s. */
  readonly totalMs: number;
}

/**
 * The production deadlines: 5 s HTTP, 5 s + 20 s browser, 15 s Codex (its app-server starts in a
 * few seconds; this leaves the command's start-up and clean-up room under its 30 s), 28 s overall.
 */
export const VALIDATION_DEADLINES: ValidationDeadlines = Object.freeze({
  httpMs: 5_000,
  browserVersionMs: 5_000,
  browserLaunchMs: 20_000,
  codexMs: 15_000,
  totalMs: 28_000,
});
