import type { VariantSummary } from './scoring.js';

const MIB = 1024 * 1024;

function fixed(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
}

/** The human-readable table: one row per variant, then notes for skipped variants. */
export function formatTable(summaries: readonly VariantSummary[], skipped: ReadonlyMap<string, string>): string {
  const header = ['variant', 'F1', 'precision', 'recall', 'pages/s', 'p50 ms', 'p95 ms', 'max ms', 'p50 cpu ms', 'peak RSS MiB', 'failures', 'empty'];
  const rows = summaries.map((s) => [
    s.variant,
    s.spread ? `${fixed(s.score.f1, 3)} ±${fixed(s.spread.f1, 3)}` : fixed(s.score.f1, 4),
    s.spread ? `${fixed(s.score.precision, 3)} ±${fixed(s.spread.precision, 3)}` : fixed(s.score.precision, 4),
    s.spread ? `${fixed(s.score.recall, 3)} ±${fixed(s.spread.recall, 3)}` : fixed(s.score.recall, 4),
    fixed(s.pagesPerSecond, 2),
    fixed(s.p50Ms, 0),
    fixed(s.p95Ms, 0),
    fixed(s.maxMs, 0),
    fixed(s.p50CpuMs, 0),
    fixed(s.peakRssBytes / MIB, 0),
    String(s.failures),
    String(s.emptyOutputs),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const lines = [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
  for (const s of summaries) lines.push(`  ${s.variant}: ${s.description}`);
  for (const [variant, reason] of skipped) lines.push(`  ${variant}: SKIPPED (${reason})`);
  return lines.join('\n');
}

/** Machine-readable summary: everything but the per-page rows. */
export function toJson(summaries: readonly VariantSummary[], skipped: ReadonlyMap<string, string>, pageCount: number, machine: string): string {
  return JSON.stringify(
    {
      pages: pageCount,
      machine,
      variants: summaries.map(({ pages: _pages, ...rest }) => rest),
      skipped: Object.fromEntries(skipped),
    },
    null,
    2,
  );
}

/** Per-page CSV: for every page, each variant's F1, precision, recall, ms and failure flag. */
export function toPageCsv(summaries: readonly VariantSummary[], urls: ReadonlyMap<string, string>): string {
  const header = ['id', 'url'];
  for (const s of summaries) header.push(`${s.variant}:f1`, `${s.variant}:precision`, `${s.variant}:recall`, `${s.variant}:ms`, `${s.variant}:failed`);
  const ids = summaries[0]?.pages.map((page) => page.id) ?? [];
  const rows = ids.map((id, index) => {
    const cells = [id, JSON.stringify(urls.get(id) ?? '')];
    for (const s of summaries) {
      const page = s.pages[index];
      cells.push(fixed(page?.f1 ?? Number.NaN, 4), fixed(page?.precision ?? Number.NaN, 4), fixed(page?.recall ?? Number.NaN, 4),
        fixed(page?.ms ?? Number.NaN, 1), page?.failed ? '1' : '0');
    }
    return cells.join(',');
  });
  return [header.join(','), ...rows].join('\n') + '\n';
}
