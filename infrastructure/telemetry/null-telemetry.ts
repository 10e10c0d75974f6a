import type { TelemetryPort, TimingEvent } from '../../application/ports/telemetry.port.js';

/** A `TelemetryPort` that discards every event: the default when tracing is off. */
export class NullTelemetry implements TelemetryPort {
  emit(_event: TimingEvent): void {
    // Intentionally empty.
  }
}
