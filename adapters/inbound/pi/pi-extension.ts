import type { AgentToolResult, AgentToolUpdateCallback, ExtensionAPI, ExtensionContext } from '@mariozechner/pi-coding-agent';
import type { ToolCallOptions, ToolCallResult, WebResearchPort, WebResearchRunPort, WebToolName } from '../../../application/ports/web-research.port.js';
import { PI_TOOL_TEXT, type PiToolText } from './pi-tool-descriptions.js';
import { PiRunSession } from './pi-run-session.js';
import { webFetchParameters, webSearchParameters } from './pi-tool-parameters.schema.js';

/** Pi's `--mono-agent-config <file>`: the extension's `--config`. */
export const PI_CONFIG_FLAG = 'mono-agent-config';

/** What the extension needs from the composition root. */
export interface PiExtensionDependencies {
  /**
   * Builds the process facade (config errors reject; the message reaches the model as the tool
   * error). `configPath` is the `--mono-agent-config` value; without it the facade discovers the
   * config like every surface (`MONO_AGENT_CONFIG`, else `~/.mono-agent/config.json`).
   */
  createWebResearch(options: { readonly configPath?: string }): Promise<WebResearchPort>;
  /** Replaces the default tool text per tool. */
  readonly toolText?: Partial<Record<WebToolName, PiToolText>>;
  /** Where configuration warnings go when Pi has no UI to notify (print and JSON modes). */
  readonly stderr?: { write(chunk: string): unknown };
}

type NoticeLevel = 'warning' | 'error';

const ALL_TOOLS: readonly WebToolName[] = ['WebSearch', 'WebFetch'];

/** Pi's notification API when it has a UI (interactive, RPC); stderr in print and JSON modes, where notify is a no-op. */
function notice(ctx: ExtensionContext, deps: PiExtensionDependencies, level: NoticeLevel, text: string): void {
  if (ctx.hasUI) ctx.ui.notify(`mono-agent-web: ${text}`, level);
  else deps.stderr?.write(`mono-agent-web: ${level}: ${text}\n`);
}

function configPathOption(pi: ExtensionAPI): { readonly configPath?: string } {
  const value = pi.getFlag(PI_CONFIG_FLAG);
  if (value === undefined) return {};
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`config_invalid: --${PI_CONFIG_FLAG} needs the path of an agent config JSON file`);
  return { configPath: value };
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
 * Builds the Pi extension (the default export Pi loads): registers the `--mono-agent-config <file>`
 * flag and, when the session starts and the configuration is known, the tools `tools.web.enabled`
 * lets exist (WebSearch and WebFetch by default) with TypeBox parameters; gives each agent run its own
 * web-research run — started on `agent_start`, closed on `agent_end`, everything released on
 * `session_shutdown`. On `session_start` the configuration is loaded and its warnings (or its
 * error) are shown through Pi's notifications. Tool failures are thrown as errors whose message is
 * the model-facing failure text (code included).
 */
export function createPiExtension(deps: PiExtensionDependencies): (pi: ExtensionAPI) => void {
  return (pi: ExtensionAPI): void => {
    pi.registerFlag(PI_CONFIG_FLAG, {
      type: 'string',
      description: 'agent config JSON for WebSearch/WebFetch (default: $MONO_AGENT_CONFIG, else ~/.mono-agent/config.json when it exists)',
    });
    const session = new PiRunSession(async () => deps.createWebResearch(configPathOption(pi)));
    const text = (name: WebToolName): PiToolText => deps.toolText?.[name] ?? PI_TOOL_TEXT[name];
    const toolText = (name: WebToolName) => {
      const { label, description, promptSnippet, promptGuidelines } = text(name);
      return { name, label, description, promptSnippet, promptGuidelines: [...promptGuidelines] };
    };

    const register: Record<WebToolName, () => void> = {
      WebSearch: () =>
        pi.registerTool({
          ...toolText('WebSearch'),
          parameters: webSearchParameters,
          execute: (_toolCallId, params, signal, onUpdate) => invoke(session, (run, options) => run.search(params, options), signal, onUpdate),
        }),
      WebFetch: () =>
        pi.registerTool({
          ...toolText('WebFetch'),
          parameters: webFetchParameters,
          execute: (_toolCallId, params, signal, onUpdate) => invoke(session, (run, options) => run.fetch(params, options), signal, onUpdate),
        }),
    };
    const registered = new Set<WebToolName>();
    const registerTools = (names: readonly WebToolName[]): void => {
      for (const name of names) {
        if (registered.has(name)) continue;
        registered.add(name);
        register[name]();
      }
    };

    // Tools are registered once the configuration (with --mono-agent-config, known only after
    // load) says which exist: a tool left out by tools.web.enabled is never registered. When the
    // configuration cannot be loaded both are registered, so a call reports the error to the model.
    // The operator sees config warnings and errors at start-up.
    pi.on('session_start', async (_event, ctx) => {
      await session.facade().then(
        (facade) => {
          registerTools(facade.sessionPolicy.enabledTools);
          for (const warning of facade.warnings) notice(ctx, deps, 'warning', warning);
        },
        (error: unknown) => {
          registerTools(ALL_TOOLS);
          notice(ctx, deps, 'error', error instanceof Error ? error.message : String(error));
        },
      );
    });
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
