import { isIP } from 'node:net';
import type { PageRenderRequest, RenderFailure, RenderedPage } from '../../../application/ports/page-renderer.port.js';
import { decideRenderedNavigation } from '../../../domain/fetch/render-navigation.policy.js';
import { FETCH_LIMITS } from '../../../domain/fetch/fetch-limits.js';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import type { DestinationAddress } from '../../../application/ports/destination-policy.port.js';
import { hostnameOf } from '../../../infrastructure/http/destination-check.js';
import { chromiumArgs, launchPrefix, RENDER_STEPS, renderEnvironment, type RenderLaunch } from './agent-browser-launch.js';
import { documentRequestsOf, htmlOf, urlOf, type DocumentRequest } from './agent-browser-envelope.js';
import { boundedDetail } from './agent-browser-failure.mapper.js';
import { budgetSpent, cancelled, stepResult, tooLarge, unreadable, type StepResult } from './agent-browser-step-result.js';
import type { ReapTarget } from './browser-process-reaper.js';
import type { RenderWorkspace } from './render-workspace.js';
import type { RendererSettings, RenderSystem } from './render-system.js';

/** A graceful `close` gets this long before the browser is killed instead (bounded clean-up). */
export const CLOSE_TIMEOUT_MS = 5_000;
/** Stdout cap of the small steps (URL, request list). */
const STEP_OUTPUT_BYTES = 8 * 1024 * 1024;
/** Stdout cap of the HTML step: JSON escaping can double the page's own bytes. */
const HTML_OUTPUT_BYTES = 2 * FETCH_LIMITS.maxBodyBytes + 64 * 1024;
/** Sweeps after a kill: a daemon killed mid-launch may still start a browser for a moment. */
const SWEEP_ROUNDS = 3;
const SWEEP_PAUSE_MS = 150;

/**
 * One isolated render with agent-browser: a private directory (HOME, TMPDIR, sockets, an empty
 * read-only config), a random namespace and session, the browser scoped to the requested host
 * and pinned to the address the network policy admitted. Steps: open → wait for
 * DOMContentLoaded → current URL → document requests (every navigation is validated against the
 * policy and the requested origin) → rendered HTML. Whatever happens, the browser is closed (or,
 * on timeout, cancellation or process exit, killed with its process groups) and the directory
 * removed before `run` settles.
 */
export class AgentBrowserRender {
  readonly #system: RenderSystem;
  readonly #settings: RendererSettings;
  readonly #executable: string;
  readonly #request: PageRenderRequest;
  #workspace: RenderWorkspace | undefined;
  #target: ReapTarget | undefined;
  #prefix: string[] = [];
  #env: Record<string, string> = {};
  #stepPid: number | undefined;
  #killed = false;

  constructor(system: RenderSystem, settings: RendererSettings, executable: string, request: PageRenderRequest) {
    this.#system = system;
    this.#settings = settings;
    this.#executable = executable;
    this.#request = request;
  }

