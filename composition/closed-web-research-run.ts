import type { ToolCallResult, WebResearchRunPort, WebToolDefinition } from '../application/ports/web-research.port.js';
import { closedRunResult } from './closed-run.result.js';
import { buildToolDefinitions } from './tool-definitions.js';

/**
 * What `startRun()` returns after the facade was closed: a run that is closed from the start and
 * answers every call with `cancelled` saying so, instead of trying the closed HTTP agent and
 * reporting a misleading transport error.
 */
export class ClosedWebResearchRun implements WebResearchRunPort {
  readonly closed = true;

  search(): Promise<ToolCallResult> {
    return Promise.resolve(closedRunResult('WebSearch', 'facade_closed'));
  }

  fetch(): Promise<ToolCallResult> {
    return Promise.resolve(closedRunResult('WebFetch', 'facade_closed'));
  }

  tools(): readonly WebToolDefinition[] {
    return buildToolDefinitions(this);
  }

  child(): WebResearchRunPort {
    return new ClosedWebResearchRun();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
