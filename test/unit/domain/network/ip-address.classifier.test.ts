import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { classifyIpAddress } from '../../../../domain/network/ip-address.classifier.js';
import type { IpAddressClass } from '../../../../domain/network/ip-address.classifier.js';
import { parseIpAddress } from '../../../../domain/network/ip-address.parser.js';

const CLASSES: ReadonlyArray<readonly [string, IpAddressClass]> = [
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['::1', 'loopback'],
  ['[::1]', 'loopback'],
  ['0:0:0:0:0:0:0:1', 'loopback'],
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['172.15.255.255', 'public'],
  ['172.32.0.0', 'public'],
  ['192.168.1.1', 'private'],
  ['192.169.0.1', 'public'],
  ['100.64.0.1', 'carrier-grade-nat'],
  ['100.127.255.255', 'carrier-grade-nat'],
  ['100.63.255.255', 'public'],
  ['100.128.0.0', 'public'],
  ['169.254.169.254', 'link-local'],
  ['169.254.0.1', 'link-local'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local'],
  ['febf::1', 'link-local'],
  ['fc00::1', 'unique-local'],
  ['fd12:3456:789a::1', 'unique-local'],
  ['fec0::1', 'unique-local'],
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['::', 'unspecified'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['ff02::1', 'multicast'],
  ['255.255.255.255', 'broadcast'],
  ['240.0.0.1', 'reserved'],
  ['192.0.2.10', 'reserved'],
  ['198.51.100.1', 'reserved'],
  ['203.0.113.9', 'reserved'],
  ['198.18.0.1', 'reserved'],
  ['192.0.0.8', 'reserved'],
  ['2001:db8::1', 'reserved'],
  ['2001:0::1', 'reserved'],
  ['100::1', 'reserved'],
  ['::7f00:1', 'reserved'],
  ['8.8.8.8', 'public'],
  ['1.1.1.1', 'public'],
  ['93.184.215.14', 'public'],
  ['2606:4700:4700::1111', 'public'],
  ['2a00:1450:4001:82b::200e', 'public'],
  // IPv4 hidden in IPv6 takes the IPv4 class.
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['::FFFF:7F00:0001', 'loopback'],
  ['0:0:0:0:0:ffff:a9fe:a9fe', 'link-local'],
  ['::ffff:10.1.2.3', 'private'],
  ['::ffff:8.8.8.8', 'public'],
  ['64:ff9b::7f00:1', 'loopback'],
  ['64:ff9b::808:808', 'public'],
  ['2002:7f00:1::', 'loopback'],
  ['2002:c0a8:101::1', 'private'],
  ['64:ff9b:1::1', 'reserved'],
];

describe('classifyIpAddress', () => {
  it.each(CLASSES)('%s is %s', (text, expected) => {
    expect(classifyIpAddress(text)?.addressClass).toBe(expected);
  });

  it('reports the embedded IPv4 of mapped forms', () => {
    expect(classifyIpAddress('::ffff:7f00:1')).toEqual({ family: 6, addressClass: 'loopback', embeddedIpv4: '127.0.0.1' });
    expect(classifyIpAddress('10.0.0.1')).toEqual({ family: 4, addressClass: 'private' });
  });

  it.each(['example.com', 'localhost', '', '1.2.3', '1.2.3.4.5', '256.1.1.1', '01.2.3.4', '0x7f.0.0.1', '1::2::3', ':1::', '1:2:3:4:5:6:7:8:9', 'g::1', '12345::', '1:2:3:4:5:6:7:8::', '::1.2.3'])(
    '%s is not an IP literal',
    (text) => {
      expect(classifyIpAddress(text)).toBeUndefined();
    },
  );

  it('parses full, compressed and IPv4-tailed IPv6 to 16 bytes', () => {
    expect(parseIpAddress('1:2:3:4:5:6:7:8')?.bytes).toEqual([0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0, 8]);
    expect(parseIpAddress('1::8')?.bytes).toEqual([0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8]);
    expect(parseIpAddress('1:2:3:4:5:6:1.2.3.4')?.bytes).toEqual([0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 1, 2, 3, 4]);
  });

  it('classifies every dotted quad the same as its IPv4-mapped IPv6 form (property)', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ipv4) => {
        const direct = classifyIpAddress(ipv4);
        const mapped = classifyIpAddress(`::ffff:${ipv4}`);
        expect(direct).toBeDefined();
        expect(mapped?.addressClass).toBe(direct?.addressClass);
      }),
    );
  });

  it('parses every generated IPv6 address (property)', () => {
    fc.assert(fc.property(fc.ipV6(), (ipv6) => {
      expect(parseIpAddress(ipv6)?.bytes).toHaveLength(16);
    }));
  });
});
