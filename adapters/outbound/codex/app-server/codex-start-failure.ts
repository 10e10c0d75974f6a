import type { ChildExit } from '../../../../infrastructure/process/process-group-child.js';

/**
 * Why no app-server is available: the executable is missing (`codex_installed`) or it did not
 * come up and complete the handshake (`app_server_started`, with its exit when it exited).
 */
export interface CodexStartFailure {
  readonly check: 'codex_installed' | 'app_server_started';
  /** Bounded, operator-readable; never stderr content. */
  readonly message: string;
  readonly exit?: ChildExit;
}
