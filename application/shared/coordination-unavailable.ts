import type { AdmissionRefusal } from '../ports/coordination.port.js';
import { toolError, type ToolError } from '../../domain/errors/tool-error.js';

type Unavailable = Extract<AdmissionRefusal, { readonly code: 'coordination_unavailable' }>;

/**
 * The tool error for a request that host coordination refused because its shared state is
 * unusable: not retryable (an operator has to inspect the state), and nothing was sent to the refused
 * origin (`attempts` counts requests already sent to earlier hops of a redirect chain).
 */
export function coordinationUnavailable(refusal: Unavailable, attempts = 0): ToolError {
  return toolError('coordination_unavailable', `${refusal.message} No request was sent${attempts > 0 ? ' to this origin' : ''}.`, {
    retryable: false,
    details: { problem: refusal.problem, attempts, inspect: 'mono-agent web-control status' },
  });
}
