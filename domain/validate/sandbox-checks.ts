import type { NetworkDenialReason } from '../network/network-decision.policy.js';
import type { NetworkPolicy } from '../network/network-policy.js';
import { failed, passed, warned, type ValidationCheck } from './validation-check.js';

/** The destination policy's verdict on one destination, by name (what `validate` can know without probing). */
export type AdmissionVerdict = { readonly allowed: true } | { readonly allowed: false; readonly reason: NetworkDenialReason; readonly message: string };

/** One search stage of the configured chain and what the policy says about its endpoint. */
export interface StageAdmission {
  /** `searxng`, `ollama`, `codex`, `duckduckgo`, `startpage`. */
  readonly backend: string;
  readonly endpoint: string;
  readonly verdict: AdmissionVerdict;
}

/** What the sandbox section looks at. */
export interface SandboxSubject {
  readonly policy: NetworkPolicy;
  /** The configured backend mode (`auto`, `searxng`, …) and whether it falls back. */
  readonly mode: string;
  readonly strict: boolean;
  readonly searchEnabled: boolean;
  readonly fetchEnabled: boolean;
  /** The chain's stages, in order (empty when WebSearch is disabled). */
  readonly stages: readonly StageAdmission[];
  /** The verdict on an ordinary public page for WebFetch. */
  readonly publicFetch: AdmissionVerdict;
}

const MODE_KEY = 'sandbox.network.mode (or MONO_AGENT_SANDBOX_NETWORK_MODE)';
const ALLOW_KEY = 'sandbox.network.allow (or MONO_AGENT_SANDBOX_NETWORK_ALLOW)';
const LABEL: Readonly<Record<string, string>> = { searxng: 'SearXNG', ollama: 'Ollama', codex: 'Codex subscription search', duckduckgo: 'DuckDuckGo (keyless)', startpage: 'Startpage (keyless)' };

function describePolicy(policy: NetworkPolicy): string {
  switch (policy.mode) {
    case 'none':
      return 'none: every web request is blocked';
    case 'localhost':
      return 'localhost: only loopback destinations (local SearXNG or Ollama); public keyless search and public fetches are blocked';
    case 'allowlist':
      return policy.allow.length === 0 ? 'allowlist with no entries: nothing is admitted' : `allowlist: ${policy.allow.join(', ')}`;
    case 'all':
      return 'all: public egress; private and internal ranges stay blocked except configured local endpoints';
  }
}

/** `host[:port]` as an allowlist entry names the endpoint (the port only when not the scheme default). */
function allowEntryOf(endpoint: string): string {
  const url = new URL(endpoint);
  return url.port === '' ? url.hostname : `${url.hostname}:${url.port}`;
}

/** What to change so the policy admits `endpoint`. */
function admissionFix(policy: NetworkPolicy, endpoint: string): string {
  const entry = allowEntryOf(endpoint);
  switch (policy.mode) {
    case 'none':
      return `set ${MODE_KEY} to "allowlist" with "${entry}" in ${ALLOW_KEY} (or to "localhost"/"all" as fits)`;
    case 'localhost':
      return `set ${MODE_KEY} to "allowlist" and add "${entry}" to ${ALLOW_KEY}, or set the mode to "all"`;
    case 'allowlist':
      return `add "${entry}" to ${ALLOW_KEY}`;
    case 'all':
      return `set ${MODE_KEY} to "allowlist" and list "${entry}" (or its address range) in ${ALLOW_KEY}`;
  }
}

function refusedText(label: string, endpoint: string, verdict: Extract<AdmissionVerdict, { allowed: false }>, policy: NetworkPolicy): string {
  const because = policy.mode === 'allowlist' && verdict.reason === 'not_allowlisted' ? `the allowlist does not name ${allowEntryOf(endpoint)}` : verdict.message;
  return `${label} at ${new URL(endpoint).origin} is refused (${verdict.reason}): ${because}`;
}

/**
 * The effective sandbox policy and what it admits for each configured backend and for WebFetch.
 * A strict backend the policy refuses fails; a refused member of a fallback chain is a warning
 * (naming what the chain loses), unless every member is refused, which fails.
 */
export function sandboxChecks(subject: SandboxSubject): ValidationCheck[] {
  const { policy } = subject;
  const checks: ValidationCheck[] = [passed('sandbox.policy', `network policy ${describePolicy(policy)}`)];
  if (subject.searchEnabled) {
    for (const stage of subject.stages) {
      const label = LABEL[stage.backend] ?? stage.backend;
      const id = `sandbox.${stage.backend}`;
      if (stage.verdict.allowed) {
        checks.push(passed(id, `${label} at ${new URL(stage.endpoint).origin} is admitted`));
        continue;
      }
      const text = refusedText(label, stage.endpoint, stage.verdict, policy);
      const fix = admissionFix(policy, stage.endpoint);
      if (subject.strict) checks.push(failed(id, `${text}; backend ${subject.mode} has no fallback, so WebSearch cannot work`, fix));
      else checks.push(warned(id, `${text}; ${subject.mode} mode skips it${lossNote(stage.backend, subject.stages)}`, fix));
    }
    if (!subject.strict && subject.stages.length > 0 && subject.stages.every((stage) => !stage.verdict.allowed)) {
      const first = subject.stages[0];
      checks.push(failed('sandbox.search', `the policy refuses every backend of ${subject.mode} mode, so WebSearch cannot reach any`, first === undefined ? `change ${MODE_KEY}` : admissionFix(policy, first.endpoint)));
    }
  }
  if (subject.fetchEnabled) checks.push(fetchCheck(policy, subject.publicFetch));
  return checks;
}

/** "…, so auto has no fallback" when the refused stages are the keyless chain and nothing after them remains. */
function lossNote(backend: string, stages: readonly StageAdmission[]): string {
  if (backend !== 'duckduckgo' && backend !== 'startpage') return '';
  const keylessRefused = stages.filter((stage) => stage.backend === 'duckduckgo' || stage.backend === 'startpage').every((stage) => !stage.verdict.allowed);
  return keylessRefused ? ' (the keyless chain is blocked, so there is no keyless fallback)' : '';
}

function fetchCheck(policy: NetworkPolicy, publicFetch: AdmissionVerdict): ValidationCheck {
  switch (policy.mode) {
    case 'none':
      return failed('sandbox.fetch', 'WebFetch can contact nothing: network policy none blocks every web request', `set ${MODE_KEY} to "allowlist", "localhost" or "all", or leave WebFetch out of tools.web.enabled`);
    case 'localhost':
      return warned('sandbox.fetch', 'WebFetch reads only loopback pages: policy localhost blocks public fetches', `to read public pages set ${MODE_KEY} to "allowlist" naming the sites in ${ALLOW_KEY}, or to "all"`);
    case 'allowlist':
      return publicFetch.allowed
        ? passed('sandbox.fetch', `WebFetch reaches the allowlisted destinations: ${policy.allow.join(', ')}`)
        : passed('sandbox.fetch', `WebFetch reaches only the allowlisted destinations${policy.allow.length === 0 ? ' (none)' : `: ${policy.allow.join(', ')}`}`);
    case 'all':
      return passed('sandbox.fetch', 'WebFetch reaches public pages; private, link-local and other internal addresses stay blocked');
  }
}
