import type { PageRendererPort, PageRenderRequest, RenderFailure, RenderedPage } from '../../../application/ports/page-renderer.port.js';
import { err, type Result } from '../../../domain/shared/result.js';
import { AgentBrowserRender } from './agent-browser-render.js';
import { spawnFailure } from './agent-browser-step-result.js';
import { resolveBrowserExecutable } from './agent-browser-executable.resolver.js';
import { boundedDetail } from './agent-browser-failure.mapper.js';
import { readAgentBrowserVersion } from './agent-browser-version.probe.js';
import type { RendererSettings, RenderSystem } from './render-system.js';

/** `--version` answers in well under a second; this bounds a hung binary. */
const VERSION_TIMEOUT_MS = 5_000;

/**
 * The `agent-browser` CLI as the WebFetch renderer. The first render checks once that the
 * configured command is agent-browser 0.33.1 or newer (a missing or foreign binary is
 * `backend_not_ready` with what to install or set); each render then runs isolated in
 * {@link AgentBrowserRender}. `close` kills every render still in flight and waits for their
 * clean-up; renders after it are cancelled.
 */
export class AgentBrowserRenderer implements PageRendererPort {
  readonly #settings: RendererSettings;
  readonly #system: RenderSystem;
  readonly #active = new Map<AgentBrowserRender, Promise<unknown>>();
  #executable: string | undefined;
  #verified: Promise<RenderFailure | undefined> | undefined;
  #closed = false;

  constructor(settings: RendererSettings, system: RenderSystem) {
    this.#settings = settings;
    this.#system = system;
  }

  async render(request: PageRenderRequest): Promise<Result<RenderedPage, RenderFailure>> {
    if (this.#closed) return err({ code: 'cancelled', message: 'The renderer has been closed.', originFailure: false });
    this.#executable ??= resolveBrowserExecutable(this.#settings.browserCommand, this.#settings.env['PATH']);
    const unfit = await this.#verify(this.#executable, request);
    if (unfit !== undefined) return err(unfit);
    const render = new AgentBrowserRender(this.#system, this.#settings, this.#executable, request);
    const running = render.run();
    this.#active.set(render, running.catch(() => undefined));
    try {
      return await running;
    } finally {
      this.#active.delete(render);
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const render of this.#active.keys()) render.kill();
    await Promise.all(this.#active.values());
  }

  /** Checks the binary once per process; a cancelled or timed-out check is not remembered. */
  async #verify(executable: string, request: PageRenderRequest): Promise<RenderFailure | undefined> {
    this.#verified ??= this.#checkVersion(executable, request);
    const verdict = await this.#verified;
    if (verdict !== undefined && (verdict.code === 'cancelled' || verdict.code === 'timeout')) this.#verified = undefined;
    return verdict;
  }

  async #checkVersion(executable: string, request: PageRenderRequest): Promise<RenderFailure | undefined> {
    const timeoutMs = Math.min(VERSION_TIMEOUT_MS, request.deadline - this.#system.now());
    const found = await readAgentBrowserVersion(this.#system.executor, executable, { path: this.#settings.env['PATH'], timeoutMs, signal: request.signal });
    const command = boundedDetail(this.#settings.browserCommand);
    switch (found.kind) {
      case 'version':
        return found.supported ? undefined : { code: 'backend_not_ready', message: `agent-browser ${found.version.join('.')} is too old; rendering needs 0.33.1 or newer (npm install -g agent-browser).`, originFailure: false };
      case 'not_found':
        return spawnFailure('ENOENT', this.#settings.browserCommand);
      case 'cancelled':
        return { code: 'cancelled', message: 'The render was cancelled.', originFailure: false };
      case 'timed_out':
        return { code: 'timeout', message: `"${command} --version" did not answer in time.`, originFailure: false };
      case 'failed':
        if (found.spawnError !== undefined) return spawnFailure(found.spawnError, this.#settings.browserCommand);
        return { code: 'backend_not_ready', message: `"${command} --version" did not report an agent-browser version; tools.web.fetch.browserCommand must name agent-browser 0.33.1 or newer.`, originFailure: false };
      case 'foreign':
      case 'policy_denied':
      case 'unreachable':
        return { code: 'backend_not_ready', message: `"${command} --version" did not report an agent-browser version; tools.web.fetch.browserCommand must name agent-browser 0.33.1 or newer.`, originFailure: false };
    }
  }
}
