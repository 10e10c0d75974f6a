import { canonicalHostName } from '../url/host-name.js';
import { hostMatchesDomain } from '../url/host-matches-domain.js';

/**
 * The tool's `domains` / `exclude_domains` filters, enforced locally on every result whatever the
 * backend did with them. Subdomain semantics as in `hostMatchesDomain`.
 *
 * - An unparseable host never passes.
 * - A host matching any `exclude` entry fails (exclusion wins over inclusion).
 * - With a non-empty `include`, the host must match at least one entry; entries that are not valid
 *   domains match nothing, so an include list of only invalid entries rejects everything (fail closed).
 * - Invalid `exclude` entries exclude nothing. Callers validate filter values up front
 *   (`canonicalDomain`) and report `invalid_input`; this function only decides.
 */
export function passesDomainFilters(host: string, include: readonly string[], exclude: readonly string[]): boolean {
  const canonical = canonicalHostName(host);
  if (canonical === undefined) return false;
  if (exclude.some((domain) => hostMatchesDomain(canonical, domain))) return false;
  return include.length === 0 || include.some((domain) => hostMatchesDomain(canonical, domain));
}
