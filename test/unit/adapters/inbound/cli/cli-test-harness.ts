import type { CliDependencies, DemoCommandRequest, McpCommandRequest, ProgressTimers, ValidationRequest, WebResearchFactoryOptions } from '../../../../../adapters/inbound/cli/cli-dependencies.types.js';
import { runCli } from '../../../../../adapters/inbound/cli/cli.adapter.js';
import type { ToolError } from '../../../../../domain/errors/tool-error.js';
import { FakeWebResearch, fakeWebResearchFactory, type FakeToolHandler } from '../../../../fakes/fake-web-research.js';

/** Collects everything written to it. */
export class TextBuffer {
  readonly chunks: string[] = [];
  constructor(readonly isTTY = false) {}
  write(chunk: string): boolean {
    this.chunks.push(chunk);
    return true;
  }
  get text(): string {
    return this.chunks.join('');
  }
}

/** Timers that fire only when told to. */
export class ManualTimers implements ProgressTimers {
  readonly pending = new Map<number, { callback: () => void; delayMs: number }>();
  #next = 1;
  setTimeout(callback: () => void, delayMs: number): unknown {
    const id = this.#next++;
    this.pending.set(id, { callback, delayMs });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }
  fireAll(): void {
    const due = [...this.pending.values()];
    this.pending.clear();
    for (const timer of due) timer.callback();
  }
}

/** A CLI wired to fakes, with handles on everything it touches. */
export interface CliHarness {
  readonly research: FakeWebResearch;
  readonly stdout: TextBuffer;
  readonly stderr: TextBuffer;
  readonly timers: ManualTimers;
  readonly factoryRequests: WebResearchFactoryOptions[];
  readonly mcpRequests: McpCommandRequest[];
  readonly demoRequests: DemoCommandRequest[];
  readonly validationRequests: ValidationRequest[];
  /** Fires the injected SIGINT listener(s). */
  interrupt(): void;
  readonly interruptListeners: Set<() => void>;
  readonly deps: CliDependencies;
  run(...argv: string[]): Promise<number>;
}

export interface HarnessOptions {
  readonly handler?: FakeToolHandler;
  readonly configError?: ToolError;
  readonly tty?: boolean;
  readonly runMcpServer?: CliDependencies['runMcpServer'];
  readonly runDemo?: CliDependencies['runDemo'];
  readonly runValidation?: CliDependencies['runValidation'];
}

export const TEST_VERSION = '9.8.7-test';

/** Builds a harness; every dependency is a fake. */
export function cliHarness(options: HarnessOptions = {}): CliHarness {
  const research = new FakeWebResearch(options.handler === undefined ? {} : { handler: options.handler });
  const factory = fakeWebResearchFactory<WebResearchFactoryOptions>(research, options.configError);
  const stdout = new TextBuffer();
  const stderr = new TextBuffer(options.tty ?? false);
  const timers = new ManualTimers();
  const interruptListeners = new Set<() => void>();
  const mcpRequests: McpCommandRequest[] = [];
  const demoRequests: DemoCommandRequest[] = [];
  const validationRequests: ValidationRequest[] = [];
  const deps: CliDependencies = {
    createWebResearch: factory.create,
    runMcpServer: async (request) => {
      mcpRequests.push(request);
      await options.runMcpServer?.(request);
    },
    runDemo: async (request) => {
      demoRequests.push(request);
      return options.runDemo === undefined ? 0 : options.runDemo(request);
    },
    runValidation: async (request) => {
      validationRequests.push(request);
      return options.runValidation === undefined ? { usable: true, report: { ok: true, checks: [{ id: 'config.source', status: 'ok', message: 'configuration from nowhere' }] } } : options.runValidation(request);
    },
    version: TEST_VERSION,
    stdout,
    stderr,
    env: { MONO_AGENT_WEB_SEARCH_BACKEND: 'keyless' },
    onInterrupt: (listener) => {
      interruptListeners.add(listener);
      return () => interruptListeners.delete(listener);
    },
    timers,
  };
  return {
    research, stdout, stderr, timers, mcpRequests, demoRequests, validationRequests, interruptListeners, deps,
    factoryRequests: factory.requests,
    interrupt: () => {
      for (const listener of [...interruptListeners]) listener();
    },
    run: (...argv: string[]) => runCli(argv, deps),
  };
}
