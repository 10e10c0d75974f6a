import { describe, expect, it } from 'vitest';
import { expectSingleIssue, resolveIssues, resolveOk, webFile } from './config-test-helpers.js';

const canonical = (endpoint: unknown) => webFile({ search: { searxng: { endpoint } } });
const legacy = (endpoint: unknown) => webFile({ search: { endpoint } });
const ACCEPTED = /accepted: an unauthenticated loopback http:\/\/ URL/;

describe.each([
  ['tools.web.search.searxng.endpoint', canonical],
  ['tools.web.search.endpoint', legacy],
])('SearXNG endpoint spelled %s', (path, file) => {
  it.each([
    ['http://127.0.0.1:8088', 'http://127.0.0.1:8088'],
    ['http://127.0.0.1:8088/', 'http://127.0.0.1:8088'],
    ['http://127.8.9.10:8088', 'http://127.8.9.10:8088'],
    ['http://localhost:8088/searx/', 'http://localhost:8088/searx'],
    ['http://LOCALHOST:8088', 'http://localhost:8088'],
    ['http://[::1]:8088', 'http://[::1]:8088'],
    ['http://127.0.0.1', 'http://127.0.0.1'],
  ])('accepts %s as %s', (raw, normalised) => {
    expect(resolveOk(file(raw)).search.searxng).toEqual({ endpoint: normalised });
  });

  it.each([
    ['a remote host', 'http://searx.example.org:8080', /host searx\.example\.org is not a loopback address \(remote SearXNG endpoints are rejected\)/],
    ['a private-network host', 'http://192.168.1.10:8088', /host 192\.168\.1\.10 is not a loopback address/],
    ['the unspecified address', 'http://0.0.0.0:8088', /is not a loopback address/],
    ['URL credentials', 'http://user:pass@127.0.0.1:8088', /contains URL credentials/],
    ['a bare @ in the authority', 'http://@127.0.0.1:8088', /contains URL credentials/],
    ['a query', 'http://127.0.0.1:8088/?format=json', /contains a query string/],
    ['an empty query', 'http://127.0.0.1:8088/?', /contains a query string/],
    ['a fragment', 'http://127.0.0.1:8088/#results', /contains a fragment/],
    ['https', 'https://127.0.0.1:8088', /uses https:\/\/ but only http:\/\/ is accepted/],
    ['another scheme', 'file:///etc/searx', /uses file:\/\/ but only http:\/\//],
    ['a relative URL', '127.0.0.1:8088', /is not an absolute URL/],
    ['text that is not a URL', 'searxng', /is not an absolute URL/],
  ])('rejects %s', (_name, raw, pattern) => {
    const message = expectSingleIssue(resolveIssues(file(raw)), path, pattern, ACCEPTED);
    expect(message).not.toContain('pass@');
  });

  it('names every problem of one URL in one issue', () => {
    expectSingleIssue(
      resolveIssues(file('https://u:p@search.example.org/?q=x#top')),
      path,
      /credentials.*query string.*fragment.*https:\/\/.*not a loopback address.*accepted/,
    );
  });

  it('rejects a non-string value', () => {
    expectSingleIssue(resolveIssues(file(8088)), path, /expected a string but got 8088; accepted: a loopback http:\/\/ URL/);
  });
});

describe('legacy alias', () => {
  it('accepts both spellings when they agree (after normalisation)', () => {
    const config = resolveOk(webFile({ search: { endpoint: 'http://127.0.0.1:8088/', searxng: { endpoint: 'http://127.0.0.1:8088' } } }));
    expect(config.search.searxng).toEqual({ endpoint: 'http://127.0.0.1:8088' });
  });

  it('rejects both spellings when they differ, naming the legacy key', () => {
    expectSingleIssue(
      resolveIssues(webFile({ search: { endpoint: 'http://127.0.0.1:8089', searxng: { endpoint: 'http://127.0.0.1:8088' } } })),
      'tools.web.search.endpoint',
      /conflicts with tools\.web\.search\.searxng\.endpoint/,
      /accepted: remove one of them, or give both the same URL/,
    );
  });

  it('rejects the two environment spellings when they differ', () => {
    expectSingleIssue(
      resolveIssues({}, { MONO_AGENT_WEB_SEARCH_ENDPOINT: 'http://127.0.0.1:1', MONO_AGENT_WEB_SEARCH_SEARXNG_ENDPOINT: 'http://127.0.0.1:2' }),
      'env MONO_AGENT_WEB_SEARCH_ENDPOINT (tools.web.search.endpoint)',
      /conflicts with env MONO_AGENT_WEB_SEARCH_SEARXNG_ENDPOINT/,
    );
  });

  it('lets either environment spelling override either file spelling', () => {
    expect(resolveOk(legacy('http://127.0.0.1:1'), { MONO_AGENT_WEB_SEARCH_SEARXNG_ENDPOINT: 'http://127.0.0.1:2' }).search.searxng?.endpoint).toBe(
      'http://127.0.0.1:2',
    );
    expect(resolveOk(canonical('http://127.0.0.1:1'), { MONO_AGENT_WEB_SEARCH_ENDPOINT: 'http://127.0.0.1:3' }).search.searxng?.endpoint).toBe(
      'http://127.0.0.1:3',
    );
  });

  it('warns that the legacy spelling is a migration alias', () => {
    expect(resolveOk(legacy('http://127.0.0.1:8088')).warnings).toEqual([
      expect.stringMatching(/tools\.web\.search\.endpoint is a legacy alias; prefer tools\.web\.search\.searxng\.endpoint/),
    ]);
  });
});

describe('strict searxng backend', () => {
  it('requires an endpoint, naming the backend key', () => {
    expectSingleIssue(
      resolveIssues(webFile({ search: { backend: 'searxng' } })),
      'tools.web.search.backend',
      /"searxng" requires a local endpoint.*accepted: set tools\.web\.search\.searxng\.endpoint/,
    );
  });

  it('names the environment variable when the backend came from it', () => {
    expectSingleIssue(
      resolveIssues({}, { MONO_AGENT_WEB_SEARCH_BACKEND: 'searxng' }),
      'env MONO_AGENT_WEB_SEARCH_BACKEND (tools.web.search.backend)',
      /requires a local endpoint/,
    );
  });

  it('is satisfied by the legacy spelling', () => {
    expect(resolveOk(webFile({ search: { backend: 'searxng', endpoint: 'http://127.0.0.1:8088' } })).search.searxng?.endpoint).toBe(
      'http://127.0.0.1:8088',
    );
  });
});
