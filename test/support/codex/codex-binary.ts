import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The real `codex` from the pinned `@openai/codex` devDependency (a Node launcher that execs the native binary). */
export const REAL_CODEX = fileURLToPath(new URL('../../../node_modules/.bin/codex', import.meta.url));

/** The committed schema subset. */
export const SCHEMA_FIXTURES = fileURLToPath(new URL('../../fixtures/codex/schema/', import.meta.url));

export function realCodexInstalled(): boolean {
  return existsSync(REAL_CODEX);
}

/** A fresh, empty CODEX_HOME (no sign-in, no config) and its removal. */
export function isolatedCodexHome(): { readonly path: string; readonly remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), 'codex-home-'));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** The environment for a real codex child: isolated CODEX_HOME, no API keys. */
export function isolatedCodexEnv(codexHome: string): Record<string, string> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name, value]) => value !== undefined && !/^(OPENAI|CODEX)_/.test(name))) as Record<string, string>;
  return { ...env, CODEX_HOME: codexHome };
}

/** Runs `codex app-server generate-json-schema --experimental --out <dir>` with an isolated CODEX_HOME. */
export function generateCodexSchema(outDir: string): Promise<void> {
  const home = isolatedCodexHome();
  return new Promise<void>((resolve, reject) => {
    execFile(REAL_CODEX, ['app-server', 'generate-json-schema', '--experimental', '--out', outDir], { env: isolatedCodexEnv(home.path), timeout: 60_000 }, (error) => {
      home.remove();
      if (error === null) resolve();
      else reject(error);
    });
  });
}
