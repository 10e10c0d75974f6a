import { AgentBrowserRenderer } from '../../../../adapters/outbound/agent-browser/agent-browser-renderer.adapter.js';
import type { ReapTarget } from '../../../../adapters/outbound/agent-browser/browser-process-reaper.js';
import type { RenderWorkspace } from '../../../../adapters/outbound/agent-browser/render-workspace.js';
import type { RendererSettings, RenderSystem } from '../../../../adapters/outbound/agent-browser/render-system.js';
import type { PageRenderRequest } from '../../../../application/ports/page-renderer.port.js';
import type { NetworkPolicy } from '../../../../domain/network/network-policy.js';
import type { SyncCleanup } from '../../../../infrastructure/process/exit-cleanup.registry.js';
import type { ResolvedAddress } from '../../../../infrastructure/http/host-resolver.js';
import { ResolvingDestinationPolicy } from '../../../../infrastructure/http/resolving-destination-policy.js';
import { FakeClock } from '../../../fakes/fake-clock.js';
import { FakeCommandExecutor, succeeds } from '../../../fakes/fake-command-executor.js';

export const DIR = '/tmp/mab-TEST01';

/** A workspace that exists only in memory and counts its removals. */
export class FakeWorkspace implements RenderWorkspace {
  readonly dir = DIR;
  readonly configPath = `${DIR}/config.json`;
  readonly socketDir = `${DIR}/s`;
  removed = 0;
  removedSync = 0;
  daemonPidFile(namespace: string, session: string): string {
    return `${DIR}/s/namespaces/${namespace}/run/${session}.pid`;
  }
  async remove(): Promise<void> {
    this.removed += 1;
  }
  removeSync(): void {
    this.removedSync += 1;
  }
}

/** Records exit clean-ups; `fire` runs them as a process exit would. */
export class RecordingExitCleanup {
  readonly registered = new Set<SyncCleanup>();
  registrations = 0;
  register(cleanup: SyncCleanup): () => void {
    this.registrations += 1;
    this.registered.add(cleanup);
    return () => this.registered.delete(cleanup);
  }
  fire(): void {
    for (const cleanup of [...this.registered]) cleanup();
  }
}

/** An agent-browser renderer over fakes only: no process, file, DNS lookup or timer is real. */
export function renderHarness(options: { readonly runningAsRoot?: boolean; readonly env?: Record<string, string>; readonly dns?: Record<string, readonly ResolvedAddress[]> } = {}) {
  const clock = new FakeClock();
  const executor = new FakeCommandExecutor().on('--version', () => ({ kind: 'exited', exitCode: 0, signal: null, stdout: 'agent-browser 0.41.2\n', stderr: '' }));
  const workspaces: FakeWorkspace[] = [];
  const reaped: Array<ReapTarget & { readonly atStep: number }> = [];
  const exitCleanup = new RecordingExitCleanup();
  let hex = 0;
  /** Live processes each sweep finds (consumed front to back; then 0). */
  const sweepFinds: number[] = [];
  const system: RenderSystem = {
    executor,
    createWorkspace: async () => {
      const workspace = new FakeWorkspace();
      workspaces.push(workspace);
      return workspace;
    },
    reap: (target) => {
      reaped.push({ ...target, atStep: executor.requests.length });
      return sweepFinds.shift() ?? 0;
    },
    // The real destination policy over scripted DNS.
    destinations: new ResolvingDestinationPolicy(async (hostname) => {
      const answer = (options.dns ?? {})[hostname];
      if (answer === undefined) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return answer;
    }),
    exitCleanup,
    randomHex: (chars) => (hex += 1).toString(16).padStart(chars, '0'),
    now: () => clock.now(),
    pause: async () => undefined,
  };
  const settings: RendererSettings = {
    browserCommand: '/opt/agent-browser/bin/agent-browser',
    env: options.env ?? { PATH: '/usr/bin:/bin', AGENT_BROWSER_EXECUTABLE_PATH: '/usr/bin/chromium', HTTP_PROXY: 'http://proxy:3128', AGENT_BROWSER_ARGS: '--remote-debugging-address=0.0.0.0', AGENT_BROWSER_PROFILE: '/home/me/profile' },
    runningAsRoot: options.runningAsRoot ?? false,
  };
  const renderer = new AgentBrowserRenderer(settings, system);
  const request = (url: string, policy: NetworkPolicy = { mode: 'all' }, signal: AbortSignal = new AbortController().signal): PageRenderRequest => ({
    url, policy, signal, deadline: clock.now() + 20_000,
  });
  return { clock, executor, workspaces, reaped, exitCleanup, sweepFinds, renderer, request, settings };
}

/** Scripts every step of a successful render of `url` ending on `finalUrl`. */
export function scriptSuccess(executor: FakeCommandExecutor, url: string, options: { readonly finalUrl?: string; readonly html?: string; readonly status?: number; readonly mimeType?: string } = {}): void {
  const finalUrl = options.finalUrl ?? url;
  executor
    .on('open', succeeds({ targetId: 'T1', title: 'App', url: finalUrl }))
    .on('wait', succeeds({ state: 'domcontentloaded' }))
    .on('get url', succeeds({ url: finalUrl }))
    .on('network', succeeds({
      requests: [
        { url: 'https://www.gstatic.com/x.js', resourceType: 'Script', status: 200, mimeType: 'text/javascript' },
        ...(finalUrl === url ? [] : [{ url, resourceType: 'Document', status: 301, mimeType: 'text/html' }]),
        { url: finalUrl, resourceType: 'Document', status: options.status ?? 200, mimeType: options.mimeType ?? 'text/html' },
        { url: `${new URL(url).origin}/api`, resourceType: 'Fetch', status: 200, mimeType: 'application/json' },
      ],
    }))
    .on('get html', succeeds({ html: options.html ?? '<head><title>App</title></head><body><h1>Rendered</h1></body>' }))
    .on('close', succeeds({ closed: true }));
}
