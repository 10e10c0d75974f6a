import type { Result } from '../../domain/shared/result.js';
import type { NetworkPolicy } from '../../domain/network/network-policy.js';

/** Whether one hop may be sent. A refusal stops the fetch before anything is sent to that hop. */
export type HopAdmission = { readonly admitted: true } | { readonly admitted: false; readonly message: string };

/** One HTTP GET with manual redirects. Headers were validated by the use-case (Accept, Accept-Language, Range, User-Agent only). */
export interface HttpFetchRequest {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly policy: NetworkPolicy;
  readonly signal: AbortSignal;
  /** Epoch ms after which the adapter stops with `timeout`. */
  readonly deadline: number;
  /** Cap on decoded body bytes (20 MiB); exceeding it is `too_large`, even mid-decompression. */
  readonly maxBytes: number;
  /** At most this many redirects are followed (5); each hop is re-checked against `policy` on its resolved addresses. */
  readonly maxRedirects: number;
  /**
   * Asked before every hop is sent (hop 0 is the requested URL, then each redirect target), after
   * the hop passed the policy's name check: per-origin admission and cooldown. A refusal ends the
   * fetch with `hop_refused`. WebFetch always passes it; a transport test may leave it out.
   */
  readonly admitHop?: (url: string, hop: number) => Promise<HopAdmission>;
}

/** Any final HTTP response (including 4xx/5xx: the use-case decides on retries and errors). */
export interface HttpFetchResponse {
  readonly finalUrl: string;
  readonly status: number;
  /** Lower-cased header names; repeated headers joined with ", ". */
  readonly headers: Readonly<Record<string, string>>;
  /** Decoded (decompressed) body bytes. */
  readonly body: Uint8Array;
  readonly redirects: number;
}

export type HttpFetchFailureCode = 'policy_denied' | 'redirect_error' | 'too_large' | 'timeout' | 'cancelled' | 'backend_unavailable' | 'hop_refused';

export interface HttpFetchFailure {
  readonly code: HttpFetchFailureCode;
  readonly message: string;
  /** True for connection resets, DNS hiccups and similar conditions worth a bounded retry. */
  readonly transient: boolean;
  readonly redirects?: number;
}

/** Single-attempt transport; never retries on its own. */
export interface HttpFetcherPort {
  fetch(request: HttpFetchRequest): Promise<Result<HttpFetchResponse, HttpFetchFailure>>;
}

export const HTTP_FETCHER = Symbol.for('mono-agent-web.port.HttpFetcher');
