import { AsyncLocalStorage } from 'node:async_hooks';

/** Console methods that can print. */
const PRINTING_METHODS = [
  'log', 'info', 'warn', 'error', 'debug', 'trace', 'dir', 'dirxml', 'table', 'assert', 'count', 'timeLog', 'timeEnd', 'group', 'groupCollapsed',
] as const;

type PrintingMethod = (typeof PRINTING_METHODS)[number];
type ConsoleFunction = (...args: unknown[]) => void;

interface CaptureSink {
  messages: number;
}

/*
 * Process-wide by necessity: `console` is one global object. The stubs are installed while at
 * least one capture is active (reference count) and route each call by async context: calls made
 * inside a capture are counted and dropped, calls from anywhere else go to the original method.
 * Concurrent and nested captures therefore never swallow, or leak, each other's output, and the
 * originals are restored when the last capture ends.
 */
const storage = new AsyncLocalStorage<CaptureSink>();
let activeCaptures = 0;
let installed: Map<PrintingMethod, { readonly original: ConsoleFunction; readonly stub: ConsoleFunction }> | undefined;

/** The outcome of {@link captureConsole}: the work's value and how many console calls it made. */
export interface CapturedRun<T> {
  readonly value: T;
  readonly messages: number;
}

/**
 * Runs `work` with every console method silenced for it (and for everything it awaits), counting
 * the calls. Libraries such as Defuddle print stack traces on malformed pages; none of that may
 * reach stdout or stderr. Other code running concurrently keeps its console. If `work` throws,
 * the error propagates after the console is restored.
 */
export async function captureConsole<T>(work: () => Promise<T> | T): Promise<CapturedRun<T>> {
  const sink: CaptureSink = { messages: 0 };
  install();
  try {
    const value = await storage.run(sink, work);
    return { value, messages: sink.messages };
  } finally {
    uninstall();
  }
}

function install(): void {
  activeCaptures += 1;
  if (installed !== undefined) return;
  const target = console as unknown as Record<PrintingMethod, ConsoleFunction>;
  installed = new Map();
  for (const method of PRINTING_METHODS) {
    const original = target[method];
    if (typeof original !== 'function') continue;
    const stub: ConsoleFunction = (...args) => {
      const sink = storage.getStore();
      if (sink === undefined) {
        original.apply(console, args);
        return;
      }
      if (method === 'assert' && args[0]) return;
      sink.messages += 1;
    };
    installed.set(method, { original, stub });
    target[method] = stub;
  }
}

function uninstall(): void {
  activeCaptures -= 1;
  if (activeCaptures > 0 || installed === undefined) return;
  const target = console as unknown as Record<PrintingMethod, ConsoleFunction>;
  for (const [method, { original, stub }] of installed) {
    // Someone (a test spy) replaced our stub meanwhile: leave theirs in place.
    if (target[method] === stub) target[method] = original;
  }
  installed = undefined;
}
