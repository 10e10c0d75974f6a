import type { ExtensionAPI, ExtensionContext, ToolDefinition } from '@mariozechner/pi-coding-agent';

type Handler = (event: unknown, ctx: ExtensionContext) => unknown;

/**
 * A stand-in for Pi's `ExtensionAPI` that records registered tools, flags, event handlers and
 * notifications, and lets a test fire events. Only the methods the extension uses exist; anything
 * else throws.
 */
export class RecordingExtensionApi {
  readonly tools = new Map<string, ToolDefinition>();
  readonly handlers = new Map<string, Handler[]>();
  readonly flags = new Map<string, { readonly type: string; readonly description?: string }>();
  /** Flag values as Pi parsed them from the command line. */
  readonly flagValues = new Map<string, string | boolean>();
  readonly notifications: { readonly message: string; readonly type?: string }[] = [];
  hasUI = true;
  readonly ctx: ExtensionContext = Object.defineProperty(
    { ui: { notify: (message: string, type?: string) => this.notifications.push({ message, ...(type === undefined ? {} : { type }) }) } },
    'hasUI',
    { get: () => this.hasUI },
  ) as unknown as ExtensionContext;

  readonly api: ExtensionAPI = new Proxy({} as ExtensionAPI, {
    get: (_target, property) => {
      if (property === 'registerTool') {
        return (tool: ToolDefinition) => {
          if (this.tools.has(tool.name)) throw new Error(`tool ${tool.name} registered twice`);
          this.tools.set(tool.name, tool);
        };
      }
      if (property === 'registerFlag') {
        return (name: string, options: { type: string; description?: string }) => this.flags.set(name, options);
      }
      if (property === 'getFlag') {
        return (name: string) => (this.flags.has(name) ? this.flagValues.get(name) : undefined);
      }
      if (property === 'on') {
        return (event: string, handler: Handler) => this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
      }
      throw new Error(`the extension used ExtensionAPI.${String(property)}, which this fake does not provide`);
    },
  });

  /** Fires an event the way Pi does: each handler in order, awaited. */
  async emit(type: 'session_start' | 'agent_start' | 'agent_end' | 'session_shutdown'): Promise<void> {
    const event =
      type === 'agent_end' ? { type, messages: [] } : type === 'session_shutdown' ? { type, reason: 'quit' } : type === 'session_start' ? { type, reason: 'startup' } : { type };
    for (const handler of this.handlers.get(type) ?? []) await handler(event, this.ctx);
  }

  tool(name: string): ToolDefinition {
    const tool = this.tools.get(name);
    if (tool === undefined) throw new Error(`no tool ${name}`);
    return tool;
  }

  /** Calls a tool's execute as Pi's agent loop does (after its schema validation). */
  execute(name: string, params: unknown, signal?: AbortSignal, onUpdate?: (partial: unknown) => void): Promise<unknown> {
    return this.tool(name).execute(`call-${name}`, params as never, signal, onUpdate, this.ctx);
  }
}
