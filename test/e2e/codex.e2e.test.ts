import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeCodex, type FakeCodex } from '../support/codex/fake-codex.js';
import { CodexSchemaValidator } from '../support/codex/codex-schema.validator.js';
import { pathToFileURL } from 'node:url';
import { LIBRARY_ENTRY, runBuiltCli, runNode } from './support/built-cli.js';

/*
 * The built CLI as its own process, finding the scripted fake app-server as `codex` on PATH
 * (another process again): the set-up a user has after installing Codex.
 */
let fake: FakeCodex;

beforeEach(() => {
  fake = installFakeCodex();
});

afterEach(() => fake.remove());

const RESULTS = [
  { type: 'text_result', ref_id: 'turn1search0', url: 'https://tokio.rs/?utm_source=codex', title: 'Tokio - An asynchronous Rust runtime', snippet: 'Tokio is an event-driven, non-blocking I/O platform for writing asynchronous applications with Rust.', domain: 'tokio.rs' },
  { type: 'text_result', ref_id: 'turn1search1', url: 'https://async.rs/', title: 'async-std', snippet: 'Async version of the Rust standard library.', domain: 'async.rs' },
];

const SEARCH_OUTPUT = `search-control: backend=codex requests_used=1 requests_remaining=3 cooldown=none
search backends: codex:ok
query (untrusted): rust async runtime
alternate queries used: none
filters: domains=none exclude_domains=none language=any time_range=any
filter support: codex(language=advisory time_range=advisory domains=advisory)
[BEGIN UNTRUSTED WEB SEARCH RESULTS]
1. Tokio - An asynchronous Rust runtime
URL: https://tokio.rs/
Source: codex (query, rank 1)
Snippet: Tokio is an event-driven, non-blocking I/O platform for writing asynchronous applications with Rust.

2. async-std
URL: https://async.rs/
Source: codex (query, rank 2)
Snippet: Async version of the Rust standard library.
[END UNTRUSTED WEB SEARCH RESULTS]
`;

function config(name: string, value: unknown): string {
  const path = join(fake.binDir, name);
  writeFileSync(path, JSON.stringify(value));
  return path;
}

/** Whether `pid` has ended: no such process, or a zombie left for whoever adopted it to reap (Linux /proc). */
function ended(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return true;
  }
}

/**
 * The fake app-server's process must end once the CLI or script has exited. A signal takes a
 * moment to land, so this waits for the end (bounded), rather than for a time.
 */
