import type { ClockPort } from '../ports/clock.port.js';
import type { CoordinationPort, RequestOutcome } from '../ports/coordination.port.js';
import type { PageRendererPort, RenderFailure, RenderedPage } from '../ports/page-renderer.port.js';
import type { TelemetryPort } from '../ports/telemetry.port.js';
import type { NetworkPolicy } from '../../domain/network/network-policy.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { toolError, type ToolError } from '../../domain/errors/tool-error.js';
import { FETCH_LIMITS } from '../../domain/fetch/fetch-limits.js';
import { httpStatusFailure } from '../../domain/fetch/http-status-failure.js';
import type { RenderReason } from '../../domain/fetch/render-decision.policy.js';
import { raceWithAbort } from '../shared/abort-race.js';
import { DeadlineScope } from '../shared/deadline-scope.js';
import type { DocumentAcquirer } from './document-acquirer.js';
import type { FetchedDocument } from './fetched-document.js';
import { HopAdmissions } from './hop-admissions.js';
import { outcomeForStatus } from './request-outcome.mapping.js';
import type { RetrievalStats } from './retrieval-stats.js';
import { scopeFailure } from './scope-failure.mapping.js';

/** Why a page is rendered: the call asked for the browser, or call `auto` met a client-rendered shell. */
export type RenderTrigger = Extract<RenderReason, 'browser_first' | 'client_rendered_shell'>;

const NEUTRAL: RequestOutcome = { kind: 'neutral' };
const INFRASTRUCTURE_FAILURE: RequestOutcome = { kind: 'infrastructure_failure' };
const HTML_MEDIA_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const STATIC_FORMATS_HINT = 'static extraction (render "auto" or "never") handles JSON, PDFs, feeds and plain text';

/**
 * Renders one page in the browser under fetch-origin admission (so host mode's per-origin limits
 * and cooldowns cover the renderer too) within one 20 s render budget inside the call's deadline,
 * then extracts the rendered DOM through the same chain and refusals as a static page. A render
 * that fails, times out or is cancelled is an error, never a static fallback. Emits one `render`
 * timing event with bounded fields only.
 */
export class RenderedDocumentAcquirer {
  constructor(
    private readonly deps: {
      readonly renderer: PageRendererPort;
      readonly documents: DocumentAcquirer;
      readonly coordination: CoordinationPort;
      readonly clock: ClockPort;
      readonly telemetry: TelemetryPort;
    },
  ) {}

  async acquire(url: string, policy: NetworkPolicy, trigger: RenderTrigger, scope: DeadlineScope, stats: RetrievalStats): Promise<Result<FetchedDocument, ToolError>> {
    stats.renderReason = trigger;
    // The browser stays on the requested origin, so one fetch-origin slot covers the render.
    const admission = new HopAdmissions(this.deps.coordination, scope, stats);
    admission.startAttempt();
    if (!(await admission.admitHop(url, 0)).admitted) {
      await admission.settle(NEUTRAL);
      return err(admission.refusalError());
    }
    const { clock } = this.deps;
    const started = clock.now();
    // The renderer enforces the budget on its own steps; this scope is the backstop, leaving room
    // for the bounded close and clean-up that follow a render read just before the budget ended.
    const deadline = Math.min(scope.deadline, started + FETCH_LIMITS.renderBudgetMs);
    const budget = DeadlineScope.until(clock, scope.signal, Math.min(scope.deadline, deadline + FETCH_LIMITS.renderCleanupMs), FETCH_LIMITS.renderBudgetMs);
    let outcome = NEUTRAL;
    let result: Result<FetchedDocument, ToolError> | undefined;
    let exitStatus: number | undefined;
    try {
      const rendered = await raceWithAbort(this.deps.renderer.render({ url, policy, signal: budget.signal, deadline }), budget.signal);
      stats.backendMs += clock.now() - started;
      if (!rendered.settled) {
        outcome = budget.expired ? INFRASTRUCTURE_FAILURE : NEUTRAL;
        result = err(budgetFailure(budget, scope));
      } else if (!rendered.value.ok) {
        const failure = rendered.value.error;
        exitStatus = failure.exitStatus;
        outcome = failure.originFailure ? INFRASTRUCTURE_FAILURE : NEUTRAL;
        result = err(budget.signal.aborted ? budgetFailure(budget, scope) : renderFailureToToolError(failure));
      } else {
        const page = rendered.value.value;
        stats.httpStatus = page.status ?? 200;
        stats.bytes = new TextEncoder().encode(page.html).byteLength;
        outcome = outcomeForStatus(stats.httpStatus, undefined);
        result = await this.#extract(page, trigger, scope, stats);
      }
      return result;
    } finally {
      budget.dispose();
      await admission.settle(outcome);
      this.#emit(clock.now() - started, trigger, result, exitStatus);
    }
  }

