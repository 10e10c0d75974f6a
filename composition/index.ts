import type { CreateWebResearchOptions } from './create-web-research.js';
import type { WebResearch } from './web-research.facade.js';
import type { ToolError } from '../domain/errors/tool-error.js';
import type { Result } from '../domain/shared/result.js';

export type { CreateWebResearchOptions };

/**
 * Builds the facade (see `create-web-research.ts`): configuration is found and validated once,
 * then the container is wired. Importing the package stays cheap: the configuration loader and the
 * composition root load on the first call.
 */
export async function createWebResearch(options: CreateWebResearchOptions = {}): Promise<Result<WebResearch, ToolError>> {
  return (await import('./create-web-research.js')).createWebResearch(options);
}
export { WebResearch } from './web-research.facade.js';
export { buildToolDefinitions, jsonSchemaOf, WEB_FETCH_DESCRIPTION, WEB_SEARCH_DESCRIPTION } from './tool-definitions.js';
export type { CompositionOptions } from './composition-options.js';
export type {
  SessionPolicy,
  StartRunOptions,
  ToolCallOptions,
  ToolCallResult,
  WebResearchPort,
  WebResearchRunPort,
  WebToolDefinition,
  WebToolName,
} from '../application/ports/web-research.port.js';
export type { ToolError } from '../domain/errors/tool-error.js';
export type {
  CodexReadinessCheck,
  CodexReadinessCheckId,
  CodexReadinessPort,
  CodexReadinessReport,
  CodexReadinessStatus,
} from '../application/ports/codex-readiness.port.js';
export { ERROR_CODES, type ErrorCode } from '../domain/errors/error-codes.js';
export type { WebConfig } from '../infrastructure/config/web-config.model.js';
export type { ConfigSource } from '../infrastructure/config/config-discovery.js';
