import type { Container } from 'inversify';
import type { SessionPolicy, StartRunOptions, WebResearchPort, WebResearchRunPort } from '../application/ports/web-research.port.js';
import { PAGE_RENDERER } from '../application/ports/page-renderer.port.js';
import { DOCUMENT_EXTRACTOR } from '../application/ports/document-extractor.port.js';
import { LazyContentExtractor } from './lazy-content-extractor.js';
import type { WebSearchUseCase } from '../application/web-search/web-search.use-case.js';
import { describeConfigSource, type ConfigSource } from '../infrastructure/config/config-discovery.js';
import type { ValidateUseCase } from '../application/validate/validate.use-case.js';
import type { ValidationSubject } from '../application/validate/validation-subject.js';
import type { ValidationReport } from '../domain/validate/validation-check.js';
import type { NetworkPolicy } from '../domain/network/network-policy.js';
import type { WebConfig } from '../infrastructure/config/web-config.model.js';
import { ClosedWebResearchRun } from './closed-web-research-run.js';
import type { WebFetchRunFactory } from './modules/fetch.module.js';
import { CODEX_APP_SERVER_HOST, FETCH_RUN_FACTORY, HTTP_AGENT, NETWORK_POLICY, SEARCH_USE_CASE, VALIDATE_USE_CASE } from './tokens.js';
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
    this.sessionPolicy = { maxRequestsPerRun: config.search.maxRequestsPerRun, runIdleMs: config.mcp.runIdleMs, enabledTools: config.enabledTools };
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
      enabledTools: config.enabledTools,
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

  /**
   * `mono-agent validate`'s "Web search & fetch" section for this facade's configuration:
   * structural checks always, liveness probes unless `liveness` is false. Never throws for what it
   * finds; every warn or fail line carries a fix.
   */
  async validate(options: { readonly liveness?: boolean; readonly signal?: AbortSignal } = {}): Promise<ValidationReport> {
    const { config } = this;
    const subject: ValidationSubject = {
      source: describeConfigSource(this.configSource),
      enabledTools: config.enabledTools,
      backend: config.search.backend,
      ...(config.search.searxng === undefined ? {} : { searxngEndpoint: config.search.searxng.endpoint }),
      ...(config.search.ollama === undefined ? {} : { ollama: config.search.ollama }),
      codexModel: config.search.codex.model,
      render: config.fetch.render,
      browserCommand: config.fetch.browserCommand,
      maxRequestsPerRun: config.search.maxRequestsPerRun,
      policy: this.#container.get<NetworkPolicy>(NETWORK_POLICY),
      warnings: config.warnings,
    };
    return (await this.#resolve<ValidateUseCase>(VALIDATE_USE_CASE)).execute(subject, { liveness: options.liveness ?? true, signal: options.signal ?? new AbortController().signal });
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
      // The default extractor's worker thread (an extractor passed in belongs to the caller).
      const extractor = this.#container.get<unknown>(DOCUMENT_EXTRACTOR);
      if (extractor instanceof LazyContentExtractor) await extractor.close();
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