  async run(): Promise<Result<RenderedPage, RenderFailure>> {
    const request = this.#request;
    if (request.signal.aborted) return err(cancelled());
    const admitted = await this.#admitDestination();
    if (!admitted.ok) return admitted;
    try {
      this.#workspace = await this.#system.createWorkspace();
    } catch (error: unknown) {
      return err({ code: 'backend_unavailable', message: `Could not create a private directory for the browser: ${boundedDetail(error instanceof Error ? error.message : String(error))}`, originFailure: false });
    }
    const workspace = this.#workspace;
    const unregister = this.#system.exitCleanup.register(() => {
      this.kill();
      workspace.removeSync();
    });
    const onAbort = (): void => this.kill();
    request.signal.addEventListener('abort', onAbort, { once: true });
    try {
      this.#prepare(workspace, admitted.value);
      return await this.#steps();
    } finally {
      request.signal.removeEventListener('abort', onAbort);
      await this.#shutdown(workspace);
      unregister();
    }
  }

  /** Kills the browser, its daemon and the call in flight now (synchronous; idempotent). */
  kill(): void {
    if (this.#target === undefined) return;
    this.#killed = true;
    this.#system.reap({ ...this.#target, ...(this.#stepPid === undefined ? {} : { stepPid: this.#stepPid }) });
  }

  /** The destination policy decides on the requested URL and its resolved addresses before any browser starts. */
  async #admitDestination(): Promise<Result<DestinationAddress | undefined, RenderFailure>> {
    const { url, policy } = this.#request;
    const verdict = await this.#system.destinations.check(url, policy, 'public-fetch');
    if (verdict.kind === 'unresolved') {
      return err({ code: 'backend_unavailable', message: `The host name could not be resolved (${verdict.errorCode ?? 'DNS error'}).`, originFailure: true });
    }
    if (verdict.kind === 'denied') {
      return err({ code: 'policy_denied', message: `The sandbox network policy does not allow this destination (${verdict.reason}): ${verdict.message}`, originFailure: false });
    }
    const literal = isIP(hostnameOf(new URL(url))) !== 0;
    const pin = verdict.addresses.find((answer) => answer.family === 4) ?? verdict.addresses[0];
    return ok(literal ? undefined : pin);
  }

  #prepare(workspace: RenderWorkspace, pinned: DestinationAddress | undefined): void {
    const url = new URL(this.#request.url);
    const hostname = hostnameOf(url);
    const launch: RenderLaunch = {
      configPath: workspace.configPath,
      namespace: `wf${this.#system.randomHex(12)}`,
      session: `s${this.#system.randomHex(12)}`,
      allowedHost: hostname,
      chromiumArgs: chromiumArgs({ runningAsRoot: this.#settings.runningAsRoot, hostname, ...(pinned === undefined ? {} : { pinnedAddress: pinned }) }),
    };
    this.#prefix = launchPrefix(launch);
    this.#env = renderEnvironment({
      parent: this.#settings.env,
      renderDir: workspace.dir,
      socketDir: workspace.socketDir,
      defaultTimeoutMs: this.#request.deadline - this.#system.now(),
    });
    this.#target = { daemonPidFile: workspace.daemonPidFile(launch.namespace, launch.session), directoryMarker: `${workspace.dir}/` };
  }

  async #steps(): Promise<Result<RenderedPage, RenderFailure>> {
    const { url } = this.#request;
    const opened = await this.#call(RENDER_STEPS.open(url));
    if (!opened.ok) return opened;
    const landed = urlOf(opened.value);
    if (landed !== undefined) {
      const refused = await this.#refusal(landed);
      if (refused !== undefined) return err(refused);
    }
    const loaded = await this.#call(RENDER_STEPS.waitForDomContentLoaded);
    if (!loaded.ok) return loaded;
    const current = await this.#call(RENDER_STEPS.currentUrl);
    if (!current.ok) return current;
    const finalUrl = urlOf(current.value);
    if (finalUrl === undefined) return err(unreadable('get url'));
    const refused = await this.#refusal(finalUrl);
    if (refused !== undefined) return err(refused);
    const listed = await this.#call(RENDER_STEPS.documentRequests);
    if (!listed.ok) return listed;
    const documents = documentRequestsOf(listed.value);
    if (documents === undefined) return err(unreadable('network requests'));
    for (const document of documents) {
      // Only answered requests reached a server; blocked ones never left the browser.
      const blocked = document.status === undefined ? undefined : await this.#refusal(document.url);
      if (blocked !== undefined) return err(blocked);
    }
    const read = await this.#call(RENDER_STEPS.renderedHtml, HTML_OUTPUT_BYTES);
    if (!read.ok) return read;
    const html = htmlOf(read.value);
    if (html === undefined) return err(unreadable('get html'));
    if (Buffer.byteLength(html, 'utf8') > FETCH_LIMITS.maxBodyBytes) {
      return err(tooLarge());
    }
    const final = finalDocument(documents, finalUrl);
    return ok({
      finalUrl,
      html: `<!doctype html><html>${html}</html>`,
      navigations: documents.length,
      ...(final?.status === undefined ? {} : { status: final.status }),
      ...(final?.mimeType === undefined ? {} : { mediaType: final.mimeType }),
    });
  }

  /**
   * The verdict on a URL the browser reports, as a failure (or undefined when allowed): first the
   * render's origin scope, then the destination policy. The browser is pinned to the address
   * admitted for this origin, so the policy decides by name (a second DNS answer could only
   * disagree with the pin, not change where the browser connects).
   */
  async #refusal(navigated: string): Promise<RenderFailure | undefined> {
    const scope = decideRenderedNavigation(this.#request.url, navigated);
    if (!scope.allowed) {
      if (scope.reason === 'other_origin') return { code: 'policy_denied', message: `Refused to read the rendered page: ${scope.message}.`, originFailure: false };
      return { code: 'backend_unavailable', message: `The browser did not load the page: ${scope.message}.`, originFailure: true };
    }
    const verdict = await this.#system.destinations.check(navigated, this.#request.policy, 'public-fetch', { resolve: false });
    if (verdict.kind !== 'denied') return undefined;
    return { code: 'policy_denied', message: `Refused to read the rendered page: the sandbox network policy does not allow it (${verdict.reason}): ${verdict.message}.`, originFailure: false };
  }

  /** One agent-browser call with the render's fixed prefix, inside the render budget. */
  async #call(step: readonly string[], maxStdoutBytes = STEP_OUTPUT_BYTES): Promise<StepResult> {
    const remaining = this.#request.deadline - this.#system.now();
    if (this.#request.signal.aborted) return err(cancelled());
    if (remaining <= 0) {
      this.kill();
      return err(budgetSpent());
    }
    const outcome = await this.#system.executor.run({
      file: this.#executable,
      args: [...this.#prefix, ...step],
      env: this.#env,
      timeoutMs: remaining,
      signal: this.#request.signal,
      maxStdoutBytes,
      onSpawn: (pid) => {
        this.#stepPid = pid;
      },
    });
    this.#stepPid = undefined;
    // The executor already killed the call's own group; the daemon and browser go with it.
    if (outcome.kind === 'timed_out' || outcome.kind === 'aborted') this.kill();
    return stepResult(outcome, this.#settings.browserCommand);
  }

  /** Closes gracefully unless the browser was killed, sweeps for anything left, removes the directory. */
  async #shutdown(workspace: RenderWorkspace): Promise<void> {
    if (this.#target !== undefined && !this.#killed) {
      const closing = new AbortController();
      const outcome = await this.#system.executor.run({
        file: this.#executable,
        args: [...this.#prefix, ...RENDER_STEPS.close],
        env: this.#env,
        timeoutMs: CLOSE_TIMEOUT_MS,
        signal: closing.signal,
        maxStdoutBytes: STEP_OUTPUT_BYTES,
      });
      if (outcome.kind !== 'exited' || outcome.exitCode !== 0) this.kill();
    }
    if (this.#target !== undefined) {
      for (let round = 0; round < SWEEP_ROUNDS; round += 1) {
        if (this.#system.reap(this.#target) === 0) break;
        await this.#system.pause(SWEEP_PAUSE_MS);
      }
    }
    await workspace.remove().catch(() => undefined);
  }
}

function finalDocument(documents: readonly DocumentRequest[], finalUrl: string): DocumentRequest | undefined {
  const answered = documents.filter((document) => document.status !== undefined);
  return [...answered].reverse().find((document) => document.url === finalUrl) ?? answered[answered.length - 1];
}
