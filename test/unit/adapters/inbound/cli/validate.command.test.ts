import { describe, expect, it } from 'vitest';
import type { ValidationOutcome } from '../../../../../adapters/inbound/cli/cli-dependencies.types.js';
import { cliHarness } from './cli-test-harness.js';

const REPORT: ValidationOutcome = {
  usable: true,
  report: {
    ok: false,
    checks: [
      { id: 'config.source', status: 'ok', message: 'configuration from no config file' },
      { id: 'sandbox.codex', status: 'warn', message: 'Codex is refused', fix: 'add "chatgpt.com" to sandbox.network.allow' },
      { id: 'searxng.engines', status: 'fail', message: 'engines failed: duckduckgo: \u001b[31mCAPTCHA', fix: 'swap engines' },
    ],
  },
};

describe('mono-agent validate', () => {
  it('prints the section with a fix under every warn and fail, and exits 1 when a check fails', async () => {
    const h = cliHarness({ runValidation: async () => REPORT });
    expect(await h.run('validate')).toBe(1);
    expect(h.stdout.text).toBe([
      'Web search & fetch',
      '  ok    config.source    configuration from no config file',
      '  warn  sandbox.codex    Codex is refused',
      '                         fix: add "chatgpt.com" to sandbox.network.allow',
      '  FAIL  searxng.engines  engines failed: duckduckgo: CAPTCHA',
      '                         fix: swap engines',
      '1 ok, 1 warning, 1 failed',
      '',
    ].join('\n'));
    expect(h.validationRequests[0]).toMatchObject({ liveness: true });
  });

  it('--json prints exactly { ok, checks: [{ id, status, message, fix? }] }', async () => {
    const h = cliHarness({ runValidation: async () => REPORT });
    expect(await h.run('validate', '--json')).toBe(1);
    expect(JSON.parse(h.stdout.text)).toEqual(REPORT.report);
  });

  it('exit 0 when nothing fails (warnings allowed); --no-liveness and --config reach the request', async () => {
    const h = cliHarness({ runValidation: async () => ({ usable: true, report: { ok: true, checks: [REPORT.report.checks[1]!] } }) });
    expect(await h.run('validate', '--no-liveness', '--config', '/etc/agent.json')).toBe(0);
    expect(h.validationRequests[0]).toMatchObject({ liveness: false, configPath: '/etc/agent.json' });
  });

  it('exit 2 when the configuration cannot be used, and on bad flags', async () => {
    const h = cliHarness({ runValidation: async () => ({ usable: false, report: { ok: false, checks: [{ id: 'config.invalid', status: 'fail', message: 'x', fix: 'y' }] } }) });
    expect(await h.run('validate')).toBe(2);
    expect(h.stdout.text).toMatch(/0 ok, 0 warnings, 1 failed \(the configuration cannot be used\)/);
    expect(await cliHarness().run('validate', '--liveness-please')).toBe(2);
  });

  it('130 after Ctrl-C', async () => {
    const h = cliHarness({
      runValidation: (request) => new Promise((resolve) => request.signal.addEventListener('abort', () => resolve(REPORT), { once: true })),
    });
    const running = h.run('validate');
    await new Promise((resolve) => setImmediate(resolve));
    h.interrupt();
    expect(await running).toBe(130);
  });
});
