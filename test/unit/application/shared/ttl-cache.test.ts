import { describe, expect, it } from 'vitest';
import { TtlCache } from '../../../../application/shared/ttl-cache.js';

describe('TtlCache', () => {
  it('expires an entry exactly ttlMs after it was stored', () => {
    const cache = new TtlCache<string>(15 * 60_000, 10);
    cache.set('k', 'v', 1_000);
    expect(cache.get('k', 1_000 + 15 * 60_000 - 1)).toBe('v');
    expect(cache.get('k', 1_000 + 15 * 60_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('evicts the least recently used entry beyond maxEntries', () => {
    const cache = new TtlCache<number>(1_000, 2);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    expect(cache.get('a', 1)).toBe(1);
    cache.set('c', 3, 2);
    expect(cache.get('b', 3)).toBeUndefined();
    expect(cache.get('a', 3)).toBe(1);
    expect(cache.get('c', 3)).toBe(3);
  });

  it('rejects nonsensical bounds', () => {
    expect(() => new TtlCache(0, 1)).toThrow(RangeError);
    expect(() => new TtlCache(1, 0)).toThrow(RangeError);
  });
});
