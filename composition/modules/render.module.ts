import { ContainerModule } from 'inversify';
import { PAGE_RENDERER, type PageRendererPort } from '../../application/ports/page-renderer.port.js';
import { DESTINATION_POLICY, type DestinationPolicyPort } from '../../application/ports/destination-policy.port.js';
import type { CompositionInput } from '../composition-options.js';

/**
 * Browser rendering: bound only when `tools.web.fetch.render` is `auto` (config `never` is a
 * ceiling, so no renderer exists at all). The composition options may supply another renderer.
 * The agent-browser code loads when the fetch pipeline first asks for the renderer.
 */
export function renderModule(input: CompositionInput): ContainerModule {
  return new ContainerModule(({ bind }) => {
    if (input.config.fetch.render !== 'auto') return;
    if (input.options.renderer !== undefined) {
      bind(PAGE_RENDERER).toConstantValue(input.options.renderer);
      return;
    }
    bind<PageRendererPort>(PAGE_RENDERER)
      .toDynamicValue(async (ctx) => (await import('./render-system.factory.js')).createAgentBrowserRenderer(input, ctx.get<DestinationPolicyPort>(DESTINATION_POLICY)))
      .inSingletonScope();
  });
}
