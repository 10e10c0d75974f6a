import { canonicalHostName, isIpLiteral } from './host-name.js';

/**
 * Canonicalises a domain filter value (`domains`, `exclude_domains`, `site:`): like
 * {@link canonicalHostName}, but a leading `*.` or `.` wildcard spelling is accepted and dropped,
 * because a domain already covers its subdomains. Returns `undefined` when the value is not a domain.
 */
export function canonicalDomain(value: string): string | undefined {
  let candidate = value.trim();
  if (candidate.startsWith('*.')) candidate = candidate.slice(2);
  else if (candidate.startsWith('.')) candidate = candidate.slice(1);
  return canonicalHostName(candidate);
}

/**
 * Subdomain-aware host match: `example.com` matches `example.com` and `a.b.example.com`, never
 * `badexample.com` or `example.com.evil.net`. Both sides are canonicalised first (case, punycode
 * for IDN, trailing dots), so `BÜCHER.de.` matches `xn--bcher-kva.de`. An IP literal matches only
 * itself. Anything that is not a valid host or domain matches nothing.
 */
export function hostMatchesDomain(host: string, domain: string): boolean {
  const canonicalHost = canonicalHostName(host);
  const canonicalFilter = canonicalDomain(domain);
  if (canonicalHost === undefined || canonicalFilter === undefined) return false;
  if (canonicalHost === canonicalFilter) return true;
  if (isIpLiteral(canonicalHost) || isIpLiteral(canonicalFilter)) return false;
  return canonicalHost.endsWith(`.${canonicalFilter}`);
}
