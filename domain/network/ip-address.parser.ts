/**
 * An IP address as raw bytes: 4 for IPv4, 16 for IPv6 (network byte order).
 * The IPv6 zone identifier (`%eth0`) is dropped; it never changes the address class.
 */
export type ParsedIpAddress =
  | { readonly family: 4; readonly bytes: readonly number[] }
  | { readonly family: 6; readonly bytes: readonly number[] };

const DECIMAL_OCTET = /^(0|[1-9][0-9]{0,2})$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/;

/**
 * Parses the canonical textual forms of an IP address, without `node:net`.
 * IPv4 must be a strict dotted quad (no octal/hex/short forms, no leading zeros: those are
 * ambiguous and never produced by DNS or by the WHATWG URL parser, which normalises them first).
 * IPv6 accepts `::` compression, an embedded dotted-quad tail, surrounding brackets and a zone id.
 * Returns `undefined` for anything that is not an IP literal (e.g. a hostname).
 */
export function parseIpAddress(text: string): ParsedIpAddress | undefined {
  const trimmed = text.trim().toLowerCase();
  const unbracketed = trimmed.startsWith('[') && trimmed.endsWith(']') ? trimmed.slice(1, -1) : trimmed;
  const ipv4 = parseIpv4Bytes(unbracketed);
  if (ipv4 !== undefined) return { family: 4, bytes: ipv4 };
  const ipv6 = parseIpv6Bytes(unbracketed);
  if (ipv6 !== undefined) return { family: 6, bytes: ipv6 };
  return undefined;
}

/** Formats four IPv4 bytes as a dotted quad. */
export function formatIpv4(bytes: readonly number[]): string {
  return bytes.slice(0, 4).join('.');
}

function parseIpv4Bytes(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  const bytes: number[] = [];
  for (const part of parts) {
    if (!DECIMAL_OCTET.test(part)) return undefined;
    const value = Number(part);
    if (value > 255) return undefined;
    bytes.push(value);
  }
  return bytes;
}

function parseIpv6Bytes(text: string): number[] | undefined {
  const zoneIndex = text.indexOf('%');
  const address = zoneIndex === -1 ? text : text.slice(0, zoneIndex);
  if (!address.includes(':')) return undefined;

  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  if (halves.length === 1) {
    // No compression: the groups alone must fill all 16 bytes, and only the last may be IPv4.
    const full = parseGroups(address, true);
    return full !== undefined && full.length === 16 ? full : undefined;
  }
  const head = parseGroups(halves[0] ?? '', false);
  const tail = parseGroups(halves[1] ?? '', true);
  if (head === undefined || tail === undefined) return undefined;
  const missing = 16 - head.length - tail.length;
  // `::` stands for at least one all-zero group (two bytes).
  if (missing < 2) return undefined;
  return [...head, ...new Array<number>(missing).fill(0), ...tail];
}

/** Parses colon-separated hex groups to bytes; an IPv4 tail is allowed only when `allowIpv4Tail`. */
function parseGroups(text: string, allowIpv4Tail: boolean): number[] | undefined {
  if (text === '') return [];
  const groups = text.split(':');
  const bytes: number[] = [];
  for (let index = 0; index < groups.length; index += 1) {
    const group = groups[index] ?? '';
    const isLast = index === groups.length - 1;
    if (isLast && allowIpv4Tail && group.includes('.')) {
      const ipv4 = parseIpv4Bytes(group);
      if (ipv4 === undefined) return undefined;
      bytes.push(...ipv4);
      continue;
    }
    if (!HEX_GROUP.test(group)) return undefined;
    const value = parseInt(group, 16);
    bytes.push(value >> 8, value & 0xff);
  }
  return bytes.length <= 16 ? bytes : undefined;
}
