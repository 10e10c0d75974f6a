import type * as z from '../../../../domain/shared/zod-mini.js';
import type { ClockPort } from '../../../../application/ports/clock.port.js';
import { DeadlineScope } from '../../../../application/shared/deadline-scope.js';
import { err, ok, type Result } from '../../../../domain/shared/result.js';
import { describeExit, ProcessGroupChild, type ChildExit } from '../../../../infrastructure/process/process-group-child.js';
import { NdjsonLineSplitter } from '../rpc/ndjson-line-splitter.js';
import { JsonRpcConnection, type RpcFailure, type ServerNotification, type ServerRequest } from '../rpc/json-rpc-connection.js';
import { refusalFor } from '../protocol/server-request.refusal.js';
import type { CodexStartFailure } from './codex-start-failure.js';

/** How to start `codex app-server`. */
export interface CodexLaunch {
  /** `codex` (looked up on PATH) or a path to the executable. */
  readonly command: string;
  /** The child's environment (already stripped of API keys by the caller). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The child's working directory (outside any project). */
  readonly cwd: string;
  /** `clientInfo` sent in `initialize`. */
  readonly clientVersion: string;
  readonly clock: ClockPort;
  /** Bound on spawn + `initialize` (ms). */
  readonly startupTimeoutMs: number;
}

/** A request failure: transport/JSON-RPC ({@link RpcFailure}) or a result that does not match the expected shape. */
export type CodexRpcFailure = RpcFailure | { readonly kind: 'invalid_response'; readonly message: string };

/** A line longer than this is dropped (web search results are capped far below by Codex itself). */
const MAX_LINE_BYTES = 16 * 1024 * 1024;

/** Streaming deltas nobody reads here; opting out keeps the pipe quiet during a turn. */
const OPTED_OUT_NOTIFICATIONS = [
  'item/agentMessage/delta',
  'item/reasoning/summaryTextDelta',
  'item/reasoning/summaryPartAdded',
  'item/reasoning/textDelta',
  'item/commandExecution/outputDelta',
  'item/plan/delta',
];

/**
 * One running, initialized `codex app-server` child and its JSON-RPC connection. Every
 * server-initiated request is refused at once with a typed answer (so a turn never stalls on it)
 * and then shown to listeners, which decide whether the turn must stop.
 */
export class CodexAppServerSession {
  readonly #child: ProcessGroupChild;
  readonly #connection: JsonRpcConnection;
  readonly #clock: ClockPort;

  private constructor(child: ProcessGroupChild, connection: JsonRpcConnection, clock: ClockPort) {
    this.#child = child;
    this.#connection = connection;
    this.#clock = clock;
  }

  /** Spawns the executable directly (no shell) and completes the `initialize` handshake. */
  static async start(launch: CodexLaunch): Promise<Result<CodexAppServerSession, CodexStartFailure>> {
    const spawned = await ProcessGroupChild.start({ command: launch.command, args: ['app-server'], env: launch.env, cwd: launch.cwd });
    if (!spawned.ok) {
      const failure = spawned.error;
      if (failure.kind === 'not_found') return err({ check: 'codex_installed', message: `codex is not installed: ${failure.message}` });
      if (failure.kind === 'not_executable') return err({ check: 'codex_installed', message: `codex cannot be run: ${failure.message}` });
      return err({ check: 'app_server_started', message: `the codex app-server failed to start: ${failure.message}` });
    }
    const child = spawned.value;
    const connection = new JsonRpcConnection((line) => child.write(line));
    const splitter = new NdjsonLineSplitter({ line: (text) => connection.receive(text), oversize: () => (connection.ignoredLines += 1) }, MAX_LINE_BYTES);
    child.stdout.on('data', (chunk: Buffer) => splitter.push(chunk));
    void child.exited.then((exit) => connection.close(`the codex app-server ${describeExit(exit)}`));
    const session = new CodexAppServerSession(child, connection, launch.clock);
    connection.onServerRequest((request) => session.#refuse(request));

    const handshake = await session.#initialize(launch);
    if (handshake.ok) return ok(session);
    const exit = child.exit ?? (await session.kill());
    return err({ check: 'app_server_started', message: handshake.error(exit), exit });
  }

  /** The child's pid, which is also its process group id (POSIX). */
  get pid(): number | undefined {
    return this.#child.pid;
  }

  /** False once the child has exited. */
  get alive(): boolean {
    return this.#child.exit === undefined;
  }

  /** Resolves when the child exits. */
  get exited(): Promise<ChildExit> {
    return this.#child.exited;
  }

  /** Sends a request and validates its result against `schema`. */
  async request<S extends z.ZodMiniType>(method: string, params: unknown, schema: S, signal: AbortSignal): Promise<Result<z.output<S>, CodexRpcFailure>> {
    const answer = await this.#connection.request(method, params, signal);
    if (!answer.ok) return answer;
    const parsed = schema.safeParse(answer.value);
    if (parsed.success) return ok(parsed.data);
    const issue = parsed.error.issues[0];
    return err({ kind: 'invalid_response', message: `${method} answered an unexpected shape${issue === undefined ? '' : ` at ${issue.path.join('.') || '(root)'}`}` });
  }

  onNotification(listener: (notification: ServerNotification) => void): () => void {
    return this.#connection.onNotification(listener);
  }

  /** Server requests, after they were refused. */
  onServerRequest(listener: (request: ServerRequest) => void): () => void {
    return this.#connection.onServerRequest(listener);
  }

  /** Whether the child keeps the process alive (while a search or check is in flight). */
  setKeepAlive(keepAlive: boolean): void {
    this.#child.setKeepAlive(keepAlive);
  }

  /** Ends the child and its process group: stdin closed, SIGTERM, SIGKILL after `graceMs`. */
  close(graceMs: number): Promise<ChildExit> {
    // A background timer: the child itself keeps the process alive until it has exited.
    return this.#child.terminate(graceMs, (ms, signal) => this.#clock.sleep(ms, signal, { background: true }));
  }

  /** Kills the process group at once (a transport that no longer answers). */
  kill(): Promise<ChildExit> {
    return this.#child.terminate(0, () => Promise.resolve());
  }

  async #initialize(launch: CodexLaunch): Promise<Result<true, (exit: ChildExit) => string>> {
    const scope = DeadlineScope.open(launch.clock, new AbortController().signal, launch.startupTimeoutMs);
    try {
      const answer = await this.#connection.request(
        'initialize',
        {
          clientInfo: { name: 'mono_agent_web', title: 'mono-agent-web', version: launch.clientVersion },
          capabilities: { experimentalApi: true, requestAttestation: false, optOutNotificationMethods: OPTED_OUT_NOTIFICATIONS },
        },
        scope.signal,
      );
      if (answer.ok) {
        this.#connection.notify('initialized');
        return ok(true);
      }
      const failure = answer.error;
      if (failure.kind === 'closed') return err((exit) => `the codex app-server failed to start: it ${describeExit(exit)} before the handshake`);
      if (failure.kind === 'aborted') return err(() => `the codex app-server failed to start: no answer to initialize within ${launch.startupTimeoutMs / 1000} s`);
      return err(() => `the codex app-server failed to start: initialize was refused (${failure.message})`);
    } finally {
      scope.dispose();
    }
  }

  #refuse(request: ServerRequest): void {
    const refusal = refusalFor(request.method);
    if (refusal.kind === 'result') this.#connection.respond(request.id, refusal.result);
    else this.#connection.respondError(request.id, refusal.code, refusal.message);
  }
}
