import type { Readable, Writable } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/** The SDK's own stdio limit for one message. */
export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

type Id = string | number | null;

function idOf(value: unknown): Id {
  if (typeof value !== 'object' || value === null || !('id' in value)) return null;
  const id = (value as { id: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

/**
 * MCP's stdio transport (one JSON-RPC message per line) that answers bad input as JSON-RPC 2.0
 * requires instead of only logging it: a line that is not JSON gets a Parse error (-32700,
 * `id: null`); JSON that is not a JSON-RPC message gets Invalid Request (-32600, with the
 * request's `id` when it has a usable one); a line longer than {@link MAX_MESSAGE_BYTES} is
 * discarded up to its newline and answered with Invalid Request. Blank lines are ignored. The
 * session goes on after each of these. Each problem is also reported through `onerror`.
 */
export class JsonRpcStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  readonly #stdin: Readable;
  readonly #stdout: Writable;
  readonly #maxBytes: number;
  #buffer: Buffer = Buffer.alloc(0);
  #discarding = false;
  #closed = false;

  constructor(stdin: Readable, stdout: Writable, options: { readonly maxMessageBytes?: number } = {}) {
    this.#stdin = stdin;
    this.#stdout = stdout;
    this.#maxBytes = options.maxMessageBytes ?? MAX_MESSAGE_BYTES;
  }

  start(): Promise<void> {
    this.#stdin.on('data', this.#onData);
    this.#stdin.on('error', this.#onStreamError);
    return Promise.resolve();
  }

  send(message: JSONRPCMessage): Promise<void> {
    return this.#write(message);
  }

  close(): Promise<void> {
    if (this.#closed) return Promise.resolve();
    this.#closed = true;
    this.#stdin.off('data', this.#onData);
    this.#stdin.off('error', this.#onStreamError);
    if (this.#stdin.listenerCount('data') === 0) this.#stdin.pause();
    this.#buffer = Buffer.alloc(0);
    this.onclose?.();
    return Promise.resolve();
  }

  readonly #onStreamError = (error: Error): void => {
    this.onerror?.(error);
  };

  readonly #onData = (chunk: Buffer | string): void => {
    this.#buffer = Buffer.concat([this.#buffer, typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk]);
    for (let newline = this.#buffer.indexOf(0x0a); newline !== -1; newline = this.#buffer.indexOf(0x0a)) {
      const line = this.#buffer.subarray(0, newline);
      this.#buffer = this.#buffer.subarray(newline + 1);
      if (this.#discarding) {
        this.#discarding = false;
        this.#reject(null, ErrorCode.InvalidRequest, `Invalid Request: a message longer than ${this.#maxBytes} bytes was discarded`);
        continue;
      }
      this.#receive(line.toString('utf8').replace(/\r$/u, ''));
    }
    if (this.#buffer.byteLength > this.#maxBytes) {
      this.#buffer = Buffer.alloc(0);
      this.#discarding = true;
    }
  };

  #receive(line: string): void {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      this.#reject(null, ErrorCode.ParseError, 'Parse error: the line is not valid JSON');
      return;
    }
    const parsed = JSONRPCMessageSchema.safeParse(value);
    if (!parsed.success) {
      this.#reject(idOf(value), ErrorCode.InvalidRequest, 'Invalid Request: not a JSON-RPC 2.0 request, notification or response');
      return;
    }
    this.onmessage?.(parsed.data);
  }

  #reject(id: Id, code: number, message: string): void {
    this.onerror?.(new Error(`${message} (answered with JSON-RPC error ${code})`));
    void this.#write({ jsonrpc: '2.0', id, error: { code, message } }).catch((error: unknown) => this.onerror?.(error as Error));
  }

  #write(message: unknown): Promise<void> {
    return new Promise((resolve) => {
      if (this.#stdout.write(`${JSON.stringify(message)}\n`)) resolve();
      else this.#stdout.once('drain', resolve);
    });
  }
}
