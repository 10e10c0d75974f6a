import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWebResearch } from '../../../composition/create-web-research.js';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mono-agent-host-composition-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('coordination: "host" in the composition root', () => {
  it('is accepted and binds host coordination: unusable state fails a fetch closed before any connection', async () => {
    const dir = join(root, 'web-control');
    const created = await createWebResearch({ env: { MONO_AGENT_WEB_COORDINATION: 'host', MONO_AGENT_WEB_CONTROL_DIR: dir } });
    if (!created.ok) throw new Error(created.error.message);
    expect(created.value.config.coordination).toBe('host');
    const run = created.value.startRun();
    try {
      mkdirSync(dir, { mode: 0o700 });
      chmodSync(dir, 0o755);
      const refused = await run.fetch({ url: 'https://example.invalid/page' });
      expect(refused).toMatchObject({ ok: false, error: { code: 'coordination_unavailable', retryable: false, details: { problem: 'unsafe_permissions', attempts: 0 } } });
    } finally {
      await run.close();
      await created.value.close();
    }
  });

  it('rejects a relative MONO_AGENT_WEB_CONTROL_DIR as config_invalid when host coordination is on', async () => {
    const created = await createWebResearch({ env: { MONO_AGENT_WEB_COORDINATION: 'host', MONO_AGENT_WEB_CONTROL_DIR: 'relative/dir' } });
    expect(created).toMatchObject({ ok: false, error: { code: 'config_invalid', field: 'MONO_AGENT_WEB_CONTROL_DIR' } });
    const processMode = await createWebResearch({ env: { MONO_AGENT_WEB_CONTROL_DIR: 'relative/dir' } });
    expect(processMode.ok).toBe(true);
    if (processMode.ok) await processMode.value.close();
  });
});
