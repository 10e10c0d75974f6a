import type { WebControlPort } from '../application/ports/web-control.port.js';
import { WebControlUseCase } from '../application/web-control/web-control.use-case.js';
import { err } from '../domain/shared/result.js';
import { hostStateLocationFor } from './host-state-location.result.js';
import type { ClockPort } from '../application/ports/clock.port.js';
import { SystemClock } from '../infrastructure/clock/system-clock.js';
import { createHostStateControl } from './host-state.factory.js';

/**
 * `mono-agent web-control`: status and reset of the host coordination state in
 * `~/.mono-agent/web-control` (or `MONO_AGENT_WEB_CONTROL_DIR`). It works whatever
 * `tools.web.coordination` says, so an operator can inspect state left by opted-in agents.
 */
export function createWebControl(options: { readonly env: Readonly<Record<string, string | undefined>>; readonly clock?: ClockPort }): WebControlPort {
  const clock = options.clock ?? new SystemClock();
  const location = hostStateLocationFor(options.env);
  if (!location.ok) {
    const { error } = location;
    return { status: async () => err(error), reset: async () => err(error) };
  }
  return new WebControlUseCase(createHostStateControl(location.value, clock), clock);
}
