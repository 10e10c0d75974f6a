import { lstat, mkdir } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import { hostStateFailure, inspectAdvice, ioFailure, modeText, type HostStateFailure } from './host-state-failure.js';

/** The checked directory: its permission bits (`0700` or stricter). */
export interface PrivateDirectory {
  readonly mode: number;
}

/** The user id files must belong to, or a failure where POSIX ownership does not exist (Windows). */
export function currentUid(path: string): Result<number, HostStateFailure> {
  const uid = process.getuid?.();
  if (uid === undefined) {
    return err(hostStateFailure('unsupported_platform', path, 'this platform has no POSIX file owners or modes', 'Use coordination: "process" here'));
  }
  return ok(uid);
}

/**
 * Checks (and with `create`, first makes, mode 0700 with its parents) the private state directory:
 * a real directory, not a symlink, owned by this user, no group/other permission bits. Anything
 * else fails closed; nothing is chmod-ed or chown-ed. Without `create` a missing directory is `undefined`.
 */
export async function checkPrivateDirectory(dir: string, create: boolean): Promise<Result<PrivateDirectory | undefined, HostStateFailure>> {
  const uid = currentUid(dir);
  if (!uid.ok) return uid;
  let stats: Stats;
  try {
    stats = await lstat(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return err(ioFailure('lstat', dir, error));
    if (!create) return ok(undefined);
    try {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      stats = await lstat(dir);
    } catch (mkdirError) {
      return err(ioFailure('mkdir', dir, mkdirError));
    }
  }
  return verifyPrivate(dir, stats, uid.value, 'directory');
}

/** The ownership/permission rules shared by the directory, the state file and the lock file. */
export function verifyPrivate(path: string, stats: Stats, uid: number, expected: 'directory' | 'file'): Result<PrivateDirectory, HostStateFailure> {
  if (stats.isSymbolicLink()) {
    return err(hostStateFailure('symlink', path, `${path} is a symbolic link`, inspectAdvice(path, 'replace the link with a private directory of your own')));
  }
  if (expected === 'directory' ? !stats.isDirectory() : !stats.isFile()) {
    return err(hostStateFailure('not_regular_file', path, `${path} is not a ${expected === 'directory' ? 'directory' : 'regular file'}`, inspectAdvice(path, 'move it out of the way')));
  }
  if (stats.uid !== uid) {
    return err(hostStateFailure('foreign_owner', path, `${path} is owned by uid ${stats.uid}, not by this user (uid ${uid})`, inspectAdvice(path, 'find out who created it'), { ownerUid: stats.uid, uid }));
  }
  const wanted = expected === 'directory' ? '0700' : '0600';
  if ((stats.mode & 0o077) !== 0) {
    return err(hostStateFailure('unsafe_permissions', path, `${path} has mode ${modeText(stats.mode)}; it must not be open to group or others (${wanted})`, inspectAdvice(path, `check who changed it, then chmod ${wanted.slice(1)} it or remove the directory`), { mode: modeText(stats.mode), expected: wanted }));
  }
  // 0 links is a file replaced (renamed over) while a lock-free reader had it open: still one consistent version.
  if (expected === 'file' && stats.nlink > 1) {
    return err(hostStateFailure('unsafe_permissions', path, `${path} has ${stats.nlink} hard links; it must have exactly one`, inspectAdvice(path, 'remove the other links'), { links: stats.nlink }));
  }
  return ok({ mode: stats.mode & 0o777 });
}
