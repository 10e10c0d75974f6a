/**
 * The sandbox network policy as a value.
 * - `none`: every web request is blocked.
 * - `localhost`: only loopback destinations (local SearXNG/Ollama, local test servers).
 * - `allowlist`: only the listed hosts (a host entry also admits its subdomains) plus loopback if listed.
 * - `all`: public egress; private, link-local and other internal ranges stay blocked unless
 *   the host is loopback-configured by the operator (see network-decision.policy.ts).
 */
export type NetworkPolicy =
  | { readonly mode: 'none' }
  | { readonly mode: 'localhost' }
  | { readonly mode: 'allowlist'; readonly allow: readonly string[] }
  | { readonly mode: 'all' };
