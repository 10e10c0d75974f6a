/** A response body stream we may abandon before its end. */
export interface DiscardableBody {
  destroy(error?: Error): unknown;
  on?(event: 'error', listener: (error: unknown) => void): unknown;
}

/**
 * Abandons a body that was not (fully) read. undici's body stream emits an abort error when it
 * is destroyed early; without a listener that error would become an uncaught exception and take
 * the process down, so one is attached first.
 */
export function discardBody(body: DiscardableBody): void {
  body.on?.('error', () => undefined);
  body.destroy();
}
