import type { ClockPort } from '../../../../application/ports/clock.port.js';
import type { CodexReadinessCheck, CodexReadinessCheckId, CodexReadinessPort, CodexReadinessReport } from '../../../../application/ports/codex-readiness.port.js';
import { DeadlineExceeded, DeadlineScope } from '../../../../application/shared/deadline-scope.js';
import { err, ok, type Result } from '../../../../domain/shared/result.js';
import type { AcquiredSession, CodexAppServerHost } from '../app-server/codex-app-server.host.js';
import { runProtocolChecks } from './codex-readiness.checks.js';

const ORDER: readonly CodexReadinessCheckId[] = ['codex_installed', 'app_server_started', 'chatgpt_sign_in', 'web_search_capability', 'model_listed'];

/** Why a search cannot use Codex now: a failed check (named in `message`), or the caller's signal. */
export type NotReady =
  | { readonly kind: 'not_ready'; readonly message: string; readonly report: CodexReadinessReport }
  /** `stage`: whether the signal fired while the server was starting or during the protocol checks. */
  | { readonly kind: 'aborted'; readonly reason: unknown; readonly stage: 'start' | 'protocol' };

/** Construction options of {@link CodexReadinessService}. */
export interface CodexReadinessServiceOptions {
  readonly host: CodexAppServerHost;
  /** `tools.web.search.codex.model`. */
  readonly model: string;
  readonly clock: ClockPort;
  /** How long a search may rely on an earlier verdict of the same server incarnation (ms). */
  readonly cacheTtlMs: number;
}

interface CachedVerdict {
  readonly incarnation: number;
  readonly at: number;
  readonly report: CodexReadinessReport;
}

function report(checks: readonly CodexReadinessCheck[]): CodexReadinessReport {
  const byId = new Map(checks.map((check) => [check.id, check]));
  const ordered = ORDER.map((id) => byId.get(id) ?? { id, status: 'skipped' as const, message: 'not checked' });
  return { ready: ordered.every((check) => check.status === 'pass'), checks: ordered };
}

const FOUND: CodexReadinessCheck = { id: 'codex_installed', status: 'pass', message: 'a codex executable was found' };
const STARTED: CodexReadinessCheck = { id: 'app_server_started', status: 'pass', message: 'the codex app-server started and answered the handshake' };

/** The report of a check run that its deadline or caller cut short. */
function cutShort(stage: 'start' | 'protocol', why: string): CodexReadinessReport {
  if (stage === 'start') return report([{ id: 'app_server_started', status: 'fail', message: `the codex app-server start ${why}` }]);
  const pending = (['chatgpt_sign_in', 'web_search_capability', 'model_listed'] as const).map((id): CodexReadinessCheck => ({ id, status: 'fail', message: `the codex readiness call ${why}` }));
  return report([FOUND, STARTED, ...pending]);
}

/** The failed checks' messages, joined: what `not_ready` says. */
export function notReadyMessage(readiness: CodexReadinessReport): string {
  return readiness.checks.filter((check) => check.status === 'fail').map((check) => check.message).join('; ');
}

/**
 * Readiness of Codex search. `checkReadiness` (the port, for `validate`) always runs every check
 * afresh; `ensureReady` (searches, so lazily in `auto`) reuses a verdict of the same app-server
 * incarnation for `cacheTtlMs`, dropped early when the server reports an account change.
 */
export class CodexReadinessService implements CodexReadinessPort {
  readonly #options: CodexReadinessServiceOptions;
  #cached: CachedVerdict | undefined;

  constructor(options: CodexReadinessServiceOptions) {
    this.#options = options;
    options.host.onNotification((notification) => {
      if (notification.method === 'account/updated') this.#cached = undefined;
    });
  }

  /** Drops the remembered verdict (e.g. after the subscription rejected the sign-in mid-turn). */
  invalidate(): void {
    this.#cached = undefined;
  }

  async checkReadiness(options: { readonly signal: AbortSignal; readonly timeoutMs: number }): Promise<CodexReadinessReport> {
    const release = this.#options.host.hold();
    const scope = DeadlineScope.open(this.#options.clock, options.signal, options.timeoutMs);
    try {
      this.#options.host.forgetStartFailure();
      const result = await this.#check(scope.signal);
      if (result.ok) return result.value.report;
      if (result.error.kind === 'not_ready') return result.error.report;
      const why = result.error.reason instanceof DeadlineExceeded ? `did not finish within ${options.timeoutMs / 1000} s` : 'was cancelled';
      return cutShort(result.error.stage, why);
    } finally {
      scope.dispose();
      release();
    }
  }

  /** A ready session for a search, or why there is none. The caller holds the host. */
  async ensureReady(signal: AbortSignal): Promise<Result<AcquiredSession, NotReady>> {
    const cached = this.#cached;
    const now = this.#options.clock.now();
    if (cached !== undefined && now - cached.at < this.#options.cacheTtlMs && now >= cached.at) {
      const acquired = await this.#options.host.acquire(signal);
      if (!acquired.ok && acquired.error.kind === 'aborted') return err({ kind: 'aborted', reason: acquired.error.reason, stage: 'start' });
      if (acquired.ok && acquired.value.incarnation === cached.incarnation) {
        return cached.report.ready ? ok(acquired.value) : err({ kind: 'not_ready', message: notReadyMessage(cached.report), report: cached.report });
      }
    }
    const checked = await this.#check(signal);
    if (!checked.ok) return err(checked.error);
    return ok(checked.value.acquired);
  }

  async #check(signal: AbortSignal): Promise<Result<{ readonly acquired: AcquiredSession; readonly report: CodexReadinessReport }, NotReady>> {
    const acquired = await this.#options.host.acquire(signal);
    if (!acquired.ok) {
      if (acquired.error.kind === 'aborted') return err({ kind: 'aborted', reason: acquired.error.reason, stage: 'start' });
      const failure = acquired.error.failure;
      const checks: CodexReadinessCheck[] =
        failure.check === 'codex_installed'
          ? [{ id: 'codex_installed', status: 'fail', message: failure.message }]
          : [
              FOUND,
              { id: 'app_server_started', status: 'fail', message: failure.message, ...(typeof failure.exit?.code === 'number' ? { exitStatus: failure.exit.code } : {}) },
            ];
      const failed = report(checks);
      return err({ kind: 'not_ready', message: notReadyMessage(failed), report: failed });
    }
    const protocol = await runProtocolChecks(acquired.value.session, this.#options.model, signal);
    if ('aborted' in protocol) return err({ kind: 'aborted', reason: protocol.reason, stage: 'protocol' });
    const checked = report([FOUND, STARTED, ...protocol]);
    this.#cached = { incarnation: acquired.value.incarnation, at: this.#options.clock.now(), report: checked };
    if (!checked.ready) return err({ kind: 'not_ready', message: notReadyMessage(checked), report: checked });
    return ok({ acquired: acquired.value, report: checked });
  }
}
