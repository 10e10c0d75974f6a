import type { ConfigIssue } from './config-error.model.js';
import { checkAllowlistEntry } from './allowlist-entry.policy.js';
import type { SourcedSetting } from './sourced-setting.model.js';
import { networkModeSchema, type NetworkModeName } from './web-config.schema.js';

/** The environment equivalents of `sandbox.network.mode` and `sandbox.network.allow`. */
export const SANDBOX_NETWORK_ENV = {
  mode: { env: 'MONO_AGENT_SANDBOX_NETWORK_MODE', path: 'sandbox.network.mode' },
  allow: { env: 'MONO_AGENT_SANDBOX_NETWORK_ALLOW', path: 'sandbox.network.allow' },
} as const;

/** What the environment says about the sandbox network, with the problems found. */
export interface SandboxNetworkEnvReadout {
  readonly mode?: SourcedSetting<NetworkModeName>;
  readonly allow?: SourcedSetting<readonly string[]>;
  readonly issues: readonly ConfigIssue[];
}

function label(key: keyof typeof SANDBOX_NETWORK_ENV, suffix = ''): string {
  const { env, path } = SANDBOX_NETWORK_ENV[key];
  return `env ${env} (${path}${suffix})`;
}

/**
 * Reads `MONO_AGENT_SANDBOX_NETWORK_MODE` (one of the modes) and `MONO_AGENT_SANDBOX_NETWORK_ALLOW`
 * (comma-separated allowlist entries, each checked by the same rules as the file's `allow`
 * entries; blank entries between commas are skipped). A blank variable counts as unset. Issues
 * name the variable and, for an entry, its position: `env MONO_AGENT_SANDBOX_NETWORK_ALLOW
 * (sandbox.network.allow[1])`.
 */
export function readSandboxNetworkEnv(env: Readonly<Record<string, string | undefined>>): SandboxNetworkEnvReadout {
  const issues: ConfigIssue[] = [];
  let mode: SourcedSetting<NetworkModeName> | undefined;
  const modeText = env[SANDBOX_NETWORK_ENV.mode.env]?.trim() ?? '';
  if (modeText !== '') {
    const parsed = networkModeSchema.safeParse(modeText);
    if (parsed.success) mode = { value: parsed.data, path: label('mode') };
    else issues.push({ path: label('mode'), message: parsed.error.issues[0]?.message ?? 'is not accepted' });
  }
  let allow: SourcedSetting<readonly string[]> | undefined;
  const allowText = env[SANDBOX_NETWORK_ENV.allow.env]?.trim() ?? '';
  if (allowText !== '') {
    const entries = allowText.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
    const accepted: string[] = [];
    entries.forEach((entry, index) => {
      const checked = checkAllowlistEntry(entry);
      if (checked.ok) accepted.push(checked.value);
      else issues.push({ path: label('allow', `[${index}]`), message: checked.error });
    });
    allow = { value: accepted, path: label('allow') };
  }
  return { ...(mode === undefined ? {} : { mode }), ...(allow === undefined ? {} : { allow }), issues };
}
