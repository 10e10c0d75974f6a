import type { ClockPort } from '../ports/clock.port.js';
import type { CodexReadinessPort } from '../ports/codex-readiness.port.js';
import type { DestinationPolicyPort } from '../ports/destination-policy.port.js';
import type { LivenessProbesPort } from '../ports/liveness-probes.port.js';
import type { SearchPlan } from '../web-search/search-plan.js';
import { STAGE_PURPOSE } from '../web-search/provider-stage.runner.js';
import { DeadlineScope } from '../shared/deadline-scope.js';
import { browserLaunchCheck, browserVersionCheck } from '../../domain/validate/browser-checks.js';
import { configSourceCheck, configWarningChecks } from '../../domain/validate/config-checks.js';
import { ollamaCheck } from '../../domain/validate/ollama-checks.js';
import { sandboxChecks, type AdmissionVerdict, type StageAdmission } from '../../domain/validate/sandbox-checks.js';
import { searxngChecks } from '../../domain/validate/searxng-checks.js';
import { structuralSettingChecks } from '../../domain/validate/setting-checks.js';
import { failed, reportOf, passed, type ValidationCheck, type ValidationReport } from '../../domain/validate/validation-check.js';
import type { DestinationPurpose } from '../../domain/network/network-decision.policy.js';
import { boundedProbe } from './bounded-probe.js';
import { codexReadinessChecks } from './codex-readiness-checks.js';
import type { ValidationDeadlines } from './validation-deadlines.js';
import type { ValidationSubject } from './validation-subject.js';

/** What {@link ValidateUseCase} works with. */
export interface ValidateDependencies {
  /** The same search chain WebSearch runs. */
  readonly plan: SearchPlan;
  readonly destinations: DestinationPolicyPort;
  readonly probes: LivenessProbesPort;
  readonly codex: CodexReadinessPort;
  readonly clock: ClockPort;
  readonly deadlines: ValidationDeadlines;
}

/** How one validation runs. */
export interface ValidateOptions {
  /** false: skip every external probe; the structural checks are the same either way. */
  readonly liveness: boolean;
  readonly signal: AbortSignal;
}

/** How long past its own deadline Codex readiness may take before validate stops waiting for it. */
const CODEX_BACKSTOP_MS = 1_000;

/** An ordinary public page, for what the policy says about WebFetch. */
const PUBLIC_PAGE = 'https://example.com/';

/**
 * `mono-agent validate`'s "Web search & fetch" section. Structural checks always run: where the
 * configuration came from, what each setting resolved to under the loader's rules, config
 * warnings, and what the effective sandbox policy admits for each backend and for WebFetch (asked
 * of the one destination policy, by name). With liveness, the probes run concurrently, each under
 * its own deadline, inside an overall backstop: SearXNG's JSON shape and engine health, Ollama's
 * paths, strict Codex readiness (auto checks Codex lazily), and with rendering enabled the
 * agent-browser version and one Chromium launch. A probe the policy would refuse is not sent.
 */
export class ValidateUseCase {
  constructor(private readonly deps: ValidateDependencies) {}

  async execute(subject: ValidationSubject, options: ValidateOptions): Promise<ValidationReport> {
    const searchEnabled = subject.enabledTools.includes('WebSearch');
    const fetchEnabled = subject.enabledTools.includes('WebFetch');
    const stages = searchEnabled ? await this.#admissions(subject) : [];
    const structural: ValidationCheck[] = [
      configSourceCheck(subject.source),
      ...structuralSettingChecks({ ...subject, chain: this.deps.plan.stages.map((stage) => stage.id) }),
      ...configWarningChecks(subject.warnings),
      ...sandboxChecks({
        policy: subject.policy,
        mode: this.deps.plan.mode,
        strict: this.deps.plan.strict,
        searchEnabled,
        fetchEnabled,
        stages,
        publicFetch: await this.#admission(PUBLIC_PAGE, subject, 'public-fetch'),
      }),
    ];
    if (!options.liveness) return reportOf([...structural, passed('liveness', 'liveness probes skipped (--no-liveness); the structural checks above are unchanged')]);
    const outer = DeadlineScope.open(this.deps.clock, options.signal, this.deps.deadlines.totalMs);
    try {
      const admitted = new Set(stages.filter((stage) => stage.verdict.allowed).map((stage) => stage.backend));
      const sections = await Promise.all([
        searchEnabled && admitted.has('searxng') && subject.searxngEndpoint !== undefined ? this.#searxng(subject.searxngEndpoint, outer.signal) : [],
        searchEnabled && admitted.has('ollama') && subject.ollama !== undefined ? this.#ollama(subject.ollama, outer.signal) : [],
        searchEnabled ? this.#codex(admitted.has('codex'), outer.signal) : [],
        fetchEnabled && subject.render === 'auto' ? this.#browser(subject.browserCommand, outer.signal) : [],
      ]);
      return reportOf([...structural, ...sections.flat()]);
    } finally {
      outer.dispose();
    }
  }

