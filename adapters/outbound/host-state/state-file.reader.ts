import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import { emptyHostState, HOST_STATE_VERSION, parseHostState, type HostStateDocument } from './host-state.schema.js';
import { hostStateFailure, inspectAdvice, ioFailure, type HostStateFailure } from './host-state-failure.js';
import { HOST_STATE_LIMITS } from './host-state-limits.js';
import { verifyPrivate } from './private-directory.js';

/** A validated state file (or the empty state when there is none yet). */
export interface StateFileRead {
  readonly document: HostStateDocument;
  readonly exists: boolean;
  readonly bytes: number;
  readonly mode?: number;
}

const READ_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads and validates `state.json` without following links (O_NOFOLLOW; O_NONBLOCK so a FIFO
 * cannot hang the read): a regular file of this user, mode 0600 or stricter, one link, at most
 * 256 KiB of strict UTF-8 JSON in the expected shape. A missing file is the empty state. Every
 * other finding fails closed and is left as found. Safe without the lock: writers replace the
 * file atomically, so a reader sees one whole version.
 */
export async function readStateFile(path: string, uid: number): Promise<Result<StateFileRead, HostStateFailure>> {
  let handle: FileHandle;
  try {
    handle = await open(path, READ_FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return ok({ document: emptyHostState(), exists: false, bytes: 0 });
    if (code === 'ELOOP' || code === 'EMLINK') {
      return err(hostStateFailure('symlink', path, `${path} is a symbolic link`, inspectAdvice(path, 'remove the link')));
    }
    return err(ioFailure('open', path, error));
  }
  try {
    const stats = await handle.stat();
    const checked = verifyPrivate(path, stats, uid, 'file');
    if (!checked.ok) return checked;
    if (stats.size > HOST_STATE_LIMITS.maxBytes) return err(oversize(path, stats.size));
    // One byte past the size fstat saw (and never past the cap) tells a file that grew from one that did not.
    const bytes = await readBounded(handle, Math.min(stats.size, HOST_STATE_LIMITS.maxBytes) + 1);
    if (bytes.byteLength > HOST_STATE_LIMITS.maxBytes) return err(oversize(path, bytes.byteLength));
    // Writers only ever replace the file, so a file growing under a reader is being written in place by something else.
    if (bytes.byteLength > stats.size) return err(corrupt(path, 'the file grew while it was read (written in place, not replaced)'));
    const parsed = decode(bytes);
    if (!parsed.ok) return err(corrupt(path, parsed.error));
    const state = parseHostState(parsed.value);
    if (state.kind === 'newer') {
      return err(hostStateFailure('unsupported_version', path, `${path} has format version ${state.version}; this release reads version ${HOST_STATE_VERSION}`, 'Upgrade every opted-in mono-agent-web to the same release; mono-agent never downgrades the file'));
    }
    if (state.kind === 'invalid') return err(corrupt(path, state.detail));
    return ok({ document: state.document, exists: true, bytes: bytes.byteLength, mode: checked.value.mode });
  } catch (error) {
    return err(ioFailure('read', path, error));
  } finally {
    await handle.close().catch(() => undefined);
  }
}

async function readBounded(handle: FileHandle, limit: number): Promise<Buffer> {
  const buffer = Buffer.allocUnsafe(limit);
  let length = 0;
  while (length < limit) {
    const { bytesRead } = await handle.read(buffer, length, limit - length, length);
    if (bytesRead === 0) break;
    length += bytesRead;
  }
  return buffer.subarray(0, length);
}

function decode(bytes: Buffer): Result<unknown, string> {
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    return err('not UTF-8');
  }
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (error) {
    return err(`not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function oversize(path: string, bytes: number): HostStateFailure {
  return hostStateFailure('oversize', path, `${path} is ${bytes} bytes, over the ${HOST_STATE_LIMITS.maxBytes}-byte cap`, inspectAdvice(path, 'remove the file if nothing else wrote it (all cooldowns are then forgotten)'), { bytes, maxBytes: HOST_STATE_LIMITS.maxBytes });
}

function corrupt(path: string, detail: string): HostStateFailure {
  return hostStateFailure('corrupt', path, `${path} is not valid host state (${detail})`, inspectAdvice(path, 'remove the file if it holds nothing you need (all cooldowns are then forgotten)'), { detail: detail.slice(0, 200) });
}
