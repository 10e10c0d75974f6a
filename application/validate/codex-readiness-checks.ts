import type { CodexReadinessCheckId, CodexReadinessReport } from '../ports/codex-readiness.port.js';
import { failed, passed, type ValidationCheck } from '../../domain/validate/validation-check.js';

const FIXES: Readonly<Record<CodexReadinessCheckId, string>> = {
  codex_installed: 'install the Codex CLI (npm install -g @openai/codex) so that `codex` is on PATH',
  app_server_started: 'run `codex app-server` by hand to see why it does not start, and update the Codex CLI',
  chatgpt_sign_in: 'run `codex login` and sign in with your ChatGPT account (an API key does not count)',
  web_search_capability: "use Codex's built-in openai model provider (remove a model_provider override from ~/.codex/config.toml); web search comes with the ChatGPT subscription",
  model_listed: 'set tools.web.search.codex.model (or MONO_AGENT_WEB_SEARCH_CODEX_MODEL) to a model `codex` lists, e.g. gpt-5.6-luna',
};

/**
 * Strict `codex` readiness, one line per check (`codex.codex_installed`, `codex.chatgpt_sign_in`,
 * …). A check that was not run because an earlier one failed fails too, pointing at that one.
 */
export function codexReadinessChecks(report: CodexReadinessReport): ValidationCheck[] {
  const firstFailure = report.checks.find((check) => check.status === 'fail')?.id ?? 'codex_installed';
  return report.checks.map((check) => {
    const id = `codex.${check.id}`;
    if (check.status === 'pass') return passed(id, check.message);
    if (check.status === 'fail') return failed(id, check.message, FIXES[check.id]);
    return failed(id, `not checked: codex.${firstFailure} failed`, `fix codex.${firstFailure} first`);
  });
}
