import type { ConfigIssue } from './config-error.model.js';
import type { SourcedWebSettings } from './sourced-setting.model.js';
import { WEB_SETTING_FIELDS } from './web-setting-fields.schema.js';
import type { EnvValueKind, WebSettingName } from './web-setting-fields.schema.js';
import { toConfigIssues } from './zod-issue.mapping.js';

/** What the environment contributes: overrides and the problems found. */
export interface EnvReadout {
  readonly settings: SourcedWebSettings;
  readonly issues: readonly ConfigIssue[];
}

/** The issue path for an environment variable: `env NAME (tools.web.key)`. */
export function envLabel(name: WebSettingName): string {
  const field = WEB_SETTING_FIELDS[name];
  return `env ${field.env} (${field.path})`;
}

/**
 * Reads the spec's `MONO_AGENT_WEB_*` variables. Values are trimmed; an empty value counts as
 * unset. Each value is validated by the same schema as the file key it overrides. Unknown names
 * are reported by `unknownEnvVariableWarnings`.
 */
export function readWebConfigEnv(env: Readonly<Record<string, string | undefined>>): EnvReadout {
  const settings: Record<string, { value: unknown; path: string }> = {};
  const issues: ConfigIssue[] = [];
  for (const name of Object.keys(WEB_SETTING_FIELDS) as WebSettingName[]) {
    const field = WEB_SETTING_FIELDS[name];
    const text = env[field.env]?.trim() ?? '';
    if (text === '') continue;
    const label = envLabel(name);
    const converted = convert(text, field.envKind);
    if (!converted.ok) {
      issues.push({ path: label, message: converted.message });
      continue;
    }
    const parsed = field.schema.safeParse(converted.value);
    if (parsed.success) settings[name] = { value: parsed.data, path: label };
    else issues.push(...toConfigIssues(parsed.error.issues, () => label));
  }
  return { settings: settings as SourcedWebSettings, issues };
}

function convert(text: string, kind: EnvValueKind): { ok: true; value: unknown } | { ok: false; message: string } {
  switch (kind) {
    case 'string':
      return { ok: true, value: text };
    case 'integer':
      // A non-numeral is passed on as text so the field schema words the rejection.
      return { ok: true, value: /^[+-]?\d+$/.test(text) ? Number(text) : text };
    case 'list': {
      // `none` is the environment's spelling of the empty list (an empty value counts as unset).
      if (text.toLowerCase() === 'none') return { ok: true, value: [] };
      return { ok: true, value: text.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '') };
    }
    case 'boolean':
      if (text === 'true' || text === '1') return { ok: true, value: true };
      if (text === 'false' || text === '0') return { ok: true, value: false };
      return {
        ok: false,
        message: `${JSON.stringify(text.slice(0, 40))} is not accepted; accepted: true, false, 1 or 0`,
      };
  }
}
