/**
 * The readiness checks of ChatGPT-subscription Codex search, in the order they run:
 * - `codex_installed`: a `codex` executable is found (on PATH) and can be run;
 * - `app_server_started`: `codex app-server` started and answered the handshake;
 * - `chatgpt_sign_in`: `account/read` reports a ChatGPT sign-in (an API key does not count);
 * - `web_search_capability`: `modelProvider/capabilities/read` reports `webSearch: true`;
 * - `model_listed`: `model/list` includes `tools.web.search.codex.model`.
 */
export type CodexReadinessCheckId = 'codex_installed' | 'app_server_started' | 'chatgpt_sign_in' | 'web_search_capability' | 'model_listed';

/** `skipped`: not run because an earlier check it depends on failed. */
export type CodexReadinessStatus = 'pass' | 'fail' | 'skipped';

/** One check's result; `message` is operator-readable and carries no account data (no email, no ids, no tokens). */
export interface CodexReadinessCheck {
  readonly id: CodexReadinessCheckId;
  readonly status: CodexReadinessStatus;
  readonly message: string;
  /** For a failed `app_server_started`: the exit status, when the server exited. */
  readonly exitStatus?: number;
}

/** Every check, in order; `ready` when all passed. */
export interface CodexReadinessReport {
  readonly ready: boolean;
  readonly checks: readonly CodexReadinessCheck[];
}

/**
 * Checks whether Codex search could run now, reporting each check on its own (for
 * `mono-agent validate`'s one line per check). Running the checks starts the shared app-server
 * if needed; it never starts a turn and never uses subscription quota.
 */
export interface CodexReadinessPort {
  checkReadiness(options: { readonly signal: AbortSignal; readonly timeoutMs: number }): Promise<CodexReadinessReport>;
}

export const CODEX_READINESS = Symbol.for('mono-agent-web.port.CodexReadiness');
