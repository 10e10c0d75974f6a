import type { BrowserLaunchOutcome, BrowserVersionOutcome, OllamaProbeOutcome, SearxngProbeOutcome } from '../../domain/validate/liveness-outcomes.js';

/** Bounds of one probe: it must settle by `timeoutMs` (ms) or when `signal` aborts. */
export interface ProbeOptions {
  readonly signal: AbortSignal;
  readonly timeoutMs: number;
}

/**
 * The external probes `mono-agent validate` runs (liveness). Each sends at most a bounded request
 * (or starts one short-lived process) through the same network policy as the tools, reports what
 * it found as a value and never throws for an expected failure.
 * - `searxng`: one `GET {endpoint}/search?q=test&format=json`;
 * - `ollama`: one web search on the local path, then the compatibility path after 404/405
 *   (hosted: `https://ollama.com/api/web_search` with the configured key);
 * - `browserVersion`: `browserCommand --version`;
 * - `browserLaunch`: one isolated browser that opens `about:blank`, then is closed (or killed).
 */
export interface LivenessProbesPort {
  searxng(options: ProbeOptions): Promise<SearxngProbeOutcome>;
  ollama(options: ProbeOptions): Promise<OllamaProbeOutcome>;
  browserVersion(options: ProbeOptions): Promise<BrowserVersionOutcome>;
  browserLaunch(options: ProbeOptions): Promise<BrowserLaunchOutcome>;
}

export const LIVENESS_PROBES = Symbol.for('mono-agent-web.port.LivenessProbes');
