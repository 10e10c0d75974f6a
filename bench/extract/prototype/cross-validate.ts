/**
 * Offline study of the stage quality check on a kept prototype run
 * (`npm run bench:extract -- --variants prototype --keep-runs DIR`):
 * scores Defuddle alone, Readability alone, the per-page oracle, the rule with
 * its default thresholds, the best thresholds in a small grid (optimistic),
 * and a leave-one-out estimate where the thresholds for each page are chosen
 * on the other pages only (honest).
 *
 *   node --import tsx bench/extract/prototype/cross-validate.ts --run DIR/prototype.json [--corpus DIR]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEFAULT_CORPUS_DIR, loadCorpus } from '../corpus.js';
import { markdownToText } from '../markdown-to-text.js';
import { bootstrapSpread, pageF1, scoreCorpus, scorePage } from '../metric.js';
import type { PageCounts } from '../metric.js';
import type { VariantRun } from '../worker-result.js';
import { trimLinkBlocks } from '../../../adapters/outbound/extract/html/markdown/link-block-trim.js';
import {
  chooseExtractionStage as chooseStage,
  STAGE_QUALITY_THRESHOLDS as DEFAULT_THRESHOLDS,
} from '../../../domain/page/stage-quality-check.policy.js';
import type { StageQualityThresholds as QualityCheckThresholds } from '../../../domain/page/stage-quality-check.policy.js';

const { values } = parseArgs({ options: { run: { type: 'string' }, corpus: { type: 'string', default: DEFAULT_CORPUS_DIR } } });
if (!values.run) throw new Error('usage: cross-validate.ts --run FILE [--corpus DIR]');
const run = JSON.parse(readFileSync(values.run, 'utf8')) as VariantRun;
const stagesById = new Map(run.pages.map((page) => [page.id, page.stages ?? {}]));
const corpus = loadCorpus(values.corpus).filter((page) => stagesById.has(page.id));

interface PageCase {
  readonly defuddle: string;
  readonly readability: string;
  readonly counts: { readonly defuddle: PageCounts; readonly readability: PageCounts };
}
const cases: PageCase[] = corpus.map((page) => {
  const stages = stagesById.get(page.id) ?? {};
  const defuddle = stages['defuddle'] ?? '';
  const readability = stages['readability'] ?? '';
  return {
    defuddle,
    readability,
    counts: {
      defuddle: scorePage(page.truth, markdownToText(defuddle)),
      readability: scorePage(page.truth, markdownToText(readability)),
    },
  };
});

const AGREEMENT = [0, 0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 1.01];
const LINK_SHARE = [0.3, 0.4, 0.5, 0.6, 0.7, 1.01];
const grid: QualityCheckThresholds[] = AGREEMENT.flatMap((agreement) => LINK_SHARE.map((linkListShare) => ({ agreement, linkListShare })));

// Decisions per grid point, computed once: index [gridPoint][page] → chosen counts.
const decisions = grid.map((thresholds) =>
  cases.map((c) => (chooseStage(c.defuddle, c.readability, thresholds).stage === 'readability' ? c.counts.readability : c.counts.defuddle)),
);
const f1Without = (counts: readonly PageCounts[], skip: number) => scoreCorpus(counts.filter((_, index) => index !== skip)).f1;

const leaveOneOut: PageCounts[] = cases.map((_, heldOut) => {
  let best = 0;
  let bestF1 = -1;
  decisions.forEach((counts, point) => {
    const f1 = f1Without(counts, heldOut);
    if (f1 > bestF1 + 1e-12) {
      bestF1 = f1;
      best = point;
    }
  });
  return decisions[best]?.[heldOut] as PageCounts;
});

const defaultCounts = cases.map((c) =>
  chooseStage(c.defuddle, c.readability, DEFAULT_THRESHOLDS).stage === 'readability' ? c.counts.readability : c.counts.defuddle,
);
const bestPoint = decisions.map((counts) => scoreCorpus(counts).f1).reduce((best, f1, index, all) => (f1 > (all[best] ?? -1) ? index : best), 0);
const trimmedCounts = cases.map((c, index) => {
  const chosen = chooseStage(c.defuddle, c.readability).stage === 'readability' ? c.readability : c.defuddle;
  return scorePage(corpus[index]?.truth ?? '', markdownToText(trimLinkBlocks(chosen).markdown));
});
const lines: [string, readonly PageCounts[]][] = [
  ['defuddle only', cases.map((c) => c.counts.defuddle)],
  ['readability only', cases.map((c) => c.counts.readability)],
  ['oracle (better page F1)', cases.map((c) => (pageF1(c.counts.readability) > pageF1(c.counts.defuddle) ? c.counts.readability : c.counts.defuddle))],
  [`rule, default ${JSON.stringify(DEFAULT_THRESHOLDS)}`, defaultCounts],
  [`rule, best of grid ${JSON.stringify(grid[bestPoint])} (optimistic)`, decisions[bestPoint] ?? []],
  ['rule, leave-one-out thresholds (honest)', leaveOneOut],
  ['rule (default) + link-block trim', trimmedCounts],
];
console.log(`${cases.length} pages from ${values.run}`);
for (const [name, counts] of lines) {
  const score = scoreCorpus(counts);
  const spread = bootstrapSpread(counts, 1000);
  console.log(`${score.f1.toFixed(4)} ±${spread.f1.toFixed(3)}  P ${score.precision.toFixed(4)}  R ${score.recall.toFixed(4)}  ${name}`);
}
// Paired bootstrap: resample pages once, score both chains on the same resample.
function pairedGain(better: readonly PageCounts[], baseline: readonly PageCounts[], rounds = 2000): { mean: number; positive: number } {
  let state = 0x5eed;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 4294967296;
  };
  let sum = 0;
  let positive = 0;
  for (let round = 0; round < rounds; round++) {
    const picks = better.map(() => Math.floor(next() * better.length));
    const gain = scoreCorpus(picks.map((i) => better[i] as PageCounts)).f1 - scoreCorpus(picks.map((i) => baseline[i] as PageCounts)).f1;
    sum += gain;
    if (gain > 0) positive++;
  }
  return { mean: sum / rounds, positive: positive / rounds };
}
for (const [name, baseline] of [['readability only', cases.map((c) => c.counts.readability)], ['defuddle only', cases.map((c) => c.counts.defuddle)]] as const) {
  const gain = pairedGain(defaultCounts, baseline);
  console.log(`paired bootstrap, default rule vs ${name}: mean gain ${gain.mean.toFixed(4)}, positive in ${(100 * gain.positive).toFixed(1)} % of resamples`);
}
const chosenReadability = cases.filter((c) => chooseStage(c.defuddle, c.readability).stage === 'readability').length;
console.log(`default rule picks readability on ${chosenReadability} of ${cases.length} pages`);
console.log('\nF1 over the grid (rows: agreement, columns: linkListShare)');
console.log(`       ${LINK_SHARE.map((v) => v.toFixed(2).padStart(7)).join('')}`);
AGREEMENT.forEach((agreement, row) => {
  const cells = LINK_SHARE.map((_, column) => scoreCorpus(decisions[row * LINK_SHARE.length + column] ?? []).f1.toFixed(4).padStart(7));
  console.log(`${agreement.toFixed(2).padStart(6)} ${cells.join('')}`);
});
