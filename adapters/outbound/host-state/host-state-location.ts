import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import { WEB_CONTROL_DIR_ENV } from '../../../infrastructure/config/web-control-dir-env.js';
import { hostStateFailure, type HostStateFailure } from './host-state-failure.js';


/** Where the host state lives: the private directory, the state file and the lock file in it. */
export interface HostStateLocation {
  readonly dir: string;
  readonly file: string;
  readonly lock: string;
}

/**
 * `~/.mono-agent/web-control` unless {@link WEB_CONTROL_DIR_ENV} names another absolute
 * directory (an empty value counts as unset). A relative override is refused: processes with
 * different working directories would otherwise coordinate through different files.
 */
export function resolveHostStateLocation(env: Readonly<Record<string, string | undefined>>, home: string = homedir()): Result<HostStateLocation, HostStateFailure> {
  const override = env[WEB_CONTROL_DIR_ENV]?.trim() ?? '';
  if (override !== '' && !isAbsolute(override)) {
    return err(hostStateFailure('invalid_location', override, `${WEB_CONTROL_DIR_ENV}=${JSON.stringify(override)} is not an absolute path`, `Set it to an absolute directory or unset it to use ~/.mono-agent/web-control`));
  }
  const dir = override === '' ? join(home, '.mono-agent', 'web-control') : override;
  return ok({ dir, file: join(dir, 'state.json'), lock: join(dir, 'state.lock') });
}
