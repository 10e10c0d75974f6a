import type { TelemetryPort, TimingEvent } from '../../application/ports/telemetry.port.js';

/** A `TelemetryPort` that keeps every event for assertions. */
export class RecordingTelemetry implements TelemetryPort {
  readonly events: TimingEvent[] = [];

  emit(event: TimingEvent): void {
    this.events.push(event);
  }

  /** Events of one phase, in emission order. */
  ofPhase(phase: TimingEvent['phase']): TimingEvent[] {
    return this.events.filter((event) => event.phase === phase);
  }
}
