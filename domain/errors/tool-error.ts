import type { ErrorCode } from './error-codes.js';

/**
 * A failure returned as data. `retryable` says whether repeating the same call later could help;
 * `field` names the offending input path for `invalid_input`/`config_invalid`.
 * `details` holds bounded operational facts only (never page content, headers or credentials).
 */
export interface ToolError {
  readonly code: ErrorCode;
  readonly message: string;
  readonly retryable: boolean;
  readonly field?: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

const RETRYABLE_BY_DEFAULT: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'rate_limited',
  'backend_unavailable',
  'timeout',
]);

/** Builds a ToolError with the default retryability of its code. */
export function toolError(
  code: ErrorCode,
  message: string,
  extra: { readonly retryable?: boolean; readonly field?: string; readonly details?: Readonly<Record<string, unknown>> } = {},
): ToolError {
  return {
    code,
    message,
    retryable: extra.retryable ?? RETRYABLE_BY_DEFAULT.has(code),
    ...(extra.field === undefined ? {} : { field: extra.field }),
    ...(extra.details === undefined ? {} : { details: extra.details }),
  };
}
