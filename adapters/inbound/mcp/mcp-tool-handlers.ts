import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { ClockPort } from '../../../application/ports/clock.port.js';
import type { WebToolDefinition, WebToolName } from '../../../application/ports/web-research.port.js';
import { McpProgressReporter } from './mcp-progress.reporter.js';
import { McpProtocolError } from './mcp-protocol.error.js';
import type { McpRunSession } from './mcp-run-session.js';
import { toMcpToolResult } from './mcp-tool-result.mapper.js';

function isWebToolName(name: string): name is WebToolName {
  return name === 'WebSearch' || name === 'WebFetch';
}

function toMcpTool(definition: WebToolDefinition): Tool {
  if (definition.parameters['type'] !== 'object') {
    throw new Error(`${definition.name}: tool parameters must be a JSON Schema of type "object"`);
  }
  return {
    name: definition.name,
    description: definition.description,
    inputSchema: definition.parameters as Tool['inputSchema'],
    // Both tools only read the public web; repeating a call has no side effects.
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  };
}

/**
 * Serves the session's tools on the low-level protocol server. `McpServer.registerTool` accepts
 * only zod schemas (and advertises `listChanged`, though this list never changes); serving
 * `tools()` directly keeps the facade's JSON Schema and its validation as the single source (MCP
 * clients see the same schema and the same `invalid_input` errors as any other host). Each call
 * runs in the session's current run (see {@link McpRunSession}), carries the request's
 * cancellation signal, and reports progress when the client sent a progress token. An unknown
 * tool is a JSON-RPC InvalidParams error, worded once.
 */
export function serveSessionTools(server: Server, session: McpRunSession, clock: ClockPort): void {
  server.registerCapabilities({ tools: {} });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: session.peek().tools().map(toMcpTool) }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const { name } = request.params;
    // A tool the tool policy disabled is still a known name: its call answers invalid_input naming the setting.
    if (!isWebToolName(name) && !session.peek().tools().some((tool) => tool.name === name)) {
      throw new McpProtocolError(ErrorCode.InvalidParams, `Unknown tool: ${name}; available: ${session.peek().tools().map((tool) => tool.name).join(', ') || 'none'}`);
    }
    const lease = session.begin();
    const token = request.params._meta?.progressToken;
    const progress =
      token === undefined
        ? undefined
        : new McpProgressReporter({ token, tool: name, clock, send: (params) => extra.sendNotification({ method: 'notifications/progress', params }) });
    try {
      const definition = lease.run.tools().find((tool) => tool.name === name);
      const options = { signal: extra.signal, ...(progress === undefined ? {} : { onProgress: progress.report }) };
      const args = request.params.arguments ?? {};
      progress?.start();
      const result =
        definition !== undefined
          ? await definition.execute(args, options)
          : name === 'WebSearch'
            ? await lease.run.search(args, options)
            : await lease.run.fetch(args, options);
      return toMcpToolResult(result);
    } finally {
      // Before the response: a notification sent after it is dropped by the client.
      await progress?.finish();
      lease.end();
    }
  });
}
