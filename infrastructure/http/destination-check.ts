import { isIP } from 'node:net';
import { decideDestination, decideUrlBeforeResolution } from '../../domain/network/network-decision.policy.js';
import type { DestinationPurpose, NetworkDenialReason } from '../../domain/network/network-decision.policy.js';
import type { NetworkPolicy } from '../../domain/network/network-policy.js';
import type { HostResolver, ResolvedAddress } from './host-resolver.js';

/** The addresses a connection to a destination may use, or why the policy refuses it. */
export type CheckedDestination =
  | { readonly allowed: true; readonly addresses: readonly ResolvedAddress[] }
  | { readonly allowed: false; readonly reason: NetworkDenialReason; readonly message: string };

/**
 * The one policy check every egress runs before it connects: the name-level decision (scheme,
 * mode, allowlist, IP literals), then DNS (IP literals are their own answer), then the decision on
 * every resolved address. Callers must connect only to the returned addresses (the HTTP connector
 * hands them to its socket `lookup`; the browser renderer pins its host resolver to them), so a
 * rebinding answer cannot slip in after the check. Resolver errors (ENOTFOUND, EAI_AGAIN) reject.
 */
export async function checkDestination(url: string, policy: NetworkPolicy, purpose: DestinationPurpose, resolveHost: HostResolver): Promise<CheckedDestination> {
  const early = decideUrlBeforeResolution(url, policy, purpose);
  if (!early.allowed) return early;
  const hostname = hostnameOf(new URL(url));
  const literalFamily = isIP(hostname);
  const addresses: readonly ResolvedAddress[] =
    literalFamily === 0 ? await resolveHost(hostname) : [{ address: hostname, family: literalFamily === 6 ? 6 : 4 }];
  const decision = decideDestination({ url, resolvedAddresses: addresses.map((answer) => answer.address), policy, purpose });
  return decision.allowed ? { allowed: true, addresses } : decision;
}

/** The URL's host as sockets and resolvers take it: IPv6 literals without brackets. */
export function hostnameOf(url: URL): string {
  const host = url.hostname;
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}
