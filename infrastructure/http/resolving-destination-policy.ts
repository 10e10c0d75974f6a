import { isIP } from 'node:net';
import type { DestinationPolicyPort, DestinationVerdict } from '../../application/ports/destination-policy.port.js';
import { decideUrlBeforeResolution, type DestinationPurpose } from '../../domain/network/network-decision.policy.js';
import type { NetworkPolicy } from '../../domain/network/network-policy.js';
import { checkDestination, hostnameOf } from './destination-check.js';
import type { HostResolver } from './host-resolver.js';
import { systemHostResolver } from './host-resolver.js';

const DNS_DESCRIPTIONS: Readonly<Record<string, string>> = { ENOTFOUND: 'DNS lookup failed', EAI_AGAIN: 'DNS lookup failed (temporary)', ENODATA: 'DNS lookup found no address' };

/** Verdicts on IP-literal destinations remembered per policy; past this many the memory starts over. */
const MAX_LITERAL_VERDICTS = 64;

/**
 * {@link DestinationPolicyPort} with real DNS: the domain's name rules, then (for names) every
 * address the system resolver returns, through the same decision the connect hook applies
 * ({@link checkDestination}).
 *
 * A destination whose host is an IP literal involves no DNS, so its verdict depends on the URL,
 * the policy and the purpose alone: it is decided once and remembered (an operator's loopback
 * SearXNG or Ollama endpoint is checked before every search). Names are resolved at every check.
 */
export class ResolvingDestinationPolicy implements DestinationPolicyPort {
  readonly #literalVerdicts = new WeakMap<NetworkPolicy, Map<string, DestinationVerdict>>();

  constructor(private readonly resolveHost: HostResolver = systemHostResolver) {}

  async check(url: string, policy: NetworkPolicy, purpose: DestinationPurpose, options: { readonly resolve?: boolean } = {}): Promise<DestinationVerdict> {
    const key = `${purpose} ${url}`;
    const remembered = this.#literalVerdicts.get(policy)?.get(key);
    if (remembered !== undefined) return remembered;
    const literal = URL.canParse(url) && isIP(hostnameOf(new URL(url))) !== 0;
    if (!literal && options.resolve === false && isIP(hostnameOf(new URL(url))) === 0) {
      const early = decideUrlBeforeResolution(url, policy, purpose);
      return early.allowed ? { kind: 'allowed', addresses: [] } : { kind: 'denied', reason: early.reason, message: early.message };
    }
    const verdict = await this.#resolveAndDecide(url, policy, purpose);
    if (literal) this.#remember(policy, key, verdict);
    return verdict;
  }

  #remember(policy: NetworkPolicy, key: string, verdict: DestinationVerdict): void {
    let verdicts = this.#literalVerdicts.get(policy);
    if (verdicts === undefined) this.#literalVerdicts.set(policy, (verdicts = new Map()));
    if (verdicts.size >= MAX_LITERAL_VERDICTS) verdicts.clear();
    verdicts.set(key, verdict);
  }

  async #resolveAndDecide(url: string, policy: NetworkPolicy, purpose: DestinationPurpose): Promise<DestinationVerdict> {
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
