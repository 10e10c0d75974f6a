import { accessSync, constants, realpathSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import which from 'which';

/**
 * The program to execute for `browserCommand`. A bare name is looked up on `PATH`; when it (or
 * an absolute path) is the npm package's Node wrapper (`agent-browser/bin/agent-browser.js`), the
 * native binary the package ships beside it is used instead, saving one Node start-up per call.
 * Returns the command unchanged when it cannot be found, so the spawn reports `ENOENT`.
 */
export function resolveBrowserExecutable(command: string, path: string | undefined): string {
  const found = command.includes('/') || command.includes('\\') ? command : which.sync(command, { nothrow: true, ...(path === undefined ? {} : { path }) });
  if (found === null) return command;
  let real: string;
  try {
    real = realpathSync(found);
  } catch {
    return found;
  }
  if (basename(real) !== 'agent-browser.js' || basename(dirname(real)) !== 'bin') return found;
  const native = join(dirname(real), nativeBinaryName());
  try {
    accessSync(native, constants.X_OK);
    return native;
  } catch {
    return found;
  }
}

/** `agent-browser-<os>-<arch>[.exe]` as the npm package names its binaries. */
function nativeBinaryName(): string {
  const arch = process.arch === 'arm64' ? 'arm64' : 'x64';
  if (process.platform === 'win32') return `agent-browser-win32-${arch}.exe`;
  if (process.platform === 'darwin') return `agent-browser-darwin-${arch}`;
  // Node's diagnostic report names the glibc it runs on; musl systems have none.
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  return report?.header?.glibcVersionRuntime === undefined ? `agent-browser-linux-musl-${arch}` : `agent-browser-linux-${arch}`;
}
