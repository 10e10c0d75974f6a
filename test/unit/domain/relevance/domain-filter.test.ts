import { describe, expect, it } from 'vitest';
import { passesDomainFilters } from '../../../../domain/relevance/domain-filter.policy.js';

type FilterCase = readonly [host: string, include: readonly string[], exclude: readonly string[], expected: boolean, why: string];

const CASES: readonly FilterCase[] = [
  ['docs.rs', [], [], true, 'no filters'],
  ['docs.rs', ['docs.rs'], [], true, 'exact include'],
  ['sub.docs.rs', ['docs.rs'], [], true, 'subdomain of include'],
  ['evil-docs.rs', ['docs.rs'], [], false, 'lookalike prefix'],
  ['baddocs.rs', ['docs.rs'], [], false, 'lookalike without separator'],
  ['docs.rs.evil.com', ['docs.rs'], [], false, 'include as a prefix of another domain'],
  ['example.com', ['a.example.com'], [], false, 'parent of include'],
  ['ads.example.com', ['example.com'], ['ads.example.com'], false, 'exclusion wins over inclusion'],
  ['www.example.com', [], ['example.com'], false, 'exclusion covers subdomains'],
  ['example.org', [], ['example.com'], true, 'other domain not excluded'],
  ['example.com', ['a.com', 'example.com'], [], true, 'any include entry'],
  ['example.com', ['not a domain'], [], false, 'invalid include entries fail closed'],
  ['example.com', [], ['not a domain'], true, 'invalid exclude entries exclude nothing'],
  ['', [], [], false, 'empty host'],
  ['EXAMPLE.COM.', ['example.com'], [], true, 'case and trailing dot'],
  ['xn--bcher-kva.de', ['bücher.de'], [], true, 'IDN include in Unicode'],
  ['shop.bücher.de', [], ['xn--bcher-kva.de'], false, 'IDN host in Unicode vs punycode exclude'],
  ['example.com', ['*.example.com'], [], true, 'wildcard spelling'],
  ['10.0.0.1', ['0.0.1'], [], false, 'IP literals match only exactly'],
];

describe('passesDomainFilters', () => {
  it.each(CASES)('%s include=%j exclude=%j → %s (%s)', (host, include, exclude, expected) => {
    expect(passesDomainFilters(host, include, exclude)).toBe(expected);
  });
});
