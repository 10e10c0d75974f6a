import type { ClockPort } from '../../../application/ports/clock.port.js';

/** Milliseconds between "still working" notifications while a call runs. */
export const PROGRESS_HEARTBEAT_MS = 5_000;

/** The `notifications/progress` parameters the reporter sends. */
export interface ProgressParams {
  readonly progressToken: string | number;
  readonly progress: number;
  readonly message: string;
}

/**
 * `notifications/progress` for one tools/call whose client sent a `progressToken`: one when the
 * call starts, one per progress message of the tool (e.g. "searching searxng…"), and a heartbeat
 * every {@link PROGRESS_HEARTBEAT_MS} while the call runs, so clients that reset their request
 * timeout on progress never give up on a 60 s search. `progress` increases by one each time (the
 * total is unknown). `finish()` stops the heartbeat and waits until every notification is out,
 * because one sent after the response is dropped by the client.
 */
export class McpProgressReporter {
  readonly #send: (params: ProgressParams) => Promise<void>;
  readonly #token: string | number;
  readonly #tool: string;
  readonly #clock: ClockPort;
  readonly #heartbeat = new AbortController();
  readonly #sent: Promise<void>[] = [];
  #count = 0;

  constructor(options: { readonly send: (params: ProgressParams) => Promise<void>; readonly token: string | number; readonly tool: string; readonly clock: ClockPort }) {
    this.#send = options.send;
    this.#token = options.token;
    this.#tool = options.tool;
    this.#clock = options.clock;
  }

  /** Announces the call and starts the heartbeat. */
  start(): void {
    this.report(`${this.#tool}: started`);
    void this.#beat();
  }

  /** Relays one progress message. */
  readonly report = (message: string): void => {
    if (this.#heartbeat.signal.aborted) return;
    this.#count += 1;
    this.#sent.push(this.#send({ progressToken: this.#token, progress: this.#count, message }).catch(() => undefined));
  };

  /** Stops the heartbeat and resolves once every notification has been handed to the transport. */
  async finish(): Promise<void> {
    this.#heartbeat.abort();
    await Promise.all(this.#sent);
  }

  async #beat(): Promise<void> {
    for (let beats = 1; ; beats += 1) {
      try {
        await this.#clock.sleep(PROGRESS_HEARTBEAT_MS, this.#heartbeat.signal);
      } catch {
        return;
      }
      this.report(`${this.#tool}: still working (${(beats * PROGRESS_HEARTBEAT_MS) / 1000} s)`);
    }
  }
}