  async #extract(page: RenderedPage, trigger: RenderTrigger, scope: DeadlineScope, stats: RetrievalStats): Promise<Result<FetchedDocument, ToolError>> {
    const mediaType = page.mediaType?.split(';')[0]?.trim().toLowerCase();
    if (mediaType !== undefined && mediaType !== '' && !HTML_MEDIA_TYPES.has(mediaType)) {
      return err(toolError('unsupported_content', `The browser loaded ${mediaType.slice(0, 80)}, not an HTML page; ${STATIC_FORMATS_HINT}.`, {
        retryable: false, details: { status: stats.httpStatus, renderReason: trigger },
      }));
    }
    const status = page.status ?? 200;
    const extracted = await this.deps.documents.extract({
      body: new TextEncoder().encode(page.html),
      contentType: 'text/html; charset=utf-8',
      finalUrl: page.finalUrl,
      status,
      redirects: Math.max(0, page.navigations - 1),
      attempts: stats.attempts,
      renderReason: trigger,
    }, 'document', scope);
    if (status < 200 || status > 299) {
      const refused = !extracted.ok && (extracted.error.code === 'access_challenge' || extracted.error.code === 'authentication_required');
      const pageKind = refused ? (extracted.error.code === 'access_challenge' ? 'access_challenge' : 'login_wall') : undefined;
      return err(httpStatusFailure({ status, attempts: stats.attempts, redirects: Math.max(0, page.navigations - 1), ...(pageKind === undefined ? {} : { pageKind }) }));
    }
    if (!extracted.ok) return extracted;
    return settleRenderedShell(extracted.value, page.status === undefined);
  }

  #emit(durationMs: number, trigger: RenderTrigger, result: Result<FetchedDocument, ToolError> | undefined, exitStatus: number | undefined): void {
    const timeoutMs = result !== undefined && !result.ok ? result.error.details?.['timeoutMs'] : undefined;
    try {
      this.deps.telemetry.emit({
        tool: 'WebFetch',
        phase: 'render',
        status: result?.ok === true ? 'ok' : 'error',
        durationMs: Math.max(0, durationMs),
        rendered: result?.ok === true,
        renderReason: trigger,
        ...(result === undefined || result.ok ? {} : { errorCode: result.error.code }),
        ...(typeof timeoutMs === 'number' ? { timeoutMs } : {}),
        ...(exitStatus === undefined ? {} : { exitStatus }),
      });
    } catch {
      // Telemetry must never fail a fetch.
    }
  }
}

/**
 * A rendered page the classifier still calls a client-rendered shell is an error when it has no
 * text at all (the scripts rendered nothing); a short rendered page with text is content, so the
 * shell note (which would tell the model to render) is dropped.
 */
function settleRenderedShell(entry: FetchedDocument, statusUnknown: boolean): Result<FetchedDocument, ToolError> {
  const { document } = entry;
  const notes = statusUnknown ? [...document.stageNotes, 'render: the browser did not report an HTTP status; 200 assumed'] : document.stageNotes;
  if (document.classification !== 'client_rendered_shell') return ok(statusUnknown ? { ...entry, document: { ...document, stageNotes: notes } } : entry);
  if (document.text.trim() === '') {
    return err(toolError('extraction_failed', 'The page stayed an empty application shell after rendering: its scripts produced no readable text. Use another source.', {
      retryable: false, details: { status: entry.status, classification: 'client_rendered_shell', renderReason: entry.renderReason },
    }));
  }
  const { suggestion: _dropped, ...rest } = document;
  return ok({ ...entry, document: { ...rest, classification: 'none', stageNotes: [...notes, 'render: short page; the static shell verdict no longer applies'] } });
}

function budgetFailure(budget: DeadlineScope, scope: DeadlineScope): ToolError {
  if (budget.expired && !scope.expired) {
    return toolError('timeout', `Rendering exceeded its ${FETCH_LIMITS.renderBudgetMs / 1000} s budget; the browser was stopped.`, { details: { timeoutMs: FETCH_LIMITS.renderBudgetMs } });
  }
  return scopeFailure(scope, 'rendering');
}

function renderFailureToToolError(failure: RenderFailure): ToolError {
  const details = failure.exitStatus === undefined ? {} : { exitStatus: failure.exitStatus };
  switch (failure.code) {
    case 'timeout':
      return toolError('timeout', failure.message, { details: { ...details, timeoutMs: FETCH_LIMITS.renderBudgetMs } });
    case 'cancelled':
      return toolError('cancelled', failure.message, { retryable: false });
    case 'policy_denied':
    case 'backend_not_ready':
    case 'too_large':
      return toolError(failure.code, failure.message, { retryable: false, details });
    case 'backend_unavailable':
      return toolError('backend_unavailable', failure.message, { retryable: failure.originFailure, details });
  }
}
