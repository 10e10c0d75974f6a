import type { CliDependencies, WebResearchFactory } from './cli-dependencies.types.js';

/**
 * The factory every command uses, printing each configuration warning of a facade it builds on
 * stderr (`mono-agent: warning: …`), so stdout keeps only the result (also with `--json` and for
 * `mcp`, whose stdout is the protocol).
 */
export function reportingConfigWarnings(deps: Pick<CliDependencies, 'createWebResearch' | 'stderr'>): WebResearchFactory {
  return async (options) => {
    const created = await deps.createWebResearch(options);
    if (created.ok) for (const warning of created.value.warnings) deps.stderr.write(`mono-agent: warning: ${warning}\n`);
    return created;
  };
}
