import { readFile } from 'node:fs/promises';
import { err, ok } from '../../domain/shared/result.js';
import type { Result } from '../../domain/shared/result.js';
import { configInvalid } from './config-error.model.js';
import type { ConfigError } from './config-error.model.js';

/** Larger than any plausible agent config; refusing it avoids parsing an unrelated file. */
const MAX_CONFIG_BYTES = 1024 * 1024;

/**
 * Reads and parses the agent config file as JSON (a leading BOM is allowed).
 * A missing, unreadable, oversized (> 1 MiB) or malformed file becomes `config_invalid` with the
 * path `file <path>`. The parser's own message is withheld because it can quote file content,
 * which may hold secrets; only the position is kept when the runtime reports one.
 */
export async function loadConfigFile(path: string): Promise<Result<unknown, ConfigError>> {
  const label = `file ${path}`;
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    const message =
      code === 'ENOENT'
        ? 'does not exist; accepted: a readable JSON agent config file, or no config path at all'
        : `cannot be read (${code}); accepted: a readable JSON agent config file`;
    return err(configInvalid([{ path: label, message }]));
  }
  if (bytes.byteLength > MAX_CONFIG_BYTES) {
    return err(configInvalid([{ path: label, message: `is ${bytes.byteLength} bytes; accepted: a JSON config of at most ${MAX_CONFIG_BYTES} bytes` }]));
  }
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (error) {
    const position = /position (\d+)/.exec((error as Error).message)?.[1];
    const where = position === undefined ? '' : ` near ${lineAndColumn(text, Number(position))}`;
    return err(configInvalid([{ path: label, message: `is not valid JSON${where}; accepted: a JSON object such as {"tools":{"web":{}}}` }]));
  }
}

function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `line ${before.length}, column ${(before[before.length - 1]?.length ?? 0) + 1}`;
}
