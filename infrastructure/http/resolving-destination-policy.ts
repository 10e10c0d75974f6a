import { isIP } from 'node:net';
import type { DestinationPolicyPort, DestinationVerdict } from '../../application/ports/destination-policy.port.js';
import { decideDestination, decideUrlBeforeResolution, type DestinationPurpose } from '../../domain/network/network-decision.policy.js';
import type { NetworkPolicy } from '../../domain/network/network-policy.js';
import type { HostResolver } from './host-resolver.js';
import { systemHostResolver } from './host-resolver.js';

const DNS_DESCRIPTIONS: Readonly<Record<string, string>> = { ENOTFOUND: 'DNS lookup failed', EAI_AGAIN: 'DNS lookup failed (temporary)', ENODATA: 'DNS lookup found no address' };

/**
 * {@link DestinationPolicyPort} with real DNS: the domain's name rules, then (for names) every
 * address the system resolver returns, through the same decision the connect hook applies.
 */
export class ResolvingDestinationPolicy implements DestinationPolicyPort {
  constructor(private readonly resolveHost: HostResolver = systemHostResolver) {}

  async check(url: string, policy: NetworkPolicy, purpose: DestinationPurpose, options: { readonly resolve?: boolean } = {}): Promise<DestinationVerdict> {
    const early = decideUrlBeforeResolution(url, policy, purpose);
    if (!early.allowed) return { kind: 'denied', reason: early.reason, message: early.message };
    const hostname = hostOf(url);
    if (options.resolve === false || isIP(hostname) !== 0) return { kind: 'allowed' };
    let addresses: readonly string[];
    try {
      addresses = (await this.resolveHost(hostname)).map((answer) => answer.address);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const description = typeof code === 'string' ? `${DNS_DESCRIPTIONS[code] ?? 'DNS lookup failed'} (${code})` : 'DNS lookup failed';
      return { kind: 'unresolved', message: description };
    }
    const decision = decideDestination({ url, resolvedAddresses: addresses, policy, purpose });
    return decision.allowed ? { kind: 'allowed' } : { kind: 'denied', reason: decision.reason, message: decision.message };
  }
}

function hostOf(url: string): string {
  const hostname = new URL(url).hostname;
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}
