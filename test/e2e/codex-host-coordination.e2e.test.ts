import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeCodex, type FakeCodex } from '../support/codex/fake-codex.js';
import { runBuiltCli } from './support/built-cli.js';

/*
 * Two built CLIs as their own processes, each with its own (fake) Codex app-server, both opted in
 * to host coordination on one private directory: Codex is serialized across them, so the second
 * turn starts only after the first turn's search has completed and its slot was handed back.
 */
let fake: FakeCodex;
let root: string;

beforeEach(() => {
  fake = installFakeCodex();
  root = mkdtempSync(join(tmpdir(), 'mono-agent-codex-host-'));
});
afterEach(() => {
  fake.remove();
  rmSync(root, { recursive: true, force: true });
});

const RESULTS = [{ type: 'text_result', ref_id: 'turn1search0', url: 'https://tokio.rs/', title: 'Tokio', snippet: 'An asynchronous Rust runtime.', domain: 'tokio.rs' }];

/** Which transcript lines (in file order: both app-servers append to one file) start a turn or complete a search. */
function turnOrder(): string[] {
  return fake.transcript().flatMap((entry) => {
    const { method, params } = entry.message as { method?: string; params?: { item?: { type?: string } } };
    if (entry.from === 'client' && method === 'turn/start') return ['turn/start'];
    if (entry.from === 'server' && method === 'item/completed' && params?.item?.type === 'webSearch') return ['search completed'];
    return [];
  });
}

describe('Codex under host coordination (two built CLIs, fake app-servers)', () => {
  it('serializes the turns of two processes: the second starts after the first search completed', async () => {
    // The "model" thinks 1.5 s before searching: without serialization both turns would start first.
    const scenario = { turns: [{ steps: [{ sleep: 1_500 }, { search: { results: RESULTS } }, { hang: true }] }] };
    const env = { ...fake.env(scenario), MONO_AGENT_WEB_COORDINATION: 'host', MONO_AGENT_WEB_CONTROL_DIR: join(root, 'web-control') };
    const runs = await Promise.all([1, 2].map(() => runBuiltCli(['search', 'rust async runtime', '--backend', 'codex', '--json'], env)));
    for (const run of runs) expect(run, run.stderr).toMatchObject({ code: 0 });
    expect(turnOrder()).toEqual(['turn/start', 'search completed', 'turn/start', 'search completed']);

    const status = await runBuiltCli(['web-control', 'status', '--json'], env);
    const body = JSON.parse(status.stdout) as { details: { scopes: Array<Record<string, unknown>> } };
    expect(body.details.scopes).toEqual([expect.objectContaining({ kind: 'codex', phase: 'clear', activeLeases: 0, waiters: 0, counters: expect.objectContaining({ admitted: 2 }) })]);
  });
});
