import { configProblemChecks, configSourceCheck, type ConfigProblem } from '../domain/validate/config-checks.js';
import { reportOf, type ValidationReport } from '../domain/validate/validation-check.js';
import { describeConfigSource, discoverConfigFile } from '../infrastructure/config/config-discovery.js';
import { createWebResearch, type CreateWebResearchOptions } from './create-web-research.js';

/** What `mono-agent validate` asks for. */
export interface ValidateConfigurationRequest extends CreateWebResearchOptions {
  /** false: `--no-liveness`. */
  readonly liveness: boolean;
  readonly signal?: AbortSignal;
}

/** The section, and whether the configuration could be used at all (false: exit 2). */
export interface ValidateConfigurationResult {
  readonly usable: boolean;
  readonly report: ValidationReport;
}

function problemsOf(details: Readonly<Record<string, unknown>> | undefined, field: string | undefined, message: string): ConfigProblem[] {
  const issues = details?.['issues'];
  if (Array.isArray(issues)) return issues as ConfigProblem[];
  return [{ path: field ?? 'config', message: message.replace(/^[\w.]+: /u, '') }];
}

/**
 * Loads the configuration the way every surface does and validates it. A configuration the
 * loader refuses is reported as one failing line per broken rule (with what is accepted) and is
 * not usable; otherwise the facade's {@link WebResearch.validate} runs and the facade is closed.
 */
export async function validateConfiguration(request: ValidateConfigurationRequest): Promise<ValidateConfigurationResult> {
  const env = request.env ?? process.env;
  const created = await createWebResearch({ ...request, env });
  if (!created.ok) {
    const source = request.agentConfig !== undefined && request.configPath === undefined
      ? { kind: 'inline' as const }
      : discoverConfigFile({ ...(request.configPath === undefined ? {} : { explicitPath: request.configPath }), env });
    const problems = problemsOf(created.error.details, created.error.field, created.error.message);
    return { usable: false, report: reportOf([configSourceCheck(describeConfigSource(source)), ...configProblemChecks(problems)]) };
  }
  const facade = created.value;
  try {
    return { usable: true, report: await facade.validate({ liveness: request.liveness, ...(request.signal === undefined ? {} : { signal: request.signal }) }) };
  } finally {
    await facade.close();
  }
}
