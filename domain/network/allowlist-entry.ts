import { parseIpAddress } from './ip-address.parser.js';
import type { ParsedIpAddress } from './ip-address.parser.js';
import { prefixMatches } from './ip-prefix.matcher.js';

/**
 * One parsed `allowlist` entry. Accepted spellings (case-insensitive, optional `:port` suffix):
 * - `example.com`: that host and every subdomain of it;
 * - `*.example.com`: subdomains only, not `example.com` itself;
 * - `203.0.113.7`, `::1`, `[::1]:8088`: that IP literal as the URL host;
 * - `10.0.0.0/8`, `fd00::/8`: any IP-literal URL host inside the CIDR range;
 * - `http://127.0.0.1:8088/...`: a URL, reduced to its host and explicit port.
 * A `port`, when present, must equal the destination's effective port (80/443 by default).
 */
export type AllowlistEntry =
  | { readonly kind: 'host'; readonly host: string; readonly port?: number }
  | { readonly kind: 'subdomains'; readonly suffix: string; readonly port?: number }
  | { readonly kind: 'address'; readonly address: ParsedIpAddress; readonly prefixLength: number; readonly port?: number };

/** A destination as matched against the allowlist: normalised host name, its IP if a literal, effective port. */
export interface AllowlistTarget {
  /** Lower-case, no brackets, no trailing dot. */
  readonly hostname: string;
  readonly address?: ParsedIpAddress;
  readonly port: number;
}

const HOSTNAME = /^[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*$/;
const PORT = /^[0-9]{1,5}$/;

/** Parses one entry; returns `undefined` for spellings it does not understand (such entries admit nothing). */
export function parseAllowlistEntry(raw: string): AllowlistEntry | undefined {
  const text = raw.trim().toLowerCase();
  if (text === '') return undefined;
  if (text.includes('://')) return parseUrlEntry(text);

  const cidr = /^([^/]+)\/([0-9]{1,3})$/.exec(text);
  if (cidr !== null) return parseCidrEntry(cidr[1] ?? '', Number(cidr[2]));

  const { host, port } = splitPort(text);
  if (port === null) return undefined;
  const withPort = port === undefined ? {} : { port };
  const address = parseIpAddress(host);
  if (address !== undefined) return { kind: 'address', address, prefixLength: address.family === 4 ? 32 : 128, ...withPort };
  if (host.startsWith('*.')) {
    const suffix = stripTrailingDot(host.slice(2));
    return HOSTNAME.test(suffix) ? { kind: 'subdomains', suffix, ...withPort } : undefined;
  }
  const name = stripTrailingDot(host);
  return HOSTNAME.test(name) ? { kind: 'host', host: name, ...withPort } : undefined;
}

/** True when `entry` admits `target` by name (or IP range) and port. Address classes are checked elsewhere. */
export function allowlistEntryMatches(entry: AllowlistEntry, target: AllowlistTarget): boolean {
  if (entry.port !== undefined && entry.port !== target.port) return false;
  switch (entry.kind) {
    case 'host':
      return target.address === undefined && (target.hostname === entry.host || target.hostname.endsWith(`.${entry.host}`));
    case 'subdomains':
      return target.address === undefined && target.hostname.endsWith(`.${entry.suffix}`);
    case 'address':
      return target.address !== undefined && addressInEntry(target.address, entry);
  }
}

/** True when `address` lies inside an `address` entry's range (IPv4-mapped IPv6 compares as its IPv4). */
export function addressInEntry(address: ParsedIpAddress, entry: Extract<AllowlistEntry, { kind: 'address' }>): boolean {
  const left = unmapIpv4(address);
  const right = unmapIpv4(entry.address);
  const prefixLength = right.family === entry.address.family ? entry.prefixLength : Math.max(0, entry.prefixLength - 96);
  return left.family === right.family && prefixMatches(left.bytes, right.bytes, prefixLength);
}

function unmapIpv4(address: ParsedIpAddress): ParsedIpAddress {
  if (address.family === 4) return address;
  const isMapped = address.bytes.slice(0, 12).every((value, index) => value === (index >= 10 ? 0xff : 0));
  return isMapped ? { family: 4, bytes: address.bytes.slice(12, 16) } : address;
}

function parseUrlEntry(text: string): AllowlistEntry | undefined {
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  if (url.hostname === '') return undefined;
  // `url.hostname` keeps IPv6 brackets, so `host:port` re-parses unambiguously.
  return parseAllowlistEntry(url.port === '' ? url.hostname : `${url.hostname}:${url.port}`);
}

function parseCidrEntry(host: string, prefixLength: number): AllowlistEntry | undefined {
  const address = parseIpAddress(host);
  if (address === undefined) return undefined;
  const maxLength = address.family === 4 ? 32 : 128;
  return prefixLength <= maxLength ? { kind: 'address', address, prefixLength } : undefined;
}

/** Splits `host:port` / `[v6]:port`; `port` is `null` when present but invalid. Bare IPv6 has no port. */
function splitPort(text: string): { readonly host: string; readonly port: number | undefined | null } {
  if (text.startsWith('[')) {
    const close = text.indexOf(']');
    if (close === -1) return { host: text, port: null };
    const rest = text.slice(close + 1);
    if (rest === '') return { host: text.slice(1, close), port: undefined };
    return { host: text.slice(1, close), port: rest.startsWith(':') ? validPort(rest.slice(1)) : null };
  }
  const colons = text.split(':').length - 1;
  if (colons !== 1) return { host: text, port: undefined };
  const [host = '', port = ''] = text.split(':');
  return { host, port: validPort(port) };
}

function validPort(text: string): number | null {
  if (!PORT.test(text)) return null;
  const port = Number(text);
  return port >= 1 && port <= 65535 ? port : null;
}

function stripTrailingDot(host: string): string {
  return host.endsWith('.') ? host.slice(0, -1) : host;
}
