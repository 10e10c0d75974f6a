import type { ClockPort } from '../application/ports/clock.port.js';
import type { CoordinationPort } from '../application/ports/coordination.port.js';
import { HOST_ADMISSION_LIMITS } from '../domain/admission/admission-limits.js';
import { HostCoordination } from '../adapters/outbound/host-state/host-coordination.adapter.js';
import { HostStateControl } from '../adapters/outbound/host-state/host-state-control.adapter.js';
import type { HostStateLocation } from '../adapters/outbound/host-state/host-state-location.js';
import { HostStateStore, type HostStateStoreDeps } from '../adapters/outbound/host-state/host-state.store.js';
import { currentProcessIdentity, probeOwner } from '../infrastructure/process/process-incarnation.js';

function storeDeps(clock: ClockPort): HostStateStoreDeps {
  return { identity: currentProcessIdentity(), probe: probeOwner, sleep: (ms, signal) => clock.sleep(ms, signal), now: () => clock.now() };
}

/** Host-mode coordination over the state at `location` (waits on `clock`, this process's PID + incarnation). */
export function createHostCoordination(location: HostStateLocation, clock: ClockPort): CoordinationPort {
  const deps = storeDeps(clock);
  return new HostCoordination({ store: new HostStateStore(location, HOST_ADMISSION_LIMITS, deps), clock, identity: deps.identity });
}

/** The `web-control` view of the state at `location`. */
export function createHostStateControl(location: HostStateLocation, clock: ClockPort): HostStateControl {
  const deps = storeDeps(clock);
  return new HostStateControl(new HostStateStore(location, HOST_ADMISSION_LIMITS, deps), clock, deps);
}
