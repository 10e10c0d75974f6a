import type { NetworkPolicy } from '../../domain/network/network-policy.js';
import type { SandboxNetworkEnvReadout } from './sandbox-network-env.mapping.js';
import type { SourcedSetting } from './sourced-setting.model.js';
import type { NetworkModeName, WebConfigFile } from './web-config.schema.js';

type SandboxNetworkBlock = NonNullable<NonNullable<WebConfigFile['sandbox']>['network']>;

/** The network policy and any note about ignored settings. */
export interface NetworkMapping {
  readonly policy: NetworkPolicy;
  readonly warnings: readonly string[];
}

/**
 * Maps the agent config's `sandbox.network`, overridden key by key by its environment variables,
 * to the domain `NetworkPolicy`. Without either the policy is `all`: the spec leaves destinations
 * to the native sandbox, and `all` still keeps private and internal ranges blocked (see
 * `NetworkPolicy`). Allowlist entries arrive already normalised; duplicates are dropped, order is
 * kept. An `allow` list under another mode has no effect and is reported as a warning naming
 * where each of the two came from.
 */
export function toNetworkPolicy(network: SandboxNetworkBlock | undefined, fromEnv?: Omit<SandboxNetworkEnvReadout, 'issues'>): NetworkMapping {
  const mode: SourcedSetting<NetworkModeName> | undefined =
    fromEnv?.mode ?? (network === undefined ? undefined : { value: network.mode, path: 'sandbox.network.mode' });
  const allow: SourcedSetting<readonly string[]> | undefined =
    fromEnv?.allow ?? (network?.allow === undefined ? undefined : { value: network.allow, path: 'sandbox.network.allow' });
  const effective = mode?.value ?? 'all';
  if (effective === 'allowlist') return { policy: { mode: 'allowlist', allow: [...new Set(allow?.value ?? [])] }, warnings: [] };
  const modeSource = mode === undefined ? 'sandbox.network.mode (default)' : mode.path;
  const warnings = allow === undefined ? [] : [`${allow.path} is ignored because ${modeSource} is "${effective}", not "allowlist"`];
  return { policy: { mode: effective }, warnings };
}
