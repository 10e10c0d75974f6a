import type { BrowserVersionOutcome } from '../../../domain/validate/liveness-outcomes.js';
import type { CommandExecutor } from '../../../infrastructure/process/command-executor.js';
import { boundedDetail } from './agent-browser-failure.mapper.js';
import { isSupportedVersion, parseAgentBrowserVersion } from './agent-browser-version.js';

/**
 * Runs `<executable> --version` (directly, no shell, no inherited environment besides PATH) and
 * reads the agent-browser version from it. Shared by the renderer's first-use check and
 * `validate`. A timeout or abort reports as such; the executor kills the process group.
 */
export async function readAgentBrowserVersion(
  executor: CommandExecutor,
  executable: string,
  options: { readonly path: string | undefined; readonly timeoutMs: number; readonly signal: AbortSignal },
): Promise<BrowserVersionOutcome> {
  const outcome = await executor.run({
    file: executable,
    args: ['--version'],
    env: { PATH: options.path ?? '/usr/local/bin:/usr/bin:/bin', AGENT_BROWSER_NO_VERSION_CHECK: '1' },
    timeoutMs: Math.max(0, options.timeoutMs),
    signal: options.signal,
    maxStdoutBytes: 64 * 1024,
  });
  switch (outcome.kind) {
    case 'spawn_failed':
      return outcome.errorCode === 'ENOENT' ? { kind: 'not_found' } : { kind: 'failed', message: `could not be started (${outcome.errorCode})`, spawnError: outcome.errorCode };
    case 'aborted':
      return { kind: 'cancelled' };
    case 'timed_out':
      return { kind: 'timed_out', afterMs: options.timeoutMs };
    case 'output_too_large':
      return { kind: 'foreign', output: 'more than 64 KiB of output' };
    case 'exited': {
      if (outcome.exitCode !== 0) return { kind: 'failed', message: `exit status ${outcome.exitCode ?? outcome.signal ?? 'unknown'}` };
      const version = parseAgentBrowserVersion(outcome.stdout);
      if (version === undefined) return { kind: 'foreign', output: boundedDetail(outcome.stdout.trim().split('\n')[0] ?? '') };
      return { kind: 'version', version, supported: isSupportedVersion(version) };
    }
  }
}
