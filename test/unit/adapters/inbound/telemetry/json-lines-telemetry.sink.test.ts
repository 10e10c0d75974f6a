import { describe, expect, it } from 'vitest';
import type { TimingEvent } from '../../../../../application/ports/telemetry.port.js';
import { MAX_TRACE_STRING_CHARS } from '../../../../../infrastructure/telemetry/bounded-timing-event.js';
import { JsonLinesTelemetrySink } from '../../../../../infrastructure/telemetry/json-lines-telemetry.sink.js';
import { NullTelemetry } from '../../../../../infrastructure/telemetry/null-telemetry.js';

function sinkWithBuffer(): { sink: JsonLinesTelemetrySink; lines: () => unknown[]; raw: string[] } {
  const raw: string[] = [];
  const sink = new JsonLinesTelemetrySink({ write: (chunk: string) => raw.push(chunk) });
  return { sink, raw, lines: () => raw.join('').trim().split('\n').map((line) => JSON.parse(line) as unknown) };
}

const FULL_EVENT: Required<TimingEvent> = {
  tool: 'WebFetch', phase: 'render', status: 'ok', durationMs: 812, errorCode: 'timeout', backend: 'agent-browser',
  attempt: 2, requestBudget: 4, requestsRemaining: 1, retryAt: 1_700_000_060_000, nextAction: 'use_available_evidence',
  bytes: 52_113, httpStatus: 200, exitStatus: 0, timeoutMs: 20_000, rendered: true, cacheHit: false, truncated: true,
  queueWaitMs: 12, backendMs: 640, cooldownSkips: 1, quotaSkips: 0, contentKind: 'html', charset: 'windows-1251',
  extractionStage: 'defuddle', parserFailures: 1, renderReason: 'sparse_shell', browserRecommended: false,
};

describe('JsonLinesTelemetrySink', () => {
  it('writes one JSON line per event, each ending in a newline', () => {
    const { sink, raw, lines } = sinkWithBuffer();
    sink.emit({ tool: 'WebSearch', phase: 'search', status: 'empty', durationMs: 40 });
    sink.emit({ tool: 'WebFetch', phase: 'fetch', status: 'error', durationMs: 5, errorCode: 'http_error', httpStatus: 404 });
    expect(raw).toHaveLength(2);
    expect(raw.every((chunk) => chunk.endsWith('\n') && chunk.indexOf('\n') === chunk.length - 1)).toBe(true);
    expect(lines()).toEqual([
      { tool: 'WebSearch', phase: 'search', status: 'empty', durationMs: 40 },
      { tool: 'WebFetch', phase: 'fetch', status: 'error', durationMs: 5, errorCode: 'http_error', httpStatus: 404 },
    ]);
  });

  it('keeps every bounded TimingEvent field', () => {
    const { sink, lines } = sinkWithBuffer();
    sink.emit(FULL_EVENT);
    expect(lines()).toEqual([FULL_EVENT]);
  });

  it('drops fields outside TimingEvent (URLs, queries, headers) and wrongly typed values', () => {
    const { sink, raw } = sinkWithBuffer();
    const leaky = {
      tool: 'WebFetch', phase: 'fetch', status: 'ok', durationMs: 1,
      url: 'https://secret.example/?token=abc', query: 'private words', headers: { Authorization: 'Bearer x' },
      bytes: Number.NaN, rendered: 'yes', httpStatus: '200',
    } as unknown as TimingEvent;
    sink.emit(leaky);
    expect(JSON.parse(raw.join(''))).toEqual({ tool: 'WebFetch', phase: 'fetch', status: 'ok', durationMs: 1 });
    expect(raw.join('')).not.toMatch(/secret|private|Bearer/u);
  });

  it('bounds string fields and keeps control characters from splitting the line', () => {
    const { sink, raw } = sinkWithBuffer();
    sink.emit({ tool: 'WebSearch', phase: 'search', status: 'error', durationMs: 1, backend: `a\nb${'x'.repeat(500)}` });
    expect(raw.join('').split('\n')).toHaveLength(2);
    const event = JSON.parse(raw.join('')) as { backend: string };
    expect(event.backend).toHaveLength(MAX_TRACE_STRING_CHARS);
    expect(event.backend.startsWith('a b')).toBe(true);
  });

  it('never throws when the writer fails', () => {
    const sink = new JsonLinesTelemetrySink({ write: () => { throw new Error('EPIPE'); } });
    expect(() => sink.emit({ tool: 'WebSearch', phase: 'search', status: 'ok', durationMs: 1 })).not.toThrow();
  });
});

describe('NullTelemetry', () => {
  it('accepts events and does nothing', () => {
    expect(() => new NullTelemetry().emit(FULL_EVENT)).not.toThrow();
  });
});
