/**
 * A Pi extension that registers the provider `scripted` (model `scripted-model`) through Pi's own
 * `registerProvider`, so Pi's real agent loop runs end to end without any model. The turns come
 * from `PI_SCRIPTED_TURNS` (JSON), one per assistant turn of the prompt:
 * - `{ "tool": "WebFetch", "arguments": { … } }` calls a tool;
 * - `{ "calls": [{ "tool": …, "arguments": … }, …] }` calls several tools in one turn (Pi runs them concurrently);
 * - `{ "text": "…" }` answers with fixed text;
 * - `{ "echoToolResults": true }` answers with every tool result so far, one per line, as
 *   `[ToolName] text` or `[ToolName error] text`, so print mode shows exactly what the tools returned;
 * - `{ "listTools": true }` answers `tools: <names>` with the tools Pi offered the model.
 * Loaded by Pi's loader (`pi -e`), never by the test runner.
 */
import { createAssistantMessageEventStream, type Api, type AssistantMessage, type Context, type Model } from '@mariozechner/pi-ai';
import type { ExtensionAPI } from '@mariozechner/pi-coding-agent';

type ToolCall = { readonly tool: string; readonly arguments: Record<string, unknown> };
type Turn = ToolCall | { readonly calls: readonly ToolCall[] } | { readonly text: string } | { readonly echoToolResults: true } | { readonly listTools: true };

const NO_USAGE = { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, totalTokens: 0, cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 } };

function turnsFromEnvironment(): readonly Turn[] {
  return JSON.parse(process.env['PI_SCRIPTED_TURNS'] ?? '[]') as Turn[];
}

function toolResultsText(context: Context): string {
  return context.messages
    .flatMap((message) =>
      message.role === 'toolResult'
        ? [`[${message.toolName}${message.isError ? ' error' : ''}] ${message.content.map((block) => (block.type === 'text' ? block.text : '')).join('')}`]
        : [],
    )
    .join('\n');
}

function reply(model: Model<Api>, context: Context): AssistantMessage {
  const index = context.messages.filter((message) => message.role === 'assistant').length;
  const turn = turnsFromEnvironment()[index] ?? { text: 'script finished' };
  const base = { role: 'assistant' as const, api: model.api, provider: model.provider, model: model.id, usage: NO_USAGE, timestamp: Date.now() };
  if ('tool' in turn || 'calls' in turn) {
    const calls = 'calls' in turn ? turn.calls : [turn];
    const content = calls.map((call, n) => ({ type: 'toolCall' as const, id: `call-${index}-${n}`, name: call.tool, arguments: call.arguments }));
    return { ...base, content, stopReason: 'toolUse' };
  }
  const text = 'text' in turn ? turn.text : 'listTools' in turn ? `tools: ${(context.tools ?? []).map((tool) => tool.name).join(',')}` : toolResultsText(context);
  return { ...base, content: [{ type: 'text', text }], stopReason: 'stop' };
}

export default function scriptedProvider(pi: ExtensionAPI): void {
  pi.registerProvider('scripted', {
    baseUrl: 'http://127.0.0.1:9',
    apiKey: 'scripted-no-key',
    api: 'scripted-api',
    models: [{ id: 'scripted-model', name: 'Scripted', reasoning: false, input: ['text'], cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 }, contextWindow: 100_000, maxTokens: 4_096 }],
    streamSimple: (model, context) => {
      const stream = createAssistantMessageEventStream();
      const message = reply(model, context);
      queueMicrotask(() => {
        stream.push({ type: 'start', partial: message });
        stream.push({ type: 'done', reason: message.stopReason === 'toolUse' ? 'toolUse' : 'stop', message });
        stream.end();
      });
      return stream;
    },
  });
}
