import { describe, expect, it } from 'vitest';
import { HOST_ADMISSION_LIMITS, KEYLESS_POOL, PROCESS_ADMISSION_LIMITS } from '../../../../domain/admission/admission-limits.js';

describe('admission limit tables', () => {
  it('pins process mode: keyless 3 in flight shared, 1.5 s per engine; codex serialized; documented choices for the rest', () => {
    expect(KEYLESS_POOL).toBe('keyless');
    expect(PROCESS_ADMISSION_LIMITS).toEqual({
      searxng: { limits: { maxConcurrent: 2, minSpacingMs: 0 } },
      ollama: { limits: { maxConcurrent: 2, minSpacingMs: 0 } },
      duckduckgo: { limits: { maxConcurrent: 3, minSpacingMs: 1_500 }, sharedPool: 'keyless' },
      startpage: { limits: { maxConcurrent: 3, minSpacingMs: 1_500 }, sharedPool: 'keyless' },
      codex: { limits: { maxConcurrent: 1, minSpacingMs: 0 } },
      'fetch-origin': { limits: { maxConcurrent: 2, minSpacingMs: 500 } },
    });
  });

  it('pins the spec host-mode table (DuckDuckGo and Startpage separately)', () => {
    expect(HOST_ADMISSION_LIMITS).toEqual({
      searxng: { limits: { maxConcurrent: 1, minSpacingMs: 2_000 } },
      ollama: { limits: { maxConcurrent: 1, minSpacingMs: 2_000 } },
      duckduckgo: { limits: { maxConcurrent: 1, minSpacingMs: 3_000 } },
      startpage: { limits: { maxConcurrent: 1, minSpacingMs: 3_000 } },
      codex: { limits: { maxConcurrent: 1, minSpacingMs: 0 } },
      'fetch-origin': { limits: { maxConcurrent: 2, minSpacingMs: 500 } },
    });
  });

  it('cannot be mutated at run time', () => {
    expect(Object.isFrozen(PROCESS_ADMISSION_LIMITS)).toBe(true);
    expect(Object.isFrozen(HOST_ADMISSION_LIMITS.duckduckgo.limits)).toBe(true);
  });
});
