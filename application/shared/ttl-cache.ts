interface Entry<V> {
  readonly value: V;
  readonly expiresAt: number;
}

/**
 * A bounded least-recently-used cache whose entries expire `ttlMs` after they were stored.
 * Time is passed in (epoch ms) so callers use their injected clock.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {
    if (!(ttlMs > 0) || !Number.isInteger(maxEntries) || maxEntries < 1) {
      throw new RangeError('TtlCache needs a positive ttlMs and a positive integer maxEntries');
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (now >= entry.expiresAt) {
      this.entries.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, now: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.entries.delete(oldest.value);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
