import { describe, expect, it } from 'vitest';
import { renderHarness, scriptSuccess } from './render-harness.js';

// The destination policy (not only the origin scope) decides every URL the browser reports.
describe('AgentBrowserRenderer: reported navigations go through the destination policy', () => {
  const dns = { 'docs.example': [{ address: '93.184.216.34', family: 4 as const }] };

  it('refuses the https upgrade of an http page when the allowlist names only port 80 (not_allowlisted), and closes the browser', async () => {
    const h = renderHarness({ dns });
    scriptSuccess(h.executor, 'http://docs.example/guide', { finalUrl: 'https://docs.example/guide' });
    const result = await h.renderer.render(h.request('http://docs.example/guide', { mode: 'allowlist', allow: ['docs.example:80'] }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: 'policy_denied', originFailure: false });
    expect(result.error.message).toMatch(/sandbox network policy does not allow it \(not_allowlisted\): docs\.example:443 matches no allowlist entry/);
    expect(h.executor.steps).not.toContain('get html');
    expect(h.executor.steps.at(-1)).toBe('close');
  });

  it('admits the same upgrade when the allowlist names the host without a port', async () => {
    const h = renderHarness({ dns });
    scriptSuccess(h.executor, 'http://docs.example/guide', { finalUrl: 'https://docs.example/guide' });
    const result = await h.renderer.render(h.request('http://docs.example/guide', { mode: 'allowlist', allow: ['docs.example'] }));
    expect(result.ok && result.value.finalUrl).toBe('https://docs.example/guide');
  });
});
