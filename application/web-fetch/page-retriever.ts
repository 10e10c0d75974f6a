import type { ClockPort } from '../ports/clock.port.js';
import type { CoordinationPort, CoordinationScope, RequestOutcome } from '../ports/coordination.port.js';
import type { DocumentExtractorPort } from '../ports/document-extractor.port.js';
import type { HttpFetcherPort, HttpFetchResponse } from '../ports/http-fetcher.port.js';
import type { NetworkPolicy } from '../../domain/network/network-policy.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { toolError, type ToolError } from '../../domain/errors/tool-error.js';
import { FETCH_LIMITS } from '../../domain/fetch/fetch-limits.js';
import { decideRetry, type RetryDecision } from '../../domain/fetch/retry.policy.js';
import { httpStatusFailure, type ErrorPageKind } from '../../domain/fetch/http-status-failure.js';
import { parseRetryAfter } from '../../domain/cooldown/retry-after.parser.js';
import { raceWithAbort } from '../shared/abort-race.js';
import type { DeadlineScope } from '../shared/deadline-scope.js';
import { scopeFailure } from './scope-failure.mapping.js';
import { fetchOriginScope, HopAdmissions } from './hop-admissions.js';
import type { RetrievalStats } from './retrieval-stats.js';
import { outcomeForStatus } from './request-outcome.mapping.js';

/** One static GET as WebFetch issues it. */
export interface PageRequest {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly policy: NetworkPolicy;
}

const NEUTRAL: RequestOutcome = { kind: 'neutral' };
const SUCCESS: RequestOutcome = { kind: 'success' };
const INFRASTRUCTURE_FAILURE: RequestOutcome = { kind: 'infrastructure_failure' };

/**
 * Fetches one page under fetch-origin admission with bounded retries. Every hop of a redirect
 * chain is admitted under its own origin ({@link HopAdmissions}); each origin's ticket covers all
 * attempts and is released exactly once with the outcome that drives that origin's cooldown
 * (2xx/4xx → success, 429 or 503 with Retry-After → throttled, other 5xx and transport failures
 * → infrastructure_failure, cancellation and policy stops → neutral; an origin that answered with
 * a redirect → success). Only a 2xx response is returned as success; every other final status
 * becomes the matching tool error.
 */
export class PageRetriever {
  constructor(
    private readonly deps: {
      readonly fetcher: HttpFetcherPort;
      readonly extractor: DocumentExtractorPort;
      readonly coordination: CoordinationPort;
      readonly clock: ClockPort;
    },
  ) {}

  async retrieve(request: PageRequest, scope: DeadlineScope, stats: RetrievalStats): Promise<Result<HttpFetchResponse, ToolError>> {
    const hops = new HopAdmissions(this.deps.coordination, scope, stats);
    try {
      return await this.#attempts(request, scope, stats, hops);
    } finally {
      await hops.settle(NEUTRAL);
    }
  }

