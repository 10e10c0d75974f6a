import { err, ok, type Result } from '../../../../domain/shared/result.js';

/** A JSON-RPC id as Codex uses it (the server's own requests may carry strings). */
export type RpcId = number | string;

/** Why a request produced no result. */
export type RpcFailure =
  /** The server answered with a JSON-RPC error. */
  | { readonly kind: 'error_response'; readonly code: number | string; readonly message: string }
  /** The caller's signal fired first; `reason` is the signal's reason. */
  | { readonly kind: 'aborted'; readonly reason: unknown }
  /** The connection closed (the server exited) before an answer arrived. */
  | { readonly kind: 'closed'; readonly message: string };

/** A request the server sent to us; it must be answered with the same id. */
export interface ServerRequest {
  readonly id: RpcId;
  readonly method: string;
  readonly params: unknown;
}

/** A notification the server sent (no id, no answer). */
export interface ServerNotification {
  readonly method: string;
  readonly params: unknown;
}

interface Pending {
  readonly settle: (result: Result<unknown, RpcFailure>) => void;
}

const MAX_ERROR_MESSAGE_CHARS = 300;

/**
 * A JSON-RPC client over one newline-delimited duplex (the Codex app-server's stdio). Codex
 * leaves out the `"jsonrpc": "2.0"` member and so does this client. Incoming lines are routed by
 * shape: `id` without `method` is a response, `id` with `method` a server request, `method`
 * alone a notification. Lines that are not JSON objects are counted and ignored, as the server
 * does with ours. Listeners run synchronously in arrival order, so a listener added before a
 * request sees every message that follows its response.
 */
export class JsonRpcConnection {
  readonly #write: (line: string) => boolean;
  readonly #pending = new Map<RpcId, Pending>();
  readonly #notificationListeners = new Set<(notification: ServerNotification) => void>();
  readonly #requestListeners = new Set<(request: ServerRequest) => void>();
  #nextId = 1;
  #closed: string | undefined;
  /** Lines that were not JSON objects of a known shape. */
  ignoredLines = 0;

  constructor(write: (line: string) => boolean) {
    this.#write = write;
  }

  /** Sends a request and resolves with its `result`, a JSON-RPC error, an abort or a close. */
  request(method: string, params: unknown, signal: AbortSignal): Promise<Result<unknown, RpcFailure>> {
    if (this.#closed !== undefined) return Promise.resolve(err({ kind: 'closed', message: this.#closed }));
    if (signal.aborted) return Promise.resolve(err({ kind: 'aborted', reason: signal.reason }));
    const id = this.#nextId++;
    return new Promise((resolve) => {
      const onAbort = (): void => settle(err({ kind: 'aborted', reason: signal.reason }));
      const settle = (result: Result<unknown, RpcFailure>): void => {
        if (!this.#pending.delete(id)) return;
        signal.removeEventListener('abort', onAbort);
        resolve(result);
      };
      this.#pending.set(id, { settle });
      signal.addEventListener('abort', onAbort, { once: true });
      if (!this.#send(params === undefined ? { id, method } : { id, method, params })) {
        settle(err({ kind: 'closed', message: this.#closed ?? 'the connection is closed' }));
      }
    });
  }

  /** Sends a notification (no answer expected). */
  notify(method: string, params?: unknown): void {
    this.#send(params === undefined ? { method } : { method, params });
  }

  /** Answers a server request. */
  respond(id: RpcId, result: unknown): void {
    this.#send({ id, result });
  }

  /** Answers a server request with a JSON-RPC error. */
  respondError(id: RpcId, code: number, message: string): void {
    this.#send({ id, error: { code, message } });
  }

  /** Adds a notification listener; returns its removal. */
  onNotification(listener: (notification: ServerNotification) => void): () => void {
    this.#notificationListeners.add(listener);
    return () => this.#notificationListeners.delete(listener);
  }

  /** Adds a server-request listener; returns its removal. Some listener must answer each request. */
  onServerRequest(listener: (request: ServerRequest) => void): () => void {
    this.#requestListeners.add(listener);
    return () => this.#requestListeners.delete(listener);
  }

  /** Feeds one line received from the server. */
  receive(line: string): void {
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      this.ignoredLines += 1;
      return;
    }
    if (typeof message !== 'object' || message === null || Array.isArray(message)) {
      this.ignoredLines += 1;
      return;
    }
    const record = message as Record<string, unknown>;
    const id = record['id'];
    const method = record['method'];
    const hasId = typeof id === 'number' || typeof id === 'string';
    if (typeof method === 'string') {
      if (hasId) for (const listener of [...this.#requestListeners]) listener({ id, method, params: record['params'] });
      else for (const listener of [...this.#notificationListeners]) listener({ method, params: record['params'] });
      return;
    }
    if (!hasId) {
      this.ignoredLines += 1;
      return;
    }
    const pending = this.#pending.get(id);
    if (pending === undefined) return; // A late answer to an abandoned request.
    pending.settle(responseResult(record));
  }

  /** Fails every pending request and refuses new ones; `reason` is bounded and shown to operators. */
  close(reason: string): void {
    if (this.#closed !== undefined) return;
    this.#closed = reason;
    for (const pending of [...this.#pending.values()]) pending.settle(err({ kind: 'closed', message: reason }));
  }

  #send(message: Record<string, unknown>): boolean {
    if (this.#closed !== undefined) return false;
    return this.#write(`${JSON.stringify(message)}\n`);
  }
}

function responseResult(record: Record<string, unknown>): Result<unknown, RpcFailure> {
  const error = record['error'];
  if (typeof error === 'object' && error !== null) {
    const body = error as Record<string, unknown>;
    const code = typeof body['code'] === 'number' || typeof body['code'] === 'string' ? body['code'] : 'unknown';
    const message = typeof body['message'] === 'string' ? body['message'].slice(0, MAX_ERROR_MESSAGE_CHARS) : 'no message';
    return err({ kind: 'error_response', code, message });
  }
  return ok(record['result']);
}
