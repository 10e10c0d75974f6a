import { describe, expect, it } from 'vitest';
import { allowlistEntryMatches, parseAllowlistEntry } from '../../../../domain/network/allowlist-entry.js';
import { parseIpAddress } from '../../../../domain/network/ip-address.parser.js';

describe('parseAllowlistEntry', () => {
  it.each([
    ['example.com', { kind: 'host', host: 'example.com' }],
    ['Example.COM.', { kind: 'host', host: 'example.com' }],
    ['example.com:8443', { kind: 'host', host: 'example.com', port: 8443 }],
    ['*.example.com', { kind: 'subdomains', suffix: 'example.com' }],
    ['127.0.0.1', { kind: 'address', address: { family: 4, bytes: [127, 0, 0, 1] }, prefixLength: 32 }],
    ['127.0.0.1:8088', { kind: 'address', address: { family: 4, bytes: [127, 0, 0, 1] }, prefixLength: 32, port: 8088 }],
    ['10.0.0.0/8', { kind: 'address', address: { family: 4, bytes: [10, 0, 0, 0] }, prefixLength: 8 }],
    ['[::1]', { kind: 'address', address: parseIpAddress('::1'), prefixLength: 128 }],
    ['::1', { kind: 'address', address: parseIpAddress('::1'), prefixLength: 128 }],
    ['[::1]:11434', { kind: 'address', address: parseIpAddress('::1'), prefixLength: 128, port: 11434 }],
    ['http://127.0.0.1:8088/search', { kind: 'address', address: { family: 4, bytes: [127, 0, 0, 1] }, prefixLength: 32, port: 8088 }],
    ['https://chatgpt.com', { kind: 'host', host: 'chatgpt.com' }],
  ])('parses %s', (raw, expected) => {
    expect(parseAllowlistEntry(raw)).toEqual(expected);
  });

  it.each(['', '   ', 'exa mple.com', '*.', 'example.com:0', 'example.com:70000', 'example.com:abc', '10.0.0.0/33', 'host/8', '[::1', '-bad-.com', 'a..b'])(
    'rejects %j',
    (raw) => {
      expect(parseAllowlistEntry(raw)).toBeUndefined();
    },
  );

  it('matches an IPv6 CIDR and keeps IPv4 entries away from non-mapped IPv6', () => {
    const range = parseAllowlistEntry('fd00::/8');
    const v4 = parseAllowlistEntry('127.0.0.1');
    if (range === undefined || v4 === undefined) throw new Error('fixture');
    const target = (host: string) => ({ hostname: host, address: parseIpAddress(host) ?? { family: 4 as const, bytes: [] }, port: 80 });
    expect(allowlistEntryMatches(range, target('fd12::5'))).toBe(true);
    expect(allowlistEntryMatches(range, target('fe80::5'))).toBe(false);
    expect(allowlistEntryMatches(v4, target('::7f00:1'))).toBe(false);
    expect(allowlistEntryMatches(v4, target('::ffff:7f00:1'))).toBe(true);
  });
});
