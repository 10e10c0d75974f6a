/** Median of a non-empty list. */
export function median(values: readonly number[]): number {
  return percentile(values, 0.5);
}

/** Nearest-rank percentile of `values` (0 < q ≤ 1); NaN for an empty list. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1] as number;
}

/** Formats milliseconds for the table: µs below 1 ms. */
export function ms(value: number): string {
  return value < 1 ? `${(value * 1000).toFixed(1)} µs` : `${value.toFixed(value < 10 ? 2 : 0)} ms`;
}

/** Formats bytes as MiB. */
export function mib(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(0)} MiB`;
}

export interface PairedSamples {
  readonly a: readonly number[];
  readonly b: readonly number[];
  /** a ÷ b pair by pair. */
  readonly ratios: readonly number[];
}

/**
 * Times A and B in alternation (A B A B …) after `warmup` unrecorded pairs, so machine drift hits
 * both alike; each function returns its own measurement (ms, bytes, …).
 */
export async function paired(a: () => Promise<number>, b: () => Promise<number>, options: { readonly runs: number; readonly warmup: number }): Promise<PairedSamples> {
  for (let i = 0; i < options.warmup; i++) {
    await a();
    await b();
  }
  const as: number[] = [];
  const bs: number[] = [];
  for (let i = 0; i < options.runs; i++) {
    as.push(await a());
    bs.push(await b());
  }
  return { a: as, b: bs, ratios: as.map((value, i) => value / (bs[i] ?? Number.NaN)) };
}
