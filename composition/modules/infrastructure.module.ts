import { randomBytes } from 'node:crypto';
import { ContainerModule } from 'inversify';
import { CLOCK, type ClockPort } from '../../application/ports/clock.port.js';
import { COORDINATION } from '../../application/ports/coordination.port.js';
import { TELEMETRY } from '../../application/ports/telemetry.port.js';
import { ARTIFACT_STORE } from '../../application/ports/artifact-store.port.js';
import { DOCUMENT_EXTRACTOR } from '../../application/ports/document-extractor.port.js';
import { HTTP_FETCHER } from '../../application/ports/http-fetcher.port.js';
import { DESTINATION_POLICY } from '../../application/ports/destination-policy.port.js';
import { ResolvingDestinationPolicy } from '../../infrastructure/http/resolving-destination-policy.js';
import { SystemClock } from '../../infrastructure/clock/system-clock.js';
import { createHttpAgent, type HttpAgent } from '../../infrastructure/http/http-agent.factory.js';
import { TempFileArtifactStore } from '../../adapters/outbound/artifact-store/temp-file-artifact-store.adapter.js';
import { UndiciHttpFetcher } from '../../adapters/outbound/http/undici-http-fetcher.adapter.js';
import { LazyContentExtractor } from '../lazy-content-extractor.js';
import { createCoordination } from './coordination.binding.js';
import type { CompositionInput } from '../composition-options.js';
import { COMPOSITION_INPUT, HTTP_AGENT, NETWORK_POLICY } from '../tokens.js';

/** Process-wide primitives: clock, telemetry, the one HTTP agent, coordination, artifacts, extraction. */
export function infrastructureModule(input: CompositionInput): ContainerModule {
  // One destination policy for every egress: the transport's connect hook, the search stages,
  // the renderer and validate all ask this instance.
  const destinations = new ResolvingDestinationPolicy(input.options.resolveHost);
  return new ContainerModule(({ bind }) => {
    bind(COMPOSITION_INPUT).toConstantValue(input);
    bind(NETWORK_POLICY).toConstantValue(input.options.networkOverride ?? input.config.network);
    bind(CLOCK).toConstantValue(input.options.clock ?? new SystemClock());
    bind(TELEMETRY).toConstantValue(input.options.telemetry ?? { emit: () => undefined });
    bind<HttpAgent>(HTTP_AGENT)
      .toDynamicValue(() => createHttpAgent({
        ...(input.options.tls === undefined ? {} : { tls: input.options.tls }),
        destinations,
      }))
      .inSingletonScope();
    bind(COORDINATION)
      .toDynamicValue((ctx) => createCoordination(input, ctx.get<ClockPort>(CLOCK)))
      .inSingletonScope();
    bind(DESTINATION_POLICY).toConstantValue(destinations);
    bind(ARTIFACT_STORE).toDynamicValue(() => new TempFileArtifactStore()).inSingletonScope();
    bind(DOCUMENT_EXTRACTOR).toConstantValue(input.options.extractor ?? new LazyContentExtractor());
    bind(HTTP_FETCHER)
      .toDynamicValue((ctx) => new UndiciHttpFetcher({ agent: ctx.get<HttpAgent>(HTTP_AGENT), clock: ctx.get<ClockPort>(CLOCK) }))
      .inSingletonScope();
  });
}

/** A fresh untrusted-content boundary token per fetch (8–64 of `[A-Za-z0-9_-]`). */
export function createNonce(): string {
  return randomBytes(12).toString('base64url');
}
