import type { ClockPort } from '../../../application/ports/clock.port.js';
import type {
  FilterSupport,
  ProviderFailure,
  ProviderSearchRequest,
  ProviderSuccess,
  SearchProviderPort,
} from '../../../application/ports/search-provider.port.js';
import { DeadlineExceeded, DeadlineScope } from '../../../application/shared/deadline-scope.js';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import { providerFailure } from '../search-http/provider-failure.factory.js';
import type { CodexAppServerHost } from './app-server/codex-app-server.host.js';
import { classifyTurnError } from './codex-turn-error.classifier.js';
import type { CodexQuotaReader } from './quota/codex-quota.reader.js';
import type { CodexReadinessService } from './readiness/codex-readiness.service.js';
import type { TurnVerdict } from './turn/search-turn.monitor.js';
import { runSearchTurn, type SearchTurnOutcome } from './turn/search-turn.runner.js';
import { parseWebSearchResults } from './turn/web-search-results.parser.js';

/** Where Codex search goes: the sandbox policy must admit this host (`chatgpt.com`). */
export const CODEX_SEARCH_ENDPOINT = 'https://chatgpt.com/backend-api/codex';

/** The coordination scope key: one ChatGPT subscription transport, serialized. */
export const CODEX_SCOPE_KEY = 'chatgpt.com';

/** Language and time range go to the model as preferences; domains also go to the search tool's `allowed_domains`. None is enforced by Codex. */
const FILTER_SUPPORT: FilterSupport = { language: 'advisory', timeRange: 'advisory', domains: 'advisory' };

/** Construction options of {@link CodexSearchAdapter}. */
export interface CodexSearchAdapterOptions {
  readonly host: CodexAppServerHost;
  readonly readiness: CodexReadinessService;
  readonly quota: CodexQuotaReader;
  /** `tools.web.search.codex.model`. */
  readonly model: string;
  readonly clock: ClockPort;
  /** Bound on waiting for an interrupted turn to confirm before its server is killed (ms). */
  readonly interruptGraceMs: number;
}

type Outcome = Result<ProviderSuccess, ProviderFailure>;

function abortedFailure(reason: unknown, requestsSent: number, timeoutMs: number, interrupted: boolean): Outcome {
  const stopped = interrupted ? '; the turn was interrupted' : '';
  if (reason instanceof DeadlineExceeded) return err(providerFailure('timeout', `codex search did not finish within ${Math.round(timeoutMs / 1000)} s${stopped}`, requestsSent));
  return err(providerFailure('cancelled', `codex search was cancelled${stopped}`, requestsSent));
}

/**
 * ChatGPT-subscription search through the local `codex app-server` (spec: "ChatGPT-subscription
 * Codex search"). Per search: readiness (lazily, cached briefly), then the quota reserve (a skip
 * costs nothing), then — only now consuming one request of the run's budget — one ephemeral,
 * low-effort turn whose single completed search item's structured results are the answer.
 * The app-server is held alive for the whole call, so a turn in flight keeps the process running.
 */
export class CodexSearchAdapter implements SearchProviderPort {
  readonly id = 'codex' as const;
  readonly scopeKey = CODEX_SCOPE_KEY;
  readonly endpoint = CODEX_SEARCH_ENDPOINT;
  readonly #options: CodexSearchAdapterOptions;

  constructor(options: CodexSearchAdapterOptions) {
    this.#options = options;
  }

  async search(request: ProviderSearchRequest): Promise<Outcome> {
    const { clock, readiness, quota } = this.#options;
    const release = this.#options.host.hold();
    const scope = DeadlineScope.open(clock, request.signal, request.timeoutMs);
    try {
      const ready = await readiness.ensureReady(scope.signal);
      if (!ready.ok) {
        if (ready.error.kind === 'aborted') return abortedFailure(ready.error.reason, 0, request.timeoutMs, false);
        return err(providerFailure('backend_not_ready', ready.error.message, 0));
      }
      const session = ready.value.session;
      const allowance = await quota.verdict(session, scope.signal);
      if (!allowance.ok) return abortedFailure(allowance.error.reason, 0, request.timeoutMs, false);
      if (!allowance.value.usable) {
        const { retryAt, message } = allowance.value;
        return err(providerFailure('quota_exhausted', `codex quota skip: ${message}`, 0, { retryAfterMs: retryAt === undefined ? undefined : Math.max(0, retryAt - clock.now()) }));
      }
      const outcome = await runSearchTurn({
        session,
        model: this.#options.model,
        query: request.query,
        preferences: {
          ...(request.language === undefined ? {} : { language: request.language }),
          ...(request.timeRange === undefined ? {} : { timeRange: request.timeRange }),
          domains: request.domains,
          excludeDomains: request.excludeDomains,
        },
        signal: scope.signal,
        clock,
        admitTurn: () => request.gate.tryConsume(),
        interruptGraceMs: this.#options.interruptGraceMs,
      });
      return this.#interpret(outcome, request.timeoutMs);
    } finally {
      scope.dispose();
      release();
    }
  }

  #interpret(outcome: SearchTurnOutcome, timeoutMs: number): Outcome {
    switch (outcome.kind) {
      case 'verdict':
        return this.#fromVerdict(outcome.verdict, outcome.interrupted);
      case 'aborted':
        return abortedFailure(outcome.reason, outcome.turnStarted ? 1 : 0, timeoutMs, outcome.interrupted);
      case 'budget_exhausted':
        return err(providerFailure('search_budget_exhausted', 'the run request budget is spent; no codex turn was started', 0));
      case 'unsafe_thread':
        return err(providerFailure('backend_unavailable', `codex search refused: ${outcome.message}`, 0));
      case 'transport':
        return err(providerFailure('backend_unavailable', `codex search failed: ${outcome.message}`, outcome.turnStarted ? 1 : 0));
    }
  }

  #fromVerdict(verdict: TurnVerdict, interrupted: boolean): Outcome {
    if (verdict.kind === 'results') return ok({ results: parseWebSearchResults(verdict.results), requestsSent: 1, filterSupport: FILTER_SUPPORT });
    if (verdict.kind === 'rejected') {
      return err(providerFailure('backend_unavailable', `codex turn rejected (${verdict.reason}): ${verdict.detail}${interrupted ? '; the turn was interrupted' : ''}`, 1));
    }
    const classified = classifyTurnError(verdict.error, verdict.status, this.#options.model);
    if (classified.staleReadiness) this.#options.readiness.invalidate();
    return err(providerFailure(classified.code, classified.message, 1, { httpStatus: classified.httpStatus }));
  }
}
