import { ContainerModule } from 'inversify';
import { SEARCH_PROVIDERS } from '../../application/ports/search-provider.port.js';
import type { ProviderSlots } from '../../application/web-search/search-plan.js';
import type { WebSearchUseCase } from '../../application/web-search/web-search.use-case.js';
import { SEARCH_USE_CASE } from '../tokens.js';

/**
 * WebSearch: an async binding that loads the providers, the plan and the use-case on the first
 * search, so a fetch-only process never loads them (nor the keyless engines' HTML parser).
 */
export function searchModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<ProviderSlots>(SEARCH_PROVIDERS)
      .toDynamicValue(async (ctx) => (await import('./search-use-case.factory.js')).createProviderSlots(ctx))
      .inSingletonScope();
    bind<WebSearchUseCase>(SEARCH_USE_CASE)
      .toDynamicValue(async (ctx) => (await import('./search-use-case.factory.js')).createSearchUseCase(ctx))
      .inSingletonScope();
  });
}