  async #attempts(request: PageRequest, scope: DeadlineScope, stats: RetrievalStats, hops: HopAdmissions): Promise<Result<HttpFetchResponse, ToolError>> {
    const { clock, fetcher } = this.deps;
    const release = (outcome: RequestOutcome): Promise<void> => hops.settle(outcome);
    for (;;) {
      stats.attempts += 1;
      hops.startAttempt();
      const started = clock.now();
      const fetched = await raceWithAbort(
        fetcher.fetch({
          url: request.url, headers: request.headers, policy: request.policy, signal: scope.signal, deadline: scope.deadline,
          maxBytes: FETCH_LIMITS.maxBodyBytes, maxRedirects: FETCH_LIMITS.maxRedirects, admitHop: hops.admitHop,
        }),
        scope.signal,
      );
      stats.backendMs += clock.now() - started;
      if (!fetched.settled) {
        await release(scope.expired ? INFRASTRUCTURE_FAILURE : NEUTRAL);
        return err(scopeFailure(scope, hops.admitting ? 'admission' : 'the HTTP request'));
      }
      const result = fetched.value;
      let decision: RetryDecision;
      let finalError: () => Promise<ToolError>;
      if (!result.ok) {
        const failure = result.error;
        const details = { attempts: stats.attempts, ...(failure.redirects === undefined ? {} : { redirects: failure.redirects }) };
        switch (failure.code) {
          case 'hop_refused':
            // Nothing reached the refused hop; an attempt refused at its first hop sent nothing at all.
            if (failure.redirects === 0) stats.attempts -= 1;
            await release(NEUTRAL);
            return err(hops.refusalError());
          case 'cancelled':
            await release(NEUTRAL);
            return err(scope.signal.aborted ? scopeFailure(scope, 'the HTTP request') : toolError('cancelled', failure.message, { retryable: false }));
          case 'timeout':
            await release(INFRASTRUCTURE_FAILURE);
            return err(toolError('timeout', failure.message, { details: { ...details, timeoutMs: FETCH_LIMITS.deadlineMs } }));
          case 'policy_denied':
          case 'redirect_error':
          case 'too_large':
            await release(NEUTRAL);
            return err(toolError(failure.code, failure.message, { retryable: false, details }));
          case 'backend_unavailable':
            decision = decideRetry({ kind: 'transport', transient: failure.transient }, { attemptsMade: stats.attempts, now: clock.now(), deadline: scope.deadline });
            finalError = async () => {
              await release(INFRASTRUCTURE_FAILURE);
              return toolError('backend_unavailable', failure.message, { details });
            };
            break;
        }
      } else {
        const response = result.value;
        stats.httpStatus = response.status;
        stats.bytes = response.body.byteLength;
        if (response.status >= 200 && response.status <= 299) {
          await release(SUCCESS);
          return ok(response);
        }
        const retryAfterMs = parseRetryAfter(response.headers['retry-after'], clock.now());
        const inspected = response.status === 403 || response.status === 503 ? await this.#inspectErrorPage(response, scope) : undefined;
        decision = inspected !== undefined && inspected.kind !== 'other'
          ? { kind: 'stop', reason: 'not_retryable' }
          : decideRetry(
            retryAfterMs === undefined ? { kind: 'status', status: response.status } : { kind: 'status', status: response.status, retryAfterMs },
            { attemptsMade: stats.attempts, now: clock.now(), deadline: scope.deadline },
          );
        const stopAt = decision.kind === 'stop' ? decision.retryAt : undefined;
        finalError = async () => {
          const outcome = inspected !== undefined && inspected.kind !== 'other' ? NEUTRAL : outcomeForStatus(response.status, retryAfterMs);
          await release(outcome);
          const retryAt = stopAt ?? (outcome.kind === 'throttled' ? await this.#cooldownEnd(fetchOriginScope(response.finalUrl)) : undefined);
          if (retryAt !== undefined) stats.retryAt = retryAt;
          return httpStatusFailure({
            status: response.status, attempts: stats.attempts, redirects: response.redirects,
            ...(inspected === undefined ? {} : { pageKind: inspected.kind }),
            ...(inspected?.suggestion === undefined ? {} : { suggestion: inspected.suggestion }),
            ...(retryAt === undefined ? {} : { retryAt }),
          });
        };
      }
      if (decision.kind === 'stop') return err(await finalError());
      try {
        await clock.sleep(decision.delayMs, scope.signal);
      } catch {
        await release(NEUTRAL);
        return err(scopeFailure(scope, 'a retry wait'));
      }
    }
  }

  async #inspectErrorPage(response: HttpFetchResponse, scope: DeadlineScope): Promise<{ kind: ErrorPageKind; suggestion?: string } | undefined> {
    const extracted = await raceWithAbort(
      this.deps.extractor.extract({
        body: response.body, contentType: response.headers['content-type'], url: response.finalUrl, format: 'markdown',
        signal: scope.signal, maxStructuredBytes: FETCH_LIMITS.maxStructuredBytes, httpStatus: response.status,
      }).catch(() => undefined),
      scope.signal,
    );
    if (!extracted.settled || extracted.value === undefined || !extracted.value.ok) return undefined;
    const { classification, suggestion } = extracted.value.value;
    const kind: ErrorPageKind = classification === 'access_challenge' ? 'access_challenge' : classification === 'login_wall' ? 'login_wall' : 'other';
    return suggestion === undefined ? { kind } : { kind, suggestion };
  }

  async #cooldownEnd(origin: CoordinationScope): Promise<number | undefined> {
    return this.deps.coordination.cooldownUntil(origin).catch(() => undefined);
  }
}
