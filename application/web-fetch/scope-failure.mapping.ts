import { toolError, type ToolError } from '../../domain/errors/tool-error.js';
import type { DeadlineScope } from '../shared/deadline-scope.js';

/**
 * The tool error for an aborted WebFetch scope: `timeout` when its deadline ended the work,
 * otherwise `cancelled`. `stage` names what was running (e.g. `admission`, `extraction`).
 */
export function scopeFailure(scope: DeadlineScope, stage: string): ToolError {
  return scope.expired
    ? toolError('timeout', `WebFetch exceeded its ${scope.timeoutMs / 1000} s deadline during ${stage}.`, { details: { timeoutMs: scope.timeoutMs } })
    : toolError('cancelled', 'The call was cancelled.', { retryable: false });
}
