/** One deadline for a whole search, including admission, start-up and I/O (ms). */
export const SEARCH_DEADLINE_MS = 60_000;
/** In auto mode SearXNG admission and execution get this stage budget before the chain falls back (ms). */
export const AUTO_SEARXNG_STAGE_BUDGET_MS = 3_000;
/** Strict SearXNG keeps a per-request timeout within the total deadline (ms). */
export const STRICT_SEARXNG_REQUEST_TIMEOUT_MS = 15_000;
/**
 * Per-request timeout for the other providers (ms). Not fixed by the spec: 15 s matches strict
 * SearXNG and leaves room in the 60 s deadline for the rest of the auto chain.
 */
export const PROVIDER_REQUEST_TIMEOUT_MS = 15_000;
/** Successful searches are cached process-wide this long (ms). */
export const SEARCH_CACHE_TTL_MS = 15 * 60_000;
/** Bound on process-cache entries (each holds at most one 64 KiB result body). */
export const SEARCH_CACHE_MAX_ENTRIES = 256;
