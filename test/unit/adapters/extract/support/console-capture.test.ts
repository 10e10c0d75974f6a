import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureConsole } from '../../../../../adapters/outbound/extract/support/console-capture.js';

const originals = { log: console.log, error: console.error, warn: console.warn, info: console.info, debug: console.debug, trace: console.trace };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('captureConsole', () => {
  it('silences and counts console output made inside the capture, including after awaits', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const run = await captureConsole(async () => {
      console.error('Defuddle', new Error('boom'));
      await Promise.resolve();
      console.warn('stylesheet');
      await new Promise((resolve) => setImmediate(resolve));
      console.log('late');
      console.assert(true, 'not printed');
      console.assert(false, 'printed');
      return 42;
    });
    expect(run).toEqual({ value: 42, messages: 4 });
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('restores the console afterwards, also when the work throws', async () => {
    await captureConsole(() => 1);
    expect({ log: console.log, error: console.error, warn: console.warn, info: console.info, debug: console.debug, trace: console.trace }).toEqual(originals);
    await expect(captureConsole(() => {
      throw new Error('work failed');
    })).rejects.toThrow('work failed');
    expect(console.error).toBe(originals.error);
  });

  it('lets concurrent code outside the capture print, and keeps overlapping captures apart', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    let releaseFirst: () => void = () => undefined;
    const firstGate = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const first = captureConsole(async () => {
      console.log('first-a');
      await firstGate;
      console.log('first-b');
    });
    const second = captureConsole(async () => {
      console.log('second');
    });
    console.log('outside');
    const secondRun = await second;
    console.log('between');
    releaseFirst();
    const firstRun = await first;
    expect(firstRun.messages).toBe(2);
    expect(secondRun.messages).toBe(1);
    expect(log.mock.calls.map((call) => call[0])).toEqual(['outside', 'between']);
  });

  it('counts nested captures in the inner one only', async () => {
    const outer = await captureConsole(async () => {
      console.error('outer');
      const inner = await captureConsole(async () => {
        console.error('inner');
        console.error('inner again');
      });
      return inner.messages;
    });
    expect(outer).toEqual({ value: 2, messages: 1 });
  });
});
