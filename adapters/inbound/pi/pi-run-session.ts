import type { WebResearchPort, WebResearchRunPort } from '../../../application/ports/web-research.port.js';

/**
 * The extension's facade and its current run. The facade is created on first need and kept for
 * the session (it holds the process search cache); each agent run gets a fresh run (its own
 * request budget), and a tool called outside an agent run starts one lazily. A failed facade
 * creation is not remembered, so the next call tries again.
 */
export class PiRunSession {
  readonly #createResearch: () => Promise<WebResearchPort>;
  #research: Promise<WebResearchPort> | undefined;
  #run: Promise<WebResearchRunPort> | undefined;

  constructor(createResearch: () => Promise<WebResearchPort>) {
    this.#createResearch = createResearch;
  }

  /** Closes the current run (if any) and starts a new one. */
  startRun(): Promise<WebResearchRunPort> {
    const previous = this.#run;
    const next = (async () => {
      if (previous !== undefined) await closeRun(previous);
      return (await this.facade()).startRun();
    })();
    this.#run = next;
    next.catch(() => {
      if (this.#run === next) this.#run = undefined;
    });
    return next;
  }

  /** The run tool calls belong to: the agent run's, or a lazily started one. */
  async currentRun(): Promise<WebResearchRunPort> {
    const run = this.#run === undefined ? undefined : await this.#run;
    return run === undefined || run.closed ? this.startRun() : run;
  }

  /** Ends the current run: its in-flight calls are cancelled and its budget discarded. */
  async endRun(): Promise<void> {
    const current = this.#run;
    this.#run = undefined;
    if (current !== undefined) await closeRun(current);
  }

  /** Ends the run and releases the facade (Pi is quitting, reloading or switching session). */
  async shutdown(): Promise<void> {
    await this.endRun();
    const research = this.#research;
    this.#research = undefined;
    if (research !== undefined) await research.then((facade) => facade.close(), () => undefined);
  }

  /** The session's facade, created on first need (a failed creation is retried next time). */
  facade(): Promise<WebResearchPort> {
    if (this.#research === undefined) {
      const created = this.#createResearch();
      this.#research = created;
      created.catch(() => {
        if (this.#research === created) this.#research = undefined;
      });
    }
    return this.#research;
  }
}

async function closeRun(run: Promise<WebResearchRunPort>): Promise<void> {
  await run.then((started) => started.close(), () => undefined);
}
