import type { NetworkDenialReason } from '../../domain/network/network-decision.policy.js';

/** The `code` every policy refusal raised by the connect hook carries. */
export const NETWORK_POLICY_DENIED_CODE = 'ERR_MONO_AGENT_NETWORK_POLICY_DENIED';

/**
 * Raised inside the connect hook when the sandbox network policy refuses a destination; the
 * socket was never opened. Adapters recognise it with {@link isNetworkPolicyDeniedError} and map
 * it to `policy_denied`. The message names the host and address class only.
 */
export class NetworkPolicyDeniedError extends Error {
  readonly code = NETWORK_POLICY_DENIED_CODE;

  constructor(
    readonly reason: NetworkDenialReason,
    message: string,
  ) {
    super(message);
    this.name = 'NetworkPolicyDeniedError';
  }
}

/** True when `error`, or an error in its `cause` chain (undici may wrap it), is a policy refusal. */
export function isNetworkPolicyDeniedError(error: unknown): error is NetworkPolicyDeniedError {
  return findNetworkPolicyDenial(error) !== undefined;
}

/** The policy refusal found in `error` or its `cause` chain, if any. */
export function findNetworkPolicyDenial(error: unknown): NetworkPolicyDeniedError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === NETWORK_POLICY_DENIED_CODE) return current as NetworkPolicyDeniedError;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
