import { toolError, type ToolError } from '../domain/errors/tool-error.js';
import { err, ok, type Result } from '../domain/shared/result.js';
import { resolveHostStateLocation, type HostStateLocation } from '../adapters/outbound/host-state/host-state-location.js';
import { WEB_CONTROL_DIR_ENV } from '../infrastructure/config/web-control-dir-env.js';

/** The host state location `env` names, or the `config_invalid` error every surface reports for a bad one. */
export function hostStateLocationFor(env: Readonly<Record<string, string | undefined>>): Result<HostStateLocation, ToolError> {
  const location = resolveHostStateLocation(env);
  if (location.ok) return ok(location.value);
  return err(toolError('config_invalid', location.error.message, { retryable: false, field: WEB_CONTROL_DIR_ENV }));
}
