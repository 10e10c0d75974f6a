import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureFreshBuild } from './fresh-build.js';

ensureFreshBuild();

/** The built executable, as users run it (built on demand when a source file is newer than `dist/`). */
export const CLI_PATH = fileURLToPath(new URL('../../../dist/composition/entry/cli.js', import.meta.url));
/** The built library entry (`import … from 'mono-agent-web'`). */
export const LIBRARY_ENTRY = fileURLToPath(new URL('../../../dist/composition/index.js', import.meta.url));

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** The test runner's environment without any MONO_AGENT_* variable, so only what a test sets applies. */
export function cleanEnvironment(extra: Readonly<Record<string, string>> = {}): Record<string, string> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k, v]) => !k.startsWith('MONO_AGENT_') && v !== undefined)) as Record<string, string>;
  return { ...base, ...extra };
}

/**
 * Runs `node <args>` as a subprocess and collects its exit status and output. A run still going after
 * `timeoutMs` (90 s unless given) is killed, and its stderr says so, so a slow machine's failure reads
 * as a timeout rather than as an exit status of 1.
 */
export function runNode(args: readonly string[], env: Readonly<Record<string, string>> = {}, options: { readonly cwd?: string; readonly timeoutMs?: number } = {}): Promise<CliRun> {
  const timeout = options.timeoutMs ?? 90_000;
  return new Promise((resolve) => {
    execFile(process.execPath, [...args], { env: cleanEnvironment(env), timeout, maxBuffer: 64 * 1024 * 1024, ...(options.cwd === undefined ? {} : { cwd: options.cwd }) }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof (error as { code?: unknown }).code === 'number' ? (error as { code: number }).code : 1;
      const killed = error !== null && (error as { killed?: boolean }).killed === true;
      resolve({ code, stdout, stderr: killed ? `${stderr}[runNode] killed after ${timeout} ms\n` : stderr });
    });
  });
}

/** Runs `mono-agent <args>` as a subprocess with a controlled environment (no inherited MONO_AGENT_* variables). */
export function runBuiltCli(args: readonly string[], env: Readonly<Record<string, string>> = {}): Promise<CliRun> {
  return runNode([CLI_PATH, ...args], env);
}
