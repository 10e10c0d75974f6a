import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import type { WebResearchRunPort, WebToolDefinition } from '../../../application/ports/web-research.port.js';
import { toMcpToolResult } from './mcp-tool-result.mapper.js';

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
 * Serves the run's tools on the low-level protocol server. `McpServer.registerTool` accepts only
 * zod schemas; serving `tools()` directly keeps the facade's JSON Schema and its validation as the
 * single source (MCP clients see the same schema and the same `invalid_input` errors as any other
 * host). Calls carry the request's cancellation signal, and progress messages become
 * `notifications/progress` when the client asked for them with a progress token.
 */
export function serveRunTools(server: Server, run: WebResearchRunPort): void {
  server.registerCapabilities({ tools: {} });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: run.tools().map(toMcpTool) }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const definition = run.tools().find((tool) => tool.name === request.params.name);
    if (definition === undefined) throw new McpError(ErrorCode.InvalidParams, `unknown tool: ${request.params.name}`);
    const progressToken = request.params._meta?.progressToken;
    const notifications: Promise<void>[] = [];
    const onProgress = (message: string): void => {
      if (progressToken === undefined) return;
      const params = { progressToken, progress: notifications.length + 1, message };
      notifications.push(extra.sendNotification({ method: 'notifications/progress', params }).catch(() => undefined));
    };
    const result = await definition.execute(request.params.arguments ?? {}, { signal: extra.signal, onProgress });
    // A notification sent after the response is dropped by the client, so let them go out first.
    await Promise.all(notifications);
    return toMcpToolResult(result);
  });
}
