import { allowlistEntryMatches, addressInEntry, parseAllowlistEntry } from './allowlist-entry.js';
import type { AllowlistEntry, AllowlistTarget } from './allowlist-entry.js';
import { classifyParsedIpAddress } from './ip-address.classifier.js';
import type { IpAddressClass } from './ip-address.classifier.js';
import { parseIpAddress } from './ip-address.parser.js';
import type { ParsedIpAddress } from './ip-address.parser.js';
import type { NetworkPolicy } from './network-policy.js';

/**
 * Why a destination is contacted. The purpose changes which address classes `all` and
 * hostname allowlist entries admit:
 * - `public-fetch` (WebFetch), `keyless-search` (DuckDuckGo/Startpage) and `subscription-search`
 *   (Codex, which reaches `chatgpt.com`): public addresses only;
 * - `operator-endpoint` (configured SearXNG/Ollama): also loopback, private, CGNAT and unique-local,
 *   because the operator named that endpoint in config.
 */
export type DestinationPurpose = 'public-fetch' | 'keyless-search' | 'subscription-search' | 'operator-endpoint';

/** Stable reasons for a denial. */
export type NetworkDenialReason =
  | 'invalid_url'
  | 'unsupported_scheme'
  | 'network_disabled'
  | 'not_loopback'
  | 'not_allowlisted'
  | 'address_class_denied'
  | 'invalid_address'
  | 'no_addresses';

/** Outcome of a policy check. `message` is bounded, operator-readable and names no credentials. */
export type NetworkDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: NetworkDenialReason; readonly message: string };

/** Input of {@link decideDestination}: the URL about to be contacted and every address its host resolved to. */
export interface DestinationCheck {
  readonly url: string | URL;
  /** Every address DNS returned for the host (IP literals may pass `[]`: the literal itself is always checked). */
  readonly resolvedAddresses: readonly string[];
  readonly policy: NetworkPolicy;
  readonly purpose: DestinationPurpose;
}

const ALWAYS_DENIED: ReadonlySet<IpAddressClass> = new Set<IpAddressClass>(['unspecified', 'multicast', 'broadcast']);
const PUBLIC_ONLY: ReadonlySet<IpAddressClass> = new Set<IpAddressClass>(['public']);
const LOOPBACK_ONLY: ReadonlySet<IpAddressClass> = new Set<IpAddressClass>(['loopback']);
const OPERATOR_CLASSES: ReadonlySet<IpAddressClass> = new Set<IpAddressClass>([
  'public', 'loopback', 'private', 'carrier-grade-nat', 'unique-local',
]);

type AddressRule = (address: ParsedIpAddress, addressClass: IpAddressClass) => boolean;
type NameStage =
  | { readonly allowed: false; readonly reason: NetworkDenialReason; readonly message: string }
  | { readonly allowed: true; readonly target: AllowlistTarget; readonly admits: AddressRule; readonly admitsLabel: string };

/**
 * Cheap refusal before DNS: scheme, `none`, allowlist name/port match, IP-literal hosts (fully
 * decided, since their address is known) and `localhost` names. An `allowed` answer here is
 * provisional: the connection must still pass {@link decideDestination} on its resolved addresses.
 */
export function decideUrlBeforeResolution(url: string | URL, policy: NetworkPolicy, purpose: DestinationPurpose): NetworkDecision {
  const stage = decideByName(url, policy, purpose);
  if (!stage.allowed) return stage;
  if (stage.target.address === undefined) return { allowed: true };
  return decideAddresses(stage, [stage.target.address], policy, purpose);
}

/**
 * Decides whether a connection to `url`, whose host resolved to `resolvedAddresses`, may be made.
 * Every address must pass (one denied address denies the destination, defeating DNS answers that
 * mix a public and an internal address); an empty set is denied.
 * - `none`: everything is denied.
 * - `localhost`: only loopback addresses (127/8, ::1, IPv4-mapped loopback); `keyless-search`
 *   and `subscription-search` are refused outright because those engines are public.
 * - `allowlist`: the host must match an entry (exact or subdomain, `*.x` subdomains only, IP
 *   literal or CIDR, optional port). A hostname entry then admits only the classes its purpose
 *   admits (public, or operator classes for `operator-endpoint`; loopback for `localhost` names),
 *   so a listed public name that resolves to a private address is denied (DNS rebinding) unless
 *   that address lies in an IP/CIDR entry of the same allowlist (port rules as for any entry).
 *   An IP/CIDR entry admits exactly its range.
 * - `all`: public addresses for `public-fetch`/`keyless-search`/`subscription-search` (SSRF guard: loopback, private,
 *   link-local incl. 169.254.169.254, unique-local, CGNAT, reserved denied); `operator-endpoint`
 *   also admits loopback, private, CGNAT and unique-local.
 * Unspecified, multicast and broadcast addresses are denied in every mode. Only http(s) URLs pass.
 */
export function decideDestination(check: DestinationCheck): NetworkDecision {
  const stage = decideByName(check.url, check.policy, check.purpose);
  if (!stage.allowed) return stage;
  const addresses: ParsedIpAddress[] = stage.target.address === undefined ? [] : [stage.target.address];
  for (const text of check.resolvedAddresses) {
    const parsed = parseIpAddress(text);
    if (parsed === undefined) return deny('invalid_address', `resolved address "${text.slice(0, 64)}" is not an IP address`);
    addresses.push(parsed);
  }
  if (addresses.length === 0) return deny('no_addresses', `${stage.target.hostname} resolved to no address`);
  return decideAddresses(stage, addresses, check.policy, check.purpose);
}

