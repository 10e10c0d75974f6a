import { ContainerModule } from 'inversify';
import { CODEX_READINESS } from '../../application/ports/codex-readiness.port.js';
import type { CodexAppServerHost } from '../../adapters/outbound/codex/app-server/codex-app-server.host.js';
import type { CodexReadinessService } from '../../adapters/outbound/codex/readiness/codex-readiness.service.js';
import type { CodexSearchAdapter } from '../../adapters/outbound/codex/codex-search.adapter.js';
import { CODEX_APP_SERVER_HOST, CODEX_SEARCH_PROVIDER } from '../tokens.js';

const services = () => import('./codex-services.factory.js');

/**
 * ChatGPT-subscription Codex search: the process's one lazily started app-server, its readiness
 * checks (also the `CodexReadinessPort` for `validate`), the quota reader and the provider. Async
 * bindings: the Codex code loads only when a search or a readiness check first needs it.
 */
export function codexModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<CodexAppServerHost>(CODEX_APP_SERVER_HOST).toDynamicValue(async (ctx) => (await services()).createCodexHost(ctx)).inSingletonScope();
    bind<CodexReadinessService>(CODEX_READINESS).toDynamicValue(async (ctx) => (await services()).createCodexReadiness(ctx)).inSingletonScope();
    bind<CodexSearchAdapter>(CODEX_SEARCH_PROVIDER).toDynamicValue(async (ctx) => (await services()).createCodexSearch(ctx)).inSingletonScope();
  });
}
