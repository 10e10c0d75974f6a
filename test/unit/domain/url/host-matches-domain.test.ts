import { describe, expect, it } from 'vitest';
import { canonicalDomain, hostMatchesDomain } from '../../../../domain/url/host-matches-domain.js';
import { canonicalHostName } from '../../../../domain/url/host-name.js';

describe('hostMatchesDomain', () => {
  it.each([
    ['example.com', 'example.com', true],
    ['a.example.com', 'example.com', true],
    ['a.b.example.com', 'example.com', true],
    ['EXAMPLE.com', 'example.COM', true],
    ['example.com.', 'example.com', true],
    ['example.com', 'example.com.', true],
    ['badexample.com', 'example.com', false],
    ['example.com.evil.net', 'example.com', false],
    ['example.com', 'a.example.com', false],
    ['example.co', 'example.com', false],
    ['xn--bcher-kva.de', 'bücher.de', true],
    ['shop.bücher.de', 'xn--bcher-kva.de', true],
    ['BÜCHER.de', 'bücher.de', true],
    ['buecher.de', 'bücher.de', false],
    ['docs.example.com', '*.example.com', true],
    ['docs.example.com', '.example.com', true],
    ['a.gov', 'gov', true],
    ['127.0.0.1', '127.0.0.1', true],
    ['10.127.0.0.1', '0.0.1', false],
    ['[::1]', '[::1]', true],
    ['example.com', '', false],
    ['', 'example.com', false],
    ['example.com', 'https://example.com/', false],
    ['example.com', 'example.com:443', false],
    ['example.com', 'exa mple.com', false],
  ])('host %j vs domain %j → %s', (host, domain, expected) => {
    expect(hostMatchesDomain(host, domain)).toBe(expected);
  });
});

describe('canonicalHostName / canonicalDomain', () => {
  it.each([
    ['Example.COM.', 'example.com'],
    ['bücher.de', 'xn--bcher-kva.de'],
    ['[::1]', '[::1]'],
    ['0x7f.0.0.1', '127.0.0.1'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalHostName(input)).toBe(expected);
  });

  it.each(['', '.', 'a b.com', 'example.com/path', 'user@example.com', 'example.com:80', 'exa%41mple.com'])('rejects %j', (input) => {
    expect(canonicalHostName(input)).toBeUndefined();
  });

  it('accepts wildcard spellings only as domains', () => {
    expect(canonicalDomain('*.example.com')).toBe('example.com');
    expect(canonicalDomain('.example.com')).toBe('example.com');
    expect(canonicalHostName('*.example.com')).toBeUndefined();
  });
});
