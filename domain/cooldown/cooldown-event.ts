/**
 * What happened to a scope. `probe` says whether the request that ended was the admitted
 * post-expiry probe: only a probe's outcome can close or re-open an expired cooldown, so late
 * outcomes of requests sent before the cooldown opened cannot reset or double it.
 */
export type CooldownEvent =
  /** The provider throttled us; `retryAfterMs` is the parsed Retry-After when it sent one. */
  | { readonly type: 'throttled'; readonly probe: boolean; readonly retryAfterMs?: number }
  /** Connection refused, 5xx, malformed payload and similar. */
  | { readonly type: 'infrastructure_failure'; readonly probe: boolean }
  | { readonly type: 'success'; readonly probe: boolean }
  /** Ended without a verdict (cancelled by us, budget stop, policy): a probe frees its slot. */
  | { readonly type: 'neutral'; readonly probe: boolean }
  /** The single probe was just admitted (only meaningful while a probe is available). */
  | { readonly type: 'probe_admitted' };
