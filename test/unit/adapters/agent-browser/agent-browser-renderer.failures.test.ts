import { describe, expect, it } from 'vitest';
import type { RenderFailure } from '../../../../application/ports/page-renderer.port.js';
import type { Result } from '../../../../domain/shared/result.js';
import { answers, failsWith, succeeds, untilAborted, type CommandHandler } from '../../../fakes/fake-command-executor.js';
import { flushMicrotasks } from '../../../fakes/fake-clock.js';
import { DIR, renderHarness, scriptSuccess } from './render-harness.js';

const LOCAL_URL = 'http://127.0.0.1:8801/app';
const LOCAL = { mode: 'localhost' } as const;

function failure(result: Result<unknown, RenderFailure>): RenderFailure {
  if (result.ok) throw new Error('expected a failure');
  return result.error;
}

type Harness = ReturnType<typeof renderHarness>;

/** A render whose `open` step runs until the render's signal aborts; returned once `open` runs. */
async function renderHeldAtOpen(): Promise<{ readonly h: Harness; readonly controller: AbortController; readonly pending: Promise<Result<unknown, RenderFailure>> }> {
  const h = renderHarness();
  scriptSuccess(h.executor, LOCAL_URL);
  h.executor.on('open', untilAborted);
  const controller = new AbortController();
  const pending = h.renderer.render(h.request(LOCAL_URL, LOCAL, controller.signal));
  for (let i = 0; i < 5 && !h.executor.steps.includes('open'); i += 1) await flushMicrotasks();
  return { h, controller, pending };
}

/** Whatever happened, nothing is left: the directory is removed and the exit hook unregistered. */
function expectCleanedUp(h: Harness): void {
  expect(h.workspaces.map((workspace) => workspace.removed)).toEqual([1]);
  expect(h.exitCleanup.registered.size).toBe(0);
  expect(h.reaped.length).toBeGreaterThan(0);
  for (const target of h.reaped) expect(target).toMatchObject({ directoryMarker: `${DIR}/`, daemonPidFile: expect.stringMatching(/^\/tmp\/mab-TEST01\/s\/namespaces\/wf[0-9a-f]{12}\/run\/s[0-9a-f]{12}\.pid$/) as unknown as string });
}

describe('AgentBrowserRenderer: a missing, foreign or old agent-browser', () => {
  it.each([
    ['not installed', { kind: 'spawn_failed', errorCode: 'ENOENT', message: 'spawn ENOENT' } as const, /was not found\. Install agent-browser 0\.33\.1 or newer/],
    ['not executable', { kind: 'spawn_failed', errorCode: 'EACCES', message: 'spawn EACCES' } as const, /could not be started \(EACCES\)/],
    ['too old', { kind: 'exited', exitCode: 0, signal: null, stdout: 'agent-browser 0.30.0\n', stderr: '' } as const, /agent-browser 0\.30\.0 is too old; rendering needs 0\.33\.1 or newer/],
    ['something else', { kind: 'exited', exitCode: 0, signal: null, stdout: 'chromium 156\n', stderr: '' } as const, /did not report an agent-browser version/],
    ['failing', { kind: 'exited', exitCode: 2, signal: null, stdout: '', stderr: 'boom' } as const, /did not report an agent-browser version/],
  ])('%s is backend_not_ready and starts nothing else', async (_name, outcome, message) => {
    const h = renderHarness();
    h.executor.on('--version', () => outcome);
    const error = failure(await h.renderer.render(h.request(LOCAL_URL, LOCAL)));
    expect(error).toMatchObject({ code: 'backend_not_ready', originFailure: false });
    expect(error.message).toMatch(message);
    expect(h.executor.steps).toEqual(['--version']);
    expect(h.workspaces).toHaveLength(0);
  });

  it('checks the version once per process, but again after a cancelled check', async () => {
    const h = renderHarness();
    scriptSuccess(h.executor, LOCAL_URL);
    await h.renderer.render(h.request(LOCAL_URL, LOCAL));
    await h.renderer.render(h.request(LOCAL_URL, LOCAL));
    expect(h.executor.steps.filter((step) => step === '--version')).toHaveLength(1);

    const fresh = renderHarness();
    fresh.executor.on('--version', () => ({ kind: 'aborted', stdout: '', stderr: '' }), () => ({ kind: 'exited', exitCode: 0, signal: null, stdout: 'agent-browser 0.33.1', stderr: '' }));
    scriptSuccess(fresh.executor, LOCAL_URL);
    expect(failure(await fresh.renderer.render(fresh.request(LOCAL_URL, LOCAL))).code).toBe('cancelled');
    expect((await fresh.renderer.render(fresh.request(LOCAL_URL, LOCAL))).ok).toBe(true);
  });
});

