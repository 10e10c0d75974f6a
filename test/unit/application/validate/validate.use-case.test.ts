import { describe, expect, it } from 'vitest';
import { ValidateUseCase } from '../../../../application/validate/validate.use-case.js';
import { VALIDATION_DEADLINES } from '../../../../application/validate/validation-deadlines.js';
import type { ValidationSubject } from '../../../../application/validate/validation-subject.js';
import type { CodexReadinessPort, CodexReadinessReport } from '../../../../application/ports/codex-readiness.port.js';
import type { LivenessProbesPort } from '../../../../application/ports/liveness-probes.port.js';
import { planSearch, type ProviderSlots, type SearchBackendMode } from '../../../../application/web-search/search-plan.js';
import type { SearchProviderPort } from '../../../../application/ports/search-provider.port.js';
import type { NetworkPolicy } from '../../../../domain/network/network-policy.js';
import type { ValidationReport } from '../../../../domain/validate/validation-check.js';
import { FakeClock, flushMicrotasks } from '../../../fakes/fake-clock.js';
import { FakeDestinationPolicy } from '../../../fakes/fake-destination-policy.js';

const SEARXNG = 'http://127.0.0.1:8088';
const OLLAMA = 'http://127.0.0.1:11434';

function provider(id: SearchProviderPort['id'], endpoint: string): SearchProviderPort {
  return { id, scopeKey: id, endpoint, search: () => Promise.reject(new Error('validate never searches')) };
}

const SLOTS: ProviderSlots = {
  searxng: provider('searxng', `${SEARXNG}/search`),
  ollama: provider('ollama', `${OLLAMA}/api/experimental/web_search`),
  codex: provider('codex', 'https://chatgpt.com/backend-api/codex'),
  duckduckgo: provider('duckduckgo', 'https://html.duckduckgo.com/html/'),
  startpage: provider('startpage', 'https://www.startpage.com/sp/search'),
};

function subject(overrides: Partial<ValidationSubject> = {}): ValidationSubject {
  return {
    source: 'config file /etc/agent.json (given explicitly)',
    enabledTools: ['WebSearch', 'WebFetch'],
    backend: 'auto',
    searxngEndpoint: SEARXNG,
    ollama: { baseUrl: OLLAMA, hosted: false, originClass: 'loopback' },
    codexModel: 'gpt-5.6-luna',
    render: 'auto',
    browserCommand: 'agent-browser',
    maxRequestsPerRun: 4,
    policy: { mode: 'all' },
    warnings: [],
    ...overrides,
  };
}

/** Probes that never answer and ignore their signal: the worst case for the deadlines. */
const hanging = (): Promise<never> => new Promise<never>(() => undefined);
const HANGING_PROBES: LivenessProbesPort = { searxng: hanging, ollama: hanging, browserVersion: hanging, browserLaunch: hanging };
const HANGING_CODEX: CodexReadinessPort = { checkReadiness: hanging };

const HEALTHY_PROBES: LivenessProbesPort = {
  searxng: async () => ({ kind: 'answered', results: 3, unresponsive: [] }),
  ollama: async () => ({ kind: 'answered', attempts: [{ path: '/api/experimental/web_search', status: 200 }], results: 1 }),
  browserVersion: async () => ({ kind: 'version', version: [0, 41, 2], supported: true }),
  browserLaunch: async () => ({ kind: 'launched' }),
};

function useCase(mode: SearchBackendMode, options: { probes?: LivenessProbesPort; codex?: CodexReadinessPort; clock?: FakeClock } = {}) {
  const clock = options.clock ?? new FakeClock();
  const codex = options.codex ?? { checkReadiness: async (): Promise<CodexReadinessReport> => ({ ready: true, checks: [] }) };
  return new ValidateUseCase({ plan: planSearch(mode, SLOTS), destinations: new FakeDestinationPolicy(), probes: options.probes ?? HEALTHY_PROBES, codex, clock, deadlines: VALIDATION_DEADLINES });
}

const byId = (report: ValidationReport, id: string) => report.checks.find((check) => check.id === id);
const run = (uc: ValidateUseCase, s: ValidationSubject, liveness = true) => uc.execute(s, { liveness, signal: new AbortController().signal });

