import type { TelemetryPort, TimingEvent } from '../../application/ports/telemetry.port.js';
import { boundTimingEvent } from './bounded-timing-event.js';

/** Anything with a `write(string)` method: a stream, `process.stderr`, a test buffer. */
export interface TelemetryLineWriter {
  write(chunk: string): unknown;
}

/**
 * Writes each timing event as one JSON line (`{"tool":"WebFetch","phase":"fetch",…}\n`) holding
 * only the bounded `TimingEvent` fields. Telemetry must never break a tool call, so a failing
 * writer (closed pipe, EPIPE) is swallowed.
 */
export class JsonLinesTelemetrySink implements TelemetryPort {
  readonly #out: TelemetryLineWriter;

  constructor(out: TelemetryLineWriter) {
    this.#out = out;
  }

  emit(event: TimingEvent): void {
    try {
      this.#out.write(`${JSON.stringify(boundTimingEvent(event))}\n`);
    } catch {
      // Deliberately ignored: see the class comment.
    }
  }
}
