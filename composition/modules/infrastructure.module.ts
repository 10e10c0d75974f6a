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
import type { HttpAgent } from '../../infrastructure/http/http-agent.factory.js';
import { TempFileArtifactStore } from '../../adapters/outbound/artifact-store/temp-file-artifact-store.adapter.js';
import { LazyContentExtractor } from '../lazy-content-extractor.js';
import { createCoordination } from './coordination.binding.js';
import type { CompositionInput } from '../composition-options.js';
import { COMPOSITION_INPUT, HTTP_AGENT, NETWORK_POLICY } from '../tokens.js';

/**
 * Process-wide primitives: clock, telemetry, the one HTTP agent, coordination, artifacts, extraction.
 * The HTTP agent and fetcher (undici) are async bindings that import their code on first use, so a
 * process that never reaches the network (`--version`, MCP `initialize`) never loads undici.
 */
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
      .toDynamicValue(async () => (await import('../../infrastructure/http/http-agent.factory.js')).createHttpAgent({
        ...(input.options.tls === undefined ? {} : { tls: input.options.tls }),
        destinations,
      }))
      .inSingletonScope();
    bind(COORDINATION)
      .toDynamicValue((ctx) => createCoordination(input, ctx.get<ClockPort>(CLOCK)))
      .inSingletonScope();
    bind(DESTINATION_POLICY).toConstantValue(destinations);
    bind(ARTIFACT_STORE).toDynamicValue(() => new TempFileArtifactStore()).inSingletonScope();
    bind(DOCUMENT_EXTRACTOR).toConstantValue(input.options.extractor ?? new LazyContentExtractor({ isolation: input.options.extraction, heapLimitMiB: input.options.extractionHeapLimitMiB }));
    bind(HTTP_FETCHER)
      .toDynamicValue(async (ctx) => {
        const [{ UndiciHttpFetcher }, agent] = await Promise.all([import('../../adapters/outbound/http/undici-http-fetcher.adapter.js'), ctx.getAsync<HttpAgent>(HTTP_AGENT)]);
        return new UndiciHttpFetcher({ agent, clock: ctx.get<ClockPort>(CLOCK) });
      })
      .inSingletonScope();
  });
}

/** A fresh untrusted-content boundary token per fetch (8–64 of `[A-Za-z0-9_-]`). */
export function createNonce(): string {
  return randomBytes(12).toString('base64url');
}
