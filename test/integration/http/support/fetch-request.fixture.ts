import type { HttpFetchRequest } from '../../../../application/ports/http-fetcher.port.js';
import type { NetworkPolicy } from '../../../../domain/network/network-policy.js';

/** 20 MiB, the spec's transport cap. */
export const TRANSPORT_CAP_BYTES = 20 * 1024 * 1024;

/** A fetch request with test defaults: `localhost` policy, 2 s deadline, 20 MiB cap, 5 redirects. */
export function fetchRequest(url: string, overrides: Partial<HttpFetchRequest> = {}): HttpFetchRequest {
  return {
    url,
    headers: {},
    policy: { mode: 'localhost' } satisfies NetworkPolicy,
    signal: new AbortController().signal,
    deadline: Date.now() + 2_000,
    maxBytes: TRANSPORT_CAP_BYTES,
    maxRedirects: 5,
    ...overrides,
  };
}
