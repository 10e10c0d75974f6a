import type { AdmissionLimits } from './admission.policy.js';

/**
 * The admission scope kinds; structurally the same union as `CoordinationScope['kind']`
 * in `application/ports/coordination.port.ts`.
 */
export type AdmissionScopeKind = 'searxng' | 'ollama' | 'duckduckgo' | 'startpage' | 'codex' | 'fetch-origin';

/**
 * How one scope kind is admitted. Spacing always applies per scope (per engine / per origin).
 * `sharedPool` names a concurrency pool shared by every scope carrying the same name;
 * without it each scope (kind + key) has its own `limits.maxConcurrent` slots.
 */
export interface ScopeAdmissionRule {
  readonly limits: AdmissionLimits;
  readonly sharedPool?: string;
}

/** An admission table: one rule per scope kind. */
export type AdmissionTable = Readonly<Record<AdmissionScopeKind, ScopeAdmissionRule>>;

/** The pool shared by DuckDuckGo and Startpage in process mode. */
export const KEYLESS_POOL = 'keyless';

function rule(maxConcurrent: number, minSpacingMs: number, sharedPool?: string): ScopeAdmissionRule {
  const limits = Object.freeze({ maxConcurrent, minSpacingMs });
  return Object.freeze(sharedPool === undefined ? { limits } : { limits, sharedPool });
}

/**
 * Process mode (default, one process, in memory).
 * - Keyless (spec): DuckDuckGo and Startpage together 3 in flight; 1.5 s between starts to the same engine.
 * - Codex: serialized process-wide (spec), no spacing.
 * - SearXNG endpoint and Ollama origin: the operator's own endpoints, so no start spacing (an
 *   alternate query goes out as soon as the previous answer is judged); at most 2 in flight per
 *   instance so sibling subagents in one process cannot stampede it. Host mode keeps its table.
 * - Fetch origin: 2 in flight / 500 ms between starts, the same politeness as host mode.
 */
export const PROCESS_ADMISSION_LIMITS: AdmissionTable = Object.freeze({
  searxng: rule(2, 0),
  ollama: rule(2, 0),
  duckduckgo: rule(3, 1_500, KEYLESS_POOL),
  startpage: rule(3, 1_500, KEYLESS_POOL),
  codex: rule(1, 0),
  'fetch-origin': rule(2, 500),
});

/**
 * Host mode (spec table, shared by every opted-in process of the OS user).
 * DuckDuckGo and Startpage are limited separately (no shared pool).
 */
export const HOST_ADMISSION_LIMITS: AdmissionTable = Object.freeze({
  searxng: rule(1, 2_000),
  ollama: rule(1, 2_000),
  duckduckgo: rule(1, 3_000),
  startpage: rule(1, 3_000),
  codex: rule(1, 0),
  'fetch-origin': rule(2, 500),
});
