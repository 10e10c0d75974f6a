import { describe, expect, it } from 'vitest';
import { httpStatusFailure } from '../../../../domain/fetch/http-status-failure.js';

describe('httpStatusFailure', () => {
  it.each([
    [{ status: 401 }, 'authentication_required', false],
    [{ status: 407 }, 'authentication_required', false],
    [{ status: 403, pageKind: 'login_wall' as const }, 'authentication_required', false],
    [{ status: 403, pageKind: 'access_challenge' as const }, 'access_challenge', false],
    [{ status: 503, pageKind: 'access_challenge' as const }, 'access_challenge', false],
    [{ status: 403, pageKind: 'other' as const }, 'http_error', false],
    [{ status: 404 }, 'http_error', false],
    [{ status: 429 }, 'rate_limited', true],
    [{ status: 503 }, 'http_error', true],
    [{ status: 408 }, 'http_error', true],
  ])('%j → %s (retryable %s)', (facts, code, retryable) => {
    const error = httpStatusFailure({ attempts: 1, redirects: 0, ...facts });
    expect(error.code).toBe(code);
    expect(error.retryable).toBe(retryable);
    expect(error.details?.status).toBe(facts.status);
  });

  it('carries retryAt and the suggestion', () => {
    const error = httpStatusFailure({ status: 429, attempts: 3, redirects: 1, retryAt: 123, suggestion: 'try later' });
    expect(error.details).toEqual({ status: 429, attempts: 3, redirects: 1, retryAt: 123, suggestion: 'try later' });
    expect(error.message).toContain('123');
  });
});
