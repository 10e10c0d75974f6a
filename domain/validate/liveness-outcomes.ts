import type { NetworkDenialReason } from '../network/network-decision.policy.js';

/** How a probe can end without an answer. `afterMs` is the probe's own deadline. */
export type ProbeFailure =
  | { readonly kind: 'timed_out'; readonly afterMs: number }
  | { readonly kind: 'policy_denied'; readonly reason: NetworkDenialReason; readonly message: string }
  | { readonly kind: 'unreachable'; readonly message: string }
  | { readonly kind: 'cancelled' };

/** An upstream engine SearXNG reported as unresponsive, with its reason. */
export interface UnresponsiveEngine {
  readonly engine: string;
  readonly reason: string;
}

/** One bounded `GET /search?format=json` to the configured SearXNG. */
export type SearxngProbeOutcome =
  | { readonly kind: 'answered'; readonly results: number; readonly unresponsive: readonly UnresponsiveEngine[] }
  /** HTTP 403: the JSON format is not enabled in settings.yml. */
  | { readonly kind: 'json_disabled' }
  | { readonly kind: 'http_status'; readonly status: number }
  | { readonly kind: 'wrong_shape'; readonly detail: string }
  | ProbeFailure;

/** One path Ollama was asked on, and its HTTP status. */
export interface OllamaPathAttempt {
  readonly path: string;
  readonly status: number;
}

/** Ollama web search: the local path, then the compatibility path after 404/405 (hosted: the one path). */
export type OllamaProbeOutcome =
  | { readonly kind: 'answered'; readonly attempts: readonly OllamaPathAttempt[]; readonly results: number }
  | { readonly kind: 'http_failure'; readonly attempts: readonly OllamaPathAttempt[] }
  | { readonly kind: 'wrong_shape'; readonly attempts: readonly OllamaPathAttempt[] }
  /** Hosted search without a usable key: nothing was sent. */
  | { readonly kind: 'missing_key'; readonly variable?: string }
  | ProbeFailure;

/** `browserCommand --version`. */
export type BrowserVersionOutcome =
  | { readonly kind: 'version'; readonly version: readonly [number, number, number]; readonly supported: boolean }
  /** It ran but printed no agent-browser version (a foreign binary). */
  | { readonly kind: 'foreign'; readonly output: string }
  | { readonly kind: 'not_found' }
  /** `spawnError`: the OS error when it could not be started at all (`EACCES`, …). */
  | { readonly kind: 'failed'; readonly message: string; readonly spawnError?: string }
  | ProbeFailure;

/** One `about:blank` open with the configured browser. */
export type BrowserLaunchOutcome = { readonly kind: 'launched' } | { readonly kind: 'failed'; readonly message: string } | ProbeFailure;
