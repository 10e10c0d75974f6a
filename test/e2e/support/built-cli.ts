import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The built executable, as users run it (`npm test` builds first via `pretest`). */
export const CLI_PATH = fileURLToPath(new URL('../../../dist/composition/entry/cli.js', import.meta.url));

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `mono-agent <args>` as a subprocess with a controlled environment (no inherited MONO_AGENT_WEB_* variables). */
export function runBuiltCli(args: readonly string[], env: Readonly<Record<string, string>> = {}): Promise<CliRun> {
  if (!existsSync(CLI_PATH)) throw new Error(`${CLI_PATH} is missing: run \`npm run build\` (npm test does it first)`);
  const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('MONO_AGENT_WEB_'))) as Record<string, string>;
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI_PATH, ...args], { env: { ...cleanEnv, ...env }, timeout: 60_000 }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof (error as { code?: unknown }).code === 'number' ? (error as { code: number }).code : 1;
      resolve({ code, stdout, stderr });
    });
  });
}
