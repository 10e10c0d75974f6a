import type { DestinationPurpose, NetworkDenialReason } from '../../domain/network/network-decision.policy.js';
import type { NetworkPolicy } from '../../domain/network/network-policy.js';

/**
 * The sandbox network policy's verdict on a destination before anything is sent to it:
 * `allowed`, `denied` (by name or by every resolved address; nothing may be sent), or
 * `unresolved` (the name did not resolve: nothing could be sent, which is an infrastructure
 * condition, not a policy refusal).
 */
export type DestinationVerdict =
  | { readonly kind: 'allowed' }
  | { readonly kind: 'denied'; readonly reason: NetworkDenialReason; readonly message: string }
  | { readonly kind: 'unresolved'; readonly message: string };

/**
 * Decides, before a request is attempted, whether `url` may be contacted under `policy` for
 * `purpose`: the name rules first (no DNS for a name the policy refuses), then the resolved
 * addresses. The transport's connect hook re-checks the addresses it actually connects to, so a
 * DNS answer that changes in between cannot slip through.
 */
export interface DestinationPolicyPort {
  /**
   * `resolve: false` decides by name only, for a destination another program contacts (the Codex
   * app-server reaches its service itself; resolving its name here would prove nothing).
   */
  check(url: string, policy: NetworkPolicy, purpose: DestinationPurpose, options?: { readonly resolve?: boolean }): Promise<DestinationVerdict>;
}

export const DESTINATION_POLICY = Symbol.for('mono-agent-web.port.DestinationPolicy');
