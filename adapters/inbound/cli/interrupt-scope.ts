import type { CliDependencies } from './cli-dependencies.types.js';

/** An abort signal tied to SIGINT for the duration of one command. */
export interface InterruptScope {
  /** Aborted when SIGINT arrives. */
  readonly signal: AbortSignal;
  /** True once SIGINT arrived. */
  readonly interrupted: boolean;
  /** Stops listening; a second Ctrl-C after this gets the default behaviour again. */
  dispose(): void;
}

function onProcessInterrupt(listener: () => void): () => void {
  process.once('SIGINT', listener);
  return () => process.off('SIGINT', listener);
}

/**
 * Turns the first SIGINT into an abort of the running command (so the run closes and the call
 * reports `cancelled`) instead of killing the process mid-write. The listener is removed after
 * that first signal, so a second Ctrl-C terminates as usual.
 */
export function listenForInterrupt(subscribe: CliDependencies['onInterrupt'] = onProcessInterrupt): InterruptScope {
  const controller = new AbortController();
  let unsubscribe: (() => void) | undefined;
  unsubscribe = subscribe(() => {
    controller.abort(new Error('interrupted (SIGINT)'));
    unsubscribe?.();
    unsubscribe = undefined;
  });
  return {
    signal: controller.signal,
    get interrupted() {
      return controller.signal.aborted;
    },
    dispose() {
      unsubscribe?.();
      unsubscribe = undefined;
    },
  };
}
