import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Readable, Writable } from 'node:stream';
import type { ClockPort } from '../../../application/ports/clock.port.js';
import type { WebResearchPort } from '../../../application/ports/web-research.port.js';
import { SystemClock } from '../../../infrastructure/clock/system-clock.js';
import { JsonRpcStdioTransport } from './json-rpc-stdio.transport.js';
import { mcpInstructions } from './mcp-instructions.js';
import { McpRunSession } from './mcp-run-session.js';
import { serveSessionTools } from './mcp-tool-handlers.js';

/** Name the server announces in the MCP handshake (and the logger name of its log messages). */
export const MCP_SERVER_NAME = 'mono-agent-web';

/** What {@link runMcpServer} needs. */
export interface McpServerOptions {
  /** The process facade; the server runs its session's runs on it and never closes it. */
  readonly research: WebResearchPort;
  /** Announced to the client. */
  readonly version: string;
  /** Stops the server (SIGINT). */
  readonly signal?: AbortSignal;
  /** Diagnostics; stdout carries nothing but protocol. */
  readonly stderr?: { write(chunk: string): unknown };
  /** Protocol input, default `process.stdin`. */
  readonly stdin?: Readable;
  /** Protocol output, default `process.stdout`. */
  readonly stdout?: Writable;
  /** Idle gaps and progress heartbeats; the real clock by default. */
  readonly clock?: ClockPort;
}

/**
 * Serves WebSearch and WebFetch over MCP on stdio. The session's calls share a run (its request
 * budget and in-flight sharing) until `sessionPolicy.runIdleMs` passes without a tool call; then
 * the next call starts a fresh run. Announces `instructions` (research guidance, budget, config
 * warnings), sends each configuration warning as a `warning` log message once the client is
 * initialized, and answers malformed input with JSON-RPC errors. Closes its run when the client
 * goes away (stdin ends), the output breaks, or `signal` aborts. Resolves once closed; never
 * closes the facade, which belongs to the caller.
 */
export async function runMcpServer(options: McpServerOptions): Promise<void> {
  const stdin = options.stdin ?? process.stdin;
  const stdout = options.stdout ?? process.stdout;
  const clock = options.clock ?? new SystemClock();
  const { research } = options;
  const session = new McpRunSession({ research, clock, idleMs: research.sessionPolicy.runIdleMs, ...(options.signal === undefined ? {} : { signal: options.signal }) });
  const server = new McpServer(
    { name: MCP_SERVER_NAME, version: options.version },
    { capabilities: { logging: {} }, instructions: mcpInstructions(research.sessionPolicy, research.warnings) },
  );
  serveSessionTools(server.server, session, clock);
  server.server.oninitialized = () => {
    for (const warning of research.warnings) {
      void server.server.sendLoggingMessage({ level: 'warning', logger: MCP_SERVER_NAME, data: warning }).catch(() => undefined);
    }
  };
  const closed = new Promise<void>((resolve) => {
    server.server.onclose = resolve;
  });
  const stop = (): void => {
    void server.close().catch(() => undefined);
  };
  server.server.onerror = (error: Error): void => {
    options.stderr?.write(`${MCP_SERVER_NAME}: ${error.message}\n`);
  };
  stdin.once('end', stop);
  stdin.once('close', stop);
  stdout.once('error', stop);
  options.signal?.addEventListener('abort', stop, { once: true });
  try {
    if (options.signal?.aborted === true) return;
    await server.connect(new JsonRpcStdioTransport(stdin, stdout));
    await closed;
  } finally {
    stdin.off('end', stop);
    stdin.off('close', stop);
    stdout.off('error', stop);
    options.signal?.removeEventListener('abort', stop);
    await session.close();
  }
}
