import type { NetworkPolicy } from '../../domain/network/network-policy.js';
import type { WebConfigFile } from './web-config.schema.js';

type SandboxNetworkBlock = NonNullable<NonNullable<WebConfigFile['sandbox']>['network']>;

/** The network policy and any note about ignored settings. */
export interface NetworkMapping {
  readonly policy: NetworkPolicy;
  readonly warnings: readonly string[];
}

/**
 * Maps the agent config's `sandbox.network` to the domain `NetworkPolicy`. Without the block the
 * policy is `all`: the spec leaves destinations to the native sandbox, and `all` still keeps
 * private and internal ranges blocked (see `NetworkPolicy`). Allowlist entries arrive already
 * normalised by the schema; duplicates are dropped, order is kept. An `allow` list under another
 * mode has no effect and is reported as a warning.
 */
export function toNetworkPolicy(network: SandboxNetworkBlock | undefined): NetworkMapping {
  if (network === undefined) return { policy: { mode: 'all' }, warnings: [] };
  if (network.mode === 'allowlist') {
    return { policy: { mode: 'allowlist', allow: [...new Set(network.allow ?? [])] }, warnings: [] };
  }
  const warnings =
    network.allow === undefined
      ? []
      : [`sandbox.network.allow is ignored because sandbox.network.mode is "${network.mode}", not "allowlist"`];
  return { policy: { mode: network.mode }, warnings };
}
