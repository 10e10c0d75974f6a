import type { ProgressTimers, TerminalSink } from './cli-dependencies.types.js';

/** Work shorter than this shows no progress line at all, in ms. */
export const PROGRESS_DELAY_MS = 1_000;
/** Longest progress message drawn, in characters (one terminal line on common widths). */
const MAX_PROGRESS_CHARS = 76;
const CLEAR_LINE = '\r\u001b[2K';

const GLOBAL_TIMERS: ProgressTimers = {
  setTimeout: (callback, delayMs) => setTimeout(callback, delayMs),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * A one-line status on stderr for work that takes longer than {@link PROGRESS_DELAY_MS}, drawn
 * only when stderr is a terminal and erased when the work ends, so piped stderr and stdout never
 * see it. Other stderr lines (trace events) go through {@link interject}, which keeps the status
 * below them instead of garbling it.
 */
export class ProgressLine {
  readonly #stderr: TerminalSink;
  readonly #timers: ProgressTimers;
  readonly #enabled: boolean;
  #message: string;
  #timer: unknown;
  #visible = false;
  #stopped = false;

  constructor(stderr: TerminalSink, initialMessage: string, timers: ProgressTimers = GLOBAL_TIMERS) {
    this.#stderr = stderr;
    this.#timers = timers;
    this.#enabled = stderr.isTTY === true;
    this.#message = initialMessage;
  }

  /** Schedules the line to appear once the delay has passed. */
  start(): void {
    if (!this.#enabled || this.#stopped) return;
    this.#timer = this.#timers.setTimeout(() => {
      this.#timer = undefined;
      if (this.#stopped) return;
      this.#visible = true;
      this.#draw();
    }, PROGRESS_DELAY_MS);
  }

  /** Replaces the message; redrawn at once if the line is showing. */
  readonly update = (message: string): void => {
    this.#message = message;
    if (this.#visible) this.#draw();
  };

  /** Writes a full line to stderr above the status line. */
  readonly interject = (line: string): void => {
    if (this.#visible) this.#stderr.write(CLEAR_LINE);
    this.#stderr.write(line);
    if (this.#visible) this.#draw();
  };

  /** Cancels the pending line or erases the shown one; idempotent. */
  stop(): void {
    this.#stopped = true;
    if (this.#timer !== undefined) this.#timers.clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#visible) this.#stderr.write(CLEAR_LINE);
    this.#visible = false;
  }

  #draw(): void {
    const oneLine = this.#message.replace(/\p{Cc}+/gu, ' ');
    const text = oneLine.length > MAX_PROGRESS_CHARS ? `${oneLine.slice(0, MAX_PROGRESS_CHARS - 1)}…` : oneLine;
    this.#stderr.write(`${CLEAR_LINE}${text}`);
  }
}
