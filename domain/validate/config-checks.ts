import { failed, passed, warned, type ValidationCheck } from './validation-check.js';

/** One loader rule the configuration broke: the key path (or variable) and what is accepted. */
export interface ConfigProblem {
  readonly path: string;
  readonly message: string;
}

/** `config.source`: where the configuration came from (a described source, never file contents). */
export function configSourceCheck(description: string): ValidationCheck {
  return passed('config.source', `configuration from ${description}`);
}

/**
 * One failing line per broken loader rule. The loader's message already names what would be
 * accepted (`…; accepted: …`): that part becomes the fix, the rest the message.
 */
export function configProblemChecks(problems: readonly ConfigProblem[]): ValidationCheck[] {
  return problems.map((problem) => {
    const split = /;\s*(accepted(?::| keys here:)[\s\S]*)$/u.exec(problem.message);
    const message = `${problem.path}: ${split === null ? problem.message : problem.message.slice(0, split.index)}`;
    const fix = split === null ? `correct ${problem.path}` : `correct ${problem.path}; ${split[1]}`;
    return failed('config.invalid', message, fix);
  });
}

const WARNING_FIXES: ReadonlyArray<readonly [RegExp, (match: RegExpExecArray) => string]> = [
  [/^(\S+) is a legacy alias; prefer (\S+)/u, (m) => `move the value of ${m[1]} to ${m[2]} and remove ${m[1]}`],
  [/^environment variable (\S+) .*did you mean (\S+?)\?$/u, (m) => `rename ${m[1]} to ${m[2]}`],
  [/^environment variable (\S+) /u, (m) => `unset ${m[1]} (the known variables are listed by mono-agent --help)`],
  [/^(\S+) is hosted Ollama search but no apiKeyEnv/u, () => 'set tools.web.search.ollama.apiKeyEnv (or MONO_AGENT_WEB_SEARCH_OLLAMA_API_KEY_ENV) to the NAME of the variable holding your key, e.g. OLLAMA_API_KEY'],
  [/^(\S+) names (\S+), which is not set/u, (m) => `export ${m[2]}=<your ollama.com API key> before starting the agent, or change ${m[1]}`],
  [/^(\S+) has no effect/u, (m) => `remove ${m[1]}`],
  [/^(\S+) is ignored because (.+?) is "(\w+)", not "allowlist"/u, (m) => `remove ${m[1]}, or set ${m[2]} to "allowlist" to use it`],
];

/**
 * A `warn` line per configuration warning, with a fix derived from the warning's own wording
 * (each warning names the setting to change); an unknown wording falls back to that text.
 */
export function configWarningChecks(warnings: readonly string[]): ValidationCheck[] {
  return warnings.map((warning) => {
    for (const [pattern, fix] of WARNING_FIXES) {
      const match = pattern.exec(warning);
      if (match !== null) return warned('config.warning', warning, fix(match));
    }
    return warned('config.warning', warning, 'change the setting this warning names');
  });
}
