import { afterEach, describe, expect, it } from 'vitest';
import { UndiciHttpFetcher } from '../../../adapters/outbound/http/undici-http-fetcher.adapter.js';
import { createHttpAgent } from '../../../infrastructure/http/http-agent.factory.js';
import type { HttpAgent } from '../../../infrastructure/http/http-agent.factory.js';
import type { HostResolver } from '../../../infrastructure/http/host-resolver.js';
import { startLoopbackServer } from './support/loopback-server.js';
import type { LoopbackHandler, LoopbackServer } from './support/loopback-server.js';
import { fetchRequest } from './support/fetch-request.fixture.js';

const clock = { now: () => Date.now() };
/** Every `*.test` name resolves to loopback, as a rebinding attacker's DNS would answer. */
const loopbackDns: HostResolver = async () => [{ address: '127.0.0.1', family: 4 }];

describe('UndiciHttpFetcher redirects', () => {
  const servers: LoopbackServer[] = [];
  let agent: HttpAgent | undefined;
  let fetcher: UndiciHttpFetcher;

  afterEach(async () => {
    await agent?.destroy();
    agent = undefined;
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  async function serve(handler: LoopbackHandler): Promise<LoopbackServer> {
    const server = await startLoopbackServer(handler);
    servers.push(server);
    agent ??= createHttpAgent({ connectTimeoutMs: 1_000, resolveHost: loopbackDns });
    fetcher = new UndiciHttpFetcher({ agent, clock });
    return server;
  }

  function redirectTo(location: string, status = 302): LoopbackHandler {
    return (_request, response) => {
      response.writeHead(status, { location });
      response.end('moved');
    };
  }

  /** /hop/N redirects to /hop/N-1; /hop/0 answers 200. */
  const countdown: LoopbackHandler = (request, response) => {
    const remaining = Number(/^\/hop\/(\d+)$/.exec(request.url ?? '')?.[1] ?? '0');
    if (remaining === 0) {
      response.end('arrived');
      return;
    }
    response.writeHead([301, 302, 303, 307, 308][remaining % 5] ?? 302, { location: `/hop/${remaining - 1}` });
    response.end();
  };

  it('follows five redirects', async () => {
    const server = await serve(countdown);
    const result = await fetcher.fetch(fetchRequest(`${server.origin}/hop/5`));
    expect(result.ok && { status: result.value.status, redirects: result.value.redirects, finalUrl: result.value.finalUrl }).toEqual({
      status: 200,
      redirects: 5,
      finalUrl: `${server.origin}/hop/0`,
    });
    expect(result.ok && new TextDecoder().decode(result.value.body)).toBe('arrived');
  });

  it('refuses the sixth redirect without requesting its target', async () => {
    const server = await serve(countdown);
    const result = await fetcher.fetch(fetchRequest(`${server.origin}/hop/6`));
    expect(result).toMatchObject({ ok: false, error: { code: 'redirect_error', redirects: 5, transient: false } });
    expect(server.requests).toHaveLength(6);
  });

  it('honours a smaller maxRedirects', async () => {
    const server = await serve(countdown);
    const result = await fetcher.fetch(fetchRequest(`${server.origin}/hop/2`, { maxRedirects: 1 }));
    expect(result).toMatchObject({ ok: false, error: { code: 'redirect_error', redirects: 1 } });
  });

  it('detects a redirect loop', async () => {
    const server = await serve((request, response) => {
      response.writeHead(302, { location: request.url === '/a' ? '/b' : '/a' });
      response.end();
    });
    const result = await fetcher.fetch(fetchRequest(`${server.origin}/a`));
    expect(result).toMatchObject({ ok: false, error: { code: 'redirect_error', message: 'redirect loop detected' } });
    expect(server.requests).toEqual(['GET /a', 'GET /b']);
  });

  it.each(['ftp://127.0.0.1/file', 'javascript:alert(1)', 'data:text/html,hi', 'file:///etc/passwd'])('refuses a redirect to %s', async (target) => {
    const server = await serve(redirectTo(target));
    const result = await fetcher.fetch(fetchRequest(`${server.origin}/`));
    expect(result).toMatchObject({ ok: false, error: { code: 'redirect_error', redirects: 0 } });
  });

  it('resolves relative and protocol-relative Locations against the current URL', async () => {
    const server = await serve((request, response) => {
      const next: Record<string, string> = { '/docs/a/start': '../b/next?x=1', '/docs/b/next?x=1': `//127.0.0.1:${request.socket.localPort}/final` };
      const location = next[request.url ?? ''];
      if (location === undefined) response.end(request.url);
      else {
        response.writeHead(307, { location });
        response.end();
      }
    });
    const result = await fetcher.fetch(fetchRequest(`${server.origin}/docs/a/start`));
    expect(result.ok && result.value.finalUrl).toBe(`${server.origin}/final`);
    expect(server.requests).toEqual(['GET /docs/a/start', 'GET /docs/b/next?x=1', 'GET /final']);
  });

  it('refuses a redirect to cloud metadata before connecting', async () => {
    const server = await serve(redirectTo('http://169.254.169.254/latest/meta-data/'));
    const result = await fetcher.fetch(fetchRequest(`${server.origin}/`, { policy: { mode: 'all' } }));
    // Under `all` the loopback start itself is refused; under localhost the metadata hop is.
    expect(result).toMatchObject({ ok: false, error: { code: 'policy_denied', redirects: 0 } });
    const hop = await fetcher.fetch(fetchRequest(`${server.origin}/`));
    expect(hop).toMatchObject({ ok: false, error: { code: 'policy_denied', redirects: 1 } });
  });

  it('refuses a redirect to a second loopback server the allowlist does not admit', async () => {
    const second = await serve((_request, response) => response.end('secret'));
    const first = await serve(redirectTo(`${second.origin}/`));
    const policy = { mode: 'allowlist', allow: [`127.0.0.1:${first.port}`] } as const;
    const result = await fetcher.fetch(fetchRequest(`${first.origin}/`, { policy }));
    expect(result).toMatchObject({ ok: false, error: { code: 'policy_denied', redirects: 1 } });
    expect(second.connections()).toBe(0);
  });

  it('refuses in the connect hook a listed name whose address is internal (rebinding)', async () => {
    const second = await serve((_request, response) => response.end('secret'));
    const first = await serve(redirectTo(`http://rebind.test:${second.port}/`));
    const policy = { mode: 'allowlist', allow: [`127.0.0.1:${first.port}`, 'rebind.test'] } as const;
    const result = await fetcher.fetch(fetchRequest(`${first.origin}/`, { policy }));
    expect(result).toMatchObject({ ok: false, error: { code: 'policy_denied', redirects: 1 } });
    expect(result.ok === false && result.error.message).toMatch(/loopback/);
    expect(second.connections()).toBe(0);
  });

  it('refuses a hop by name before admission, any DNS lookup or packet (the connect hook is only the second line)', async () => {
    const lookups: string[] = [];
    const recordingDns: HostResolver = async (hostname) => {
      lookups.push(hostname);
      return [{ address: '127.0.0.1', family: 4 }];
    };
    agent = createHttpAgent({ connectTimeoutMs: 1_000, resolveHost: recordingDns });
    const second = await startLoopbackServer((_request, response) => response.end('secret'));
    servers.push(second);
    const first = await startLoopbackServer(redirectTo(`http://unlisted.test:${second.port}/`));
    servers.push(first);
    fetcher = new UndiciHttpFetcher({ agent, clock });
    const hops: string[] = [];
    const policy = { mode: 'allowlist', allow: ['listed.test', '127.0.0.1'] } as const;
    const result = await fetcher.fetch(fetchRequest(`http://listed.test:${first.port}/`, {
      policy,
      admitHop: async (url) => {
        hops.push(url);
        return { admitted: true };
      },
    }));
    expect(result).toMatchObject({ ok: false, error: { code: 'policy_denied', redirects: 1 } });
    expect(result.ok === false && result.error.message).toContain('unlisted.test');
    expect(lookups).toEqual(['listed.test']);
    expect(hops).toEqual([`http://listed.test:${first.port}/`]);
    expect(first.connections()).toBe(1);
    expect(second.connections()).toBe(0);
  });

  it('asks admitHop before every hop, in order, and sends nothing to a refused hop', async () => {
    const server = await serve(countdown);
    const hops: Array<[string, number]> = [];
    const admitted = await fetcher.fetch(fetchRequest(`${server.origin}/hop/2`, {
      admitHop: async (url, hop) => {
        hops.push([url, hop]);
        return { admitted: true };
      },
    }));
    expect(admitted.ok).toBe(true);
    expect(hops).toEqual([[`${server.origin}/hop/2`, 0], [`${server.origin}/hop/1`, 1], [`${server.origin}/hop/0`, 2]]);

    const refused = await fetcher.fetch(fetchRequest(`${server.origin}/hop/2`, {
      admitHop: async (_url, hop) => (hop === 1 ? { admitted: false, message: 'cooling down' } : { admitted: true }),
    }));
    expect(refused).toMatchObject({ ok: false, error: { code: 'hop_refused', message: 'cooling down', redirects: 1 } });
    expect(server.requests.filter((line) => line === 'GET /hop/1')).toHaveLength(1);
    expect(server.requests).toEqual(['GET /hop/2', 'GET /hop/1', 'GET /hop/0', 'GET /hop/2']);
  });

  it('returns a redirect without Location as a response', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(302);
      response.end('nowhere');
    });
    const result = await fetcher.fetch(fetchRequest(`${server.origin}/`));
    expect(result.ok && { status: result.value.status, redirects: result.value.redirects }).toEqual({ status: 302, redirects: 0 });
  });

  it('returns non-2xx responses with their body', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(503, { 'retry-after': '2' });
      response.end('busy');
    });
    const result = await fetcher.fetch(fetchRequest(`${server.origin}/`));
    expect(result.ok && result.value.status).toBe(503);
    expect(result.ok && result.value.headers['retry-after']).toBe('2');
    expect(result.ok && new TextDecoder().decode(result.value.body)).toBe('busy');
  });

  it('sends given headers and its own Accept-Encoding, never cookies, even after Set-Cookie', async () => {
    const server = await serve((request, response) => {
      if (request.url === '/login') {
        response.writeHead(302, { location: '/home', 'set-cookie': 'session=abc' });
        response.end();
        return;
      }
      response.setHeader('X-Multi', ['a', 'b']);
      response.end('home');
    });
    const result = await fetcher.fetch(
      fetchRequest(`${server.origin}/login`, { headers: { 'User-Agent': 'probe/1', 'Accept-Language': 'de', Cookie: 'x=1', 'Accept-Encoding': 'identity' } }),
    );
    expect(result.ok && result.value.headers['x-multi']).toBe('a, b');
    for (const headers of server.requestHeaders) {
      expect(headers.cookie).toBeUndefined();
      expect(headers['user-agent']).toBe('probe/1');
      expect(headers['accept-language']).toBe('de');
      expect(headers['accept-encoding']).toBe('gzip, deflate, br');
    }
    expect(server.requestHeaders).toHaveLength(2);
  });

  it.each([
    ['user and password', 'user:pass@'],
    ['a user name alone', 'user@'],
    ['an empty user with a password', ':secret@'],
  ])('refuses a redirect target with credentials (%s) as redirect_error, without following it', async (_name, userinfo) => {
    const server = await serve((request, response) => {
      if (request.url === '/start') {
        response.writeHead(302, { location: `http://${userinfo}127.0.0.1:${request.socket.localPort}/next` });
        response.end();
      } else response.end('ok');
    });
    const result = await fetcher.fetch(fetchRequest(`${server.origin}/start`));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toMatchObject({ code: 'redirect_error', transient: false, redirects: 0 });
      expect(result.error.message).toMatch(/credentials/);
    }
    expect(server.requestHeaders).toHaveLength(1);
  });
});
