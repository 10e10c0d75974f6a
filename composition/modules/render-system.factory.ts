import { randomBytes } from 'node:crypto';
import { AgentBrowserRenderer } from '../../adapters/outbound/agent-browser/agent-browser-renderer.adapter.js';
import { reapBrowserProcesses } from '../../adapters/outbound/agent-browser/browser-process-reaper.js';
import { createRenderWorkspace } from '../../adapters/outbound/agent-browser/render-workspace.js';
import type { RenderSystem } from '../../adapters/outbound/agent-browser/render-system.js';
import type { DestinationPolicyPort } from '../../application/ports/destination-policy.port.js';
import { ChildProcessExecutor } from '../../infrastructure/process/child-process.executor.js';
import { processExitCleanup } from '../../infrastructure/process/exit-cleanup.registry.js';
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

/** The agent-browser renderer on the real system (loaded on the first fetch when config is `auto`). */
export function createAgentBrowserRenderer(input: CompositionInput, destinations: DestinationPolicyPort): AgentBrowserRenderer {
  const env = input.options.env ?? process.env;
  return new AgentBrowserRenderer(
    { browserCommand: input.config.fetch.browserCommand, env, runningAsRoot: process.getuid?.() === 0 },
    realRenderSystem(destinations),
  );
}
