import type { AgentToolResult, AgentToolUpdateCallback, ExtensionAPI } from '@mariozechner/pi-coding-agent';
import type { ToolCallOptions, ToolCallResult, WebResearchPort, WebResearchRunPort, WebToolName } from '../../../application/ports/web-research.port.js';
import { PI_TOOL_TEXT, type PiToolText } from './pi-tool-descriptions.js';
import { PiRunSession } from './pi-run-session.js';
import { webFetchParameters, webSearchParameters } from './pi-tool-parameters.schema.js';

/** What the extension needs from the composition root. */
export interface PiExtensionDependencies {
  /** Builds the process facade (config errors reject; the message reaches the model as the tool error). */
  createWebResearch(): Promise<WebResearchPort>;
  /** Replaces the default tool text per tool. */
  readonly toolText?: Partial<Record<WebToolName, PiToolText>>;
}

type Details = Readonly<Record<string, unknown>>;

function callOptions(signal: AbortSignal | undefined, onUpdate: AgentToolUpdateCallback<Details> | undefined): ToolCallOptions {
  return {
    ...(signal === undefined ? {} : { signal }),
    ...(onUpdate === undefined
      ? {}
      : { onProgress: (message: string) => onUpdate({ content: [{ type: 'text', text: message }], details: { progress: message } }) }),
  };
}

/** Pi marks a tool call failed only when `execute` throws; the message is what the model reads. */
function toAgentResult(result: ToolCallResult): AgentToolResult<Details> {
  if (!result.ok) throw new Error(result.content);
  return { content: [{ type: 'text', text: result.content }], details: result.details };
}

async function invoke(
  session: PiRunSession,
  call: (run: WebResearchRunPort, options: ToolCallOptions) => Promise<ToolCallResult>,
  signal: AbortSignal | undefined,
  onUpdate: AgentToolUpdateCallback<Details> | undefined,
): Promise<AgentToolResult<Details>> {
  const run = await session.currentRun();
  return toAgentResult(await call(run, callOptions(signal, onUpdate)));
}

/**
 * Builds the Pi extension (the default export Pi loads): registers WebSearch and WebFetch with
 * TypeBox parameters and gives each agent run its own web-research run — started on
 * `agent_start`, closed on `agent_end`, everything released on `session_shutdown`. Tool failures
 * are thrown as errors whose message is the model-facing failure text (code included).
 */
export function createPiExtension(deps: PiExtensionDependencies): (pi: ExtensionAPI) => void {
  return (pi: ExtensionAPI): void => {
    const session = new PiRunSession(() => deps.createWebResearch());
    const text = (name: WebToolName): PiToolText => deps.toolText?.[name] ?? PI_TOOL_TEXT[name];
    const toolText = (name: WebToolName) => {
      const { label, description, promptSnippet, promptGuidelines } = text(name);
      return { name, label, description, promptSnippet, promptGuidelines: [...promptGuidelines] };
    };

    pi.registerTool({
      ...toolText('WebSearch'),
      parameters: webSearchParameters,
      execute: (_toolCallId, params, signal, onUpdate) => invoke(session, (run, options) => run.search(params, options), signal, onUpdate),
    });
    pi.registerTool({
      ...toolText('WebFetch'),
      parameters: webFetchParameters,
      execute: (_toolCallId, params, signal, onUpdate) => invoke(session, (run, options) => run.fetch(params, options), signal, onUpdate),
    });

    // A facade that cannot be built is reported by the first tool call, not by the lifecycle hook.
    pi.on('agent_start', async () => {
      await session.startRun().catch(() => undefined);
    });
    pi.on('agent_end', async () => {
      await session.endRun();
    });
    pi.on('session_shutdown', async () => {
      await session.shutdown();
    });
  };
}
