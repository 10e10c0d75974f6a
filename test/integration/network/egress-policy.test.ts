import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWebResearch, type CreateWebResearchOptions } from '../../../composition/create-web-research.js';
import type { WebResearch } from '../../../composition/web-research.facade.js';
import type { ToolCallResult } from '../../../application/ports/web-research.port.js';
import { installFakeCodex, type FakeCodex } from '../../support/codex/fake-codex.js';

// One network policy for every egress: each path through the real facade is refused by the same
// destination policy, comes back as policy_denied naming the rule, and sends nothing.
const AGENT_BROWSER = fileURLToPath(new URL('../../../node_modules/.bin/agent-browser', import.meta.url));

let server: Server;
let origin: string;
const seen: string[] = [];
const facades: WebResearch[] = [];
let codex: FakeCodex;

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    seen.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ results: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  codex = installFakeCodex();
});
afterEach(async () => {
  await Promise.all(facades.splice(0).map((facade) => facade.close()));
  seen.length = 0;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  codex.remove();
});

async function facade(agentConfig: unknown, options: Partial<CreateWebResearchOptions> = {}): Promise<WebResearch> {
  const created = await createWebResearch({ agentConfig, env: {}, ...options });
  if (!created.ok) throw new Error(created.error.message);
  facades.push(created.value);
  return created.value;
}

function refusal(result: ToolCallResult): { code: string; text: string } {
  if (result.ok) throw new Error(`expected a refusal, got: ${result.content.slice(0, 200)}`);
  return { code: result.error.code, text: `${result.content}\n${result.error.message}\n${JSON.stringify(result.error.details ?? {})}` };
}

const allowOnly = (...allow: string[]) => ({ mode: 'allowlist', allow });

describe('every egress asks the one destination policy', () => {
  it('fetch: a name that resolves to loopback under "all" is refused at connect (address_class_denied)', async () => {
    const port = new URL(origin).port;
    const research = await facade({}, { resolveHost: async () => [{ address: '127.0.0.1', family: 4 }] });
    const { code, text } = refusal(await research.startRun().fetch({ url: `http://public.test:${port}/page` }));
    expect(code).toBe('policy_denied');
    expect(text).toMatch(/public\.test resolves to a loopback address; policy all admits only public/);
    expect(seen).toEqual([]);
  });

  it('fetch: a host outside the allowlist is refused before DNS (not_allowlisted)', async () => {
    const research = await facade({ sandbox: { network: allowOnly('docs.example') } });
    const { code, text } = refusal(await research.startRun().fetch({ url: `${origin}/page` }));
    expect(code).toBe('policy_denied');
    expect(text).toMatch(/not_allowlisted/);
    expect(text).toMatch(/matches no allowlist entry/);
    expect(seen).toEqual([]);
  });

  it('searxng: an allowlist that does not name the endpoint refuses it (not_allowlisted)', async () => {
    const research = await facade({ tools: { web: { search: { backend: 'searxng', searxng: { endpoint: origin } } } }, sandbox: { network: allowOnly('chatgpt.com') } });
    const { code, text } = refusal(await research.startRun().search({ query: 'rust borrow checker' }));
    expect(code).toBe('policy_denied');
    expect(text).toMatch(/searxng.*refused by the sandbox network policy \(not_allowlisted\)/s);
    expect(seen).toEqual([]);
  });

  it('ollama: network none refuses the local origin (network_disabled)', async () => {
    const research = await facade({ tools: { web: { search: { backend: 'ollama', ollama: { baseUrl: origin } } } }, sandbox: { network: { mode: 'none' } } });
    const { code, text } = refusal(await research.startRun().search({ query: 'rust borrow checker' }));
    expect(code).toBe('policy_denied');
    expect(text).toMatch(/ollama.*\(network_disabled\)/s);
    expect(seen).toEqual([]);
  });

  it('keyless: localhost refuses the public engines even when they would resolve to loopback (not_loopback)', async () => {
    const research = await facade({ tools: { web: { search: { backend: 'keyless' } } }, sandbox: { network: { mode: 'localhost' } } }, { keylessBaseUrls: { duckduckgo: origin, startpage: origin } });
    const { code, text } = refusal(await research.startRun().search({ query: 'rust borrow checker' }));
    expect(code).toBe('policy_denied');
    expect(text).toMatch(/duckduckgo.*\(not_loopback\).*blocks public keyless search/s);
    expect(text).toMatch(/startpage.*\(not_loopback\)/s);
    expect(seen).toEqual([]);
  });

  it('codex: an allowlist without chatgpt.com refuses the subscription transport, and the app-server never starts (not_allowlisted)', async () => {
    const research = await facade(
      { tools: { web: { search: { backend: 'codex' } } }, sandbox: { network: allowOnly('127.0.0.1') } },
      { codexCommand: codex.command, env: codex.env({ steps: [] }) },
    );
    const { code, text } = refusal(await research.startRun().search({ query: 'rust borrow checker' }));
    expect(code).toBe('policy_denied');
    expect(text).toMatch(/codex.*\(not_allowlisted\).*chatgpt\.com/s);
    expect(codex.transcript()).toEqual([]);
  });

  it('renderer: a name the policy refuses on its resolved address never reaches a browser (address_class_denied)', async () => {
    const research = await facade(
      { tools: { web: { fetch: { render: 'auto', browserCommand: AGENT_BROWSER } } } },
      { resolveHost: async (host) => (host === 'intranet.test' ? [{ address: '10.1.2.3', family: 4 }] : []) },
    );
    const { code, text } = refusal(await research.startRun().fetch({ url: 'http://intranet.test/app', render: 'always' }));
    expect(code).toBe('policy_denied');
    expect(text).toMatch(/\(address_class_denied\): intranet\.test resolves to a private address/);
  });
});
