import { describe, expect, it } from 'vitest';
import { decideDestination, decideUrlBeforeResolution } from '../../../../domain/network/network-decision.policy.js';
import type { DestinationPurpose, NetworkDenialReason } from '../../../../domain/network/network-decision.policy.js';
import type { NetworkPolicy } from '../../../../domain/network/network-policy.js';

// Every egress path (fetch hops, search endpoints, the renderer's navigations, Codex's service) is
// decided by these two functions; this table pins the address and name spellings an attacker or a
// careless config could use. `resolved` is what DNS returned ([] for IP-literal hosts).
const LOCALHOST: NetworkPolicy = { mode: 'localhost' };
const ALL: NetworkPolicy = { mode: 'all' };
const allow = (...entries: string[]): NetworkPolicy => ({ mode: 'allowlist', allow: entries });

type Row = readonly [label: string, url: string, resolved: readonly string[], policy: NetworkPolicy, purpose: DestinationPurpose, expected: true | NetworkDenialReason];

const IPV4_SPELLINGS: readonly Row[] = [
  ['decimal loopback 2130706433', 'http://2130706433/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['octal loopback 0177.0.0.1', 'http://0177.0.0.1/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['hex loopback 0x7f.0.0.1', 'http://0x7f.0.0.1/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['hex dword loopback 0x7f000001', 'http://0x7f000001/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['short loopback 127.1', 'http://127.1/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['mixed octal/hex metadata 0251.0xfe.169.254', 'http://0251.0xfe.169.254/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['decimal metadata 2852039166', 'http://2852039166/latest/meta-data/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['octal private 012.0.0.1', 'http://012.0.0.1/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['decimal loopback admitted under localhost', 'http://2130706433:8080/', [], LOCALHOST, 'public-fetch', true],
  ['hex loopback matches a 127.0.0.1 allowlist entry', 'http://0x7f.1:8088/', [], allow('127.0.0.1:8088'), 'operator-endpoint', true],
  ['decimal public address is public', 'http://1572395042/', [], ALL, 'public-fetch', true],
  ['0.0.0.0 is unspecified under all', 'http://0.0.0.0/', [], ALL, 'operator-endpoint', 'address_class_denied'],
  ['0 (short unspecified) is unspecified', 'http://0/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['0.0.0.0 is refused under localhost', 'http://0.0.0.0:8088/', [], LOCALHOST, 'operator-endpoint', 'not_loopback'],
  ['0.1.2.3 (0/8) is refused', 'http://0.1.2.3/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['a name resolving to 0.0.0.0 is refused', 'https://zero.example/', ['0.0.0.0'], ALL, 'public-fetch', 'address_class_denied'],
];

const IPV6_FORMS: readonly Row[] = [
  ['IPv4-mapped loopback dotted', 'http://[::ffff:127.0.0.1]/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['IPv4-mapped loopback hex', 'http://[::ffff:7f00:1]/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['IPv4-mapped metadata hex', 'http://[::ffff:a9fe:a9fe]/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['IPv4-mapped private', 'http://[::ffff:10.0.0.1]/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['IPv4-mapped public is public', 'http://[::ffff:5db8:d70e]/', [], ALL, 'public-fetch', true],
  ['IPv4-compatible loopback ::127.0.0.1 (deprecated) is refused', 'http://[::127.0.0.1]/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['IPv4-compatible public ::93.184.215.14 (deprecated) is refused', 'http://[::93.184.215.14]/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['NAT64 well-known prefix to loopback', 'http://[64:ff9b::7f00:1]/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['NAT64 well-known prefix to metadata', 'http://[64:ff9b::a9fe:a9fe]/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['NAT64 well-known prefix to public is public', 'http://[64:ff9b::5db8:d70e]/', [], ALL, 'public-fetch', true],
  ['NAT64 local-use prefix is refused', 'http://[64:ff9b:1::1]/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['6to4 of a private address is refused', 'http://[2002:0a00:0001::1]/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['IPv6 loopback long form', 'http://[0:0:0:0:0:0:0:1]/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['IPv6 unspecified [::]', 'http://[::]/', [], ALL, 'operator-endpoint', 'address_class_denied'],
  ['IPv6 documentation range is refused', 'http://[2001:db8::1]/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['IPv6 public is public', 'http://[2606:4700:4700::1111]/', [], ALL, 'public-fetch', true],
  ['a name resolving to mapped loopback is refused (rebinding)', 'https://rebind.example/', ['::ffff:127.0.0.1'], ALL, 'public-fetch', 'address_class_denied'],
  ['a name resolving to NAT64 metadata is refused', 'https://rebind.example/', ['64:ff9b::a9fe:a9fe'], ALL, 'keyless-search', 'address_class_denied'],
];

const NAMES: readonly Row[] = [
  ['trailing-dot public name is the same name', 'https://example.com./', ['93.184.215.14'], allow('example.com'), 'public-fetch', true],
  ['trailing-dot name still needs an allowlist match', 'https://evil.example./', ['93.184.215.14'], allow('example.com'), 'public-fetch', 'not_allowlisted'],
  ['localhost. (trailing dot) is the localhost name', 'http://localhost./', ['127.0.0.1'], ALL, 'public-fetch', 'address_class_denied'],
  ['localhost. is admitted under localhost', 'http://localhost.:8088/', ['127.0.0.1'], LOCALHOST, 'operator-endpoint', true],
  ['LOCALHOST in capitals is the localhost name', 'http://LOCALHOST/', ['127.0.0.1'], ALL, 'public-fetch', 'address_class_denied'],
  ['*.localhost is the localhost name', 'http://api.dev.localhost/', ['127.0.0.1'], ALL, 'public-fetch', 'address_class_denied'],
  ['*.localhost. with a trailing dot too', 'http://api.localhost./', ['127.0.0.1'], ALL, 'public-fetch', 'address_class_denied'],
  ['a localhost name resolving to a public address is refused', 'http://app.localhost:8088/', ['93.184.215.14'], LOCALHOST, 'operator-endpoint', 'not_loopback'],
  ['localhost look-alike notlocalhost is an ordinary name', 'https://notlocalhost/', ['93.184.215.14'], ALL, 'public-fetch', true],
  // The config loader stores IDN entries in punycode (checkAllowlistEntry); URLs are punycoded by the URL parser.
  ['IDN host matches its punycode allowlist entry', 'https://bücher.example/', ['93.184.215.14'], allow('xn--bcher-kva.example'), 'public-fetch', true],
  ['punycode host matches the same entry', 'https://xn--bcher-kva.example/', ['93.184.215.14'], allow('xn--bcher-kva.example'), 'public-fetch', true],
  ['subdomain of a listed IDN name', 'https://shop.bücher.example/', ['93.184.215.14'], allow('xn--bcher-kva.example'), 'public-fetch', true],
  ['an unconverted IDN entry admits nothing (fails closed)', 'https://bücher.example/', ['93.184.215.14'], allow('bücher.example'), 'public-fetch', 'not_allowlisted'],
  ['a homograph (Cyrillic а) is not the listed name', 'https://exаmple.com/', ['93.184.215.14'], allow('example.com'), 'public-fetch', 'not_allowlisted'],
];

const CIDR_EDGES: readonly Row[] = [
  ['10/8 first address', 'http://10.0.0.0/', [], allow('10.0.0.0/8'), 'public-fetch', true],
  ['10/8 last address', 'http://10.255.255.255/', [], allow('10.0.0.0/8'), 'public-fetch', true],
  ['just past 10/8', 'http://11.0.0.0/', [], allow('10.0.0.0/8'), 'public-fetch', 'not_allowlisted'],
  ['172.15.255.255 is public', 'http://172.15.255.255/', [], ALL, 'public-fetch', true],
  ['172.16.0.0 is private', 'http://172.16.0.0/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['172.31.255.255 is private', 'http://172.31.255.255/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['172.32.0.0 is public', 'http://172.32.0.0/', [], ALL, 'public-fetch', true],
  ['100.63.255.255 is public', 'http://100.63.255.255/', [], ALL, 'public-fetch', true],
  ['100.64.0.0 is CGNAT', 'http://100.64.0.0/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['100.127.255.255 is CGNAT', 'http://100.127.255.255/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['169.253.255.255 is public', 'http://169.253.255.255/', [], ALL, 'public-fetch', true],
  ['169.254.0.0 is link-local', 'http://169.254.0.0/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['a /32 admits exactly one address', 'http://192.168.1.7/', [], allow('192.168.1.7/32'), 'public-fetch', true],
  ['a /32 refuses its neighbour', 'http://192.168.1.8/', [], allow('192.168.1.7/32'), 'public-fetch', 'not_allowlisted'],
  ['a /0 admits any IPv4 literal (operator choice) but never unspecified', 'http://0.0.0.0/', [], allow('0.0.0.0/0'), 'public-fetch', 'address_class_denied'],
  ['an IPv6 /64 admits inside', 'http://[fd00:1:2:3::9]/', [], allow('fd00:1:2:3::/64'), 'public-fetch', true],
  ['an IPv6 /64 refuses outside', 'http://[fd00:1:2:4::9]/', [], allow('fd00:1:2:3::/64'), 'public-fetch', 'not_allowlisted'],
  ['a v4 range admits its mapped v6 spelling', 'http://[::ffff:10.1.1.1]/', [], allow('10.0.0.0/8'), 'public-fetch', true],
];

const PORTS: readonly Row[] = [
  ['explicit :443 on https equals the default', 'https://example.com:443/', ['93.184.215.14'], allow('example.com:443'), 'public-fetch', true],
  ['explicit :80 on http equals the default', 'http://example.com:80/', ['93.184.215.14'], allow('example.com'), 'public-fetch', true],
  ['a non-default port needs a matching entry', 'https://example.com:8443/', ['93.184.215.14'], allow('example.com:443'), 'public-fetch', 'not_allowlisted'],
  ['an entry without port admits any port', 'https://example.com:8443/', ['93.184.215.14'], allow('example.com'), 'public-fetch', true],
  ['http default port is 80, not 443', 'http://example.com/', ['93.184.215.14'], allow('example.com:443'), 'public-fetch', 'not_allowlisted'],
  ['IPv6 literal with port', 'http://[fd00::5]:8080/', [], allow('[fd00::5]:8080'), 'operator-endpoint', true],
  ['IPv6 literal with the wrong port', 'http://[fd00::5]:8081/', [], allow('[fd00::5]:8080'), 'operator-endpoint', 'not_allowlisted'],
];

const ROWS = [...IPV4_SPELLINGS, ...IPV6_FORMS, ...NAMES, ...CIDR_EDGES, ...PORTS];

describe('network policy: address and name spellings on every egress path', () => {
  it('has at least 60 cases', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(ROWS)('%s', (_label, url, resolvedAddresses, policy, purpose, expected) => {
    const decision = decideDestination({ url, resolvedAddresses, policy, purpose });
    if (expected === true) expect(decision).toEqual({ allowed: true });
    else expect(decision).toMatchObject({ allowed: false, reason: expected });
  });

  it('refuses every IP-literal row before DNS exactly as after it', () => {
    for (const [label, url, resolved, policy, purpose, expected] of ROWS) {
      if (resolved.length > 0) continue;
      const before = decideUrlBeforeResolution(url, policy, purpose);
      expect(before.allowed, label).toBe(expected === true);
    }
  });
});