async function fakeServerEnds(): Promise<boolean> {
  const pid = Number(readFileSync(`${fake.transcriptPath}.pid`, 'utf8'));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (ended(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('mono-agent search --backend codex (built CLI, fake app-server on PATH)', () => {
  it('prints the structured results of the one search item; a turn in flight keeps the CLI alive; the server is gone afterwards', async () => {
    // The "model" thinks for 1.5 s before searching: only the app-server pipes are pending then.
    const scenario = { turns: [{ steps: [{ sleep: 1_500 }, { search: { results: RESULTS } }, { message: 'Tokio is the most used runtime.' }, { hang: true }] }] };
    const run = await runBuiltCli(['search', 'rust async runtime', '--backend', 'codex'], fake.env(scenario));
    expect(run).toEqual({ code: 0, stdout: SEARCH_OUTPUT, stderr: '' });
    expect(await fakeServerEnds()).toBe(true);
    expect(new CodexSchemaValidator().validateTranscript(fake.transcript())).toEqual([]);
    expect(fake.clientRequests('turn/interrupt')).toHaveLength(1);
  });

  it('not signed in: exit 1 and not_ready names the check (no turn is started)', async () => {
    const run = await runBuiltCli(['search', 'rust async runtime', '--backend', 'codex'], fake.env({ account: null }));
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(`search-control: backend=none requests_used=0 requests_remaining=4 cooldown=none error=backend_not_ready retry_in_run=false
WebSearch error: backend_not_ready. No eligible backend is configured and ready.
- codex: not_ready (codex is not signed in with ChatGPT (run \`codex login\`))
Do not repeat this search in this run, and do not wait out a cooldown: fetch URLs you already have, or answer from available evidence and state the limitation.
`);
    expect(fake.clientRequests('turn/start')).toHaveLength(0);
    expect(await fakeServerEnds()).toBe(true);
  });

  it('codex missing from PATH: not_ready says it is not installed', async () => {
    const env = { ...fake.env({}), PATH: join(fake.binDir, 'empty') };
    const run = await runBuiltCli(['search', 'rust async runtime', '--backend', 'codex', '--json'], env);
    expect(run.code).toBe(1);
    const body = JSON.parse(run.stdout) as { error: { code: string; details: { backends: Array<Record<string, unknown>> } } };
    expect(body.error.code).toBe('backend_not_ready');
    expect(body.error.details.backends).toEqual([{ backend: 'codex', status: 'not_ready', requests: 0, retryInRun: false, message: 'codex is not installed: no executable "codex" was found on PATH' }]);
  });

  it('a sandbox that does not admit chatgpt.com denies Codex before any app-server starts', async () => {
    const run = await runBuiltCli(['search', 'rust async runtime', '--backend', 'codex', '--config', config('localhost.json', { sandbox: { network: { mode: 'localhost' } } })], fake.env({}));
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('- codex: policy_denied (refused by the sandbox network policy (not_loopback): policy localhost blocks Codex subscription search (it needs chatgpt.com))');
    expect(fake.transcript()).toEqual([]);
  });
});

describe('mono-agent search in auto mode with Codex', () => {
  const allowChatgpt = (): string => config('allow.json', { sandbox: { network: { mode: 'allowlist', allow: ['chatgpt.com'] } } });

  it('Codex answers when it is ready and the sandbox admits chatgpt.com', async () => {
    const run = await runBuiltCli(['search', 'rust async runtime', '--config', allowChatgpt()], fake.env({ turns: [{ steps: [{ search: { results: RESULTS } }, { hang: true }] }] }));
    expect(run).toEqual({ code: 0, stdout: SEARCH_OUTPUT, stderr: '' });
  });

  it('a quota skip is reported at no cost and the chain continues to the keyless engines', async () => {
    const scenario = { rateLimits: [{ primary: { usedPercent: 95, resetsAt: null }, secondary: { usedPercent: 20, resetsAt: null } }] };
    const run = await runBuiltCli(['search', 'rust async runtime', '--config', allowChatgpt()], fake.env(scenario));
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(`search-control: backend=none requests_used=0 requests_remaining=4 cooldown=codex error=rate_limited retry_in_run=false
WebSearch error: rate_limited. Every eligible backend was rate-limited, cooling down or otherwise blocked; this says nothing about the web.
- codex: quota_exhausted (codex quota skip: the codex primary window is 95% used; 10% is kept in reserve)
- duckduckgo: policy_denied (refused by the sandbox network policy (not_allowlisted): html.duckduckgo.com:443 matches no allowlist entry)
- startpage: policy_denied (refused by the sandbox network policy (not_allowlisted): www.startpage.com:443 matches no allowlist entry)
Do not repeat this search in this run, and do not wait out a cooldown: fetch URLs you already have, or answer from available evidence and state the limitation.
`);
    expect(fake.clientRequests('turn/start')).toHaveLength(0);
    expect(fake.clientRequests('account/rateLimits/read')).toHaveLength(1);
  });

  it('not ready is reported and the chain continues (JSON details)', async () => {
    const run = await runBuiltCli(['search', 'rust async runtime', '--config', allowChatgpt(), '--json'], fake.env({ models: ['gpt-6.1-sol'] }));
    const body = JSON.parse(run.stdout) as { error: { details: { backends: Array<{ backend: string; status: string; message?: string }> } } };
    expect(body.error.details.backends.map(({ backend, status, message }) => ({ backend, status, message }))).toEqual([
      { backend: 'codex', status: 'not_ready', message: 'the model gpt-5.6-luna (tools.web.search.codex.model) is not listed by codex model/list' },
      { backend: 'duckduckgo', status: 'policy_denied', message: 'refused by the sandbox network policy (not_allowlisted): html.duckduckgo.com:443 matches no allowlist entry' },
      { backend: 'startpage', status: 'policy_denied', message: 'refused by the sandbox network policy (not_allowlisted): www.startpage.com:443 matches no allowlist entry' },
    ]);
  });
});

describe('a library script using Codex search', () => {
  it('reuses one app-server for two searches, reads readiness check by check, and ends without close(): the server goes with it', async () => {
    const script = join(fake.binDir, 'script.mjs');
    writeFileSync(script, `import { createWebResearch } from ${JSON.stringify(pathToFileURL(LIBRARY_ENTRY).href)};
const created = await createWebResearch({ agentConfig: { tools: { web: { search: { backend: 'codex' } } } } });
if (!created.ok) { console.log(JSON.stringify(created.error)); process.exit(3); }
const research = created.value;
const run = research.startRun();
for (const query of ['rust async runtime', 'tokio runtime']) {
  const result = await run.search({ query });
  console.log(JSON.stringify({ query, ok: result.ok, backend: result.ok ? result.details.backend : result.error.code }));
}
const report = await research.codexReadiness.checkReadiness({ signal: new AbortController().signal, timeoutMs: 20000 });
console.log(JSON.stringify(report.checks.map((check) => check.id + ':' + check.status)));
// No run.close() / research.close(): an idle app-server must not keep this process alive.
`);
    // The fake ignores end-of-file on stdin here, so only the exit hook's SIGTERM to the group ends it.
    const scenario = { stayOnStdinClose: true, turns: [{ steps: [{ search: { results: RESULTS } }, { hang: true }] }] };
    const result = await runNode([script], fake.env(scenario));
    expect(result.code).toBe(0);
    expect(result.stdout.trim().split('\n')).toEqual([
      JSON.stringify({ query: 'rust async runtime', ok: true, backend: 'codex' }),
      JSON.stringify({ query: 'tokio runtime', ok: true, backend: 'codex' }),
      JSON.stringify(['codex_installed:pass', 'app_server_started:pass', 'chatgpt_sign_in:pass', 'web_search_capability:pass', 'model_listed:pass']),
    ]);
    expect(fake.clientRequests('initialize')).toHaveLength(1);
    expect(fake.clientRequests('turn/start')).toHaveLength(2);
    expect(await fakeServerEnds()).toBe(true);
  });
});
