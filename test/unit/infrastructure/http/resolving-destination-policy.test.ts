import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DestinationPurpose } from '../../../../domain/network/network-decision.policy.js';
import type { NetworkPolicy } from '../../../../domain/network/network-policy.js';
import type { HostResolver } from '../../../../infrastructure/http/host-resolver.js';
import { ResolvingDestinationPolicy } from '../../../../infrastructure/http/resolving-destination-policy.js';

/** A resolver whose answers change from one lookup to the next, as DNS may. */
function shiftingResolver(): HostResolver & { readonly lookups: string[] } {
  const lookups: string[] = [];
  const answers = [['93.184.216.34'], ['127.0.0.1'], ['10.0.0.7', '93.184.216.34'], []];
  const resolver = async (hostname: string) => {
    lookups.push(hostname);
    if (hostname === 'nowhere.example') throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return (answers[lookups.length % answers.length] ?? []).map((address) => ({ address, family: 4 as const }));
  };
  return Object.assign(resolver, { lookups });
}

const POLICIES: readonly NetworkPolicy[] = [
  { mode: 'none' },
  { mode: 'localhost' },
  { mode: 'all' },
  { mode: 'allowlist', allow: ['127.0.0.1:8088', 'example.org', '10.0.0.0/8', '[::1]'] },
];
const URLS = [
  'http://127.0.0.1:8088/search', 'http://127.0.0.1:9999/search', 'http://[::1]:11434/api/web_search', 'https://93.184.216.34/x',
  'http://10.0.0.7/', 'http://0x7f.1/search', 'https://example.org/search', 'http://localhost:8088/search', 'https://nowhere.example/',
  'ftp://127.0.0.1/', 'not a url',
];
const PURPOSES: readonly DestinationPurpose[] = ['operator-endpoint', 'public-fetch', 'keyless-search', 'subscription-search'];
const check = fc.record({ url: fc.constantFrom(...URLS), policy: fc.nat(POLICIES.length - 1), purpose: fc.constantFrom(...PURPOSES), resolve: fc.constantFrom(true, false, undefined) });

/** A check's outcome, a rejection included (an unparseable URL checked by name only throws). */
const settled = <T>(promise: Promise<T>): Promise<{ value: T } | { thrown: string }> =>
  promise.then((value) => ({ value }), (error: unknown) => ({ thrown: String(error) }));

describe('ResolvingDestinationPolicy', () => {
  it('answers every check as a policy that remembers nothing, in any order and after any repetition', async () => {
    const resolveHost: HostResolver = async (hostname) => {
      if (hostname === 'nowhere.example') throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
      return hostname === 'localhost' ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '93.184.216.34', family: 4 }, { address: '10.0.0.7', family: 4 }];
    };
    await fc.assert(
      fc.asyncProperty(fc.array(check, { minLength: 1, maxLength: 30 }), async (checks) => {
        const remembering = new ResolvingDestinationPolicy(resolveHost);
        for (const { url, policy, purpose, resolve } of checks) {
          const options = resolve === undefined ? {} : { resolve };
          const policyValue = POLICIES[policy] as NetworkPolicy;
          const reference = await settled(new ResolvingDestinationPolicy(resolveHost).check(url, policyValue, purpose, options));
          expect(await settled(remembering.check(url, policyValue, purpose, options))).toEqual(reference);
        }
      }),
    );
  });

  it('decides a literal address once per policy and purpose, and resolves a name at every check', async () => {
    const resolveHost = shiftingResolver();
    const policy = new ResolvingDestinationPolicy(resolveHost);
    const localhost: NetworkPolicy = { mode: 'localhost' };
    const first = await policy.check('http://127.0.0.1:8088/search', localhost, 'operator-endpoint');
    expect(first).toEqual({ kind: 'allowed', addresses: [{ address: '127.0.0.1', family: 4 }] });
    expect(await policy.check('http://127.0.0.1:8088/search', localhost, 'operator-endpoint')).toBe(first);
    expect(await policy.check('http://127.0.0.1:8088/search', localhost, 'public-fetch')).not.toBe(first);
    expect(await policy.check('http://127.0.0.1:8088/search', { mode: 'none' }, 'operator-endpoint')).toMatchObject({ kind: 'denied', reason: 'network_disabled' });
    const all: NetworkPolicy = { mode: 'all' };
    await policy.check('https://example.org/search', all, 'public-fetch');
    await policy.check('https://example.org/search', all, 'public-fetch');
    expect(resolveHost.lookups).toEqual(['example.org', 'example.org']);
  });
});
