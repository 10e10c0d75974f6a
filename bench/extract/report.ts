import type { CorpusPage } from './corpus.js';
import { pageKey } from './corpus.js';
import type { VariantSummary } from './scoring.js';

const MIB = 1024 * 1024;

function fixed(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
}

/** A Markdown table with padded columns. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** Quality per corpus and page type (both metrics), then speed and memory, one row per variant. */
export function formatTables(summaries: readonly VariantSummary[], skipped: ReadonlyMap<string, string>): string {
  const sections: string[] = [];
  const corpora = [...new Set(summaries.flatMap((summary) => summary.corpora.map((corpus) => corpus.corpus)))];
  for (const corpus of corpora) {
    const types = [...new Set(summaries.flatMap((summary) => [...(summary.corpora.find((c) => c.corpus === corpus)?.byType.keys() ?? [])]))];
    const perType = types.length > 1;
    const header = ['variant', 'shingle F1', 'P', 'R', 'word F1', 'word P', 'word R', ...(perType ? types.map((type) => `${type} (word F1)`) : [])];
    const rows = summaries.map((summary) => {
      const scores = summary.corpora.find((c) => c.corpus === corpus);
      if (scores === undefined) return [summary.variant];
      return [
        summary.variant,
        scores.spread ? `${fixed(scores.shingle.f1, 3)} ±${fixed(scores.spread.f1, 3)}` : fixed(scores.shingle.f1, 4),
        fixed(scores.shingle.precision, 3),
        fixed(scores.shingle.recall, 3),
        fixed(scores.words.f1, 4),
        fixed(scores.words.precision, 3),
        fixed(scores.words.recall, 3),
        ...(perType ? types.map((type) => fixed(scores.byType.get(type)?.words.f1 ?? Number.NaN, 3)) : []),
      ];
    });
    const pages = summaries[0]?.corpora.find((c) => c.corpus === corpus)?.pages ?? 0;
    sections.push(`### ${corpus} (${pages} pages)\n\n${markdownTable(header, rows)}`);
  }
  const speedHeader = ['variant', 'pages/s', 'p50 ms', 'p95 ms', 'max ms', 'p50 cpu ms', 'peak RSS MiB', 'failures', 'empty'];
  const speedRows = summaries.map((s) => [
    s.variant, fixed(s.pagesPerSecond, 2), fixed(s.p50Ms, 0), fixed(s.p95Ms, 0), fixed(s.maxMs, 0), fixed(s.p50CpuMs, 0),
    fixed(s.peakRssBytes / MIB, 0), String(s.failures), String(s.emptyOutputs),
  ]);
  sections.push(`### speed and memory (all pages, one child process per variant)\n\n${markdownTable(speedHeader, speedRows)}`);
  const notes = [...summaries.map((s) => `  ${s.variant}: ${s.description}`), ...[...skipped].map(([variant, reason]) => `  ${variant}: SKIPPED (${reason})`)];
  return `${sections.join('\n\n')}\n${notes.join('\n')}`;
}

/** Machine-readable summary: everything but the per-page rows. */
export function toJson(summaries: readonly VariantSummary[], skipped: ReadonlyMap<string, string>, pageCount: number, machine: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify(
    {
      pages: pageCount,
      machine,
      variants: summaries.map(({ pages: _pages, corpora, ...rest }) => ({
        ...rest,
        corpora: corpora.map(({ byType, ...corpus }) => ({ ...corpus, byType: Object.fromEntries(byType) })),
      })),
      skipped: Object.fromEntries(skipped),
      ...extra,
    },
    null,
    2,
  );
}

/** Per-page CSV: corpus, id, type, url, then each variant's shingle F1, word F1/P/R, ms and failure flag. */
export function toPageCsv(summaries: readonly VariantSummary[], corpus: readonly CorpusPage[]): string {
  const header = ['corpus', 'id', 'type', 'url'];
  for (const s of summaries) header.push(`${s.variant}:shingle_f1`, `${s.variant}:word_f1`, `${s.variant}:word_p`, `${s.variant}:word_r`, `${s.variant}:ms`, `${s.variant}:failed`);
  const byVariant = summaries.map((s) => new Map(s.pages.map((page) => [page.key, page])));
  const rows = corpus.map((page) => {
    const cells = [page.corpus, page.id, page.type, JSON.stringify(page.url)];
    for (const scored of byVariant) {
      const row = scored.get(pageKey(page));
      cells.push(fixed(row?.shingleF1 ?? Number.NaN, 4), fixed(row?.words.f1 ?? Number.NaN, 4), fixed(row?.words.precision ?? Number.NaN, 4),
        fixed(row?.words.recall ?? Number.NaN, 4), fixed(row?.ms ?? Number.NaN, 1), row?.failed === true ? '1' : '0');
    }
    return cells.join(',');
  });
  return [header.join(','), ...rows].join('\n') + '\n';
}
