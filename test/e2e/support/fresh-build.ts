import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCE_DIRS = ['domain', 'application', 'adapters', 'infrastructure', 'composition', 'scripts'];
const SOURCE_FILES = ['package.json', 'tsconfig.json', 'tsconfig.build.json'];
/** Written after every build (`npm run build`'s postbuild and this module); its mtime is the build time. */
export const BUILD_STAMP = join(ROOT, 'dist', '.build-stamp');
const LOCK_DIR = join(ROOT, '.build-lock');
const LOCK_STALE_MS = 180_000;

function newestMtime(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (stat === undefined) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when a source file changed after the last build (or there is no build). */
export function buildIsStale(): boolean {
  const built = statSync(BUILD_STAMP, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sources = Math.max(...SOURCE_DIRS.map((dir) => newestMtime(join(ROOT, dir))), ...SOURCE_FILES.map((file) => newestMtime(join(ROOT, file))));
  return sources > built;
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Takes the cross-process build lock (parallel test workers build once), reclaiming a stale one. */
function withBuildLock(work: () => void): void {
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      break;
    } catch {
      const age = Date.now() - (statSync(LOCK_DIR, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_STALE_MS) rmdirSync(LOCK_DIR, { recursive: true } as never);
      else sleepSync(200);
    }
  }
  try {
    work();
  } finally {
    rmdirSync(LOCK_DIR);
  }
}

/**
 * End-to-end tests run what users run: the built `dist/`. When a source file is newer than the
 * last build (e.g. `npx vitest run` after an edit), build first so a stale `dist/` is never tested.
 */
export function ensureFreshBuild(): void {
  if (!buildIsStale()) return;
  withBuildLock(() => {
    if (!buildIsStale()) return;
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    execFileSync(process.execPath, [tsc, '-p', join(ROOT, 'tsconfig.build.json')], { cwd: ROOT, stdio: 'inherit' });
    execFileSync(process.execPath, [join(ROOT, 'scripts', 'bundle-entries.mjs')], { cwd: ROOT, stdio: 'inherit' });
    writeFileSync(BUILD_STAMP, `${new Date().toISOString()}\n`);
  });
}
