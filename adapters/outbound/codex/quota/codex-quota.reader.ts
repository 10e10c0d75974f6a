import type { ClockPort } from '../../../../application/ports/clock.port.js';
import type { QuotaBucket, QuotaSnapshot } from '../../../../domain/codex/codex-quota.js';
import { decideCodexQuota, isQuotaFresh, mergeQuotaUpdate, type QuotaVerdict } from '../../../../domain/codex/codex-quota.policy.js';
import { err, ok, type Result } from '../../../../domain/shared/result.js';
import type { CodexAppServerHost } from '../app-server/codex-app-server.host.js';
import type { CodexAppServerSession } from '../app-server/codex-app-server.session.js';
import { rateLimitsReadResultSchema, rateLimitsUpdatedSchema, type RateLimitSnapshotPayload } from '../protocol/codex-protocol.schema.js';

/** The quota check was cut short by the caller's signal. */
export interface QuotaAborted {
  readonly reason: unknown;
}

function bucketOf(payload: RateLimitSnapshotPayload): QuotaBucket {
  const window = (value: RateLimitSnapshotPayload['primary']): QuotaBucket['primary'] =>
    value == null ? null : { usedPercent: value.usedPercent, windowDurationMins: value.windowDurationMins ?? null, resetsAt: value.resetsAt ?? null };
  return {
    limitId: payload.limitId ?? null,
    primary: window(payload.primary),
    secondary: window(payload.secondary),
    spendControlReached: payload.spendControlReached ?? null,
    rateLimitReachedType: payload.rateLimitReachedType ?? null,
  };
}

/**
 * The subscription usage as Codex reports it: `account/rateLimits/read`, kept for at most 60 s
 * and updated in between by `account/rateLimits/updated` (sparse updates merged into the read).
 * A read that fails leaves the turn skipped: a first read that fails means the quota is missing,
 * a refresh that fails means it is stale, an answer of the wrong shape means it is invalid.
 */
export class CodexQuotaReader {
  readonly #clock: ClockPort;
  #snapshot: QuotaSnapshot | undefined;

  constructor(host: CodexAppServerHost, clock: ClockPort) {
    this.#clock = clock;
    host.onNotification((notification) => {
      if (notification.method !== 'account/rateLimits/updated' || this.#snapshot === undefined) return;
      const parsed = rateLimitsUpdatedSchema.safeParse(notification.params);
      if (parsed.success) this.#snapshot = mergeQuotaUpdate(this.#snapshot, bucketOf(parsed.data.rateLimits));
    });
  }

  /** Whether a turn may use the subscription now, reading the usage again when the snapshot is stale. */
  async verdict(session: CodexAppServerSession, signal: AbortSignal): Promise<Result<QuotaVerdict, QuotaAborted>> {
    if (isQuotaFresh(this.#snapshot, this.#clock.now())) return ok(decideCodexQuota(this.#snapshot, this.#clock.now()));
    const read = await session.request('account/rateLimits/read', { excludeResetCreditDetails: true }, rateLimitsReadResultSchema, signal);
    if (!read.ok) {
      const failure = read.error;
      if (failure.kind === 'aborted') return err({ reason: failure.reason });
      if (failure.kind === 'invalid_response') return ok({ usable: false, reason: 'invalid', message: `the usage read answered an unexpected shape (${failure.message})` });
      const stale = this.#snapshot !== undefined;
      return ok({
        usable: false,
        reason: stale ? 'stale' : 'missing',
        message: `the usage ${stale ? 'snapshot is stale and could not be refreshed' : 'could not be read'}: ${failure.message}`,
      });
    }
    const { rateLimits, rateLimitsByLimitId, ordinaryUsageAllowed } = read.value;
    const buckets = [rateLimits, ...Object.values(rateLimitsByLimitId ?? {})].map(bucketOf);
    const now = this.#clock.now();
    this.#snapshot = { buckets, ordinaryUsageAllowed: ordinaryUsageAllowed ?? null, observedAt: now };
    return ok(decideCodexQuota(this.#snapshot, now));
  }
}
