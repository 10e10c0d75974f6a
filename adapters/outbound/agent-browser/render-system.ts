import type { CommandExecutor } from '../../../infrastructure/process/command-executor.js';
import type { SyncCleanup } from '../../../infrastructure/process/exit-cleanup.registry.js';
import type { DestinationPolicyPort } from '../../../application/ports/destination-policy.port.js';
import type { BrowserReaper } from './browser-process-reaper.js';
import type { RenderWorkspace } from './render-workspace.js';

/**
 * The operating-system services a render uses, injected so unit tests can replace each one
 * (a scripted executor, a recording reaper, an in-memory workspace) and run no real process.
 */
export interface RenderSystem {
  /** Runs agent-browser directly, never through a shell. */
  readonly executor: CommandExecutor;
  readonly createWorkspace: () => Promise<RenderWorkspace>;
  /** Kills a render's processes synchronously (see `reapBrowserProcesses`). */
  readonly reap: BrowserReaper;
  /**
   * The process's one destination policy: it admits the requested URL (resolving it; the browser
   * is then pinned to the admitted address) and every navigation the browser reports.
   */
  readonly destinations: DestinationPolicyPort;
  /** Process-exit clean-up (SIGINT/SIGTERM/SIGHUP and `exit`). */
  readonly exitCleanup: { register(cleanup: SyncCleanup): () => void };
  /** `chars` random lower-case hexadecimal digits. */
  readonly randomHex: (chars: number) => string;
  /** Epoch ms. */
  readonly now: () => number;
  /** A pause that keeps the process alive (used between the sweeps after a kill). */
  readonly pause: (ms: number) => Promise<void>;
}

/** How the operator set the renderer up. */
export interface RendererSettings {
  /** `tools.web.fetch.browserCommand`: a bare command name or an absolute path. */
  readonly browserCommand: string;
  /** The operator's environment (for PATH and AGENT_BROWSER_EXECUTABLE_PATH only). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Chromium cannot use its sandbox as root; `--no-sandbox` is added only then. */
  readonly runningAsRoot: boolean;
}
