/**
 * A JSON-RPC error the SDK sends as is: `code` and `message` become the response's error object.
 * (The SDK's own `McpError` prefixes its message with "MCP error <code>:", and the client adds
 * the prefix again, so a thrown `McpError` reaches users as "MCP error -32602: MCP error -32602: …".)
 */
export class McpProtocolError extends Error {
  readonly code: number;

  constructor(code: number, message: string) {
    super(message);
    this.name = 'McpProtocolError';
    this.code = code;
  }
}
