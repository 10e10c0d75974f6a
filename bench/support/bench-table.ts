import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One figure of `npm run bench`: its value beside its own baseline, measured in the same run. */
export interface BenchRow {
  readonly figure: string;
  readonly value: string;
  readonly baseline: string;
  /** value ÷ baseline, when the two are comparable. */
  readonly ratio?: number;
  readonly target: string;
  readonly met: boolean;
}

const OUT_DIR = fileURLToPath(new URL('../../.bench-out/', import.meta.url));

function cell(row: BenchRow): string[] {
  return [row.figure, row.value, row.baseline, row.ratio === undefined ? '' : `${row.ratio.toPrecision(row.ratio < 0.1 ? 1 : 3)}×`, row.target, row.met ? 'yes' : 'NO'];
}

/** The rows as a Markdown table (the form bench/RESULTS.md records). */
export function formatTable(rows: readonly BenchRow[]): string {
  const lines = [['figure', 'value', 'baseline', 'ratio', 'target', 'met?'], ...rows.map(cell)];
  return lines.map((line, index) => `| ${line.join(' | ')} |${index === 0 ? `\n|${line.map(() => '---').join('|')}|` : ''}`).join('\n');
}

/** Prints the rows and keeps them in `.bench-out/<name>.json` for `npm run bench`'s one table. */
export function reportRows(name: string, rows: readonly BenchRow[]): void {
  console.log(`\n${formatTable(rows)}`);
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(join(OUT_DIR, `${name}.rows.json`), JSON.stringify(rows));
}

/** Every bench's saved rows, in file-name order. */
export function savedRows(names: readonly string[]): BenchRow[] {
  const files = new Set(existsSync(OUT_DIR) ? readdirSync(OUT_DIR) : []);
  return names.flatMap((name) => (files.has(`${name}.rows.json`) ? (JSON.parse(readFileSync(join(OUT_DIR, `${name}.rows.json`), 'utf8')) as BenchRow[]) : []));
}

/** The machine line RESULTS.md asks for: cores, CPU, Node, load average, date. */
export function machineLine(): string {
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
  return `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, load average ${one} / ${five} / ${fifteen}, ${new Date().toISOString()}`;
}
