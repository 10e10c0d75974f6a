import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HostStateLocation } from '../../adapters/outbound/host-state/host-state-location.js';
import { HostStateStore, type HostStateStoreDeps } from '../../adapters/outbound/host-state/host-state.store.js';
import { HOST_ADMISSION_LIMITS } from '../../domain/admission/admission-limits.js';
import { SystemClock } from '../../infrastructure/clock/system-clock.js';
import { probeOwner } from '../../infrastructure/process/process-incarnation.js';
import { SELF } from './process-identities.js';

export { deadProcess, IS_ROOT, recycledSelf, SELF } from './process-identities.js';

/** A fresh state location under a private temp root (the state directory itself is not created). */
export function tempLocation(): HostStateLocation & { readonly root: string; cleanup(): void } {
  const root = mkdtempSync(join(tmpdir(), 'mono-agent-host-state-'));
  const dir = join(root, 'web-control');
  return { root, dir, file: join(dir, 'state.json'), lock: join(dir, 'state.lock'), cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** Store dependencies with the real liveness probe; `overrides` replace single pieces. */
export function storeDeps(overrides: Partial<HostStateStoreDeps> = {}): HostStateStoreDeps {
  return { identity: SELF, probe: probeOwner, sleep: (ms, signal) => new SystemClock().sleep(ms, signal), ...overrides };
}

export function storeAt(location: HostStateLocation, overrides: Partial<HostStateStoreDeps> = {}): HostStateStore {
  return new HostStateStore(location, HOST_ADMISSION_LIMITS, storeDeps(overrides));
}
