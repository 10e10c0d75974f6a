import { isIP } from 'node:net';
import type { DestinationPolicyPort, DestinationVerdict } from '../../application/ports/destination-policy.port.js';
import { decideUrlBeforeResolution, type DestinationPurpose } from '../../domain/network/network-decision.policy.js';
import type { NetworkPolicy } from '../../domain/network/network-policy.js';
import { checkDestination, hostnameOf } from './destination-check.js';
import type { HostResolver } from './host-resolver.js';
import { systemHostResolver } from './host-resolver.js';

const DNS_DESCRIPTIONS: Readonly<Record<string, string>> = { ENOTFOUND: 'DNS lookup failed', EAI_AGAIN: 'DNS lookup failed (temporary)', ENODATA: 'DNS lookup found no address' };

/**
 * {@link DestinationPolicyPort} with real DNS: the domain's name rules, then (for names) every
 * address the system resolver returns, through the same decision the connect hook applies
 * ({@link checkDestination}).
 */
export class ResolvingDestinationPolicy implements DestinationPolicyPort {
  constructor(private readonly resolveHost: HostResolver = systemHostResolver) {}

  async check(url: string, policy: NetworkPolicy, purpose: DestinationPurpose, options: { readonly resolve?: boolean } = {}): Promise<DestinationVerdict> {
    if (options.resolve === false && isIP(hostnameOf(new URL(url))) === 0) {
      const early = decideUrlBeforeResolution(url, policy, purpose);
      return early.allowed ? { kind: 'allowed', addresses: [] } : { kind: 'denied', reason: early.reason, message: early.message };
    }
    try {
      const checked = await checkDestination(url, policy, purpose, this.resolveHost);
      return checked.allowed ? { kind: 'allowed', addresses: checked.addresses } : { kind: 'denied', reason: checked.reason, message: checked.message };
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const description = typeof code === 'string' ? `${DNS_DESCRIPTIONS[code] ?? 'DNS lookup failed'} (${code})` : 'DNS lookup failed';
      return { kind: 'unresolved', message: description, ...(typeof code === 'string' ? { errorCode: code } : {}) };
    }
  }
}