describe('AgentBrowserRenderer: the policy decides before any browser starts', () => {
  it.each([
    ['a public host under localhost', 'https://app.example.com/', LOCAL, { 'app.example.com': [{ address: '93.184.216.34', family: 4 as const }] }],
    ['a name rebound to a private address under all', 'https://app.example.com/', { mode: 'all' } as const, { 'app.example.com': [{ address: '10.0.0.7', family: 4 as const }] }],
    ['a metadata address', 'http://169.254.169.254/latest', { mode: 'all' } as const, {}],
    ['network none', LOCAL_URL, { mode: 'none' } as const, {}],
  ])('%s is policy_denied', async (_name, url, policy, dns) => {
    const h = renderHarness({ dns });
    const error = failure(await h.renderer.render(h.request(url, policy)));
    expect(error).toMatchObject({ code: 'policy_denied', originFailure: false });
    expect(h.executor.steps).toEqual(['--version']);
    expect(h.workspaces).toHaveLength(0);
  });

  it('a host that does not resolve is backend_unavailable, an origin failure', async () => {
    const h = renderHarness();
    expect(failure(await h.renderer.render(h.request('https://nowhere.example/', { mode: 'all' })))).toMatchObject({ code: 'backend_unavailable', originFailure: true, message: expect.stringContaining('ENOTFOUND') as unknown as string });
  });
});

type StepRow = readonly [string, string, CommandHandler, RenderFailure['code'], RegExp];

describe('AgentBrowserRenderer: every failing step is mapped and cleaned up', () => {
  it.each<StepRow>([
    ['a redirect off the origin', 'open', failsWith('Navigation to http://127.0.0.2:8802/landing was blocked by the domain filter'), 'policy_denied', /another origin \(http:\/\/127\.0\.0\.2:8802\)/],
    ['connection refused', 'open', failsWith('Navigation failed: net::ERR_CONNECTION_REFUSED'), 'backend_unavailable', /net::ERR_CONNECTION_REFUSED/],
    ['Chromium missing', 'open', failsWith('Failed to launch Chrome at "/nonexistent/chromium": No such file or directory (os error 2)'), 'backend_not_ready', /AGENT_BROWSER_EXECUTABLE_PATH/],
    ['a load that never ends', 'open', failsWith("Timed out after 25000ms waiting for load state 'load'"), 'timeout', /did not finish loading/],
    ['DOMContentLoaded never comes', 'wait', failsWith("Timed out after 8000ms waiting for load state 'domcontentloaded'"), 'timeout', /domcontentloaded/],
    ['an unknown command', 'get url', failsWith('Unknown command: get', { type: 'unknown_command' }), 'backend_not_ready', /0\.33\.1 or newer/],
    ['an unexpected error', 'get html', failsWith('Target closed\u0007 unexpectedly'), 'backend_unavailable', /The browser renderer failed: Target closed unexpectedly/],
    ['no JSON at all (config trouble)', 'open', () => ({ kind: 'exited', exitCode: 1, signal: null, stdout: '', stderr: '⚠ invalid config file /x: expected value' }), 'backend_not_ready', /invalid config file/],
    ['garbage output', 'network', () => ({ kind: 'exited', exitCode: 0, signal: null, stdout: 'not json', stderr: '' }), 'backend_unavailable', /no JSON answer \(exit 0\)/],
    ['a shape this version does not know', 'get url', succeeds({ href: 'x' }), 'backend_unavailable', /does not understand/],
    ['an oversized page', 'get html', () => ({ kind: 'output_too_large', stdout: '', stderr: '' }), 'too_large', /larger than 20 MiB/],
    ['a step that cannot start', 'wait', () => ({ kind: 'spawn_failed', errorCode: 'EMFILE', message: 'too many files' }), 'backend_not_ready', /EMFILE/],
  ])('%s', async (_name, step, handler, code, message) => {
    const h = renderHarness();
    scriptSuccess(h.executor, LOCAL_URL);
    h.executor.on(step, handler);
    const error = failure(await h.renderer.render(h.request(LOCAL_URL, LOCAL)));
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
    expect(h.executor.steps.at(-1)).toBe('close');
    expectCleanedUp(h);
  });

  it.each([
    ['open lands on another origin', 'open', succeeds({ url: 'http://127.0.0.2:8802/landing' }), 'policy_denied'],
    ['the current URL is another port', 'get url', succeeds({ url: 'http://127.0.0.1:9999/' }), 'policy_denied'],
    ['the tab shows a Chrome error page', 'get url', succeeds({ url: 'chrome-error://chromewebdata/' }), 'backend_unavailable'],
    ['a document from another origin was answered', 'network', succeeds({ requests: [{ url: LOCAL_URL, resourceType: 'Document', status: 200 }, { url: 'http://127.0.0.2:8802/frame', resourceType: 'Document', status: 200 }] }), 'policy_denied'],
  ] as const)('every navigation is validated: %s', async (_name, step, handler, code) => {
    const h = renderHarness();
    scriptSuccess(h.executor, LOCAL_URL);
    h.executor.on(step, handler);
    expect(failure(await h.renderer.render(h.request(LOCAL_URL, LOCAL))).code).toBe(code);
    expect(h.executor.steps).not.toContain('get html');
    expectCleanedUp(h);
  });

  it('ignores blocked (unanswered) document requests: they never left the browser', async () => {
    const h = renderHarness();
    scriptSuccess(h.executor, LOCAL_URL);
    h.executor.on('network', succeeds({ requests: [{ url: 'http://127.0.0.2:8802/frame', resourceType: 'Document' }, { url: LOCAL_URL, resourceType: 'Document', status: 200, mimeType: 'text/html' }] }));
    expect((await h.renderer.render(h.request(LOCAL_URL, LOCAL))).ok).toBe(true);
  });

  it('refuses a rendered DOM above 20 MiB even when the output cap let it through', async () => {
    const h = renderHarness();
    scriptSuccess(h.executor, LOCAL_URL, { html: 'é'.repeat(10 * 1024 * 1024 + 1) });
    expect(failure(await h.renderer.render(h.request(LOCAL_URL, LOCAL))).code).toBe('too_large');
    expectCleanedUp(h);
  });

  it('kills the browser when a graceful close fails, then still removes everything', async () => {
    const h = renderHarness();
    scriptSuccess(h.executor, LOCAL_URL);
    h.executor.on('close', answers({ success: false, error: 'busy' }));
    expect((await h.renderer.render(h.request(LOCAL_URL, LOCAL))).ok).toBe(true);
    expect(h.reaped[0]?.atStep).toBe(7);
    expectCleanedUp(h);
  });

  it('sweeps again while processes are still found after a kill', async () => {
    const h = renderHarness();
    scriptSuccess(h.executor, LOCAL_URL);
    h.sweepFinds.push(3, 1);
    expect((await h.renderer.render(h.request(LOCAL_URL, LOCAL))).ok).toBe(true);
    expect(h.reaped).toHaveLength(3);
  });
});

