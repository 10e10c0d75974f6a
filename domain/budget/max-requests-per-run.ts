import type { ToolError } from '../errors/tool-error.js';
import { toolError } from '../errors/tool-error.js';
import type { Result } from '../shared/result.js';
import { err, ok } from '../shared/result.js';

/** Smallest accepted `maxRequestsPerRun` (actual provider search requests per logical run). */
export const MIN_REQUESTS_PER_RUN = 1;
/** Largest accepted `maxRequestsPerRun`. */
export const MAX_REQUESTS_PER_RUN = 20;
/** `maxRequestsPerRun` when neither config nor environment sets it. */
export const DEFAULT_MAX_REQUESTS_PER_RUN = 4;

/** The config path reported when a configured value is invalid. */
export const MAX_REQUESTS_PER_RUN_FIELD = 'tools.web.search.maxRequestsPerRun';

/** Where the value came from: decides the error code and the field name reported. */
export interface MaxRequestsPerRunSource {
  readonly code: 'invalid_input' | 'config_invalid';
  readonly field: string;
}

const FROM_CONFIG: MaxRequestsPerRunSource = { code: 'config_invalid', field: MAX_REQUESTS_PER_RUN_FIELD };

/**
 * Validates a per-run request limit: an integer from 1 through 20 (a number, not a numeric string;
 * the environment mapping converts first). `undefined` yields the default 4.
 * Failures carry `source.code` (default `config_invalid`) and name `source.field`.
 */
export function validateMaxRequestsPerRun(
  value: unknown,
  source: MaxRequestsPerRunSource = FROM_CONFIG,
): Result<number, ToolError> {
  if (value === undefined) return ok(DEFAULT_MAX_REQUESTS_PER_RUN);
  if (typeof value !== 'number' || !Number.isInteger(value) || value < MIN_REQUESTS_PER_RUN || value > MAX_REQUESTS_PER_RUN) {
    return err(
      toolError(
        source.code,
        `${source.field} must be an integer from ${MIN_REQUESTS_PER_RUN} through ${MAX_REQUESTS_PER_RUN}`,
        { field: source.field },
      ),
    );
  }
  return ok(value);
}
