import type { ClockPort } from '../../application/ports/clock.port.js';
import type { CoordinationPort } from '../../application/ports/coordination.port.js';
import { ProcessCoordination } from '../../adapters/outbound/process-coordination/process-coordination.adapter.js';
import type { CompositionInput } from '../composition-options.js';

/**
 * The coordination the config asks for: in-memory per process (`process`, the default) or shared
 * by every opted-in process of the OS user through the private state file (`host`, built by the
 * factory the facade loaded after validating the state location).
 */
export function createCoordination(input: CompositionInput, clock: ClockPort): CoordinationPort {
  if (input.config.coordination === 'process') return new ProcessCoordination(clock);
  if (input.hostCoordination === undefined) throw new Error('host coordination was not prepared by the facade');
  return input.hostCoordination(clock);
}