  async #admissions(subject: ValidationSubject): Promise<StageAdmission[]> {
    return Promise.all(
      this.deps.plan.stages.flatMap((stage) =>
        stage.provider === undefined ? [] : [this.#admission(stage.provider.endpoint, subject, STAGE_PURPOSE[stage.id]).then((verdict) => ({ backend: stage.id, endpoint: stage.provider.endpoint, verdict }))],
      ),
    );
  }

  /** By name only: validate's structural section must not depend on DNS (liveness probes connect through the policy-checked transport). */
  async #admission(url: string, subject: ValidationSubject, purpose: DestinationPurpose): Promise<AdmissionVerdict> {
    const verdict = await this.deps.destinations.check(url, subject.policy, purpose, { resolve: false });
    return verdict.kind === 'denied' ? { allowed: false, reason: verdict.reason, message: verdict.message } : { allowed: true };
  }

  async #searxng(endpoint: string, signal: AbortSignal): Promise<ValidationCheck[]> {
    const outcome = await boundedProbe(this.deps.clock, signal, this.deps.deadlines.httpMs, (options) => this.deps.probes.searxng(options));
    return searxngChecks(outcome, { endpoint, strict: this.deps.plan.strict });
  }

  async #ollama(ollama: NonNullable<ValidationSubject['ollama']>, signal: AbortSignal): Promise<ValidationCheck[]> {
    const outcome = await boundedProbe(this.deps.clock, signal, this.deps.deadlines.httpMs, (options) => this.deps.probes.ollama(options));
    return [ollamaCheck(outcome, { baseUrl: ollama.baseUrl, hosted: ollama.hosted, strict: this.deps.plan.strict })];
  }

  async #codex(admitted: boolean, signal: AbortSignal): Promise<ValidationCheck[]> {
    const inChain = this.deps.plan.stages.some((stage) => stage.id === 'codex');
    if (!inChain || !admitted) return [];
    if (!this.deps.plan.strict) return [passed('codex.readiness', 'Codex subscription search is checked lazily, when a search reaches it (auto mode)')];
    const { codexMs } = this.deps.deadlines;
    // The readiness service keeps its own deadline; this backstop holds even if it did not.
    const outcome = await boundedProbe(this.deps.clock, signal, codexMs + CODEX_BACKSTOP_MS, async (options) => ({ kind: 'report' as const, report: await this.deps.codex.checkReadiness({ signal: options.signal, timeoutMs: codexMs }) }));
    if (outcome.kind === 'report') return codexReadinessChecks(outcome.report);
    return [failed('codex.readiness', outcome.kind === 'timed_out' ? `Codex readiness timed out: no answer within ${codexMs / 1000} s` : 'Codex readiness was not checked (cancelled)', 'run `codex app-server` by hand to see whether it starts, and `codex login` to sign in with ChatGPT')];
  }

  async #browser(command: string, signal: AbortSignal): Promise<ValidationCheck[]> {
    const { clock, probes, deadlines } = this.deps;
    const version = await boundedProbe(clock, signal, deadlines.browserVersionMs, (options) => probes.browserVersion(options));
    const usable = version.kind === 'version' && version.supported;
    const launch = usable ? await boundedProbe(clock, signal, deadlines.browserLaunchMs, (options) => probes.browserLaunch(options)) : undefined;
    return [browserVersionCheck(version, command), browserLaunchCheck(launch)];
  }
}
