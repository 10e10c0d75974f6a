import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ToolCallResult } from '../../../application/ports/web-research.port.js';

/**
 * Maps a facade result to an MCP tool result: the model-facing text as one text block, the
 * structured outcome as `structuredContent`, and `isError: true` for a tool failure, with the
 * stable error (code, message, retryable, field) under `structuredContent.error`. A tool failure
 * is a result, never a JSON-RPC error, so the client's model sees it.
 */
export function toMcpToolResult(result: ToolCallResult): CallToolResult {
  const text = [{ type: 'text' as const, text: result.content }];
  if (result.ok) return { content: text, structuredContent: { ...result.details } };
  const { code, message, retryable, field, details } = result.error;
  return {
    content: text,
    isError: true,
    structuredContent: {
      ...(result.details ?? {}),
      error: { code, message, retryable, ...(field === undefined ? {} : { field }), ...(details === undefined ? {} : { details }) },
    },
  };
}
