import { describe, expect, it } from 'vitest';
import { DIR, renderHarness, scriptSuccess } from './render-harness.js';

const URL_A = 'https://app.example.com/dashboard';
const PUBLIC = [{ address: '93.184.216.34', family: 4 as const }, { address: '2606:2800:220:1::1', family: 6 as const }];
const BIN = '/opt/agent-browser/bin/agent-browser';

function prefix(args: readonly string[] | undefined, host = 'app.example.com'): string[] {
  return [
    '--config', `${DIR}/config.json`,
    '--namespace', 'wf000000000001',
    '--session', 's000000000002',
    ...(args === undefined ? [] : ['--args', args.join(',')]),
    '--allowed-domains', host,
    '--content-boundaries',
    '--idle-timeout', '30s',
    '--json',
  ];
}

describe('AgentBrowserRenderer: exactly what is executed', () => {
  it('checks the version once, then runs open → wait DCL → get url → network requests → get html → close with one fixed prefix', async () => {
    const h = renderHarness({ runningAsRoot: true, dns: { 'app.example.com': PUBLIC } });
    scriptSuccess(h.executor, URL_A);
    const result = await h.renderer.render(h.request(URL_A));
    expect(result.ok).toBe(true);

    expect(h.executor.requests.map((request) => [request.file, ...request.args])).toEqual([
      [BIN, '--version'],
      [BIN, ...prefix(['--no-sandbox', '--host-resolver-rules=MAP app.example.com 93.184.216.34']), 'open', URL_A],
      [BIN, ...prefix(['--no-sandbox', '--host-resolver-rules=MAP app.example.com 93.184.216.34']), 'wait', '--load', 'domcontentloaded'],
      [BIN, ...prefix(['--no-sandbox', '--host-resolver-rules=MAP app.example.com 93.184.216.34']), 'get', 'url'],
      [BIN, ...prefix(['--no-sandbox', '--host-resolver-rules=MAP app.example.com 93.184.216.34']), 'network', 'requests'],
      [BIN, ...prefix(['--no-sandbox', '--host-resolver-rules=MAP app.example.com 93.184.216.34']), 'get', 'html', 'html'],
      [BIN, ...prefix(['--no-sandbox', '--host-resolver-rules=MAP app.example.com 93.184.216.34']), 'close'],
    ]);
  });

  it('builds the environment from scratch: private HOME/TMPDIR/sockets, no version check, the executable path passed through, nothing else inherited', async () => {
    const h = renderHarness({ dns: { 'app.example.com': PUBLIC } });
    scriptSuccess(h.executor, URL_A);
    await h.renderer.render(h.request(URL_A));
    expect(h.executor.requests[0]?.env).toEqual({ PATH: '/usr/bin:/bin', AGENT_BROWSER_NO_VERSION_CHECK: '1' });
    for (const request of h.executor.requests.slice(1)) {
      expect(request.env).toEqual({
        PATH: '/usr/bin:/bin',
        HOME: DIR,
        TMPDIR: DIR,
        AGENT_BROWSER_SOCKET_DIR: `${DIR}/s`,
        AGENT_BROWSER_NO_VERSION_CHECK: '1',
        AGENT_BROWSER_DEFAULT_TIMEOUT: '20000',
        AGENT_BROWSER_EXECUTABLE_PATH: '/usr/bin/chromium',
      });
    }
  });

  it('adds no Chromium flags when not root and the host is an IP literal (nothing to pin)', async () => {
    const h = renderHarness();
    scriptSuccess(h.executor, 'http://127.0.0.1:8801/app');
    await h.renderer.render(h.request('http://127.0.0.1:8801/app', { mode: 'localhost' }));
    expect(h.executor.requests[1]?.args).toEqual([...prefix(undefined, '127.0.0.1'), 'open', 'http://127.0.0.1:8801/app']);
  });

  it('pins a host name to the IPv4 answer the policy admitted, or brackets an IPv6-only answer', async () => {
    const h = renderHarness({ dns: { localhost: [{ address: '::1', family: 6 }] } });
    scriptSuccess(h.executor, 'http://localhost:8801/app');
    await h.renderer.render(h.request('http://localhost:8801/app', { mode: 'localhost' }));
    expect(h.executor.requests[1]?.args).toEqual([...prefix(['--host-resolver-rules=MAP localhost [::1]'], 'localhost'), 'open', 'http://localhost:8801/app']);
  });

  it('leaves AGENT_BROWSER_EXECUTABLE_PATH out when the operator did not set it', async () => {
    const h = renderHarness({ env: { PATH: '/bin' } });
    scriptSuccess(h.executor, 'http://127.0.0.1:8801/app');
    await h.renderer.render(h.request('http://127.0.0.1:8801/app', { mode: 'localhost' }));
    expect(Object.keys(h.executor.requests[1]?.env ?? {})).not.toContain('AGENT_BROWSER_EXECUTABLE_PATH');
  });

  it('gives every step the remaining budget and caps outputs (20 MiB page, JSON escaping allowed for)', async () => {
    const h = renderHarness();
    scriptSuccess(h.executor, 'http://127.0.0.1:8801/app');
    await h.renderer.render(h.request('http://127.0.0.1:8801/app', { mode: 'localhost' }));
    const byStep = Object.fromEntries(h.executor.requests.map((request) => [request.args.at(-1), request]));
    expect(byStep['html']?.maxStdoutBytes).toBe(2 * 20 * 1024 * 1024 + 64 * 1024);
    expect(byStep['url']?.maxStdoutBytes).toBe(8 * 1024 * 1024);
    expect(byStep['domcontentloaded']?.timeoutMs).toBe(20_000);
    expect(byStep['close']?.timeoutMs).toBe(5_000);
  });

  it('returns the final URL, status, media type, the rendered DOM as a document and the navigation count', async () => {
    const h = renderHarness({ dns: { 'app.example.com': PUBLIC } });
    scriptSuccess(h.executor, URL_A, { finalUrl: 'https://app.example.com/dashboard/' });
    expect(await h.renderer.render(h.request(URL_A))).toEqual({
      ok: true,
      value: {
        finalUrl: 'https://app.example.com/dashboard/',
        status: 200,
        mediaType: 'text/html',
        navigations: 2,
        html: '<!doctype html><html><head><title>App</title></head><body><h1>Rendered</h1></body></html>',
      },
    });
  });
});
