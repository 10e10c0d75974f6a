import { WebFetchUseCase } from '../../../../application/web-fetch/web-fetch.use-case.js';
import type { WebFetchOutput, WebFetchSettings } from '../../../../application/web-fetch/web-fetch.types.js';
import type { Result } from '../../../../domain/shared/result.js';
import type { ToolError } from '../../../../domain/errors/tool-error.js';
import { FakeArtifactStore } from '../../../fakes/fake-artifact-store.js';
import { FakeClock } from '../../../fakes/fake-clock.js';
import { FakeCoordination } from '../../../fakes/fake-coordination.js';
import { FakeDocumentExtractor } from '../../../fakes/fake-document-extractor.js';
import { FakeHttpFetcher } from '../../../fakes/fake-http-fetcher.js';
import type { FakePageRenderer } from '../../../fakes/fake-page-renderer.js';
import { RecordingTelemetry } from '../../../fakes/recording-telemetry.js';

/** A WebFetch use-case wired to fakes, plus the fakes for assertions. */
export function webFetchHarness(settings: Partial<WebFetchSettings> = {}, renderer?: FakePageRenderer) {
  const clock = new FakeClock();
  const fetcher = new FakeHttpFetcher();
  const extractor = new FakeDocumentExtractor();
  const coordination = new FakeCoordination(clock);
  const telemetry = new RecordingTelemetry();
  const artifacts = new FakeArtifactStore();
  let nonces = 0;
  const useCase = new WebFetchUseCase(
    { fetcher, extractor, coordination, clock, telemetry, artifacts, createNonce: () => `nonce${++nonces}ABCDEFGH`, ...(renderer === undefined ? {} : { renderer }) },
    { networkPolicy: { mode: 'all' }, render: 'never', ...settings },
  );
  return { clock, fetcher, extractor, coordination, telemetry, artifacts, useCase };
}

/** Unwraps a success or fails the test with the error. */
export function expectOk(result: Result<WebFetchOutput, ToolError>): WebFetchOutput {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value;
}

/** Unwraps a failure or fails the test. */
export function expectErr(result: Result<WebFetchOutput, ToolError>): ToolError {
  if (result.ok) throw new Error(`expected failure, got success: ${result.value.content.slice(0, 200)}`);
  return result.error;
}

/** A Markdown page of `count` numbered lines under one heading. */
export function numberedPage(count: number): string {
  return ['# Numbered', ...Array.from({ length: count - 1 }, (_, index) => `line ${index + 2}`)].join('\n');
}
