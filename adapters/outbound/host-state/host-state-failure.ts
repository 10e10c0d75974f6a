import type { HostStateFailure, HostStateProblem } from '../../../application/ports/host-state.port.js';
import { HOST_STATE_LIMITS } from './host-state-limits.js';

export type { HostStateFailure, HostStateProblem };

const STOP_FIRST = 'Stop the opted-in agents (coordination: "host") before changing anything';

const SUMMARIES: Readonly<Record<HostStateProblem, string>> = {
  unsafe_permissions: 'the host coordination state is accessible to other users',
  foreign_owner: 'the host coordination state belongs to another user',
  symlink: 'the host coordination state path is a symbolic link',
  not_regular_file: 'the host coordination state path is not a regular file or directory',
  oversize: `the host coordination state file is over its ${HOST_STATE_LIMITS.maxBytes / 1024} KiB cap`,
  corrupt: 'the host coordination state file is corrupt',
  unsupported_version: 'the host coordination state was written by a newer mono-agent-web',
  full: `the host coordination state is full (${HOST_STATE_LIMITS.maxBuckets} buckets or ${HOST_STATE_LIMITS.maxBytes / 1024} KiB in use)`,
  lock_timeout: 'the host coordination lock stayed held by a live process',
  unsupported_platform: 'host coordination needs POSIX file ownership and modes',
  invalid_location: 'the host coordination directory override is not an absolute path',
  io_error: 'the host coordination state could not be read or written',
  active_requests: 'requests are still active under host coordination',
};

/** Builds a failure: `detail` says what was found, `advice` what to inspect or do. */
export function hostStateFailure(
  problem: HostStateProblem,
  path: string,
  detail: string,
  advice: string,
  details?: Readonly<Record<string, string | number | boolean>>,
): HostStateFailure {
  return {
    problem,
    summary: `Host coordination is unavailable: ${SUMMARIES[problem]}.`,
    message: `${detail}. ${advice}`,
    path,
    ...(details === undefined ? {} : { details }),
  };
}

/** The advice for state that must be inspected by hand (never repaired by mono-agent). */
export function inspectAdvice(path: string, fix: string): string {
  return `${STOP_FIRST}; inspect ${path} and ${fix}. mono-agent never repairs this itself.`;
}

/** Octal permission bits as `ls` shows them, e.g. `0644`. */
export function modeText(mode: number): string {
  return `0${(mode & 0o777).toString(8).padStart(3, '0')}`;
}

/** A file-system error as a failure (`io_error`), naming the operation and the errno code. */
export function ioFailure(operation: string, path: string, error: unknown): HostStateFailure {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? (error instanceof Error ? error.message : String(error));
  return hostStateFailure('io_error', path, `${operation} ${path} failed (${code})`, `Check the disk and the directory ${path}`);
}
