import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanEnvironment, type CliRun } from './built-cli.js';

/** Pi's own executable (the devDependency `@mariozechner/pi-coding-agent`). */
export const PI_CLI = join(dirname(fileURLToPath(import.meta.resolve('@mariozechner/pi-coding-agent'))), 'cli.js');
/** The extension registering the model-free `scripted` provider (see its header). */
export const SCRIPTED_PROVIDER_EXTENSION = fileURLToPath(new URL('./pi-scripted-provider.extension.ts', import.meta.url));
/** The repository root: a Pi package by its `pi` manifest (what `pi install npm:mono-agent-web` installs). */
export const PACKAGE_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The built extension entry, as `pi -e <path>` loads it. */
export const PI_EXTENSION_ENTRY = fileURLToPath(new URL('../../../dist/composition/pi.js', import.meta.url));

/** One tool call of a scripted turn. */
export type ScriptedToolCall = { readonly tool: string; readonly arguments: Record<string, unknown> };
/** One scripted assistant turn (see pi-scripted-provider.extension.ts). */
export type ScriptedTurn = ScriptedToolCall | { readonly calls: readonly ScriptedToolCall[] } | { readonly text: string } | { readonly echoToolResults: true } | { readonly listTools: true };

/** A private home for one Pi run: `HOME` and Pi's agent directory, so nothing of the user's Pi (or ~/.mono-agent) is read. */
export function piHome(): string {
  return mkdtempSync(join(tmpdir(), 'mono-agent-pi-home-'));
}

/** Private homes for the Pi runs of one test file: `next()` makes one, `removeAll()` deletes them all. */
export function piHomes(): { next(): string; removeAll(): void } {
  const made: string[] = [];
  return {
    next: () => {
      const dir = piHome();
      made.push(dir);
      return dir;
    },
    removeAll: () => {
      for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The environment of a Pi child: offline, private home, the scripted turns, plus `extra`. */
export function piEnvironment(home: string, turns: readonly ScriptedTurn[], extra: Readonly<Record<string, string>> = {}): Record<string, string> {
  return cleanEnvironment({ HOME: home, PI_CODING_AGENT_DIR: join(home, '.pi', 'agent'), PI_OFFLINE: '1', PI_SCRIPTED_TURNS: JSON.stringify(turns), ...extra });
}

/** The arguments selecting the scripted model in print mode, ephemeral, with no other tools or context files. */
export function scriptedPrintArgs(prompt: string): string[] {
  return ['-p', '--no-session', '--no-context-files', '--provider', 'scripted', '--model', 'scripted-model', '-e', SCRIPTED_PROVIDER_EXTENSION, prompt];
}

/** Runs `pi <args>` as its own process (stdin closed) and collects its exit status and output. */
export function runPi(args: readonly string[], env: Readonly<Record<string, string>>, options: { readonly cwd?: string } = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [PI_CLI, ...args], { env, cwd: options.cwd ?? tmpdir(), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, stdout, stderr });
    });
  });
}
