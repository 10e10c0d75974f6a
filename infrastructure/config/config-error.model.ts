/**
 * One reason the web configuration was refused.
 * `path` names where the bad value came from: a config key path (`tools.web.search.endpoint`),
 * an environment variable with the key it stands for
 * (`env MONO_AGENT_WEB_SEARCH_BACKEND (tools.web.search.backend)`), or `file <path>`.
 * `message` says what was wrong and what would be accepted. Neither ever contains a credential.
 */
export interface ConfigIssue {
  readonly path: string;
  readonly message: string;
}

/**
 * The configuration could not be loaded. Every problem found is listed at once, so an operator
 * fixes the file in one pass instead of one error per restart. `code` is the stable
 * `config_invalid` error code.
 */
export interface ConfigError {
  readonly code: 'config_invalid';
  readonly issues: readonly ConfigIssue[];
}

/** Builds a `config_invalid` error from a non-empty list of issues. */
export function configInvalid(issues: readonly ConfigIssue[]): ConfigError {
  return { code: 'config_invalid', issues };
}

/** One line per issue, `path: message`, for CLI output and `ToolError.message`. */
export function describeConfigError(error: ConfigError): string {
  return error.issues.map((issue) => `${issue.path}: ${issue.message}`).join('\n');
}
