import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfigFile } from '../../../../infrastructure/config/config-file.loader.js';
import { loadWebConfig } from '../../../../infrastructure/config/web-config.loader.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mono-agent-web-config-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function writeConfig(name: string, content: string | Buffer): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

describe('loadConfigFile', () => {
  it('parses a JSON file, tolerating a UTF-8 BOM', async () => {
    const path = await writeConfig('bom.json', '\uFEFF{"tools":{"web":{"coordination":"host"}}}');
    expect(await loadConfigFile(path)).toEqual({ ok: true, value: { tools: { web: { coordination: 'host' } } } });
  });

  it('reports a missing file by path', async () => {
    const path = join(dir, 'absent.json');
    expect(await loadConfigFile(path)).toEqual({
      ok: false,
      error: { code: 'config_invalid', issues: [{ path: `file ${path}`, message: expect.stringMatching(/does not exist; accepted/) }] },
    });
  });

  it('reports a directory as unreadable', async () => {
    const result = await loadConfigFile(dir);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.issues).toEqual([{ path: `file ${dir}`, message: expect.stringMatching(/cannot be read \(EISDIR\)/) }]);
  });

  it.skipIf(process.getuid?.() === 0)('reports a permission failure', async () => {
    const path = await writeConfig('private.json', '{}');
    await chmod(path, 0o000);
    const result = await loadConfigFile(path);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.issues[0]?.message).toMatch(/cannot be read \(EACCES\)/);
  });

  it('reports invalid JSON without quoting the file content', async () => {
    const path = await writeConfig('broken.json', '{"tools": {"web": {"apiKey": "sk-secret-value",}}}');
    const result = await loadConfigFile(path);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.issues).toEqual([{ path: `file ${path}`, message: expect.stringMatching(/is not valid JSON.*accepted: a JSON object/) }]);
    expect(JSON.stringify(result.error)).not.toContain('sk-secret-value');
  });

  it('rejects an empty file as invalid JSON', async () => {
    const result = await loadConfigFile(await writeConfig('empty.json', ''));
    expect(result.ok).toBe(false);
  });

  it('rejects a file over 1 MiB', async () => {
    const path = await writeConfig('huge.json', `{"pad":"${'x'.repeat(1024 * 1024)}"}`);
    const result = await loadConfigFile(path);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.issues[0]?.message).toMatch(/accepted: a JSON config of at most 1048576 bytes/);
  });
});

describe('loadWebConfig', () => {
  it('uses defaults and the environment when no path is given', async () => {
    const result = await loadWebConfig({ env: { MONO_AGENT_WEB_FETCH_RENDER: 'auto' } });
    expect(result.ok && result.value.fetch.render).toBe('auto');
  });

  it('resolves the file with environment overrides', async () => {
    const path = await writeConfig('agent.json', JSON.stringify({ tools: { web: { coordination: 'host', search: { backend: 'codex' } } } }));
    const result = await loadWebConfig({ path, env: { MONO_AGENT_WEB_SEARCH_BACKEND: 'keyless' } });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.coordination).toBe('host');
    expect(result.value.search.backend).toBe('keyless');
  });

  it('reports file-content problems by key path', async () => {
    const path = await writeConfig('bad-key.json', JSON.stringify({ tools: { web: { search: { endpoint: 'http://searx.example.org' } } } }));
    const result = await loadWebConfig({ path, env: {} });
    expect(!result.ok && result.error.issues.map((issue) => issue.path)).toEqual(['tools.web.search.endpoint']);
  });

  it('reports an unloadable file together with environment problems', async () => {
    const path = join(dir, 'missing.json');
    const result = await loadWebConfig({ path, env: { MONO_AGENT_WEB_COORDINATION: 'cluster' } });
    expect(!result.ok && result.error.issues.map((issue) => issue.path)).toEqual([
      `file ${path}`,
      'env MONO_AGENT_WEB_COORDINATION (tools.web.coordination)',
    ]);
  });
});
