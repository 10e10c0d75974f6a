/** Bounds of a per-run extraction cache. */
export interface ExtractionCacheLimits {
  readonly maxEntries: number;
  /** Sum of entry sizes (UTF-8 bytes of document text) kept at most. */
  readonly maxBytes: number;
}

/**
 * A least-recently-used map bounded by entry count AND total size. `get` refreshes recency;
 * `set` evicts the least recently used entries until both bounds hold. An entry larger than
 * `maxBytes` on its own is not stored. Per run: create one per controller, drop it at run end.
 */
export class ExtractionCache<V> {
  readonly #limits: ExtractionCacheLimits;
  readonly #entries = new Map<string, { readonly value: V; readonly size: number }>();
  #bytes = 0;

  constructor(limits: ExtractionCacheLimits) {
    if (limits.maxEntries < 1 || limits.maxBytes < 1) throw new RangeError('cache limits must be positive');
    this.#limits = limits;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Stores `value` of `size` bytes; returns false when it alone exceeds the byte bound. */
  set(key: string, value: V, size: number): boolean {
    this.delete(key);
    if (size > this.#limits.maxBytes) return false;
    this.#entries.set(key, { value, size });
    this.#bytes += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.#limits.maxEntries && this.#bytes <= this.#limits.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.size;
    }
    return true;
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Total size of the stored entries. */
  get bytes(): number {
    return this.#bytes;
  }
}
