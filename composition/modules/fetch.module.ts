import { ContainerModule } from 'inversify';
import { CLOCK, type ClockPort } from '../../application/ports/clock.port.js';
import { COORDINATION, type CoordinationPort } from '../../application/ports/coordination.port.js';
import { TELEMETRY, type TelemetryPort } from '../../application/ports/telemetry.port.js';
import { ARTIFACT_STORE, type ArtifactStorePort } from '../../application/ports/artifact-store.port.js';
import { DOCUMENT_EXTRACTOR, type DocumentExtractorPort } from '../../application/ports/document-extractor.port.js';
import { HTTP_FETCHER, type HttpFetcherPort } from '../../application/ports/http-fetcher.port.js';
import { PAGE_RENDERER, type PageRendererPort } from '../../application/ports/page-renderer.port.js';
import type { NetworkPolicy } from '../../domain/network/network-policy.js';
import type { WebFetchUseCase } from '../../application/web-fetch/web-fetch.use-case.js';
import type { CompositionInput } from '../composition-options.js';
import { createNonce } from './infrastructure.module.js';
import { COMPOSITION_INPUT, FETCH_RUN_FACTORY, NETWORK_POLICY } from '../tokens.js';

/** Creates the WebFetch use-case of one run (its run cache and in-flight sharing live inside it). */
export type WebFetchRunFactory = () => WebFetchUseCase;

function rendererOf(renderer: PageRendererPort | undefined): { renderer?: PageRendererPort } {
  return renderer === undefined ? {} : { renderer };
}

/**
 * WebFetch: one use-case per run over the shared transport, extractor, coordination, artifact store
 * and (config `auto`) renderer. An async binding: the fetch pipeline loads on the first fetch only.
 */
export function fetchModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<WebFetchRunFactory>(FETCH_RUN_FACTORY)
      .toDynamicValue(async (ctx) => {
        // Loaded side by side: each is a chunk of the bundled CLI, so a chain of awaits would add up.
        const [{ WebFetchUseCase }, fetcher, renderer] = await Promise.all([
          import('../../application/web-fetch/web-fetch.use-case.js'),
          ctx.getAsync<HttpFetcherPort>(HTTP_FETCHER),
          ctx.getAsync<PageRendererPort>(PAGE_RENDERER, { optional: true }),
        ]);
        const deps = {
          fetcher,
          extractor: ctx.get<DocumentExtractorPort>(DOCUMENT_EXTRACTOR),
          coordination: ctx.get<CoordinationPort>(COORDINATION),
          clock: ctx.get<ClockPort>(CLOCK),
          telemetry: ctx.get<TelemetryPort>(TELEMETRY),
          artifacts: ctx.get<ArtifactStorePort>(ARTIFACT_STORE),
          createNonce,
          ...rendererOf(renderer),
        };
        const settings = { networkPolicy: ctx.get<NetworkPolicy>(NETWORK_POLICY), render: ctx.get<CompositionInput>(COMPOSITION_INPUT).config.fetch.render };
        return () => new WebFetchUseCase(deps, settings);
      })
      .inSingletonScope();
  });
}
