import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Readable, Writable } from 'node:stream';
import type { WebResearchPort } from '../../../application/ports/web-research.port.js';
import { serveRunTools } from './mcp-tool-handlers.js';

/** Name the server announces in the MCP handshake. */
export const MCP_SERVER_NAME = 'mono-agent-web';

/** What {@link runMcpServer} needs. */
export interface McpServerOptions {
  /** The process facade; the server starts one run for its session and closes it at the end. */
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
}

/**
 * Serves WebSearch and WebFetch over MCP on stdio. One session per process, so one run: its
 * request budget and in-flight sharing span the session, and it is closed when the client goes
 * away (stdin ends), the output breaks, or `signal` aborts. Resolves once closed; never closes
 * the facade, which belongs to the caller.
 */
export async function runMcpServer(options: McpServerOptions): Promise<void> {
  const stdin = options.stdin ?? process.stdin;
  const stdout = options.stdout ?? process.stdout;
  const run = options.research.startRun(options.signal === undefined ? {} : { signal: options.signal });
  const server = new McpServer({ name: MCP_SERVER_NAME, version: options.version }, { capabilities: { tools: {} } });
  serveRunTools(server.server, run);
  const closed = new Promise<void>((resolve) => {
    server.server.onclose = resolve;
  });
  const stop = (): void => {
    void server.close().catch(() => undefined);
  };
  const report = (error: Error): void => {
    options.stderr?.write(`${MCP_SERVER_NAME}: ${error.message}\n`);
  };
  server.server.onerror = report;
  stdin.once('end', stop);
  stdin.once('close', stop);
  stdout.once('error', stop);
  options.signal?.addEventListener('abort', stop, { once: true });
  try {
    if (options.signal?.aborted === true) return;
    await server.connect(new StdioServerTransport(stdin, stdout));
    await closed;
  } finally {
    stdin.off('end', stop);
    stdin.off('close', stop);
    stdout.off('error', stop);
    options.signal?.removeEventListener('abort', stop);
    await run.close();
  }
}
