/**
 * One timing event with the spec's bounded operational fields only: never URLs, queries,
 * headers, command arguments or page content.
 */
export interface TimingEvent {
  readonly tool: 'WebSearch' | 'WebFetch';
  readonly phase: 'provider_request' | 'search' | 'fetch' | 'extract' | 'render';
  readonly status: 'ok' | 'empty' | 'error' | 'skipped';
  readonly durationMs: number;
  readonly errorCode?: string;
  readonly backend?: string;
  readonly attempt?: number;
  readonly requestBudget?: number;
  readonly requestsRemaining?: number;
  readonly retryAt?: number;
  readonly nextAction?: string;
  readonly bytes?: number;
  readonly httpStatus?: number;
  readonly exitStatus?: number;
  readonly timeoutMs?: number;
  readonly rendered?: boolean;
  readonly cacheHit?: boolean;
  readonly truncated?: boolean;
  readonly queueWaitMs?: number;
  readonly backendMs?: number;
  readonly cooldownSkips?: number;
  readonly quotaSkips?: number;
  readonly contentKind?: string;
  readonly charset?: string;
  readonly extractionStage?: string;
  readonly parserFailures?: number;
  readonly renderReason?: string;
  readonly browserRecommended?: boolean;
}

/** Receives timing events; sinks must never throw into the caller. */
export interface TelemetryPort {
  emit(event: TimingEvent): void;
}

export const TELEMETRY = Symbol.for('mono-agent-web.port.Telemetry');
