import { CONFIG_PATH_ENV } from '../../../infrastructure/config/config-discovery.js';
import { SANDBOX_NETWORK_ENV } from '../../../infrastructure/config/sandbox-network-env.mapping.js';
import { WEB_CONTROL_DIR_ENV } from '../../../infrastructure/config/web-control-dir-env.js';
import { WEB_SETTING_FIELDS } from '../../../infrastructure/config/web-setting-fields.schema.js';
import { EXIT_STATUS } from './exit-status.js';

function table(rows: readonly (readonly [string, string])[]): string[] {
  const width = Math.max(...rows.map(([name]) => name.length)) + 2;
  return rows.map(([name, meaning]) => `  ${name.padEnd(width)}${meaning}`);
}

/**
 * The end of every `--help`: where the config file is found, every environment variable (from
 * the config tables, so a new setting is listed without touching this file) and the exit statuses.
 */
export function helpEpilogue(): string {
  const variables: [string, string][] = [
    [CONFIG_PATH_ENV, 'the agent config file when --config is not given'],
    ...Object.values(WEB_SETTING_FIELDS).map((field): [string, string] => [field.env, field.path]),
    [SANDBOX_NETWORK_ENV.mode.env, SANDBOX_NETWORK_ENV.mode.path],
    [SANDBOX_NETWORK_ENV.allow.env, `${SANDBOX_NETWORK_ENV.allow.path} (comma-separated entries)`],
    [WEB_CONTROL_DIR_ENV, 'the host coordination state directory (default ~/.mono-agent/web-control)'],
  ];
  return [
    '',
    `Configuration file: --config FILE, else $${CONFIG_PATH_ENV}, else ~/.mono-agent/config.json when it exists.`,
    '',
    'Environment variables (each overrides its config key; an empty value counts as unset):',
    ...table(variables),
    '',
    'Exit status:',
    ...table([
      [String(EXIT_STATUS.success), 'success'],
      [String(EXIT_STATUS.toolError), 'tool error (rate_limited, http_error, policy_denied, …)'],
      [String(EXIT_STATUS.usage), 'bad usage or configuration (invalid_input, config_invalid)'],
      [String(EXIT_STATUS.interrupted), 'interrupted (Ctrl-C)'],
    ]),
  ].join('\n');
}
