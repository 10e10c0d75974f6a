import type { ToolCallResult, WebResearchPort, WebResearchRunPort, WebToolName } from '../../../application/ports/web-research.port.js';
import { toolError } from '../../../domain/errors/tool-error.js';
import { JsonLinesTelemetrySink } from '../../../infrastructure/telemetry/json-lines-telemetry.sink.js';
import type { CliDependencies } from './cli-dependencies.types.js';
import { presentFailure, presentToolResult, type OutputTarget } from './cli-output.presenter.js';
import { factoryOptionsFor, type CommonFlags } from './common-options.js';
import { EXIT_STATUS } from './exit-status.js';
import { listenForInterrupt } from './interrupt-scope.js';
import { ProgressLine } from './progress-line.js';

/** One `search`/`fetch` invocation, already mapped to the tool's snake_case input. */
export interface ToolCommandRequest {
  readonly tool: WebToolName;
  /** The tool input object; the facade validates it (`invalid_input` → exit 2). */
  readonly input: Readonly<Record<string, unknown>>;
  readonly flags: CommonFlags;
  /** `mono-agent search`, for diagnostics. */
  readonly commandName: string;
  /** First progress message, shown after a second on a terminal. */
  readonly progressMessage: string;
}

function callTool(run: WebResearchRunPort, request: ToolCommandRequest, signal: AbortSignal, progress: ProgressLine): Promise<ToolCallResult> {
  const options = { signal, onProgress: progress.update };
  return request.tool === 'WebSearch' ? run.search(request.input, options) : run.fetch(request.input, options);
}

/**
 * Runs one tool call in its own run: builds the facade (config errors → exit 2), starts a run,
 * calls the tool with SIGINT wired to abort, prints the result and always closes the run and the
 * facade. Returns the exit status (0, 1, 2, or 130 after SIGINT).
 */
export async function runToolCommand(request: ToolCommandRequest, deps: CliDependencies): Promise<number> {
  const target: OutputTarget = {
    stdout: deps.stdout, stderr: deps.stderr, json: request.flags.json === true, commandName: request.commandName,
    rawText: request.tool === 'WebFetch' && request.input['format'] === 'raw',
  };
  const progress = new ProgressLine(deps.stderr, request.progressMessage, deps.timers);
  const telemetry = request.flags.trace === true ? new JsonLinesTelemetrySink({ write: progress.interject }) : undefined;
  const interrupt = listenForInterrupt(deps.onInterrupt);
  let research: WebResearchPort | undefined;
  let run: WebResearchRunPort | undefined;
  try {
    progress.start();
    const created = await deps.createWebResearch({ ...factoryOptionsFor(request.flags, deps, telemetry), extraction: 'in-thread' });
    if (!created.ok) {
      progress.stop();
      return presentFailure(created.error, target);
    }
    research = created.value;
    run = research.startRun({ signal: interrupt.signal });
    const result = await callTool(run, request, interrupt.signal, progress);
    progress.stop();
    if (interrupt.interrupted && !target.json) {
      deps.stderr.write(`${request.commandName}: interrupted\n`);
      return EXIT_STATUS.interrupted;
    }
    const status = presentToolResult(result, target);
    return interrupt.interrupted ? EXIT_STATUS.interrupted : status;
  } catch (error) {
    progress.stop();
    const message = error instanceof Error ? error.message : String(error);
    presentFailure(toolError('internal_error', message, { retryable: false }), target);
    return interrupt.interrupted ? EXIT_STATUS.interrupted : EXIT_STATUS.toolError;
  } finally {
    interrupt.dispose();
    await run?.close().catch(() => undefined);
    await research?.close().catch(() => undefined);
  }
}
