import type { DestinationPurpose, NetworkDenialReason } from '../../domain/network/network-decision.policy.js';
import type { NetworkPolicy } from '../../domain/network/network-policy.js';

/** One address a destination resolved to (an IP literal host is its own single address). */
export interface DestinationAddress {
  readonly address: string;
  readonly family: 4 | 6;
}

/**
 * The sandbox network policy's verdict on a destination before anything is sent to it:
 * `allowed` (with the checked addresses a connection must use; empty for a check by name only),
 * `denied` (by name or by every resolved address; nothing may be sent; `reason` is the rule), or
 * `unresolved` (the name did not resolve: nothing could be sent, which is an infrastructure
 * condition, not a policy refusal; `errorCode` is the resolver's, e.g. `ENOTFOUND`).
 */
export type DestinationVerdict =
  | { readonly kind: 'allowed'; readonly addresses: readonly DestinationAddress[] }
  | { readonly kind: 'denied'; readonly reason: NetworkDenialReason; readonly message: string }
  | { readonly kind: 'unresolved'; readonly message: string; readonly errorCode?: string };

/**
 * The one place that decides whether `url` may be contacted under `policy` for `purpose`: the
 * name rules first (no DNS for a name the policy refuses), then the resolved addresses. Every
 * egress asks it: the HTTP transport's connect hook for each hop (and connects only to the
 * returned addresses), each search stage for its provider endpoint (SearXNG, Ollama, the keyless
 * engines, Codex's `chatgpt.com` by name), the browser renderer for the requested URL (pinning the
 * browser to the returned address) and for every navigation the browser reports, and `validate`.
 */
export interface DestinationPolicyPort {
  /**
   * `resolve: false` decides by name only, for a destination another program contacts (the Codex
   * app-server reaches its service itself; resolving its name here would prove nothing).
   */
  check(url: string, policy: NetworkPolicy, purpose: DestinationPurpose, options?: { readonly resolve?: boolean }): Promise<DestinationVerdict>;
}

export const DESTINATION_POLICY = Symbol.for('mono-agent-web.port.DestinationPolicy');
