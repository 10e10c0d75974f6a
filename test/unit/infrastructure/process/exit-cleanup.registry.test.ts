import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { ExitCleanupRegistry, type SignalTarget } from '../../../../infrastructure/process/exit-cleanup.registry.js';

/** A process stand-in: an EventEmitter that records the signals it raises at itself. */
class FakeProcess extends EventEmitter implements SignalTarget {
  readonly pid = 4242;
  readonly raised: Array<{ readonly pid: number; readonly signal: string }> = [];
  override listeners(event: NodeJS.Signals): Array<(...args: unknown[]) => void> {
    return super.listeners(event) as Array<(...args: unknown[]) => void>;
  }
  kill(pid: number, signal: NodeJS.Signals): boolean {
    this.raised.push({ pid, signal });
    return true;
  }
}

describe('ExitCleanupRegistry', () => {
  it('installs listeners only while something is registered', () => {
    const target = new FakeProcess();
    const registry = new ExitCleanupRegistry(target);
    const unregister = registry.register(() => undefined);
    expect(['exit', 'SIGINT', 'SIGTERM', 'SIGHUP'].map((event) => target.listenerCount(event))).toEqual([1, 1, 1, 1]);
    unregister();
    expect(['exit', 'SIGINT', 'SIGTERM', 'SIGHUP'].map((event) => target.listenerCount(event))).toEqual([0, 0, 0, 0]);
    expect(registry.size).toBe(0);
  });

  it('runs every clean-up on exit, even when one throws', () => {
    const target = new FakeProcess();
    const registry = new ExitCleanupRegistry(target);
    const ran: string[] = [];
    registry.register(() => ran.push('a'));
    registry.register(() => {
      throw new Error('boom');
    });
    registry.register(() => ran.push('c'));
    target.emit('exit');
    expect(ran).toEqual(['a', 'c']);
  });

  it.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)('on an unhandled %s: cleans up, removes itself and raises the signal again', (signal) => {
    const target = new FakeProcess();
    const registry = new ExitCleanupRegistry(target);
    const ran: string[] = [];
    registry.register(() => ran.push('killed'));
    target.emit(signal);
    expect(ran).toEqual(['killed']);
    expect(target.raised).toEqual([{ pid: 4242, signal }]);
    expect(target.listenerCount(signal)).toBe(0);
    expect(target.listenerCount('exit')).toBe(0);
  });

  it('leaves a signal the application handles (the CLI turns SIGINT into cancellation) to the application', () => {
    const target = new FakeProcess();
    const registry = new ExitCleanupRegistry(target);
    let cancelled = false;
    // The CLI's once-listener was there first; ours is prepended, so it still sees it.
    target.once('SIGINT', () => {
      cancelled = true;
    });
    const ran: string[] = [];
    registry.register(() => ran.push('killed'));
    target.emit('SIGINT');
    expect(cancelled).toBe(true);
    expect(ran).toEqual([]);
    expect(target.raised).toEqual([]);
    // If the process then exits, the exit hook still cleans up.
    target.emit('exit');
    expect(ran).toEqual(['killed']);
  });
});
