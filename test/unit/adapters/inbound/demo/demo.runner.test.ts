import { describe, expect, it } from 'vitest';
import type { CliDependencies } from '../../../../../adapters/inbound/cli/cli-dependencies.types.js';
import { DEMO_NETWORK_POLICY } from '../../../../../adapters/inbound/demo/demo-network.policy.js';
import { DEMO_PAGES } from '../../../../../adapters/inbound/demo/demo-site.pages.js';
import { DEMO_SEARCH_QUERY, runDemo } from '../../../../../adapters/inbound/demo/demo.runner.js';
import { toolError } from '../../../../../domain/errors/tool-error.js';
import { decideDestination } from '../../../../../domain/network/network-decision.policy.js';
import type { NetworkPolicy } from '../../../../../domain/network/network-policy.js';
import { err, ok } from '../../../../../domain/shared/result.js';
import { FakeWebResearch, fakeFailure, fakeSuccess, type FakeToolCall } from '../../../../fakes/fake-web-research.js';

// The composition root can hand the adapter straight to the CLI.
const wiring: CliDependencies['runDemo'] = runDemo;
void wiring;

class Buffer {
  text = '';
  write(chunk: string): boolean {
    this.text += chunk;
    return true;
  }
}

/** Fetches for real over loopback (proving the site serves), fails every search as offline. */
async function offlineHandler(call: FakeToolCall) {
  const input = call.input as { url?: string; start_line?: number };
  if (call.tool === 'WebSearch') return fakeFailure('backend_unavailable', 'duckduckgo: ENOTFOUND; startpage: ENOTFOUND');
  const response = await fetch(input.url ?? '');
  const bytes = (await response.arrayBuffer()).byteLength;
  return response.ok
    ? fakeSuccess(`MODEL SEES ${response.headers.get('content-type')} ${bytes} bytes${input.start_line === undefined ? '' : ' (slice)'}`)
    : fakeFailure('http_error', `HTTP ${response.status}`);
}

function setup(handler: (call: FakeToolCall) => unknown = offlineHandler) {
  const research = new FakeWebResearch({ handler: handler as never });
  const policies: NetworkPolicy[] = [];
  const stdout = new Buffer();
  const stderr = new Buffer();
  const deps = {
    createWebResearch: (options: { readonly networkOverride: NetworkPolicy }) => {
      policies.push(options.networkOverride);
      return Promise.resolve(ok(research));
    },
    stdout,
    stderr,
  };
  return { research, policies, stdout, stderr, deps };
}

describe('runDemo', () => {
  it('fetches every bundled page over loopback, searches once and exits 0 when only the search fails', async () => {
    const demo = setup();
    expect(await runDemo(demo.deps)).toBe(0);
    const fetched = demo.research.calls.filter((call) => call.tool === 'WebFetch');
    expect(fetched.map((call) => new URL((call.input as { url: string }).url).pathname)).toEqual([...DEMO_PAGES.map((page) => page.path), '/article.html']);
    for (const page of DEMO_PAGES) {
      expect(demo.stdout.text).toContain(page.title);
      expect(demo.stdout.text).toContain(`MODEL SEES ${page.contentType}`);
    }
    expect(demo.stdout.text).toContain('(slice)');
    expect(demo.research.calls.filter((call) => call.tool === 'WebSearch').map((call) => call.input)).toEqual([{ query: DEMO_SEARCH_QUERY, limit: 3 }]);
    expect(demo.stdout.text).toContain('backend_unavailable: duckduckgo: ENOTFOUND; startpage: ENOTFOUND');
    expect(demo.stdout.text).toMatch(/Offline this is expected/u);
    expect(demo.stderr.text).toBe('');
  });

  it('uses one run, then closes it, the facade and the site', async () => {
    const demo = setup();
    await runDemo(demo.deps);
    expect(demo.research.runs).toHaveLength(1);
    expect(new Set(demo.research.calls.map((call) => call.run))).toEqual(new Set([demo.research.runs[0]]));
    expect(demo.research.runs[0]?.closed).toBe(true);
    expect(demo.research.closed).toBe(true);
    const origin = new URL((demo.research.calls[0]?.input as { url: string }).url).origin;
    await expect(fetch(`${origin}/article.html`)).rejects.toThrow();
  });

  it('asks for the demo network policy, which admits the loopback site and the keyless engines', async () => {
    const demo = setup();
    await runDemo(demo.deps);
    expect(demo.policies).toEqual([DEMO_NETWORK_POLICY]);
    const siteUrl = (demo.research.calls[0]?.input as { url: string }).url;
    expect(decideDestination({ url: siteUrl, resolvedAddresses: [], policy: DEMO_NETWORK_POLICY, purpose: 'public-fetch' })).toEqual({ allowed: true });
    expect(decideDestination({ url: 'https://html.duckduckgo.com/html/', resolvedAddresses: ['52.149.246.39'], policy: DEMO_NETWORK_POLICY, purpose: 'keyless-search' })).toEqual({ allowed: true });
    expect(decideDestination({ url: 'https://www.startpage.com/sp/search', resolvedAddresses: ['67.63.55.11'], policy: DEMO_NETWORK_POLICY, purpose: 'keyless-search' })).toEqual({ allowed: true });
    expect(decideDestination({ url: 'https://example.com/', resolvedAddresses: ['93.184.215.14'], policy: DEMO_NETWORK_POLICY, purpose: 'public-fetch' }).allowed).toBe(false);
  });

  it('prints a successful search result without the offline note', async () => {
    const demo = setup((call) => (call.tool === 'WebSearch' ? fakeSuccess('1. Reciprocal rank fusion — https://example.org/rrf') : fakeSuccess('page')));
    expect(await runDemo(demo.deps)).toBe(0);
    expect(demo.stdout.text).toContain('1. Reciprocal rank fusion');
    expect(demo.stdout.text).not.toMatch(/Offline this is expected/u);
  });

  it('exits 1 when a local fetch fails, after running every step', async () => {
    const demo = setup((call) => (call.tool === 'WebFetch' && (call.input as { url: string }).url.endsWith('.pdf') ? fakeFailure('extraction_failed', 'no text') : fakeSuccess('ok')));
    expect(await runDemo(demo.deps)).toBe(1);
    expect(demo.stdout.text).toContain('extraction_failed: no text');
    expect(demo.research.calls.some((call) => call.tool === 'WebSearch')).toBe(true);
    expect(demo.stderr.text).toContain('1 local fetch(es) failed');
  });

  it('exits 2 on a config error without starting anything', async () => {
    const stderr = new Buffer();
    const status = await runDemo({
      createWebResearch: () => Promise.resolve(err(toolError('config_invalid', 'sandbox.network.mode: invalid'))),
      stdout: new Buffer(),
      stderr,
    });
    expect(status).toBe(2);
    expect(stderr.text).toBe('mono-agent demo: config_invalid: sandbox.network.mode: invalid\n');
  });

  it('stops after the step in flight when the signal aborts', async () => {
    const controller = new AbortController();
    const demo = setup((call) => {
      controller.abort();
      return offlineHandler(call);
    });
    await runDemo({ ...demo.deps, signal: controller.signal });
    expect(demo.research.calls).toHaveLength(1);
    expect(demo.research.runs[0]?.closed).toBe(true);
  });
});