describe('AgentBrowserRenderer: timeout, cancellation and shutdown kill at once', () => {
  it('a step that overruns the budget is a timeout: the call and the browser are killed, no graceful close', async () => {
    const h = renderHarness();
    scriptSuccess(h.executor, LOCAL_URL);
    h.executor.on('open', (request) => {
      expect(request.timeoutMs).toBe(20_000);
      return { kind: 'timed_out', stdout: '', stderr: '' };
    });
    const error = failure(await h.renderer.render(h.request(LOCAL_URL, LOCAL)));
    expect(error).toMatchObject({ code: 'timeout', originFailure: true });
    expect(error.message).toContain('20 s budget');
    expect(h.executor.steps).toEqual(['--version', 'open']);
    // The executor already killed the overrunning call's group; the reaper gets the browser.
    expect(h.reaped[0]?.stepPid).toBeUndefined();
    expectCleanedUp(h);
  });

  it('a budget already spent before a step stops the render as a timeout', async () => {
    const h = renderHarness();
    scriptSuccess(h.executor, LOCAL_URL);
    h.executor.on('wait', async () => {
      await h.clock.advance(25_000);
      return { kind: 'exited', exitCode: 0, signal: null, stdout: JSON.stringify({ success: true, data: {} }), stderr: '' };
    });
    expect(failure(await h.renderer.render(h.request(LOCAL_URL, LOCAL))).code).toBe('timeout');
    expect(h.executor.steps).not.toContain('get url');
    expectCleanedUp(h);
  });

  it('cancellation kills synchronously, while the step is still running, with the step\'s process group', async () => {
    const { h, controller, pending } = await renderHeldAtOpen();
    expect(h.reaped).toHaveLength(0);
    controller.abort(new Error('user'));
    expect(h.reaped).toHaveLength(1);
    expect(h.reaped[0]?.stepPid).toBe(4_001);
    expect(failure(await pending).code).toBe('cancelled');
    expect(h.executor.steps).toEqual(['--version', 'open']);
    expectCleanedUp(h);
  });

  it('a process exit (SIGTERM, SIGINT, exit) kills the browser and removes the directory synchronously', async () => {
    const { h, controller, pending } = await renderHeldAtOpen();
    expect(h.exitCleanup.registered.size).toBe(1);
    h.exitCleanup.fire();
    expect(h.reaped).toHaveLength(1);
    expect(h.workspaces[0]?.removedSync).toBe(1);
    controller.abort();
    await pending;
  });

  it('closing the renderer kills renders in flight, waits for their clean-up and refuses later renders', async () => {
    const h = renderHarness();
    scriptSuccess(h.executor, LOCAL_URL);
    h.executor.on('open', (request) => new Promise((resolve) => {
      // The kill reaches agent-browser as a killed process: the step ends without an answer.
      const timer = setInterval(() => {
        if (h.reaped.length > 0) {
          clearInterval(timer);
          resolve({ kind: 'exited', exitCode: null, signal: 'SIGKILL', stdout: '', stderr: '' });
        }
      }, 1);
      request.signal.addEventListener('abort', () => clearInterval(timer));
    }));
    const pending = h.renderer.render(h.request(LOCAL_URL, LOCAL));
    for (let i = 0; i < 5 && !h.executor.steps.includes('open'); i += 1) await flushMicrotasks();
    await h.renderer.close();
    expect(h.workspaces[0]?.removed).toBe(1);
    expect(failure(await pending).code).toBe('backend_unavailable');
    expect(h.executor.steps).not.toContain('close');
    expect(failure(await h.renderer.render(h.request(LOCAL_URL, LOCAL))).code).toBe('cancelled');
  });
});
