/** Characters that can never be part of a bare host name (they would start a port, path, query, credentials…). */
const NON_HOST_CHARACTERS = /[\s/?#@\\:%]/u;
const IPV6_LITERAL = /^\[[0-9a-f:.]+\]$/u;
/** Letters, digits, hyphens and underscores (seen in real hosts) in dot-separated non-empty labels. */
const DNS_HOST = /^[a-z0-9_-]+(\.[a-z0-9_-]+)*$/u;

/**
 * Canonicalises a host name or a bare domain for comparisons: trimmed, lower-case, IDN labels
 * converted to punycode (`bücher.de` → `xn--bcher-kva.de`), trailing root dots removed,
 * IPv4 in dotted-decimal form and IPv6 in brackets, exactly as the WHATWG URL parser spells them.
 *
 * Returns `undefined` for anything that is not a bare host: empty text, a port, a path, a scheme,
 * credentials, empty labels, or characters outside letters, digits, `-` and `_` (after punycode). Pure: uses only the global WHATWG `URL`.
 */
export function canonicalHostName(input: string): string | undefined {
  let candidate = input.trim();
  while (candidate.endsWith('.')) candidate = candidate.slice(0, -1);
  if (candidate === '') return undefined;
  const isIpv6 = IPV6_LITERAL.test(candidate.toLowerCase());
  if (!isIpv6 && NON_HOST_CHARACTERS.test(candidate)) return undefined;
  let hostname: string;
  try {
    hostname = new URL(`http://${candidate}/`).hostname;
  } catch {
    return undefined;
  }
  while (hostname.endsWith('.')) hostname = hostname.slice(0, -1);
  return IPV6_LITERAL.test(hostname) || DNS_HOST.test(hostname) ? hostname : undefined;
}

/**
 * {@link canonicalHostName} of the `hostname` of a parsed http(s) `URL`. The parser has already
 * canonicalised it, and parsing its own output gives it back unchanged, so a plain DNS name
 * (the usual case) is returned as it is instead of being parsed a second time.
 */
export function canonicalUrlHostName(hostname: string): string | undefined {
  return DNS_HOST.test(hostname) ? hostname : canonicalHostName(hostname);
}

/** A host name without its leading `www.`: the site a page belongs to, for same-site comparisons. Pure. */
export function siteHostName(hostname: string): string {
  return hostname.replace(/^www\./, '');
}

/** True for an IPv4 dotted quad or a bracketed IPv6 literal (as produced by {@link canonicalHostName}). */
export function isIpLiteral(canonicalHost: string): boolean {
  return canonicalHost.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/u.test(canonicalHost);
}
