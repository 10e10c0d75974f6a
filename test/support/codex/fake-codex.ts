import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TranscriptEntry } from './codex-schema.validator.js';

const FAKE_SERVER = fileURLToPath(new URL('./fake-codex-app-server.mjs', import.meta.url));

/** A fake `codex` executable in a private bin directory, and the transcript it writes. */
export interface FakeCodex {
  /** The directory holding `codex` (put it first on PATH). */
  readonly binDir: string;
  /** Absolute path of the `codex` executable. */
  readonly command: string;
  readonly transcriptPath: string;
  /** The environment that makes the fake play `scenario` (PATH starts with `binDir`; no API keys, no real CODEX_HOME). */
  env(scenario: unknown): Record<string, string>;
  /** Every message exchanged so far, in order. */
  transcript(): TranscriptEntry[];
  /** Client requests of `method` in the transcript. */
  clientRequests(method: string): Array<Record<string, unknown>>;
  remove(): void;
}

/**
 * Installs the scripted fake app-server as an executable named `codex` in a private directory,
 * the way a real installation puts `codex` on PATH. Its shebang names this Node binary, so it runs
 * whatever PATH the test gives the process under test.
 */
export function installFakeCodex(): FakeCodex {
  const binDir = mkdtempSync(join(tmpdir(), 'fake-codex-bin-'));
  const command = join(binDir, 'codex');
  writeFileSync(command, `#!${process.execPath}\nimport(${JSON.stringify(pathToFileURL(FAKE_SERVER).href)});\n`);
  chmodSync(command, 0o755);
  const transcriptPath = join(binDir, 'transcript.jsonl');
  const transcript = (): TranscriptEntry[] =>
    existsSync(transcriptPath)
      ? readFileSync(transcriptPath, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as TranscriptEntry)
      : [];
  return {
    binDir,
    command,
    transcriptPath,
    env(scenario) {
      const inherited = Object.fromEntries(Object.entries(process.env).filter(([name, value]) => value !== undefined && !/^(OPENAI|CODEX|MONO_AGENT_WEB)_/.test(name))) as Record<string, string>;
      return {
        ...inherited,
        PATH: `${binDir}${delimiter}${inherited['PATH'] ?? ''}`,
        CODEX_HOME: join(binDir, 'codex-home'),
        FAKE_CODEX_SCENARIO: JSON.stringify(scenario),
        FAKE_CODEX_TRANSCRIPT: transcriptPath,
      };
    },
    transcript,
    clientRequests: (method) => transcript().filter((entry) => entry.from === 'client' && entry.message['method'] === method).map((entry) => entry.message),
    remove: () => rmSync(binDir, { recursive: true, force: true }),
  };
}