describe('validate: structural checks', () => {
  it('names where the config came from and what the chain is', async () => {
    const report = await run(useCase('auto'), subject(), false);
    expect(report.checks[0]).toEqual({ id: 'config.source', status: 'ok', message: 'configuration from config file /etc/agent.json (given explicitly)' });
    expect(byId(report, 'search.backend')?.message).toBe('backend auto: ollama → searxng → codex → duckduckgo → startpage; at most 4 provider requests per run');
  });

  it('an allowlist that does not name the SearXNG endpoint: strict fails with the entry to add', async () => {
    const report = await run(useCase('searxng'), subject({ backend: 'searxng', policy: { mode: 'allowlist', allow: ['chatgpt.com'] } }), false);
    expect(report.ok).toBe(false);
    expect(byId(report, 'sandbox.searxng')).toEqual({
      id: 'sandbox.searxng',
      status: 'fail',
      message: 'SearXNG at http://127.0.0.1:8088 is refused (not_allowlisted): the allowlist does not name 127.0.0.1:8088; backend searxng has no fallback, so WebSearch cannot work',
      fix: 'add "127.0.0.1:8088" to sandbox.network.allow (or MONO_AGENT_SANDBOX_NETWORK_ALLOW)',
    });
  });

  it('localhost blocks the keyless chain and Codex: auto warns that it has no keyless fallback', async () => {
    const report = await run(useCase('auto'), subject({ policy: { mode: 'localhost' } }), false);
    expect(report.ok).toBe(true);
    expect(byId(report, 'sandbox.searxng')?.status).toBe('ok');
    expect(byId(report, 'sandbox.codex')).toMatchObject({ status: 'warn', message: expect.stringContaining('Codex subscription search at https://chatgpt.com is refused (not_loopback)') as unknown });
    expect(byId(report, 'sandbox.duckduckgo')?.message).toMatch(/auto mode skips it \(the keyless chain is blocked, so there is no keyless fallback\)/);
    expect(byId(report, 'sandbox.fetch')).toMatchObject({ status: 'warn', fix: expect.stringContaining('"allowlist"') as unknown });
  });

  it('keyless under localhost: every backend refused fails', async () => {
    const report = await run(useCase('keyless'), subject({ backend: 'keyless', policy: { mode: 'localhost' } }), false);
    expect(byId(report, 'sandbox.search')).toMatchObject({ status: 'fail', message: 'the policy refuses every backend of keyless mode, so WebSearch cannot reach any' });
  });

  it('none fails WebFetch and every backend; a disabled tool is not checked', async () => {
    const report = await run(useCase('auto'), subject({ enabledTools: ['WebFetch'], policy: { mode: 'none' } }), false);
    expect(byId(report, 'tools.enabled')?.message).toMatch(/only WebFetch is enabled; WebSearch is absent from every tool list/);
    expect(report.checks.some((check) => check.id.startsWith('sandbox.searxng') || check.id === 'search.backend')).toBe(false);
    expect(byId(report, 'sandbox.fetch')?.status).toBe('fail');
  });

  it('config warnings are warn lines with a fix', async () => {
    const report = await run(useCase('auto'), subject({ warnings: ['tools.web.search.endpoint is a legacy alias; prefer tools.web.search.searxng.endpoint (or its environment variable)'] }), false);
    expect(byId(report, 'config.warning')).toMatchObject({ status: 'warn', fix: 'move the value of tools.web.search.endpoint to tools.web.search.searxng.endpoint and remove tools.web.search.endpoint' });
  });

  it('--no-liveness changes no structural check and runs no probe', async () => {
    const withProbes = await run(useCase('auto'), subject());
    const without = await run(useCase('auto', { probes: HANGING_PROBES, codex: HANGING_CODEX }), subject(), false);
    const structural = (report: ValidationReport) => report.checks.filter((check) => /^(config|tools|search|fetch|sandbox)\./u.test(check.id));
    expect(structural(without)).toEqual(structural(withProbes));
    expect(byId(without, 'liveness')?.status).toBe('ok');
    expect(byId(without, 'searxng.json')).toBeUndefined();
  });

  it('every warn and fail line carries a fix', async () => {
    for (const policy of [{ mode: 'none' }, { mode: 'localhost' }, { mode: 'allowlist', allow: [] }] as NetworkPolicy[]) {
      const report = await run(useCase('auto', { probes: HANGING_PROBES }), subject({ policy }), false);
      for (const check of report.checks) if (check.status !== 'ok') expect(check.fix, check.id).toMatch(/\S/);
    }
  });
});

