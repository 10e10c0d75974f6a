import type { TurnErrorPayload } from '../protocol/codex-protocol.schema.js';

/**
 * Why a search turn's answer is refused: the server asked us something (`server_request`), the
 * model searched twice (`second_search`), used any other tool (`non_search_item`), ended without
 * searching (`no_search`), or searched through a path that returns no structured results
 * (`unstructured_search`: the hosted search path reports `results: null`).
 */
export type TurnRejection = 'server_request' | 'second_search' | 'non_search_item' | 'no_search' | 'unstructured_search';

/** What a turn amounts to for the search. */
export type TurnVerdict =
  | { readonly kind: 'results'; readonly results: readonly unknown[] }
  | { readonly kind: 'rejected'; readonly reason: TurnRejection; readonly detail: string }
  /** The turn failed or was ended by Codex itself; `error` is the turn's error when reported. */
  | { readonly kind: 'failed'; readonly status: string; readonly error?: TurnErrorPayload };

/** A thread item as the monitor reads it. */
export interface MonitoredItem {
  readonly type: string;
  readonly id: string;
  readonly results?: readonly unknown[] | null | undefined;
}

/** Items that are part of any turn and never a tool use. */
const BENIGN_ITEMS: ReadonlySet<string> = new Set(['userMessage', 'reasoning', 'agentMessage']);

function shown(value: string): string {
  return value.replace(/[^A-Za-z0-9/_.-]/g, '').slice(0, 60) || 'unknown';
}

/**
 * Watches one search turn and decides, as early as possible, what it amounts to. Only the one
 * completed `webSearch` item's structured `results` count; assistant prose is ignored. Any server
 * request, a second search item or any item that is not a user message, reasoning, an assistant
 * message or that one search rejects the turn, also after the results arrived (events are judged in
 * the order the server sent them, until the turn completes). A verdict before `turn/completed`
 * means the turn must be interrupted now.
 */
export class SearchTurnMonitor {
  #searchItemId: string | undefined;
  #results: readonly unknown[] | undefined;
  #rejection: Extract<TurnVerdict, { kind: 'rejected' }> | undefined;
  #completion: TurnVerdict | undefined;
  #lastError: TurnErrorPayload | undefined;

  /** The verdict so far: a rejection beats results; undefined while the turn is still undecided. */
  get verdict(): TurnVerdict | undefined {
    return this.#rejection ?? (this.#results === undefined ? this.#completion : { kind: 'results', results: this.#results });
  }

  /** `item/started` or `item/completed`. */
  item(item: MonitoredItem, phase: 'started' | 'completed'): void {
    if (BENIGN_ITEMS.has(item.type)) return;
    if (item.type !== 'webSearch') {
      this.#reject('non_search_item', `the model used a non-search tool item (${shown(item.type)})`);
      return;
    }
    if (this.#searchItemId === undefined) this.#searchItemId = item.id;
    else if (this.#searchItemId !== item.id) {
      this.#reject('second_search', 'the model started a second web search item');
      return;
    }
    if (phase !== 'completed' || this.#results !== undefined) return;
    if (item.results == null) this.#reject('unstructured_search', 'the web search item carried no structured results (standalone web search is not active)');
    else this.#results = item.results;
  }

  /** A server-initiated request arrived while the turn ran (it was already refused). */
  serverRequest(method: string): void {
    this.#reject('server_request', `codex asked for an interaction (${shown(method)})`);
  }

  /** An `error` notification; the last one without a retry explains a failed turn. */
  turnError(error: TurnErrorPayload, willRetry: boolean): void {
    if (!willRetry) this.#lastError = error;
  }

  /** `turn/completed` with the turn's final status (`completed`, `interrupted` or `failed`). */
  completed(status: string, error: TurnErrorPayload | null | undefined, interruptedByUs: boolean): void {
    if (this.#completion !== undefined) return;
    const turnError = error ?? this.#lastError;
    if (status === 'completed') this.#completion = { kind: 'rejected', reason: 'no_search', detail: 'the turn ended without a web search (prose only)' };
    else if (status === 'interrupted' && interruptedByUs) this.#completion = { kind: 'failed', status };
    else this.#completion = turnError === undefined ? { kind: 'failed', status: shown(status) } : { kind: 'failed', status: shown(status), error: turnError };
  }

  #reject(reason: TurnRejection, detail: string): void {
    this.#rejection ??= { kind: 'rejected', reason, detail };
  }
}
