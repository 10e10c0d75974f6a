import { randomBytes } from 'node:crypto';
import { ContainerModule } from 'inversify';
import { PAGE_RENDERER } from '../../application/ports/page-renderer.port.js';
import { AgentBrowserRenderer } from '../../adapters/outbound/agent-browser/agent-browser-renderer.adapter.js';
import { reapBrowserProcesses } from '../../adapters/outbound/agent-browser/browser-process-reaper.js';
import { createRenderWorkspace } from '../../adapters/outbound/agent-browser/render-workspace.js';
import type { RenderSystem } from '../../adapters/outbound/agent-browser/render-system.js';
import { ChildProcessExecutor } from '../../infrastructure/process/child-process.executor.js';
import { processExitCleanup } from '../../infrastructure/process/exit-cleanup.registry.js';
import { DESTINATION_POLICY, type DestinationPolicyPort } from '../../application/ports/destination-policy.port.js';
import type { CompositionInput } from '../composition-options.js';

/** The real operating system as the renderer (and validate's browser probes) see it. */
export function realRenderSystem(destinations: DestinationPolicyPort): RenderSystem {
  return {
    executor: new ChildProcessExecutor(),
    createWorkspace: () => createRenderWorkspace(),
    reap: reapBrowserProcesses,
    destinations,
    exitCleanup: processExitCleanup(),
    randomHex: (chars) => randomBytes(Math.ceil(chars / 2)).toString('hex').slice(0, chars),
    now: () => Date.now(),
    // Deliberately ref'd: a render's clean-up keeps the process alive until it is done.
    pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}

/**
 * Browser rendering: bound only when `tools.web.fetch.render` is `auto` (config `never` is a
 * ceiling, so no renderer exists at all). The composition options may supply another renderer.
 */
export function renderModule(input: CompositionInput): ContainerModule {
  return new ContainerModule(({ bind }) => {
    if (input.config.fetch.render !== 'auto') return;
    if (input.options.renderer !== undefined) {
      bind(PAGE_RENDERER).toConstantValue(input.options.renderer);
      return;
    }
    const env = input.options.env ?? process.env;
    bind(PAGE_RENDERER)
      .toDynamicValue((ctx) => new AgentBrowserRenderer(
        { browserCommand: input.config.fetch.browserCommand, env, runningAsRoot: process.getuid?.() === 0 },
        realRenderSystem(ctx.get<DestinationPolicyPort>(DESTINATION_POLICY)),
      ))
      .inSingletonScope();
  });
}
