import { classifyIpAddress } from '../../domain/network/ip-address.classifier.js';

/**
 * Where a configured host sits, for the Ollama and SearXNG origin rules. `public` means
 * "not provably local": a name that DNS might resolve anywhere is treated as public.
 */
export type HostClass = 'loopback' | 'private' | 'link-local' | 'public';

// Special-use names that public DNS never answers (RFC 6762 .local, RFC 8375 .home.arpa, ICANN .internal).
const PRIVATE_NAME_SUFFIXES = ['.local', '.home.arpa', '.internal'] as const;

/**
 * Classifies a host given in WHATWG `URL.hostname` form (lowercase, IPv6 in brackets, IPv4
 * already normalised to dotted decimal). IP literals use the domain classifier: RFC 1918,
 * carrier-grade NAT (overlay networks such as Tailscale) and unique-local IPv6 count as private;
 * IPv4-mapped forms take their IPv4 class; unspecified, reserved and multicast count as public.
 * Names: `localhost` is loopback; single-label names and special-use private suffixes are private;
 * any other name is public.
 */
export function classifyHost(hostname: string): HostClass {
  const ip = classifyIpAddress(hostname);
  if (ip !== undefined) {
    switch (ip.addressClass) {
      case 'loopback':
        return 'loopback';
      case 'private':
      case 'carrier-grade-nat':
      case 'unique-local':
        return 'private';
      case 'link-local':
        return 'link-local';
      default:
        return 'public';
    }
  }
  if (hostname === 'localhost') return 'loopback';
  if (!hostname.includes('.') || PRIVATE_NAME_SUFFIXES.some((suffix) => hostname.endsWith(suffix))) return 'private';
  return 'public';
}
