import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_REQUESTS_PER_RUN,
  MAX_REQUESTS_PER_RUN,
  MAX_REQUESTS_PER_RUN_FIELD,
  MIN_REQUESTS_PER_RUN,
  validateMaxRequestsPerRun,
} from '../../../../domain/budget/max-requests-per-run.js';
import { maxRequestsPerRunSchema } from '../../../../domain/budget/max-requests-per-run.schema.js';

describe('maxRequestsPerRun', () => {
  it('pins the spec numbers: 1 through 20, default 4', () => {
    expect([MIN_REQUESTS_PER_RUN, DEFAULT_MAX_REQUESTS_PER_RUN, MAX_REQUESTS_PER_RUN]).toEqual([1, 4, 20]);
    expect(MAX_REQUESTS_PER_RUN_FIELD).toBe('tools.web.search.maxRequestsPerRun');
  });

  it.each([1, 4, 20])('accepts %d', (value) => {
    expect(validateMaxRequestsPerRun(value)).toEqual({ ok: true, value });
  });

  it('defaults to 4 when unset', () => {
    expect(validateMaxRequestsPerRun(undefined)).toEqual({ ok: true, value: 4 });
  });

  it.each([0, 21, 1.5, -1, Number.NaN, Number.POSITIVE_INFINITY, '4', null, true])('rejects %s as config_invalid naming the field', (value) => {
    const result = validateMaxRequestsPerRun(value);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('config_invalid');
    expect(result.error.field).toBe('tools.web.search.maxRequestsPerRun');
    expect(result.error.retryable).toBe(false);
    expect(result.error.message).toContain('1 through 20');
  });

  it('reports invalid_input with the caller-supplied field for tool input', () => {
    const result = validateMaxRequestsPerRun(21, { code: 'invalid_input', field: 'maxRequestsPerRun' });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_input', field: 'maxRequestsPerRun' } });
  });

  it('has a zod value schema with the same bounds and default', () => {
    expect(maxRequestsPerRunSchema.parse(undefined)).toBe(4);
    expect(maxRequestsPerRunSchema.parse(1)).toBe(1);
    expect(maxRequestsPerRunSchema.parse(20)).toBe(20);
    for (const bad of [0, 21, 1.5]) expect(maxRequestsPerRunSchema.safeParse(bad).success).toBe(false);
  });
});
