import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from '../../../../domain/errors/error-codes.js';
import { toolError } from '../../../../domain/errors/tool-error.js';

describe('error codes', () => {
  it('pins the stable model-facing list (only additions are allowed)', () => {
    expect([...ERROR_CODES]).toEqual([
      'invalid_input', 'policy_denied', 'rate_limited', 'backend_unavailable', 'search_budget_exhausted',
      'timeout', 'cancelled', 'http_error', 'unsupported_content', 'too_large', 'unsupported_charset',
      'parse_error', 'redirect_error', 'authentication_required', 'access_challenge', 'backend_not_ready',
      'quota_exhausted', 'extraction_failed', 'config_invalid', 'internal_error', 'coordination_unavailable',
    ]);
  });

  it('recognises codes and rejects anything else', () => {
    for (const code of ERROR_CODES) expect(isErrorCode(code)).toBe(true);
    expect(isErrorCode('RATE_LIMITED')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });

  it('gives transient codes a retryable default and lets callers override it', () => {
    expect(toolError('rate_limited', 'x').retryable).toBe(true);
    expect(toolError('invalid_input', 'x', { field: 'limit' })).toEqual({ code: 'invalid_input', message: 'x', retryable: false, field: 'limit' });
    expect(toolError('timeout', 'x', { retryable: false }).retryable).toBe(false);
  });
});
