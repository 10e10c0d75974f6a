import type { ToolCallResult, WebToolName } from '../application/ports/web-research.port.js';
import { toolError } from '../domain/errors/tool-error.js';

/** The config key and variable that choose which tools exist. */
export const TOOL_POLICY_SETTING = { path: 'tools.web.enabled', env: 'MONO_AGENT_WEB_TOOLS' } as const;

/**
 * The `invalid_input` answer to a call of a tool the tool policy leaves out: it names the setting,
 * the tools that do exist, and how to enable this one. Nothing is contacted.
 */
export function disabledToolResult(tool: WebToolName, enabled: readonly WebToolName[]): ToolCallResult {
  const available = enabled.length === 0 ? 'no web tool is enabled' : `enabled: ${enabled.join(', ')}`;
  const message =
    `${tool} is disabled by ${TOOL_POLICY_SETTING.path} (${TOOL_POLICY_SETTING.env}); ${available}. ` +
    `To use it, add "${tool}" to ${TOOL_POLICY_SETTING.path} or ${TOOL_POLICY_SETTING.env}.`;
  const error = toolError('invalid_input', message, { retryable: false, field: TOOL_POLICY_SETTING.path, details: { reason: 'tool_disabled', enabled: [...enabled] } });
  return { ok: false, content: `${tool} error: invalid_input (${TOOL_POLICY_SETTING.path}): ${message}`, error };
}
