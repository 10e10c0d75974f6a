import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalHostName, canonicalUrlHostName } from '../../../../domain/url/host-name.js';

/** Hosts as pages and providers spell them: names in any case, IDN, punycode (valid or not), numbers that parse as IPv4, IPv6, trailing dots. */
const label = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/),
  fc.constantFrom('bücher', 'ÄÖÜ', 'xn--bcher-kva', 'xn--a', 'www', '0x7f', '1', '255', '09', 'münchen', '例え', 'ß', 'İstanbul', '*', '!', '$'),
);
const host = fc.oneof(
  fc.array(label, { minLength: 1, maxLength: 4 }).chain((labels) => fc.constantFrom('', '.', '..').map((end) => `${labels.join('.')}${end}`)),
  fc.constantFrom('127.0.0.1', '0x7f.1', '1.2.3', '2130706433', '[::1]', '[2001:DB8::1]', '[::ffff:127.0.0.1]', 'localhost', 'LOCALHOST.'),
);

describe('canonicalUrlHostName', () => {
  it('gives canonicalHostName of any hostname the URL parser produced', () => {
    fc.assert(
      fc.property(fc.constantFrom('http', 'https'), host, (scheme, candidate) => {
        const url = URL.canParse(`${scheme}://${candidate}/path`) ? new URL(`${scheme}://${candidate}/path`) : undefined;
        fc.pre(url !== undefined);
        expect(canonicalUrlHostName(url.hostname)).toBe(canonicalHostName(url.hostname));
      }),
      { numRuns: 2_000 },
    );
  });

  it('gives canonicalHostName for the hosts of arbitrary web URLs', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'https'], withFragments: true, withQueryParameters: true }), (raw) => {
        const { hostname } = new URL(raw);
        expect(canonicalUrlHostName(hostname)).toBe(canonicalHostName(hostname));
      }),
    );
  });
});
