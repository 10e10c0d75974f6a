import type { DestinationAddress, DestinationPolicyPort, DestinationVerdict } from '../../application/ports/destination-policy.port.js';
import { decideDestination, decideUrlBeforeResolution, type DestinationPurpose } from '../../domain/network/network-decision.policy.js';
import type { NetworkPolicy } from '../../domain/network/network-policy.js';
import { parseIpAddress } from '../../domain/network/ip-address.parser.js';

/** A public address every unscripted name resolves to. */
const PUBLIC_ADDRESS = '93.184.215.14';

/**
 * The real policy decision over scripted DNS: `answers` maps a host name to its addresses, or to
 * `'unresolved'` for a lookup failure; unscripted names resolve to one public address. Every
 * lookup is recorded, so tests can assert that a refused name was never resolved.
 */
export class FakeDestinationPolicy implements DestinationPolicyPort {
  readonly lookups: string[] = [];

  constructor(private readonly answers: Readonly<Record<string, readonly string[] | 'unresolved'>> = {}) {}

  async check(url: string, policy: NetworkPolicy, purpose: DestinationPurpose, options: { readonly resolve?: boolean } = {}): Promise<DestinationVerdict> {
    const early = decideUrlBeforeResolution(url, policy, purpose);
    if (!early.allowed) return { kind: 'denied', reason: early.reason, message: early.message };
    const hostname = new URL(url).hostname.replace(/^\[|\]$/g, '');
    if (parseIpAddress(hostname) !== undefined) return { kind: 'allowed', addresses: [addressOf(hostname)] };
    if (options.resolve === false) return { kind: 'allowed', addresses: [] };
    this.lookups.push(hostname);
    const answer = this.answers[hostname] ?? [PUBLIC_ADDRESS];
    if (answer === 'unresolved') return { kind: 'unresolved', message: 'DNS lookup failed (ENOTFOUND)', errorCode: 'ENOTFOUND' };
    const decision = decideDestination({ url, resolvedAddresses: answer, policy, purpose });
    return decision.allowed ? { kind: 'allowed', addresses: answer.map(addressOf) } : { kind: 'denied', reason: decision.reason, message: decision.message };
  }
}

function addressOf(address: string): DestinationAddress {
  return { address, family: address.includes(':') ? 6 : 4 };
}
