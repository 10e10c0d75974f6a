import type { CodexAppServerSession } from '../app-server/codex-app-server.session.js';
import { errorNotificationSchema, itemNotificationSchema, turnCompletedSchema } from '../protocol/codex-protocol.schema.js';
import type { ServerNotification, ServerRequest } from '../rpc/json-rpc-connection.js';
import { SearchTurnMonitor } from './search-turn.monitor.js';

type TurnEvent = { readonly notification: ServerNotification } | { readonly request: ServerRequest };

/**
 * Feeds one search thread's events to a {@link SearchTurnMonitor}. It listens from before
 * `thread/start` and buffers until the thread id is known, because app-server may write a turn's
 * first notifications before the response that names it. Every server request counts against the
 * turn (the session already refused it), whichever thread it names.
 */
export class SearchTurnWatcher {
  readonly monitor = new SearchTurnMonitor();
  /** Resolves when the monitor reaches a verdict (the turn must stop) or the turn completes. */
  readonly decided: Promise<void>;
  /** Resolves when `turn/completed` arrives for the thread. */
  readonly completed: Promise<void>;
  readonly #unsubscribe: Array<() => void>;
  readonly #buffer: TurnEvent[] = [];
  #threadId: string | undefined;
  #completed = false;
  #interruptedByUs = false;
  #resolveDecided!: () => void;
  #resolveCompleted!: () => void;

  constructor(session: CodexAppServerSession) {
    this.decided = new Promise((resolve) => (this.#resolveDecided = resolve));
    this.completed = new Promise((resolve) => (this.#resolveCompleted = resolve));
    this.#unsubscribe = [
      session.onNotification((notification) => this.#receive({ notification })),
      session.onServerRequest((request) => this.#receive({ request })),
    ];
  }

  /** The thread id is known: route what was buffered, then everything that follows. */
  bind(threadId: string): void {
    this.#threadId = threadId;
    for (const event of this.#buffer.splice(0)) this.#route(event, threadId);
  }

  /** True once `turn/completed` arrived. */
  get hasCompleted(): boolean {
    return this.#completed;
  }

  /** Remember that an interruption is ours, so `interrupted` is not read as Codex's own failure. */
  markInterrupted(): void {
    this.#interruptedByUs = true;
  }

  dispose(): void {
    for (const unsubscribe of this.#unsubscribe) unsubscribe();
  }

  #receive(event: TurnEvent): void {
    if (this.#threadId === undefined) this.#buffer.push(event);
    else this.#route(event, this.#threadId);
  }

  #route(event: TurnEvent, threadId: string): void {
    if ('request' in event) {
      this.monitor.serverRequest(event.request.method);
    } else {
      this.#routeNotification(event.notification, threadId);
    }
    if (this.monitor.verdict !== undefined) this.#resolveDecided();
  }

  #routeNotification({ method, params }: ServerNotification, threadId: string): void {
    if (method === 'item/started' || method === 'item/completed') {
      const parsed = itemNotificationSchema.safeParse(params);
      if (parsed.success && parsed.data.threadId === threadId) this.monitor.item(parsed.data.item, method === 'item/started' ? 'started' : 'completed');
    } else if (method === 'error') {
      const parsed = errorNotificationSchema.safeParse(params);
      if (parsed.success && parsed.data.threadId === threadId) this.monitor.turnError(parsed.data.error, parsed.data.willRetry);
    } else if (method === 'turn/completed') {
      const parsed = turnCompletedSchema.safeParse(params);
      if (!parsed.success || parsed.data.threadId !== threadId) return;
      this.monitor.completed(parsed.data.turn.status, parsed.data.turn.error, this.#interruptedByUs);
      this.#completed = true;
      this.#resolveCompleted();
    }
  }
}
