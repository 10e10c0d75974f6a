import { describe, expect, it } from 'vitest';
import { InFlightRegistry } from '../../../../application/web-fetch/in-flight-registry.js';

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('InFlightRegistry', () => {
  it('runs identical work once and forgets it when done', async () => {
    const registry = new InFlightRegistry<string>();
    const gate = deferred<string>();
    let runs = 0;
    const work = async (): Promise<string> => {
      runs += 1;
      return gate.promise;
    };
    const first = registry.run('k', new AbortController().signal, work);
    const second = registry.run('k', new AbortController().signal, work);
    gate.resolve('value');
    expect(await first).toEqual({ kind: 'done', value: 'value', shared: false });
    expect(await second).toEqual({ kind: 'done', value: 'value', shared: true });
    expect(runs).toBe(1);
    expect(registry.size).toBe(0);
  });

  it('aborts the work only when every waiter has left', async () => {
    const registry = new InFlightRegistry<string>();
    let workSignal: AbortSignal | undefined;
    const gate = deferred<string>();
    const work = async (signal: AbortSignal): Promise<string> => {
      workSignal = signal;
      return gate.promise;
    };
    const a = new AbortController();
    const b = new AbortController();
    const first = registry.run('k', a.signal, work);
    const second = registry.run('k', b.signal, work);
    a.abort();
    expect(await first).toEqual({ kind: 'abandoned' });
    expect(workSignal?.aborted).toBe(false);
    b.abort();
    expect(await second).toEqual({ kind: 'abandoned' });
    expect(workSignal?.aborted).toBe(true);
    expect(registry.size).toBe(0);
  });

  it('abortAll aborts running work', async () => {
    const registry = new InFlightRegistry<string>();
    let workSignal: AbortSignal | undefined;
    void registry.run('k', new AbortController().signal, async (signal) => {
      workSignal = signal;
      return new Promise<string>(() => undefined);
    });
    registry.abortAll();
    expect(workSignal?.aborted).toBe(true);
  });
});
