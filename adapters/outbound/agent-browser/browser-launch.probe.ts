import type { ProbeOptions } from '../../../application/ports/liveness-probes.port.js';
import type { BrowserLaunchOutcome } from '../../../domain/validate/liveness-outcomes.js';
import { DAEMON_IDLE_TIMEOUT, renderEnvironment } from './agent-browser-launch.js';
import { stepResult } from './agent-browser-step-result.js';
import { CLOSE_TIMEOUT_MS } from './agent-browser-render.js';
import type { ReapTarget } from './browser-process-reaper.js';
import type { RendererSettings, RenderSystem } from './render-system.js';

const STEP_OUTPUT_BYTES = 1024 * 1024;

/**
 * `validate`'s Chromium check: one isolated browser (private directory, empty locked config,
 * random namespace and session, no profile) opens `about:blank` within the probe's budget, then
 * is closed; on timeout, cancellation or a failed close its processes are killed by process group
 * and the directory is removed before this resolves. Nothing is loaded from the network.
 */
export async function probeBrowserLaunch(system: RenderSystem, settings: RendererSettings, executable: string, options: ProbeOptions): Promise<BrowserLaunchOutcome> {
  const started = system.now();
  let workspace;
  try {
    workspace = await system.createWorkspace();
  } catch (error: unknown) {
    return { kind: 'failed', message: `could not create a private directory: ${error instanceof Error ? error.message : String(error)}` };
  }
  const namespace = `wv${system.randomHex(12)}`;
  const session = `s${system.randomHex(12)}`;
  const prefix = [
    '--config', workspace.configPath,
    '--namespace', namespace,
    '--session', session,
    ...(settings.runningAsRoot ? ['--args', '--no-sandbox'] : []),
    '--idle-timeout', DAEMON_IDLE_TIMEOUT,
    '--json',
  ];
  const env = renderEnvironment({ parent: settings.env, renderDir: workspace.dir, socketDir: workspace.socketDir, defaultTimeoutMs: options.timeoutMs });
  const target: ReapTarget = { daemonPidFile: workspace.daemonPidFile(namespace, session), directoryMarker: `${workspace.dir}/` };
  let stepPid: number | undefined;
  const kill = (): void => {
    system.reap({ ...target, ...(stepPid === undefined ? {} : { stepPid }) });
  };
  const unregister = system.exitCleanup.register(() => {
    kill();
    workspace.removeSync();
  });
  let killed = false;
  try {
    const opened = await system.executor.run({
      file: executable,
      args: [...prefix, 'open', 'about:blank'],
      env,
      timeoutMs: Math.max(0, options.timeoutMs - (system.now() - started)),
      signal: options.signal,
      maxStdoutBytes: STEP_OUTPUT_BYTES,
      onSpawn: (pid) => {
        stepPid = pid;
      },
    });
    stepPid = undefined;
    if (opened.kind === 'timed_out') {
      killed = true;
      kill();
      return { kind: 'timed_out', afterMs: options.timeoutMs };
    }
    if (opened.kind === 'aborted') {
      killed = true;
      kill();
      return { kind: 'cancelled' };
    }
    const read = stepResult(opened, settings.browserCommand);
    return read.ok ? { kind: 'launched' } : { kind: 'failed', message: read.error.message };
  } finally {
    if (!killed) {
      const closed = await system.executor.run({ file: executable, args: [...prefix, 'close'], env, timeoutMs: CLOSE_TIMEOUT_MS, signal: new AbortController().signal, maxStdoutBytes: STEP_OUTPUT_BYTES });
      if (closed.kind !== 'exited' || closed.exitCode !== 0) kill();
    }
    for (let round = 0; round < 3 && system.reap(target) > 0; round += 1) await system.pause(150);
    await workspace.remove().catch(() => undefined);
    unregister();
  }
}
