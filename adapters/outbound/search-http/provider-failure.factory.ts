import type {
  EngineFailure,
  ProviderFailure,
  ProviderFailureCode,
} from '../../../application/ports/search-provider.port.js';

/** Optional facts attached to a {@link ProviderFailure}; absent keys stay absent (exactOptionalPropertyTypes). */
export interface ProviderFailureExtras {
  readonly httpStatus?: number | undefined;
  readonly retryAfterMs?: number | undefined;
  readonly engines?: readonly EngineFailure[] | undefined;
}

/** Builds a {@link ProviderFailure}, leaving out extras that are `undefined`. */
export function providerFailure(
  code: ProviderFailureCode,
  message: string,
  requestsSent: number,
  extras: ProviderFailureExtras = {},
): ProviderFailure {
  return {
    code,
    message,
    requestsSent,
    ...(extras.httpStatus === undefined ? {} : { httpStatus: extras.httpStatus }),
    ...(extras.retryAfterMs === undefined ? {} : { retryAfterMs: extras.retryAfterMs }),
    ...(extras.engines === undefined ? {} : { engines: extras.engines }),
  };
}
