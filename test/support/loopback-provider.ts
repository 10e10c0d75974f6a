import { Agent } from 'undici';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { startMswLoopback, type MswLoopback } from './msw-loopback.js';

/** What a provider contract suite talks to: the current test's loopback and the suite's one Agent. */
export interface LoopbackProvider {
  /** Delegates to the loopback of the running test (valid inside tests and hooks only). */
  readonly loopback: MswLoopback;
  /** A real undici Agent for the adapter under test, closed after the suite. */
  readonly agent: Agent;
}

/**
 * Registers the hooks of a provider contract suite: one undici Agent for the file, and a fresh
 * msw loopback per test (so a request a test aborted can never reach the next test's server),
 * closed after each test with every request required to have been handled. Call it at the top
 * level of the test file.
 */
export function useLoopbackProvider(): LoopbackProvider {
  const agent = new Agent();
  let current: MswLoopback | undefined;
  const active = (): MswLoopback => {
    if (current === undefined) throw new Error('the loopback exists only once a test has started');
    return current;
  };

  beforeEach(async () => {
    current = await startMswLoopback();
  });
  afterEach(async () => {
    await active().close();
    active().assertAllHandled();
  });
  afterAll(async () => {
    await agent.close();
  });

  const loopback: MswLoopback = {
    get origin() {
      return active().origin;
    },
    get requests() {
      return active().requests;
    },
    get unhandled() {
      return active().unhandled;
    },
    use: (...handlers) => active().use(...handlers),
    reset: () => active().reset(),
    assertAllHandled: () => active().assertAllHandled(),
    close: () => active().close(),
  };
  return { loopback, agent };
}
