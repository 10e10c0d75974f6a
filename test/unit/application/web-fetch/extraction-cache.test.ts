import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExtractionCache } from '../../../../application/web-fetch/extraction-cache.js';

describe('ExtractionCache', () => {
  it('evicts the least recently used entry, counting reads as use', () => {
    const cache = new ExtractionCache<string>({ maxEntries: 2, maxBytes: 100 });
    cache.set('a', 'A', 1);
    cache.set('b', 'B', 1);
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C', 1);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
  });

  it('evicts by total size and refuses an entry larger than the whole budget', () => {
    const cache = new ExtractionCache<string>({ maxEntries: 10, maxBytes: 100 });
    cache.set('a', 'A', 60);
    cache.set('b', 'B', 30);
    cache.set('c', 'C', 30);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(60);
    expect(cache.set('huge', 'H', 101)).toBe(false);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('replacing a key updates its size', () => {
    const cache = new ExtractionCache<string>({ maxEntries: 10, maxBytes: 100 });
    cache.set('a', 'A', 60);
    cache.set('a', 'A2', 10);
    expect(cache.bytes).toBe(10);
    expect(cache.get('a')).toBe('A2');
  });

  it('always stays within both bounds', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 50 })), { maxLength: 200 }), (writes) => {
      const cache = new ExtractionCache<number>({ maxEntries: 5, maxBytes: 100 });
      for (const [key, size] of writes) cache.set(String(key), size, size);
      expect(cache.size).toBeLessThanOrEqual(5);
      expect(cache.bytes).toBeLessThanOrEqual(100);
      const last = writes.at(-1);
      if (last !== undefined) expect(cache.get(String(last[0]))).toBe(last[1]);
    }));
  });
});
