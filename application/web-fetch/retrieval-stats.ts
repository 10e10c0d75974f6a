import type { RenderReason } from '../../domain/fetch/render-decision.policy.js';

/** Bounded operational counters of one retrieval, for details and telemetry (never URLs or content). */
export interface RetrievalStats {
  /** HTTP attempts sent. */
  attempts: number;
  /** Time spent waiting for admission, in ms. */
  queueWaitMs: number;
  /** Time spent inside the transport, in ms. */
  backendMs: number;
  /** Final HTTP status, when a response arrived. */
  httpStatus?: number;
  /** Decoded body bytes of the final response. */
  bytes?: number;
  /** Epoch ms before which the origin should not be asked again, when known. */
  retryAt?: number;
  /** Set when a browser render was attempted: why (bounded metadata, never the URL). */
  renderReason?: RenderReason;
}

/** Fresh zeroed stats. */
export function emptyRetrievalStats(): RetrievalStats {
  return { attempts: 0, queueWaitMs: 0, backendMs: 0 };
}
