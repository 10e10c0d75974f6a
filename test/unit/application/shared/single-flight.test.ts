import { describe, expect, it } from 'vitest';
import { SingleFlight } from '../../../../application/shared/single-flight.js';

function deferred<T>(): { promise: Promise<T>; resolve: (v: T) => void; reject: (e: unknown) => void } {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('SingleFlight', () => {
  it('runs identical concurrent work once and marks followers as shared', async () => {
    const flights = new SingleFlight<number>();
    const gate = deferred<number>();
    let calls = 0;
    const work = async (): Promise<number> => {
      calls += 1;
      return gate.promise;
    };
    const a = flights.run('k', new AbortController().signal, work);
    const b = flights.run('k', new AbortController().signal, work);
    gate.resolve(7);
    expect(await a).toEqual({ value: 7, shared: false });
    expect(await b).toEqual({ value: 7, shared: true });
    expect(calls).toBe(1);
    expect(flights.size).toBe(0);
  });

  it('keeps different keys apart and starts a new flight after the previous one settled', async () => {
    const flights = new SingleFlight<string>();
    const seen: string[] = [];
    const work = (tag: string) => async (): Promise<string> => {
      seen.push(tag);
      return tag;
    };
    await Promise.all([flights.run('a', new AbortController().signal, work('a')), flights.run('b', new AbortController().signal, work('b'))]);
    await flights.run('a', new AbortController().signal, work('a2'));
    expect(seen).toEqual(['a', 'b', 'a2']);
  });

  it('releases an aborting follower at once without cancelling the leader', async () => {
    const flights = new SingleFlight<number>();
    const gate = deferred<number>();
    let workSignal: AbortSignal | undefined;
    const work = async (signal: AbortSignal): Promise<number> => {
      workSignal = signal;
      return gate.promise;
    };
    const leader = flights.run('k', new AbortController().signal, work);
    const followerController = new AbortController();
    const follower = flights.run('k', followerController.signal, work);
    followerController.abort(new Error('follower gave up'));
    await expect(follower).rejects.toThrow('follower gave up');
    await Promise.resolve();
    expect(workSignal?.aborted).toBe(false);
    gate.resolve(1);
    expect(await leader).toEqual({ value: 1, shared: false });
  });

  it('aborts the shared work when every waiter has gone', async () => {
    const flights = new SingleFlight<number>();
    let workSignal: AbortSignal | undefined;
    const work = (signal: AbortSignal): Promise<number> => {
      workSignal = signal;
      return new Promise<number>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    };
    const c1 = new AbortController();
    const c2 = new AbortController();
    const r1 = flights.run('k', c1.signal, work);
    const r2 = flights.run('k', c2.signal, work);
    await Promise.resolve();
    c1.abort(new Error('one'));
    await expect(r1).rejects.toThrow('one');
    expect(workSignal?.aborted).toBe(false);
    c2.abort(new Error('two'));
    await expect(r2).rejects.toThrow('two');
    expect(workSignal?.aborted).toBe(true);
    expect(flights.size).toBe(0);
  });

  it('rejects at once for an already-aborted signal and shares failures', async () => {
    const flights = new SingleFlight<number>();
    const c = new AbortController();
    c.abort(new Error('early'));
    await expect(flights.run('k', c.signal, async () => 1)).rejects.toThrow('early');
    const failing = async (): Promise<number> => {
      throw new Error('boom');
    };
    const results = await Promise.allSettled([flights.run('x', new AbortController().signal, failing), flights.run('x', new AbortController().signal, failing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