describe('validate: liveness', () => {
  it('auto reports Codex as checked lazily; healthy probes pass', async () => {
    const report = await run(useCase('auto'), subject());
    expect(report.ok).toBe(true);
    expect(byId(report, 'codex.readiness')?.message).toBe('Codex subscription search is checked lazily, when a search reaches it (auto mode)');
    expect(report.checks.filter((check) => /^(searxng|ollama|render)\./u.test(check.id)).map((check) => [check.id, check.status])).toEqual([
      ['searxng.json', 'ok'], ['searxng.engines', 'ok'], ['ollama.web_search', 'ok'], ['render.agent_browser', 'ok'], ['render.chromium', 'ok'],
    ]);
  });

  it('strict codex: one line per readiness check, a skipped one pointing at the failure', async () => {
    const codex: CodexReadinessPort = {
      checkReadiness: async () => ({
        ready: false,
        checks: [
          { id: 'codex_installed', status: 'pass', message: 'a codex executable was found' },
          { id: 'app_server_started', status: 'pass', message: 'started' },
          { id: 'chatgpt_sign_in', status: 'fail', message: 'codex is not signed in with ChatGPT (run `codex login`)' },
          { id: 'web_search_capability', status: 'skipped', message: 'not checked' },
          { id: 'model_listed', status: 'pass', message: 'listed' },
        ],
      }),
    };
    const report = await run(useCase('codex', { codex }), subject({ backend: 'codex' }));
    expect(report.checks.filter((check) => check.id.startsWith('codex.')).map((check) => [check.id, check.status])).toEqual([
      ['codex.codex_installed', 'ok'], ['codex.app_server_started', 'ok'], ['codex.chatgpt_sign_in', 'fail'], ['codex.web_search_capability', 'fail'], ['codex.model_listed', 'ok'],
    ]);
    expect(byId(report, 'codex.chatgpt_sign_in')?.fix).toMatch(/codex login/);
    expect(byId(report, 'codex.web_search_capability')?.fix).toBe('fix codex.chatgpt_sign_in first');
  });

  it('an old agent-browser fails with the version found, and Chromium is not launched', async () => {
    let launched = 0;
    const probes: LivenessProbesPort = { ...HEALTHY_PROBES, browserVersion: async () => ({ kind: 'version', version: [0, 30, 0], supported: false }), browserLaunch: async () => ((launched += 1), { kind: 'launched' }) };
    const report = await run(useCase('auto', { probes }), subject());
    expect(byId(report, 'render.agent_browser')).toMatchObject({ status: 'fail', message: 'agent-browser is agent-browser 0.30.0; rendering needs 0.33.1 or newer' });
    expect(byId(report, 'render.chromium')?.status).toBe('fail');
    expect(launched).toBe(0);
  });

  it('a probe to a refused destination is not sent', async () => {
    let sent = 0;
    const probes: LivenessProbesPort = { ...HEALTHY_PROBES, searxng: async () => ((sent += 1), { kind: 'answered', results: 1, unresponsive: [] }) };
    const report = await run(useCase('searxng', { probes }), subject({ backend: 'searxng', policy: { mode: 'allowlist', allow: ['chatgpt.com'] } }));
    expect(sent).toBe(0);
    expect(byId(report, 'searxng.json')).toBeUndefined();
  });

  it('every endpoint hanging: each probe is reported as timed out by its own deadline, all within 30 s', async () => {
    const clock = new FakeClock();
    const started = clock.now();
    let report: ValidationReport | undefined;
    void run(useCase('codex', { probes: HANGING_PROBES, codex: HANGING_CODEX, clock }), subject({ backend: 'codex', searxngEndpoint: SEARXNG })).then((done) => {
      report = done;
    });
    // Strict codex: SearXNG/Ollama are not in its chain; use auto to cover them too.
    let autoReport: ValidationReport | undefined;
    void run(useCase('auto', { probes: HANGING_PROBES, clock }), subject()).then((done) => {
      autoReport = done;
    });
    for (let second = 0; second < 30 && (report === undefined || autoReport === undefined); second += 1) await clock.advance(1_000);
    await flushMicrotasks();
    expect(report).toBeDefined();
    expect(autoReport).toBeDefined();
    expect(clock.now() - started).toBeLessThanOrEqual(30_000);
    expect(byId(report!, 'codex.readiness')).toMatchObject({ status: 'fail', message: 'Codex readiness timed out: no answer within 15 s' });
    expect(byId(report!, 'render.agent_browser')?.message).toBe('agent-browser --version timed out: no answer within 5 s');
    expect(byId(autoReport!, 'searxng.json')?.message).toBe('the JSON query to http://127.0.0.1:8088 timed out: no answer within 5 s; auto mode falls back to the next backend');
    expect(byId(autoReport!, 'ollama.web_search')?.message).toBe('the web search query to http://127.0.0.1:11434 timed out: no answer within 5 s; auto mode falls back to the next backend');
  });

  it('a hanging Chromium launch is reported after its 20 s deadline', async () => {
    const clock = new FakeClock();
    let report: ValidationReport | undefined;
    void run(useCase('auto', { probes: { ...HEALTHY_PROBES, browserLaunch: hanging }, clock }), subject()).then((done) => {
      report = done;
    });
    await clock.advance(19_999);
    expect(report).toBeUndefined();
    await clock.advance(1);
    await flushMicrotasks();
    expect(byId(report!, 'render.chromium')?.message).toBe('opening about:blank timed out: no answer within 20 s');
  });
});
