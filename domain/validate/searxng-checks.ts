import { failed, passed, warned, type ValidationCheck, type ValidationStatus } from './validation-check.js';
import type { ProbeFailure, SearxngProbeOutcome } from './liveness-outcomes.js';

const PLAYBOOK = 'docs/playbook.md';
const SETTINGS = 'docs/searxng/settings.yml';

/** What the SearXNG section needs besides the probe's outcome. */
export interface SearxngCheckContext {
  /** The configured endpoint (base URL). */
  readonly endpoint: string;
  /** `searxng` backend: a failure is the tool's failure. In `auto` it is a warning (the chain falls back). */
  readonly strict: boolean;
}

function problem(context: SearxngCheckContext, id: string, message: string, fix: string): ValidationCheck {
  return context.strict ? failed(id, message, fix) : warned(id, `${message}; auto mode falls back to the next backend`, fix);
}

/** A probe that got no answer, worded for `id`. */
export function unansweredCheck(id: string, what: string, outcome: ProbeFailure, fix: string, fail: (id: string, message: string, fix: string) => ValidationCheck): ValidationCheck {
  switch (outcome.kind) {
    case 'timed_out':
      return fail(id, `${what} timed out: no answer within ${outcome.afterMs / 1000} s`, fix);
    case 'policy_denied':
      return fail(id, `${what} was not sent: refused by the sandbox network policy (${outcome.reason}): ${outcome.message}`, 'see the sandbox lines above');
    case 'unreachable':
      return fail(id, `${what} failed: ${outcome.message}`, fix);
    case 'cancelled':
      return fail(id, `${what} was cancelled`, 'run mono-agent validate again');
  }
}

/**
 * The SearXNG liveness lines: `searxng.json` (the bounded JSON query and its shape) and
 * `searxng.engines` (engine health from `unresponsive_engines`, naming each engine and reason).
 */
export function searxngChecks(outcome: SearxngProbeOutcome, context: SearxngCheckContext): ValidationCheck[] {
  const query = `${context.endpoint}/search?q=test&format=json`;
  const curl = `curl -s '${query}' | jq '{results: (.results | length), unresponsive_engines}'`;
  const fail = (id: string, message: string, fix: string): ValidationCheck => problem(context, id, message, fix);
  switch (outcome.kind) {
    case 'answered': {
      const json = passed('searxng.json', `SearXNG answered the JSON query with the expected shape (${outcome.results} results)`);
      if (outcome.unresponsive.length === 0) return [json, passed('searxng.engines', 'no engine reported as unresponsive')];
      const named = outcome.unresponsive.map((engine) => `${engine.engine}: ${engine.reason}`).join('; ');
      const fix = `in SearXNG's settings.yml disable the failing engines (engines: - name: <engine> disabled: true) and enable ones that work from your network; see "Swapping engines" in ${PLAYBOOK}, then check with: ${curl}`;
      const status: ValidationStatus = outcome.results === 0 ? 'fail' : 'warn';
      const message = outcome.results === 0 ? `every engine that answered failed, so SearXNG returns nothing: ${named}` : `some engines are unresponsive: ${named}`;
      return [json, status === 'fail' ? fail('searxng.engines', message, fix) : warned('searxng.engines', message, fix)];
    }
    case 'json_disabled':
      return [fail('searxng.json', 'SearXNG answered 403 Forbidden: its JSON output format is disabled', `in SearXNG's settings.yml set search.formats to [html, json] (as in ${SETTINGS}) and restart SearXNG`), skippedEngines(context)];
    case 'http_status': {
      const fix = outcome.status === 429 || (outcome.status >= 300 && outcome.status < 400)
        ? "SearXNG's limiter refused the query: for a loopback-only instance set server.limiter: false in settings.yml and restart it"
        : `check SearXNG's log; ${curl} should print a results count`;
      return [fail('searxng.json', `SearXNG answered HTTP ${outcome.status} to the JSON query`, fix), skippedEngines(context)];
    }
    case 'wrong_shape':
      return [fail('searxng.json', `the answer is not SearXNG's JSON (${outcome.detail})`, `point tools.web.search.searxng.endpoint at the SearXNG base URL (the one whose /search serves format=json); check with: ${curl}`), skippedEngines(context)];
    default:
      return [unansweredCheck('searxng.json', `the JSON query to ${context.endpoint}`, outcome, `start SearXNG on ${context.endpoint} (see ${PLAYBOOK}) or correct tools.web.search.searxng.endpoint; check with: ${curl}`, fail), skippedEngines(context)];
  }
}

function skippedEngines(context: SearxngCheckContext): ValidationCheck {
  return problem(context, 'searxng.engines', 'engine health not checked: the JSON query did not succeed', 'fix searxng.json first');
}
