import type { TelemetryPort } from '../ports/telemetry.port.js';
import type { ToolError } from '../../domain/errors/tool-error.js';
import type { RetrievalStats } from './retrieval-stats.js';
import type { WebFetchDetails } from './web-fetch.types.js';

/** How a WebFetch call ended, for its one `fetch` timing event. */
export type FetchEventFacts =
  | { readonly durationMs: number; readonly stats: RetrievalStats; readonly output: WebFetchDetails }
  | { readonly durationMs: number; readonly stats: RetrievalStats; readonly error: ToolError };

/**
 * Emits the call's `fetch` timing event with bounded operational fields only: no URL, title,
 * headers or content. Telemetry sinks must not throw; a throwing sink is ignored here anyway.
 */
export function emitFetchEvent(telemetry: TelemetryPort, facts: FetchEventFacts): void {
  const { stats } = facts;
  const common = {
    tool: 'WebFetch' as const,
    phase: 'fetch' as const,
    durationMs: Math.max(0, facts.durationMs),
    attempt: stats.attempts,
    queueWaitMs: stats.queueWaitMs,
    backendMs: stats.backendMs,
    ...(stats.httpStatus === undefined ? {} : { httpStatus: stats.httpStatus }),
    ...(stats.bytes === undefined ? {} : { bytes: stats.bytes }),
    ...(stats.retryAt === undefined ? {} : { retryAt: stats.retryAt }),
  };
  try {
    if ('error' in facts) {
      const timeoutMs = facts.error.details?.timeoutMs;
      telemetry.emit({
        ...common, status: 'error', errorCode: facts.error.code, rendered: false,
        ...(stats.renderReason === undefined ? {} : { renderReason: stats.renderReason }),
        ...(typeof timeoutMs === 'number' ? { timeoutMs } : {}),
      });
      return;
    }
    const details = facts.output;
    telemetry.emit({
      ...common,
      status: 'ok',
      rendered: details.rendered,
      httpStatus: details.status,
      bytes: details.bytes,
      cacheHit: details.cacheHit || details.sharedInFlight,
      truncated: details.truncated || details.cutAtParsingCap !== undefined,
      contentKind: details.contentKind,
      charset: details.charset.slice(0, 40),
      parserFailures: details.parserFailures,
      browserRecommended: details.classification === 'client_rendered_shell',
      ...(details.extractionStage === null ? {} : { extractionStage: details.extractionStage }),
      ...(details.renderReason === undefined ? {} : { renderReason: details.renderReason }),
    });
  } catch {
    // Telemetry must never fail a fetch.
  }
}
