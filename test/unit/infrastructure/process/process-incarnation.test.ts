import { describe, expect, it } from 'vitest';
import { currentProcessIdentity, parseProcStat, probeOwner } from '../../../../infrastructure/process/process-incarnation.js';
import { deadProcess, recycledSelf } from '../../../support/process-identities.js';

const ON_LINUX = process.platform === 'linux';

describe('process incarnation', () => {
  it('reads state and start time after the command name, even when the name holds spaces and parentheses', () => {
    const fields = ['S', ...Array.from({ length: 18 }, (_, i) => String(i + 4)), '987654', '0', '0'];
    expect(parseProcStat(`4242 (my (odd) name) ${fields.join(' ')}`)).toEqual({ state: 'S', startTicks: '987654' });
    expect(parseProcStat('4242 (truncated')).toBeUndefined();
    expect(parseProcStat('4242 (x) S 1 2')).toBeUndefined();
  });

  it.skipIf(!ON_LINUX)('identifies this process by boot id and start time on Linux', () => {
    expect(currentProcessIdentity()).toMatchObject({ pid: process.pid, incarnation: expect.stringMatching(/^linux:[0-9a-f-]{36}:\d+$/) });
  });

  it('sees this process alive and an exited one dead', async () => {
    expect(await probeOwner(currentProcessIdentity())).toBe('alive');
    expect(await probeOwner(await deadProcess())).toBe('dead');
    expect(await probeOwner({ pid: 0, incarnation: 'linux:x:1' })).toBe('dead');
  });

  it.skipIf(!ON_LINUX)('treats a live PID with another start time or boot id as dead (a recycled PID is not the owner)', async () => {
    expect(await probeOwner(recycledSelf())).toBe('dead');
    const [, , ticks] = currentProcessIdentity().incarnation.split(':');
    expect(await probeOwner({ pid: process.pid, incarnation: `linux:00000000-0000-0000-0000-000000000000:${ticks}` })).toBe('dead');
  });

  it('falls back to kill(pid, 0) for owners recorded without a verifiable incarnation', async () => {
    expect(await probeOwner({ pid: process.pid, incarnation: 'unverified:0' })).toBe('alive');
    expect(await probeOwner({ ...(await deadProcess()), incarnation: 'unverified:0' })).toBe('dead');
  });
});
