import { formatIpv4, parseIpAddress } from './ip-address.parser.js';
import type { ParsedIpAddress } from './ip-address.parser.js';
import { prefixMatches } from './ip-prefix.matcher.js';

/**
 * What kind of destination an IP address is, for SSRF decisions.
 * - `loopback`: 127.0.0.0/8, ::1.
 * - `private`: 10/8, 172.16/12, 192.168/16 (RFC 1918).
 * - `carrier-grade-nat`: 100.64.0.0/10 (RFC 6598; inside an ISP or a cloud VPC).
 * - `link-local`: 169.254/16 (includes cloud metadata 169.254.169.254), fe80::/10.
 * - `unique-local`: fc00::/7 and the deprecated site-local fec0::/10.
 * - `unspecified`: 0.0.0.0/8 and ::; connecting to them reaches the local host on many systems.
 * - `multicast`: 224/4, ff00::/8. `broadcast`: 255.255.255.255.
 * - `reserved`: documentation, benchmarking, IETF protocol, 240/4 and other never-public ranges.
 * - `public`: everything else.
 */
export type IpAddressClass =
  | 'loopback'
  | 'private'
  | 'carrier-grade-nat'
  | 'link-local'
  | 'unique-local'
  | 'unspecified'
  | 'multicast'
  | 'broadcast'
  | 'reserved'
  | 'public';

/**
 * A classified IP literal. For IPv6 forms that carry an IPv4 address (IPv4-mapped `::ffff:a.b.c.d`
 * or `::ffff:7f00:1`, NAT64 `64:ff9b::/96`, 6to4 `2002::/16`) the class is that of the embedded
 * IPv4 address, which is also reported, so `::ffff:127.0.0.1` is `loopback`.
 */
export interface IpAddressClassification {
  readonly family: 4 | 6;
  readonly addressClass: IpAddressClass;
  readonly embeddedIpv4?: string;
}

/** Classifies an IP literal; returns `undefined` when `text` is not an IP address (e.g. a hostname). */
export function classifyIpAddress(text: string): IpAddressClassification | undefined {
  const parsed = parseIpAddress(text);
  return parsed === undefined ? undefined : classifyParsedIpAddress(parsed);
}

/** Classifies already-parsed address bytes (see {@link classifyIpAddress}). */
export function classifyParsedIpAddress(address: ParsedIpAddress): IpAddressClassification {
  if (address.family === 4) return { family: 4, addressClass: classifyIpv4(address.bytes) };
  const embedded = embeddedIpv4Of(address.bytes);
  if (embedded !== undefined) {
    return { family: 6, addressClass: classifyIpv4(embedded), embeddedIpv4: formatIpv4(embedded) };
  }
  return { family: 6, addressClass: classifyIpv6(address.bytes) };
}

/**
 * The IPv4 address an IPv6 address stands for, when it is a form that routes to IPv4:
 * IPv4-mapped (::ffff:0:0/96), NAT64 well-known prefix (64:ff9b::/96) and 6to4 (2002::/16).
 */
export function embeddedIpv4Of(bytes: readonly number[]): readonly number[] | undefined {
  const startsWith = (prefix: readonly number[]): boolean => prefix.every((value, index) => bytes[index] === value);
  const mapped = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff];
  const nat64 = [0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0];
  if (startsWith(mapped) || startsWith(nat64)) return bytes.slice(12, 16);
  if (startsWith([0x20, 0x02])) return bytes.slice(2, 6);
  return undefined;
}

function inIpv4Range(bytes: readonly number[], network: readonly [number, number, number, number], prefixLength: number): boolean {
  return prefixMatches(bytes, network, prefixLength);
}

function classifyIpv4(bytes: readonly number[]): IpAddressClass {
  const [a = 0, b = 0] = bytes;
  if (a === 0) return 'unspecified';
  if (a === 127) return 'loopback';
  if (a === 10 || inIpv4Range(bytes, [172, 16, 0, 0], 12) || (a === 192 && b === 168)) return 'private';
  if (inIpv4Range(bytes, [100, 64, 0, 0], 10)) return 'carrier-grade-nat';
  if (a === 169 && b === 254) return 'link-local';
  if (bytes.every((value) => value === 255)) return 'broadcast';
  if (a >= 224 && a <= 239) return 'multicast';
  if (a >= 240) return 'reserved';
  const reserved: ReadonlyArray<readonly [readonly [number, number, number, number], number]> = [
    [[192, 0, 0, 0], 24], // IETF protocol assignments
    [[192, 0, 2, 0], 24], // TEST-NET-1
    [[198, 51, 100, 0], 24], // TEST-NET-2
    [[203, 0, 113, 0], 24], // TEST-NET-3
    [[198, 18, 0, 0], 15], // benchmarking
    [[192, 88, 99, 0], 24], // deprecated 6to4 relay anycast
  ];
  if (reserved.some(([network, length]) => inIpv4Range(bytes, network, length))) return 'reserved';
  return 'public';
}

function classifyIpv6(bytes: readonly number[]): IpAddressClass {
  const first = bytes[0] ?? 0;
  const second = bytes[1] ?? 0;
  const allZeroUntil = (end: number): boolean => bytes.slice(0, end).every((value) => value === 0);
  if (allZeroUntil(16)) return 'unspecified';
  if (allZeroUntil(15) && bytes[15] === 1) return 'loopback';
  // Deprecated IPv4-compatible ::a.b.c.d and the rest of ::/96.
  if (allZeroUntil(12)) return 'reserved';
  if (first === 0xff) return 'multicast';
  if (first === 0xfe && (second & 0xc0) === 0x80) return 'link-local';
  if (first === 0xfe && (second & 0xc0) === 0xc0) return 'unique-local';
  if ((first & 0xfe) === 0xfc) return 'unique-local';
  if (prefixMatches(bytes, [0x01, 0x00, 0, 0, 0, 0, 0, 0], 64)) return 'reserved'; // discard-only 100::/64
  if (prefixMatches(bytes, [0x20, 0x01, 0x0d, 0xb8], 32)) return 'reserved'; // documentation
  if (prefixMatches(bytes, [0x20, 0x01, 0x00, 0x00], 32)) return 'reserved'; // Teredo tunnels
  if (prefixMatches(bytes, [0x00, 0x64, 0xff, 0x9b, 0x00, 0x01], 48)) return 'reserved'; // local-use NAT64
  return 'public';
}
