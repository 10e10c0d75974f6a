import type { ClockPort } from '../../application/ports/clock.port.js';
import type { CoordinationPort } from '../../application/ports/coordination.port.js';
import { ProcessCoordination } from '../../adapters/outbound/process-coordination/process-coordination.adapter.js';
import { resolveHostStateLocation } from '../../adapters/outbound/host-state/host-state-location.js';
import type { CompositionInput } from '../composition-options.js';
import { createHostCoordination } from '../host-state.factory.js';

/**
 * The coordination the config asks for: in-memory per process (`process`, the default) or shared
 * by every opted-in process of the OS user through the private state file (`host`). The state
 * location was validated when the facade was created.
 */
export function createCoordination(input: CompositionInput, clock: ClockPort): CoordinationPort {
  if (input.config.coordination === 'process') return new ProcessCoordination(clock);
  const location = resolveHostStateLocation(input.options.env ?? process.env);
  if (!location.ok) throw new Error(`host state location was not validated: ${location.error.message}`);
  return createHostCoordination(location.value, clock);
}
