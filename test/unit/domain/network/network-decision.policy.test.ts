import { describe, expect, it } from 'vitest';
import { decideDestination, decideUrlBeforeResolution } from '../../../../domain/network/network-decision.policy.js';
import type { DestinationPurpose, NetworkDenialReason } from '../../../../domain/network/network-decision.policy.js';
import type { NetworkPolicy } from '../../../../domain/network/network-policy.js';

const NONE: NetworkPolicy = { mode: 'none' };
const LOCALHOST: NetworkPolicy = { mode: 'localhost' };
const ALL: NetworkPolicy = { mode: 'all' };
const allow = (...entries: string[]): NetworkPolicy => ({ mode: 'allowlist', allow: entries });

type Row = readonly [
  label: string,
  url: string,
  resolved: readonly string[],
  policy: NetworkPolicy,
  purpose: DestinationPurpose,
  expected: true | NetworkDenialReason,
];

const ROWS: readonly Row[] = [
  // none
  ['none blocks public', 'https://example.com/', ['93.184.215.14'], NONE, 'public-fetch', 'network_disabled'],
  ['none blocks loopback operator endpoint', 'http://127.0.0.1:8088/', [], NONE, 'operator-endpoint', 'network_disabled'],
  // schemes
  ['ftp is refused', 'ftp://example.com/x', ['93.184.215.14'], ALL, 'public-fetch', 'unsupported_scheme'],
  ['javascript is refused', 'javascript:alert(1)', [], ALL, 'public-fetch', 'unsupported_scheme'],
  ['file is refused even on localhost', 'file:///etc/passwd', [], LOCALHOST, 'public-fetch', 'unsupported_scheme'],
  ['garbage does not parse', 'not a url', [], ALL, 'public-fetch', 'invalid_url'],
  // localhost
  ['localhost admits 127.0.0.1', 'http://127.0.0.1:8080/', [], LOCALHOST, 'public-fetch', true],
  ['localhost admits the whole 127/8', 'http://127.9.9.9/', [], LOCALHOST, 'operator-endpoint', true],
  ['localhost admits [::1]', 'http://[::1]:11434/', [], LOCALHOST, 'operator-endpoint', true],
  ['localhost admits a name resolving to loopback only', 'http://localhost:8088/', ['127.0.0.1', '::1'], LOCALHOST, 'operator-endpoint', true],
  ['localhost denies a name with one public address', 'http://localhost:8088/', ['127.0.0.1', '8.8.8.8'], LOCALHOST, 'operator-endpoint', 'not_loopback'],
  ['localhost denies private', 'http://192.168.1.10/', [], LOCALHOST, 'operator-endpoint', 'not_loopback'],
  ['localhost denies public fetch', 'https://example.com/', ['93.184.215.14'], LOCALHOST, 'public-fetch', 'not_loopback'],
  ['localhost refuses keyless search outright', 'https://html.duckduckgo.com/html/', ['127.0.0.1'], LOCALHOST, 'keyless-search', 'not_loopback'],
  ['localhost admits mapped loopback', 'http://[::ffff:127.0.0.1]/', [], LOCALHOST, 'public-fetch', true],
  ['localhost denies 0.0.0.0', 'http://0.0.0.0:8080/', [], LOCALHOST, 'public-fetch', 'not_loopback'],
  // all: SSRF guard for public purposes
  ['all admits public', 'https://example.com/', ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'], ALL, 'public-fetch', true],
  ['all admits public keyless search', 'https://html.duckduckgo.com/html/', ['52.142.124.215'], ALL, 'keyless-search', true],
  ['all denies loopback literal', 'http://127.0.0.1:8080/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['all denies the localhost name before DNS', 'http://localhost/', ['127.0.0.1'], ALL, 'public-fetch', 'address_class_denied'],
  ['all denies *.localhost names', 'http://app.localhost/', ['127.0.0.1'], ALL, 'keyless-search', 'address_class_denied'],
  ['all denies cloud metadata', 'http://169.254.169.254/latest/meta-data/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['all denies hex-mapped metadata', 'http://[::ffff:a9fe:a9fe]/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['all denies decimal-encoded loopback (URL normalises it)', 'http://2130706433/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['all denies private', 'http://10.0.0.5/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['all denies CGNAT', 'http://100.100.100.200/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['all denies unique-local', 'http://[fd00::1]/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['all denies link-local v6', 'http://[fe80::1]/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['all denies multicast', 'http://224.0.0.251/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['all denies unspecified', 'http://0.0.0.0/', [], ALL, 'public-fetch', 'address_class_denied'],
  ['all denies a public name resolving to private (rebinding)', 'https://rebind.example/', ['10.0.0.1'], ALL, 'public-fetch', 'address_class_denied'],
  ['all denies a mixed answer', 'https://mixed.example/', ['93.184.215.14', '127.0.0.1'], ALL, 'public-fetch', 'address_class_denied'],
  ['all denies an empty answer', 'https://empty.example/', [], ALL, 'public-fetch', 'no_addresses'],
  ['all denies a non-IP answer', 'https://weird.example/', ['not-an-ip'], ALL, 'public-fetch', 'invalid_address'],
  // all: operator endpoints
  ['all admits loopback operator endpoint', 'http://127.0.0.1:8088/', [], ALL, 'operator-endpoint', true],
  ['all admits localhost-named operator endpoint', 'http://localhost:11434/', ['127.0.0.1', '::1'], ALL, 'operator-endpoint', true],
  ['all admits private operator endpoint', 'http://searx.lan:8080/', ['192.168.1.20'], ALL, 'operator-endpoint', true],
  ['all admits public operator endpoint', 'https://ollama.com/', ['34.36.133.15'], ALL, 'operator-endpoint', true],
  ['all denies metadata even for operator endpoints', 'http://169.254.169.254/', [], ALL, 'operator-endpoint', 'address_class_denied'],
  ['all denies unspecified operator endpoint', 'http://0.0.0.0:8088/', [], ALL, 'operator-endpoint', 'address_class_denied'],
  ['localhost name resolving to public is denied', 'http://localhost/', ['8.8.8.8'], ALL, 'operator-endpoint', 'address_class_denied'],
  // allowlist: names
  ['allowlist admits an exact host', 'https://example.com/a', ['93.184.215.14'], allow('example.com'), 'public-fetch', true],
  ['allowlist admits subdomains of a host entry', 'https://docs.example.com/', ['93.184.215.14'], allow('example.com'), 'public-fetch', true],
  ['allowlist does not admit a look-alike suffix', 'https://badexample.com/', ['93.184.215.14'], allow('example.com'), 'public-fetch', 'not_allowlisted'],
  ['allowlist *.x admits subdomains', 'https://a.b.example.com/', ['93.184.215.14'], allow('*.example.com'), 'public-fetch', true],
  ['allowlist *.x excludes the apex', 'https://example.com/', ['93.184.215.14'], allow('*.example.com'), 'public-fetch', 'not_allowlisted'],
  ['allowlist is case-insensitive and ignores a trailing dot', 'https://Docs.Example.COM./', ['93.184.215.14'], allow('EXAMPLE.com.'), 'public-fetch', true],
  ['allowlist denies unlisted hosts', 'https://other.org/', ['93.184.215.14'], allow('example.com'), 'public-fetch', 'not_allowlisted'],
  ['allowlist denies listed name resolving to private (rebinding)', 'https://example.com/', ['192.168.0.10'], allow('example.com'), 'public-fetch', 'address_class_denied'],
  ['allowlist denies listed name resolving to loopback', 'https://example.com/', ['127.0.0.1'], allow('example.com'), 'keyless-search', 'address_class_denied'],
  ['allowlist name entry admits private for operator endpoint', 'http://searx.lan:8080/', ['192.168.1.20'], allow('searx.lan'), 'operator-endpoint', true],
  ['allowlist localhost entry admits loopback', 'http://localhost:8088/', ['127.0.0.1'], allow('localhost'), 'public-fetch', true],
  ['allowlist localhost entry denies a non-loopback answer', 'http://localhost:8088/', ['10.0.0.1'], allow('localhost'), 'operator-endpoint', 'address_class_denied'],
  // allowlist: a listed name resolving into a listed IP/CIDR range
  ['listed name resolving into a listed CIDR is admitted (intranet)', 'https://wiki.corp/', ['10.1.2.3'], allow('wiki.corp', '10.0.0.0/8'), 'public-fetch', true],
  ['listed name resolving into a listed loopback literal is admitted (local mirror)', 'https://html.duckduckgo.com/html/', ['127.0.0.1'], allow('html.duckduckgo.com', '127.0.0.1'), 'keyless-search', true],
  ['listed name resolving into a listed IPv6 range is admitted', 'https://wiki.corp/', ['fd00::5'], allow('wiki.corp', 'fd00::/8'), 'public-fetch', true],
  ['listed name resolving to a mapped IPv4 inside a listed range is admitted', 'https://wiki.corp/', ['::ffff:10.1.2.3'], allow('wiki.corp', '10.0.0.0/8'), 'public-fetch', true],
  ['listed name resolving outside the listed range stays denied', 'https://wiki.corp/', ['192.168.1.1'], allow('wiki.corp', '10.0.0.0/8'), 'public-fetch', 'address_class_denied'],
  ['one address outside the listed range denies the whole answer', 'https://wiki.corp/', ['10.1.2.3', '192.168.1.1'], allow('wiki.corp', '10.0.0.0/8'), 'public-fetch', 'address_class_denied'],
  ['listed public name with a listed range still admits public answers', 'https://example.com/', ['93.184.215.14'], allow('example.com', '10.0.0.0/8'), 'public-fetch', true],
  ['a range entry with another port does not widen the name', 'https://wiki.corp/', ['10.1.2.3'], allow('wiki.corp', '10.1.2.3:8080'), 'public-fetch', 'address_class_denied'],
  ['a range entry with the same port widens the name', 'http://wiki.corp:8080/', ['10.1.2.3'], allow('wiki.corp', '10.1.2.3:8080'), 'public-fetch', true],
  ['a name alone never admits a metadata address', 'https://wiki.corp/', ['169.254.169.254'], allow('wiki.corp'), 'public-fetch', 'address_class_denied'],
  ['a name alone never admits loopback', 'https://wiki.corp/', ['127.0.0.1'], allow('wiki.corp', '10.0.0.0/8'), 'keyless-search', 'address_class_denied'],
  ['an unlisted name resolving into a listed range is still refused by name', 'https://other.corp/', ['10.1.2.3'], allow('wiki.corp', '10.0.0.0/8'), 'public-fetch', 'not_allowlisted'],
  ['a listed range never admits unspecified answers for a name', 'https://wiki.corp/', ['0.0.0.0'], allow('wiki.corp', '0.0.0.0/0'), 'public-fetch', 'address_class_denied'],
  // allowlist: IP literals, CIDR, ports
  ['allowlist admits a listed IP literal', 'http://127.0.0.1:8088/search', [], allow('127.0.0.1'), 'public-fetch', true],
  ['allowlist IP entry does not admit names resolving to it', 'http://localhost:8088/', ['127.0.0.1'], allow('127.0.0.1'), 'public-fetch', 'not_allowlisted'],
  ['allowlist admits an IP inside a CIDR', 'http://10.1.2.3/', [], allow('10.0.0.0/8'), 'public-fetch', true],
  ['allowlist denies an IP outside the CIDR', 'http://11.1.2.3/', [], allow('10.0.0.0/8'), 'public-fetch', 'not_allowlisted'],
  ['allowlist admits mapped IPv6 of a listed IPv4', 'http://[::ffff:7f00:1]:8088/', [], allow('127.0.0.1'), 'public-fetch', true],
  ['allowlist admits bracketed IPv6 with port', 'http://[::1]:11434/', [], allow('[::1]:11434'), 'operator-endpoint', true],
  ['allowlist port must match', 'http://127.0.0.1:9999/', [], allow('127.0.0.1:8088'), 'public-fetch', 'not_allowlisted'],
  ['allowlist default port applies', 'https://example.com/', ['93.184.215.14'], allow('example.com:443'), 'public-fetch', true],
  ['allowlist URL entry is reduced to host and port', 'http://127.0.0.1:8088/search', [], allow('http://127.0.0.1:8088/'), 'operator-endpoint', true],
  ['allowlist never admits unspecified even when listed', 'http://0.0.0.0/', [], allow('0.0.0.0'), 'public-fetch', 'address_class_denied'],
  ['allowlist ignores malformed entries', 'https://example.com/', ['93.184.215.14'], allow('exa mple.com', '300.1.1.1/99', 'example.com:notaport'), 'public-fetch', 'not_allowlisted'],
  ['empty allowlist admits nothing', 'https://example.com/', ['93.184.215.14'], allow(), 'public-fetch', 'not_allowlisted'],
  // Codex subscription search reaches chatgpt.com
  ['none blocks Codex search', 'https://chatgpt.com/backend-api/codex', ['104.18.32.47'], NONE, 'subscription-search', 'network_disabled'],
  ['localhost refuses Codex search outright', 'https://chatgpt.com/backend-api/codex', ['127.0.0.1'], LOCALHOST, 'subscription-search', 'not_loopback'],
  ['all admits Codex search to chatgpt.com', 'https://chatgpt.com/backend-api/codex', ['104.18.32.47'], ALL, 'subscription-search', true],
  ['allowlist naming chatgpt.com admits Codex search', 'https://chatgpt.com/backend-api/codex', ['104.18.32.47'], allow('127.0.0.1', 'chatgpt.com'), 'subscription-search', true],
  ['allowlist without chatgpt.com refuses Codex search', 'https://chatgpt.com/backend-api/codex', ['104.18.32.47'], allow('127.0.0.1', 'openai.com'), 'subscription-search', 'not_allowlisted'],
  ['all refuses Codex search to a private address (rebinding)', 'https://chatgpt.com/backend-api/codex', ['10.0.0.8'], ALL, 'subscription-search', 'address_class_denied'],
];

describe('decideDestination', () => {
  it.each(ROWS)('%s', (_label, url, resolvedAddresses, policy, purpose, expected) => {
    const decision = decideDestination({ url, resolvedAddresses, policy, purpose });
    if (expected === true) {
      expect(decision).toEqual({ allowed: true });
    } else {
      expect(decision).toMatchObject({ allowed: false, reason: expected });
      expect(decision.allowed === false && decision.message.length).toBeGreaterThan(0);
    }
  });

  it('accepts a URL object as well as a string', () => {
    expect(decideDestination({ url: new URL('https://example.com/'), resolvedAddresses: ['1.1.1.1'], policy: ALL, purpose: 'public-fetch' })).toEqual({ allowed: true });
  });
});

describe('decideUrlBeforeResolution', () => {
  const PRE: ReadonlyArray<readonly [string, string, NetworkPolicy, DestinationPurpose, true | NetworkDenialReason]> = [
    ['public name under all is provisionally allowed', 'https://example.com/', ALL, 'public-fetch', true],
    ['unknown name under localhost waits for DNS', 'http://my-box.internal/', LOCALHOST, 'public-fetch', true],
    ['IP literal metadata is refused before DNS', 'http://169.254.169.254/', ALL, 'public-fetch', 'address_class_denied'],
    ['public IP literal under localhost is refused', 'http://8.8.8.8/', LOCALHOST, 'public-fetch', 'not_loopback'],
    ['unlisted host is refused', 'https://evil.example/', allow('example.com'), 'public-fetch', 'not_allowlisted'],
    ['listed host is provisionally allowed', 'https://example.com/', allow('example.com'), 'public-fetch', true],
    ['none is refused', 'https://example.com/', NONE, 'public-fetch', 'network_disabled'],
    ['mailto is refused', 'mailto:a@example.com', ALL, 'public-fetch', 'unsupported_scheme'],
    ['localhost name under all is refused', 'http://localhost:3000/', ALL, 'public-fetch', 'address_class_denied'],
    ['Codex search under localhost is refused before anything starts', 'https://chatgpt.com/backend-api/codex', LOCALHOST, 'subscription-search', 'not_loopback'],
    ['Codex search under an allowlist naming chatgpt.com is provisionally allowed', 'https://chatgpt.com/backend-api/codex', allow('chatgpt.com'), 'subscription-search', true],
  ];

  it.each(PRE)('%s', (_label, url, policy, purpose, expected) => {
    const decision = decideUrlBeforeResolution(url, policy, purpose);
    if (expected === true) expect(decision).toEqual({ allowed: true });
    else expect(decision).toMatchObject({ allowed: false, reason: expected });
  });

  it('never allows what decideDestination would deny for an IP literal', () => {
    for (const [, url, resolved, policy, purpose, expected] of ROWS) {
      if (resolved.length > 0 || expected === true || expected === 'no_addresses') continue;
      const before = decideUrlBeforeResolution(url, policy, purpose);
      expect(before.allowed, url).toBe(false);
    }
  });
});
