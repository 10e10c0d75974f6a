import type { ClockPort } from '../../../application/ports/clock.port.js';
import type { WebResearchPort, WebResearchRunPort } from '../../../application/ports/web-research.port.js';
import { callEnded, callStarted, isRunIdle, runRenewsAt, runStarted, type RunActivity } from '../../../domain/run/run-idle.policy.js';

/** A tool call's hold on the session's run; `end()` must be called once the call settles. */
export interface RunLease {
  readonly run: WebResearchRunPort;
  end(): void;
}

interface CurrentRun {
  readonly run: WebResearchRunPort;
  activity: RunActivity;
}

/**
 * The runs of one MCP session. A burst of calls shares one run (one request budget, one run
 * cache); after `idleMs` without a tool call the run ends and the next call starts a fresh one, so
 * a client that stays connected all day never loses search for good. The renewal time is handed to
 * each run, so `search_budget_exhausted` says when the budget comes back (`retryAt`). An idle run
 * is also closed in the background once its gap has passed, releasing its cache.
 */
export class McpRunSession {
  readonly #research: WebResearchPort;
  readonly #clock: ClockPort;
  readonly #idleMs: number;
  readonly #signal: AbortSignal | undefined;
  #current: CurrentRun | undefined;
  #idleWatch: AbortController | undefined;
  #closed = false;

  constructor(options: { readonly research: WebResearchPort; readonly clock: ClockPort; readonly idleMs: number; readonly signal?: AbortSignal }) {
    this.#research = options.research;
    this.#clock = options.clock;
    this.#idleMs = options.idleMs;
    this.#signal = options.signal;
  }

  /** The current run, started if there is none (listing tools is not activity). */
  peek(): WebResearchRunPort {
    return this.#ensure(this.#clock.now()).run;
  }

  /** Starts a call: ends the run first if it has been idle for the gap, then counts the call in. */
  begin(): RunLease {
    const now = this.#clock.now();
    const current = this.#ensure(now);
    this.#stopIdleWatch();
    current.activity = callStarted(current.activity, now);
    let ended = false;
    return {
      run: current.run,
      end: () => {
        if (ended) return;
        ended = true;
        current.activity = callEnded(current.activity, this.#clock.now());
        if (this.#current === current && current.activity.inFlight === 0) this.#watchIdle(current);
      },
    };
  }

  /** Ends the session: closes the current run (in-flight calls are cancelled). */
  async close(): Promise<void> {
    this.#closed = true;
    this.#stopIdleWatch();
    const current = this.#current;
    this.#current = undefined;
    await current?.run.close();
  }

  #ensure(now: number): CurrentRun {
    const current = this.#current;
    if (current !== undefined && !current.run.closed && !isRunIdle(current.activity, now, this.#idleMs)) return current;
    if (current !== undefined) void current.run.close();
    const state = { activity: runStarted(now) };
    const run = this.#research.startRun({
      ...(this.#signal === undefined ? {} : { signal: this.#signal }),
      budgetRenewsAt: () => runRenewsAt(state.activity, this.#clock.now(), this.#idleMs),
    });
    const started: CurrentRun = Object.assign(state, { run });
    this.#current = started;
    return started;
  }

  #watchIdle(current: CurrentRun): void {
    if (this.#closed) return;
    const watch = new AbortController();
    this.#idleWatch = watch;
    const wait = Math.max(0, runRenewsAt(current.activity, this.#clock.now(), this.#idleMs) - this.#clock.now());
    // A cleanup watcher: it must not keep the process alive once the client has gone.
    this.#clock.sleep(wait, watch.signal, { background: true }).then(
      () => {
        if (this.#idleWatch === watch) this.#idleWatch = undefined;
        if (this.#current !== current || !isRunIdle(current.activity, this.#clock.now(), this.#idleMs)) return;
        this.#current = undefined;
        void current.run.close();
      },
      () => undefined,
    );
  }

  #stopIdleWatch(): void {
    this.#idleWatch?.abort();
    this.#idleWatch = undefined;
  }
}
