import { readFileSync } from 'node:fs';
import { createServer as createTlsServer } from 'node:https';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpAgent } from '../../../infrastructure/http/http-agent.factory.js';
import type { HttpAgent } from '../../../infrastructure/http/http-agent.factory.js';
import type { HostResolver } from '../../../infrastructure/http/host-resolver.js';
import { isNetworkPolicyDeniedError } from '../../../infrastructure/http/network-policy-denied.error.js';
import type { NetworkPolicy } from '../../../domain/network/network-policy.js';
import { startLoopbackServer } from './support/loopback-server.js';
import type { LoopbackServer } from './support/loopback-server.js';

/** Whether this machine can listen on the IPv6 loopback (containers often run without IPv6). */
const hasIpv6Loopback = await new Promise<boolean>((resolve) => {
  const probe = createNetServer();
  probe.once('error', () => resolve(false));
  probe.listen(0, '::1', () => probe.close(() => resolve(true)));
});

const LOCALHOST: NetworkPolicy = { mode: 'localhost' };
const ALL: NetworkPolicy = { mode: 'all' };

/** A fake DNS: names map to fixed answers; unknown names fail like the system resolver. */
function fakeDns(answers: Readonly<Record<string, readonly string[]>>, lookups: string[] = []): HostResolver {
  return async (hostname) => {
    lookups.push(hostname);
    const addresses = answers[hostname];
    if (addresses === undefined) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

describe('policy-checked HTTP agent', () => {
  let server: LoopbackServer;
  let agent: HttpAgent;

  afterEach(async () => {
    await agent.destroy();
    await server.close();
  });

  async function setUp(resolveHost?: HostResolver): Promise<void> {
    server = await startLoopbackServer((_request, response) => response.end('hello'));
    agent = createHttpAgent({ connectTimeoutMs: 1_000, ...(resolveHost === undefined ? {} : { resolveHost }) });
  }

  async function get(policy: NetworkPolicy, origin: string, purpose: 'public-fetch' | 'operator-endpoint' = 'public-fetch'): Promise<unknown> {
    try {
      const response = await agent.dispatcherFor(policy, purpose).request({ origin, path: '/', method: 'GET' });
      return await response.body.text();
    } catch (error) {
      return error;
    }
  }

  it('connects to a loopback IP literal under the localhost policy', async () => {
    await setUp();
    expect(await get(LOCALHOST, server.origin)).toBe('hello');
    expect(server.connections()).toBe(1);
  });

  it('refuses a loopback IP literal under policy all before any packet is sent', async () => {
    await setUp();
    const outcome = await get(ALL, server.origin);
    expect(isNetworkPolicyDeniedError(outcome)).toBe(true);
    expect(server.connections()).toBe(0);
  });

  it('admits the same loopback literal under policy all when the purpose is an operator endpoint', async () => {
    await setUp();
    expect(await get(ALL, server.origin, 'operator-endpoint')).toBe('hello');
  });

  it('resolves names itself and connects only to the checked address', async () => {
    const lookups: string[] = [];
    await setUp(fakeDns({ 'searx.test': ['127.0.0.1'] }, lookups));
    expect(await get(LOCALHOST, `http://searx.test:${server.port}`)).toBe('hello');
    expect(lookups).toEqual(['searx.test']);
  });

  it('refuses an allowlisted public name that resolves to loopback (DNS rebinding)', async () => {
    await setUp(fakeDns({ 'rebind.test': ['127.0.0.1'] }));
    const outcome = await get({ mode: 'allowlist', allow: ['rebind.test'] }, `http://rebind.test:${server.port}`);
    expect(isNetworkPolicyDeniedError(outcome)).toBe(true);
    expect(server.connections()).toBe(0);
  });

  it('refuses a DNS answer that mixes a public and a loopback address', async () => {
    await setUp(fakeDns({ 'mixed.test': ['93.184.215.14', '127.0.0.1'] }));
    const outcome = await get(ALL, `http://mixed.test:${server.port}`);
    expect(isNetworkPolicyDeniedError(outcome)).toBe(true);
    expect(server.connections()).toBe(0);
  });

  it('checks each connection afresh: a later answer that rebinds to loopback is refused', async () => {
    let calls = 0;
    const rebinding: HostResolver = async () => {
      calls += 1;
      return [{ address: calls === 1 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
    };
    await setUp(rebinding);
    const localhostAgent = agent.dispatcherFor(LOCALHOST, 'public-fetch');
    const first = await localhostAgent.request({ origin: `http://flip.test:${server.port}`, path: '/', method: 'GET', reset: true });
    expect(await first.body.text()).toBe('hello');
    const second = await get(LOCALHOST, `http://flip.test:${server.port}`);
    expect(isNetworkPolicyDeniedError(second)).toBe(true);
    expect(server.connections()).toBe(1);
  });

  it('passes DNS failures through with their code', async () => {
    await setUp(fakeDns({}));
    const outcome = await get(LOCALHOST, 'http://nowhere.test:1');
    expect(isNetworkPolicyDeniedError(outcome)).toBe(false);
    expect(outcome).toMatchObject({ code: 'ENOTFOUND' });
  });

  const ipv6Title = `checks IPv6 literals too: [::1] passes localhost and is refused under all${hasIpv6Loopback ? '' : ' [skipped: this machine has no IPv6 loopback]'}`;
  it.skipIf(!hasIpv6Loopback)(ipv6Title, async () => {
    await setUp();
    const v6 = await startLoopbackServer((_request, response) => response.end('hello v6'), '::1');
    try {
      expect(await get(LOCALHOST, v6.origin)).toBe('hello v6');
      expect(isNetworkPolicyDeniedError(await get(ALL, v6.origin))).toBe(true);
      expect(v6.connections()).toBe(1);
    } finally {
      await v6.close();
    }
  });

  it('speaks TLS with the host name as SNI and verifies the certificate against it', async () => {
    const fixture = (name: string): Buffer => readFileSync(new URL(`../../fixtures/http/${name}`, import.meta.url));
    const ca = fixture('loopback-tls.cert.pem');
    const tlsServer = createTlsServer({ cert: ca, key: fixture('loopback-tls.key.pem') }, (_request, response) => response.end('secure'));
    await new Promise<void>((resolve) => tlsServer.listen(0, '127.0.0.1', resolve));
    const { port } = tlsServer.address() as AddressInfo;
    server = await startLoopbackServer((_request, response) => response.end('unused'));
    agent = createHttpAgent({ connectTimeoutMs: 1_000, tls: { ca }, resolveHost: fakeDns({ 'tls.test': ['127.0.0.1'], 'other.test': ['127.0.0.1'] }) });
    try {
      expect(await get(LOCALHOST, `https://tls.test:${port}`)).toBe('secure');
      expect(await get(LOCALHOST, `https://127.0.0.1:${port}`)).toBe('secure');
      expect(await get(LOCALHOST, `https://other.test:${port}`)).toMatchObject({ code: 'ERR_TLS_CERT_ALTNAME_INVALID' });
    } finally {
      tlsServer.closeAllConnections();
      await new Promise<void>((resolve) => tlsServer.close(() => resolve()));
    }
  });

  it('keeps one dispatcher per policy and purpose', async () => {
    await setUp();
    const allowlist: NetworkPolicy = { mode: 'allowlist', allow: ['b.test', 'a.test'] };
    expect(agent.dispatcherFor(LOCALHOST, 'public-fetch')).toBe(agent.dispatcherFor({ mode: 'localhost' }, 'public-fetch'));
    expect(agent.dispatcherFor(allowlist, 'public-fetch')).toBe(agent.dispatcherFor({ mode: 'allowlist', allow: ['a.test', 'b.test'] }, 'public-fetch'));
    expect(agent.dispatcherFor(LOCALHOST, 'public-fetch')).not.toBe(agent.dispatcherFor(LOCALHOST, 'operator-endpoint'));
    expect(agent.dispatcherFor(LOCALHOST, 'public-fetch')).not.toBe(agent.dispatcherFor(ALL, 'public-fetch'));
  });
});