function decideAddresses(
  stage: Extract<NameStage, { allowed: true }>,
  addresses: readonly ParsedIpAddress[],
  policy: NetworkPolicy,
  purpose: DestinationPurpose,
): NetworkDecision {
  for (const address of addresses) {
    const { addressClass } = classifyParsedIpAddress(address);
    if (ALWAYS_DENIED.has(addressClass) || !stage.admits(address, addressClass)) {
      return deny(
        policy.mode === 'localhost' ? 'not_loopback' : 'address_class_denied',
        `${stage.target.hostname} resolves to a ${addressClass} address; policy ${policy.mode} admits only ${stage.admitsLabel} for ${purpose}`,
      );
    }
  }
  return { allowed: true };
}

function decideByName(url: string | URL, policy: NetworkPolicy, purpose: DestinationPurpose): NameStage {
  const parsedUrl = typeof url === 'string' ? (URL.canParse(url) ? new URL(url) : undefined) : url;
  if (parsedUrl === undefined) return deny('invalid_url', 'the URL does not parse');
  if (parsedUrl.protocol !== 'http:' && parsedUrl.protocol !== 'https:') {
    return deny('unsupported_scheme', `scheme ${parsedUrl.protocol.slice(0, 16)} is not http(s)`);
  }
  const target = targetOf(parsedUrl);
  const localhostName = target.address === undefined && isLocalhostName(target.hostname);
  const classesForPurpose = purpose === 'operator-endpoint' ? OPERATOR_CLASSES : PUBLIC_ONLY;
  switch (policy.mode) {
    case 'none':
      return deny('network_disabled', 'network policy none blocks every web request');
    case 'localhost':
      if (purpose === 'keyless-search') return deny('not_loopback', 'policy localhost blocks public keyless search');
      if (purpose === 'subscription-search') return deny('not_loopback', 'policy localhost blocks Codex subscription search (it needs chatgpt.com)');
      return admitClasses(target, LOOPBACK_ONLY, 'loopback');
    case 'all':
      if (localhostName && !classesForPurpose.has('loopback')) {
        return deny('address_class_denied', `${target.hostname} is a loopback name; policy all admits only public addresses for ${purpose}`);
      }
      return localhostName ? admitClasses(target, LOOPBACK_ONLY, 'loopback') : admitClasses(target, classesForPurpose, labelOf(classesForPurpose));
    case 'allowlist':
      return decideAllowlist(target, policy.allow, localhostName ? LOOPBACK_ONLY : classesForPurpose);
  }
}

function decideAllowlist(target: AllowlistTarget, allow: readonly string[], hostnameClasses: ReadonlySet<IpAddressClass>): NameStage {
  const matching = allow
    .map(parseAllowlistEntry)
    .filter((entry): entry is AllowlistEntry => entry !== undefined && allowlistEntryMatches(entry, target));
  if (matching.length === 0) return deny('not_allowlisted', `${target.hostname}:${target.port} matches no allowlist entry`);
  const ranges = matching.filter((entry): entry is Extract<AllowlistEntry, { kind: 'address' }> => entry.kind === 'address');
  if (target.address !== undefined) {
    return { allowed: true, target, admits: (address) => ranges.some((entry) => addressInEntry(address, entry)), admitsLabel: 'the listed range' };
  }
  // A listed name may also resolve into an IP/CIDR entry of the same allowlist (an intranet name
  // with its range listed, a local mirror). The name alone never widens the classes it admits.
  const listedRanges = allow
    .map(parseAllowlistEntry)
    .filter((entry): entry is Extract<AllowlistEntry, { kind: 'address' }> => entry?.kind === 'address' && (entry.port === undefined || entry.port === target.port));
  const byClass = admitClasses(target, hostnameClasses, labelOf(hostnameClasses));
  if (listedRanges.length === 0) return byClass;
  return {
    allowed: true,
    target,
    admits: (address, addressClass) => byClass.admits(address, addressClass) || listedRanges.some((entry) => addressInEntry(address, entry)),
    admitsLabel: `${byClass.admitsLabel} or the listed address ranges`,
  };
}

function admitClasses(target: AllowlistTarget, classes: ReadonlySet<IpAddressClass>, admitsLabel: string): Extract<NameStage, { allowed: true }> {
  return { allowed: true, target, admits: (_address, addressClass) => classes.has(addressClass), admitsLabel };
}

function targetOf(url: URL): AllowlistTarget {
  let hostname = url.hostname.toLowerCase();
  if (hostname.startsWith('[') && hostname.endsWith(']')) hostname = hostname.slice(1, -1);
  if (hostname.endsWith('.')) hostname = hostname.slice(0, -1);
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  const address = parseIpAddress(hostname);
  return address === undefined ? { hostname, port } : { hostname, address, port };
}

function isLocalhostName(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost');
}

function labelOf(classes: ReadonlySet<IpAddressClass>): string {
  return [...classes].join('/');
}

function deny(reason: NetworkDenialReason, message: string): { readonly allowed: false; readonly reason: NetworkDenialReason; readonly message: string } {
  return { allowed: false, reason, message };
}
