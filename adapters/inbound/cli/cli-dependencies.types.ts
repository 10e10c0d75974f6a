import type { TelemetryPort } from '../../../application/ports/telemetry.port.js';
import type { WebResearchPort } from '../../../application/ports/web-research.port.js';
import type { WebControlPort } from '../../../application/ports/web-control.port.js';
import type { ToolError } from '../../../domain/errors/tool-error.js';
import type { NetworkPolicy } from '../../../domain/network/network-policy.js';
import type { Result } from '../../../domain/shared/result.js';
import type { SearchBackendSetting } from '../../../infrastructure/config/web-config.model.js';

/** Anything with `write(string)`: `process.stdout`, a socket, a test buffer. */
export interface TextSink {
  write(chunk: string): unknown;
}

/** A text sink that may be a terminal (`process.stderr`); progress lines appear only when `isTTY`. */
export interface TerminalSink extends TextSink {
  readonly isTTY?: boolean;
}

/** Process environment as a plain map. */
export type EnvironmentMap = Readonly<Record<string, string | undefined>>;

/** What the CLI asks of the composition root when it needs a facade. */
export interface WebResearchFactoryOptions {
  /** The agent config JSON (`--config FILE`); absent means `MONO_AGENT_CONFIG`, else `~/.mono-agent/config.json` when it exists. */
  readonly configPath?: string;
  /** `--backend B`: overrides `tools.web.search.backend` for this process only. */
  readonly backendOverride?: SearchBackendSetting;
  /** Set when `--trace` asks for timing events (JSON lines on stderr). */
  readonly telemetry?: TelemetryPort;
  /** Replaces the sandbox network policy (the offline demo needs its loopback origin). */
  readonly networkOverride?: NetworkPolicy;
  /** The environment the config resolves against (`MONO_AGENT_WEB_*`). */
  readonly env: EnvironmentMap;
  /**
   * Where HTML pages are extracted: `in-thread` for one-shot commands (a worker thread would add
   * its start-up to every command); absent, the library's default (a bounded worker, for the
   * long-lived MCP server).
   */
  readonly extraction?: 'worker' | 'in-thread';
}

/**
 * Builds the process facade. A bad config file or environment variable comes back as a
 * `config_invalid` error (the CLI exits 2); it never throws for expected failures.
 */
export type WebResearchFactory = (options: WebResearchFactoryOptions) => Promise<Result<WebResearchPort, ToolError>>;

/** What `mono-agent mcp` hands the MCP adapter: the facade it created and when to stop. */
export interface McpCommandRequest {
  readonly research: WebResearchPort;
  readonly version: string;
  /** Aborted on SIGINT; the server then closes its session and resolves. */
  readonly signal: AbortSignal;
  /** Diagnostics only: stdout belongs to the protocol. */
  readonly stderr: TextSink;
}

/** What `mono-agent demo` hands the demo adapter. */
export interface DemoCommandRequest {
  /** The CLI's factory with `--config`, `--backend`, `--trace` and the environment already applied. */
  createWebResearch(options: { readonly networkOverride: NetworkPolicy }): Promise<Result<WebResearchPort, ToolError>>;
  readonly stdout: TextSink;
  readonly stderr: TextSink;
  /** Aborted on SIGINT. */
  readonly signal: AbortSignal;
}

/** One line of the validate section (the JSON shape `--json` prints). */
export interface ValidationLine {
  readonly id: string;
  readonly status: 'ok' | 'warn' | 'fail';
  readonly message: string;
  readonly fix?: string;
}

/** What `mono-agent validate` asks the composition root for. */
export interface ValidationRequest {
  /** `--config FILE`; absent means `MONO_AGENT_CONFIG`, else `~/.mono-agent/config.json` when it exists. */
  readonly configPath?: string;
  readonly env: EnvironmentMap;
  /** false with `--no-liveness`. */
  readonly liveness: boolean;
  /** Aborted on SIGINT. */
  readonly signal: AbortSignal;
}

/** The section, and whether the configuration was usable (false: exit 2). */
export interface ValidationOutcome {
  readonly usable: boolean;
  readonly report: { readonly ok: boolean; readonly checks: readonly ValidationLine[] };
}

/** Timer functions for the delayed progress line (injectable so tests need no real waiting). */
export interface ProgressTimers {
  setTimeout(callback: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Everything `runCli` needs, injected by the composition root. `runMcpServer` and `runDemo` are
 * injected (not imported) so the MCP SDK and the demo assets load only for their commands and
 * start-up stays fast.
 */
export interface CliDependencies {
  createWebResearch: WebResearchFactory;
  /** Serves both tools over stdio until the client disconnects or `signal` aborts. */
  runMcpServer(request: McpCommandRequest): Promise<void>;
  /** Runs the offline demo; resolves to its exit status. */
  runDemo(request: DemoCommandRequest): Promise<number>;
  /** Validates the configuration (`mono-agent validate`); never rejects for what it finds. */
  runValidation(request: ValidationRequest): Promise<ValidationOutcome>;
  /**
   * Opens the host coordination state for `mono-agent web-control` (its directory comes from the
   * environment). Provided by the composition root; absent only in tests that do not need it.
   */
  openWebControl?(env: EnvironmentMap): Promise<WebControlPort>;
  /** Printed by `--version` on every command. */
  readonly version: string;
  readonly stdout: TextSink;
  readonly stderr: TerminalSink;
  readonly env: EnvironmentMap;
  /**
   * Subscribes to SIGINT and returns the unsubscribe function. Defaults to `process.once('SIGINT')`;
   * tests inject a trigger.
   */
  onInterrupt?(listener: () => void): () => void;
  /** Defaults to the global timers. */
  readonly timers?: ProgressTimers;
}
