import type { Container } from 'inversify';
import type { SessionPolicy, StartRunOptions, WebResearchPort, WebResearchRunPort } from '../application/ports/web-research.port.js';
import { PAGE_RENDERER } from '../application/ports/page-renderer.port.js';
import type { WebSearchUseCase } from '../application/web-search/web-search.use-case.js';
import type { ConfigSource } from '../infrastructure/config/config-discovery.js';
import type { WebConfig } from '../infrastructure/config/web-config.model.js';
import { ClosedWebResearchRun } from './closed-web-research-run.js';
import type { WebFetchRunFactory } from './modules/fetch.module.js';
import { CODEX_APP_SERVER_HOST, FETCH_RUN_FACTORY, HTTP_AGENT, SEARCH_USE_CASE } from './tokens.js';
import { CODEX_READINESS, type CodexReadinessPort } from '../application/ports/codex-readiness.port.js';
import { WebResearchRun, type RunServices } from './web-research-run.js';

interface Closable {
  close(): Promise<void> | void;
}

/** Process pieces that hold sockets or child processes, closed in this order (only those ever created). */
const CLOSABLE_SERVICES = [PAGE_RENDERER, HTTP_AGENT, CODEX_APP_SERVER_HOST] as const;

/**
 * The facade the runtime holds for the process. Runs share the process pieces (HTTP agent,
 * coordination, the 15-minute search cache); each run has its own budget and run cache. Nothing
 * behind a tool is built (or its code loaded) until a call needs it: a fetch-only process never
 * loads the search providers, a search-only one never loads the fetch pipeline.
 */
export class WebResearch implements WebResearchPort {
  readonly #container: Container;
  readonly #services: RunServices;
  readonly #runs = new Set<WebResearchRun>();
  readonly #created = new Map<symbol, Closable>();
  readonly #resolving = new Set<Promise<unknown>>();
  #closing: Promise<void> | undefined;
  readonly config: WebConfig;
  /** Where the configuration was found (explicit path, `MONO_AGENT_CONFIG`, the default file, none). */
  readonly configSource: ConfigSource;
  readonly sessionPolicy: SessionPolicy;

  constructor(container: Container, config: WebConfig, configSource: ConfigSource = { kind: 'none' }) {
    this.#container = container;
    this.config = config;
    this.configSource = configSource;
    this.sessionPolicy = { maxRequestsPerRun: config.search.maxRequestsPerRun, runIdleMs: config.mcp.runIdleMs };
    for (const token of CLOSABLE_SERVICES) {
      container.onActivation<Closable>(token, (_ctx, service) => {
        this.#created.set(token, service);
        return service;
      });
    }
    let search: Promise<WebSearchUseCase> | undefined;
    let fetch: Promise<WebFetchRunFactory> | undefined;
    this.#services = {
      search: () => (search ??= this.#resolve<WebSearchUseCase>(SEARCH_USE_CASE)),
      createFetch: async () => (await (fetch ??= this.#resolve<WebFetchRunFactory>(FETCH_RUN_FACTORY)))(),
      maxRequestsPerRun: config.search.maxRequestsPerRun,
    };
  }

  /** Configuration warnings, for the host to show (the CLI prints them on stderr). */
  get warnings(): readonly string[] {
    return this.config.warnings;
  }

  startRun(options: StartRunOptions = {}): WebResearchRunPort {
    if (this.#closing !== undefined) return new ClosedWebResearchRun();
    const run: WebResearchRun = new WebResearchRun(this.#services, options, () => this.#runs.delete(run));
    this.#runs.add(run);
    return run;
  }

  /** Codex search readiness, check by check (starts the shared app-server if needed; never a turn). */
  get codexReadiness(): CodexReadinessPort {
    return {
      checkReadiness: async (options) => (await this.#resolve<CodexReadinessPort>(CODEX_READINESS)).checkReadiness(options),
    };
  }

  close(): Promise<void> {
    this.#closing ??= (async () => {
      await Promise.all([...this.#runs].map((run) => run.close()));
      await Promise.allSettled([...this.#resolving]);
      for (const token of CLOSABLE_SERVICES) await this.#created.get(token)?.close();
    })();
    return this.#closing;
  }

  /** Resolves a lazily loaded service, remembered so `close()` waits for it before closing what it created. */
  #resolve<T>(token: symbol): Promise<T> {
    const pending = this.#container.getAsync<T>(token);
    this.#resolving.add(pending);
    void pending.catch(() => undefined).finally(() => this.#resolving.delete(pending));
    return pending;
  }
}
