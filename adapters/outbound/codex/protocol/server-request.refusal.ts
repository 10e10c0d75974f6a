/** How a server-initiated request is refused: a typed result the method's schema accepts, or a JSON-RPC error. */
export type Refusal =
  | { readonly kind: 'result'; readonly result: unknown }
  | { readonly kind: 'error'; readonly code: number; readonly message: string };

const DENIED_CODE = -32000;

/**
 * Refusals per server request method of app-server 0.169.0 (`ServerRequest` in the generated
 * schema), each valid for that method's response type. Approvals are answered `cancel` (deny and
 * stop the turn) rather than `decline` (deny and go on); token refreshes and attestation get an
 * error, so no credential ever passes through this client. Unknown methods get an error too.
 */
const REFUSALS: Readonly<Record<string, Refusal>> = {
  'item/commandExecution/requestApproval': { kind: 'result', result: { decision: 'cancel' } },
  'item/fileChange/requestApproval': { kind: 'result', result: { decision: 'cancel' } },
  'item/permissions/requestApproval': { kind: 'result', result: { permissions: {}, scope: 'turn' } },
  'item/tool/requestUserInput': { kind: 'result', result: { answers: {} } },
  'mcpServer/elicitation/request': { kind: 'result', result: { action: 'cancel', content: null, _meta: null } },
  'item/tool/call': { kind: 'result', result: { contentItems: [], success: false } },
  applyPatchApproval: { kind: 'result', result: { decision: 'abort' } },
  execCommandApproval: { kind: 'result', result: { decision: 'abort' } },
};

/** The refusal for `method`. */
export function refusalFor(method: string): Refusal {
  return REFUSALS[method] ?? { kind: 'error', code: DENIED_CODE, message: `mono-agent-web does not serve ${method.slice(0, 80)}` };
}
