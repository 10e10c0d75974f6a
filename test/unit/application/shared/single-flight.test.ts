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
  it('runs identical concurrent work once, marks followers as shared and forgets it when done', async () => {
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
    expect(await a).toEqual({ kind: 'done', value: 7, shared: false });
    expect(await b).toEqual({ kind: 'done', value: 7, shared: true });
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

  it('releases an aborting follower at once with its reason, without cancelling the leader', async () => {
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
    const reason = new Error('follower gave up');
    followerController.abort(reason);
    expect(await follower).toEqual({ kind: 'abandoned', reason });
    await Promise.resolve();
    expect(workSignal?.aborted).toBe(false);
    gate.resolve(1);
    expect(await leader).toEqual({ kind: 'done', value: 1, shared: false });
  });

  it('aborts the shared work (it rejects) only when every waiter has gone', async () => {
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
    expect(await r1).toMatchObject({ kind: 'abandoned', reason: new Error('one') });
    expect(workSignal?.aborted).toBe(false);
    c2.abort(new Error('two'));
    expect(await r2).toMatchObject({ kind: 'abandoned', reason: new Error('two') });
    expect(workSignal?.aborted).toBe(true);
    expect(workSignal?.reason).toEqual(new Error('two'));
    expect(flights.size).toBe(0);
  });

  it('aborts the shared work (it never settles) only when every waiter has left', async () => {
    const flights = new SingleFlight<string>();
    let workSignal: AbortSignal | undefined;
    const gate = deferred<string>();
    const work = async (signal: AbortSignal): Promise<string> => {
      workSignal = signal;
      return gate.promise;
    };
    const a = new AbortController();
    const b = new AbortController();
    const first = flights.run('k', a.signal, work);
    const second = flights.run('k', b.signal, work);
    a.abort();
    expect(await first).toMatchObject({ kind: 'abandoned' });
    expect(workSignal?.aborted).toBe(false);
    b.abort();
    expect(await second).toMatchObject({ kind: 'abandoned' });
    expect(workSignal?.aborted).toBe(true);
    expect(flights.size).toBe(0);
  });

  it('starts nothing for an already-aborted signal and shares failures', async () => {
    const flights = new SingleFlight<number>();
    const c = new AbortController();
    const early = new Error('early');
    c.abort(early);
    let started = false;
    const outcome = await flights.run('k', c.signal, async () => {
      started = true;
      return 1;
    });
    expect(outcome).toEqual({ kind: 'abandoned', reason: early });
    expect(started).toBe(false);
    const failing = async (): Promise<number> => {
      throw new Error('boom');
    };
    const results = await Promise.allSettled([flights.run('x', new AbortController().signal, failing), flights.run('x', new AbortController().signal, failing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });

  it('turns work that throws synchronously into a rejection for every waiter', async () => {
    const flights = new SingleFlight<number>();
    const work = (): Promise<number> => {
      throw new Error('sync boom');
    };
    await expect(flights.run('k', new AbortController().signal, work)).rejects.toThrow('sync boom');
    expect(flights.size).toBe(0);
  });

  it('abortAll aborts running work', async () => {
    const flights = new SingleFlight<string>();
    let workSignal: AbortSignal | undefined;
    void flights.run('k', new AbortController().signal, async (signal) => {
      workSignal = signal;
      return new Promise<string>(() => undefined);
    });
    flights.abortAll();
    expect(workSignal?.aborted).toBe(true);
    expect(flights.size).toBe(0);
  });
});
