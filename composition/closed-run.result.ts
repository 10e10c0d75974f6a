import type { ToolCallResult, WebToolName } from '../application/ports/web-research.port.js';
import { toolError } from '../domain/errors/tool-error.js';

/** Why a run refuses calls: it was closed, or it was started on a facade that is already closed. */
export type ClosedRunReason = 'run_closed' | 'facade_closed';

const TEXT: Readonly<Record<ClosedRunReason, { readonly message: string; readonly summary: string }>> = {
  run_closed: { message: 'this run has ended; start a new run.', summary: 'this run has ended.' },
  facade_closed: {
    message: 'the web-research facade is closed (close() was called); create a new one with createWebResearch().',
    summary: 'the web-research facade is closed.',
  },
};

/** The structured `cancelled` answer of a closed run; `details.reason` tells the two cases apart. */
export function closedRunResult(tool: WebToolName, reason: ClosedRunReason): ToolCallResult {
  const { message, summary } = TEXT[reason];
  const error = toolError('cancelled', `${tool}: ${message}`, { retryable: false, details: { reason } });
  return { ok: false, content: `${tool} error: cancelled: ${summary}`, error };
}
