import { delay } from 'msw';
import { expect } from 'vitest';
import type { ProviderSearchRequest } from '../../application/ports/search-provider.port.js';
import { providerSearchRequest } from './provider-search-request.js';

/** What a contract suite supplies to {@link expectTimeoutThenMidFlightCancel}. */
export interface StalledProviderCase {
  /** Registers the handler for the provider's search request. */
  serve(handler: () => Promise<Response>): void;
  /** The response the stalled handler would eventually send. */
  stalledResponse(): Response;
  search(request: ProviderSearchRequest): Promise<unknown>;
  /** Expected error fields for the 200 ms timeout and for the mid-flight abort. */
  timeoutError: Record<string, unknown>;
  cancelledError: Record<string, unknown>;
}

/**
 * Against a server that stalls for 5 s: only the adapter's own `timeoutMs` can end the first call
 * as `timeout` (the stalled answer would be a success), and an abort issued once the request has
 * reached the server ends the second call as `cancelled`. No wall-clock threshold is asserted.
 */
export async function expectTimeoutThenMidFlightCancel(c: StalledProviderCase): Promise<void> {
  const controller = new AbortController();
  let onArrival = (): void => {};
  c.serve(async () => {
    onArrival();
    await delay(5_000);
    return c.stalledResponse();
  });
  expect(await c.search(providerSearchRequest({ timeoutMs: 200 }))).toMatchObject({ ok: false, error: c.timeoutError });
  // Abort once the request has reached the server, so the cancellation happens mid-flight.
  onArrival = () => controller.abort();
  expect(await c.search(providerSearchRequest({ signal: controller.signal }))).toMatchObject({ ok: false, error: c.cancelledError });
}
