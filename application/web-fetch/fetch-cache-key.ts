import type { NetworkPolicy } from '../../domain/network/network-policy.js';
import type { RenderPlan } from '../../domain/fetch/render-decision.policy.js';
import type { ExtractionMode } from './document-acquirer.js';

/** Everything that can change what a fetch retrieves or extracts (never the slice or text/markdown choice). */
export interface FetchCacheKeyParts {
  /** Normalised URL without fragment. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly mode: ExtractionMode;
  readonly renderPlan: RenderPlan['kind'];
  readonly policy: NetworkPolicy;
}

/**
 * A deterministic cache and in-flight key: URL, headers (sorted by name), extraction mode, render
 * plan and the resolved network policy (allowlist sorted), so a policy change never reuses a
 * document fetched under another policy.
 */
export function fetchCacheKey(parts: FetchCacheKeyParts): string {
  const headers = Object.entries(parts.headers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const policy = parts.policy.mode === 'allowlist' ? ['allowlist', ...[...parts.policy.allow].sort()] : [parts.policy.mode];
  return JSON.stringify([parts.url, headers, parts.mode, parts.renderPlan, policy]);
}
