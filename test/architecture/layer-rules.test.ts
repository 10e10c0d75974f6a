import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
const depcruise = join(root, 'node_modules/.bin/depcruise');
const LAYERS = ['domain', 'application', 'adapters', 'infrastructure', 'composition'];

async function cruise(cwd: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run(depcruise, [...LAYERS, '--config', '.dependency-cruiser.cjs'], { cwd });
    return { code: 0, output: stdout };
  } catch (error) {
    const failure = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failure.code ?? 1, output: `${failure.stdout ?? ''}${failure.stderr ?? ''}` };
  }
}

describe('layer rules (dependency-cruiser)', () => {
  const sandbox = mkdtempSync(join(tmpdir(), 'layer-rules-'));
  afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

  it('holds on the project itself', async () => {
    const result = await cruise(root);
    expect(result.output).toContain('no dependency violations found');
    expect(result.code).toBe(0);
  });

  it('fails on every kind of inward-rule break', async () => {
    const files: Record<string, string> = {
      'domain/ok.ts': 'export const ok = 1;\n',
      'domain/uses-fs.ts': "import { readFileSync } from 'node:fs';\nexport const f = readFileSync;\n",
      'domain/uses-app.ts': "import { a } from '../application/a.js';\nexport const d = a;\n",
      'application/a.ts': "export const a = 1;\n",
      'application/uses-adapter.ts': "import { x } from '../adapters/x.js';\nexport const u = x;\n",
      'application/uses-undici.ts': "import { request } from 'undici';\nexport const r = request;\n",
      'adapters/x.ts': "import { c } from '../composition/c.js';\nexport const x = c;\n",
      'infrastructure/i.ts': 'export const i = 1;\n',
      'composition/c.ts': 'export const c = 1;\n',
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(sandbox, path)), { recursive: true });
      writeFileSync(join(sandbox, path), text);
    }
    cpSync(join(root, '.dependency-cruiser.cjs'), join(sandbox, '.dependency-cruiser.cjs'));
    writeFileSync(join(sandbox, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', strict: true } }));
    symlinkSync(join(root, 'node_modules'), join(sandbox, 'node_modules'));

    const result = await cruise(sandbox);
    expect(result.code).not.toBe(0);
    for (const rule of ['domain-no-node-builtins', 'domain-is-pure', 'application-inwards-only', 'no-io-packages-in-core', 'only-entry-points-import-composition']) {
      expect(result.output).toContain(rule);
    }
  });
});
