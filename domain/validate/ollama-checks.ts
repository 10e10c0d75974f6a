import { failed, passed, warned, type ValidationCheck } from './validation-check.js';
import type { OllamaPathAttempt, OllamaProbeOutcome } from './liveness-outcomes.js';
import { unansweredCheck } from './searxng-checks.js';

/** What the Ollama line needs besides the probe's outcome. */
export interface OllamaCheckContext {
  readonly baseUrl: string;
  readonly hosted: boolean;
  /** `ollama` backend: a failure fails; in `auto` it is a warning. */
  readonly strict: boolean;
}

function trail(attempts: readonly OllamaPathAttempt[]): string {
  return attempts.map((attempt) => `POST ${attempt.path} → ${attempt.status}`).join(', ');
}

/** The Ollama liveness line `ollama.web_search`: which path answered, or which one failed and how. */
export function ollamaCheck(outcome: OllamaProbeOutcome, context: OllamaCheckContext): ValidationCheck {
  const fail = (id: string, message: string, fix: string): ValidationCheck =>
    context.strict ? failed(id, message, fix) : warned(id, `${message}; auto mode falls back to the next backend`, fix);
  const id = 'ollama.web_search';
  switch (outcome.kind) {
    case 'answered':
      return passed(id, `Ollama web search answered (${trail(outcome.attempts)}; ${outcome.results} results)`);
    case 'missing_key':
      return fail(id, `hosted Ollama search has no API key${outcome.variable === undefined ? ' variable configured' : `: ${outcome.variable} is unset`}; nothing was sent`, outcome.variable === undefined ? 'set tools.web.search.ollama.apiKeyEnv to the NAME of the variable holding your key (e.g. OLLAMA_API_KEY)' : `export ${outcome.variable}=<your ollama.com API key>`);
    case 'wrong_shape':
      return fail(id, `Ollama answered, but not with web search JSON (${trail(outcome.attempts)})`, `point tools.web.search.ollama.baseUrl at the Ollama server's origin (e.g. http://127.0.0.1:11434)`);
    case 'http_failure': {
      const last = outcome.attempts.at(-1)?.status ?? 0;
      const fix =
        last === 401 ? (context.hosted ? 'the key was rejected: check the variable named by tools.web.search.ollama.apiKeyEnv' : 'sign the Ollama server in to ollama.com: run `ollama signin` on that host')
          : last === 403 ? 'the Ollama server refuses cloud features: unset OLLAMA_NO_CLOUD (or enable cloud) on that host and restart it'
            : last === 404 || last === 405 ? 'upgrade Ollama (0.17.8 or newer serves /api/experimental/web_search) or correct tools.web.search.ollama.baseUrl'
              : 'check the Ollama server log';
      return fail(id, `Ollama web search failed: ${trail(outcome.attempts)}`, fix);
    }
    default:
      return unansweredCheck(id, `the web search query to ${context.baseUrl}`, outcome, `start Ollama on ${context.baseUrl} (ollama serve) or correct tools.web.search.ollama.baseUrl`, fail);
  }
}
