/**
 * The page loop shared by the cross-validations of one content-region rule (item parts, control
 * names, site directories): each page runs the production chain once on a fresh parse with its
 * metadata; when the chain calls the region stage (on the page prepared by its steps before the
 * stages), the region is extracted under every configuration of the grid (the stage only reads the
 * page); the chain is then replayed (`runHtmlChain` on an empty page) for each other configuration
 * from those outcomes and the same Readability outcome. Defuddle, when a replay needs it and the real
 * run did not, runs on a fresh parse prepared as production prepares its re-parse. Pages over the
 * large-document limit are extracted as the chain would (not in parts), so their figures may differ
 * from the bench's.
 */
import { beforeStagesFor, reparsedWithoutBesides, type Besides } from '../../adapters/outbound/extract/html/html-chain-before-stages.js';
import { runHtmlChain, type HtmlStages } from '../../adapters/outbound/extract/html/html-extraction-chain.js';
import { parseHtmlPage } from '../../adapters/outbound/extract/html/html-page-parser.js';
import { readPageMetadata } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { pageChainOptions } from '../../adapters/outbound/extract/html/page-chain-options.js';
import { CHOICE_FIELDSETS_REMOVED } from '../../adapters/outbound/extract/html/region/choice-fieldsets.js';
import type { RegionThresholds } from '../../adapters/outbound/extract/html/region/content-region.js';
import { PRODUCT_CARD_THRESHOLDS } from '../../adapters/outbound/extract/html/region/product-cards.js';
import { runCleanedBodyStage } from '../../adapters/outbound/extract/html/stages/cleaned-body-stage.js';
import { runDefuddleStage } from '../../adapters/outbound/extract/html/stages/defuddle-stage.js';
import { runReadabilityStage } from '../../adapters/outbound/extract/html/stages/readability-stage.js';
import type { StageOutcome } from '../../adapters/outbound/extract/html/stages/stage-outcome.js';
import { loadHtml, type CorpusPage } from './corpus.js';
import { crossValidate, figureRows, objective, type Scored } from './cv-folds.js';
import { pageF1 } from './metric.js';
import { markdownTable } from './report.js';
import { scoreOutput } from './scoring.js';
import { failedOutcome, replayPage } from './stage-replay.js';

const BESIDES: Besides = { choiceFieldsets: CHOICE_FIELDSETS_REMOVED, productCards: PRODUCT_CARD_THRESHOLDS };

/**
 * scores[configuration][page] of every page under every configuration of `grid`, the region's
 * thresholds for one being `regionUnder(configuration)`; `productionIndex` is production's, whose
 * output is the real run's. Outputs equal under two configurations share one `Scored` object, so
 * `!==` tells a changed output.
 */
export async function regionRuleScores<Rule>(pages: readonly CorpusPage[], grid: readonly Rule[], regionUnder: (rule: Rule) => RegionThresholds, productionIndex: number): Promise<Scored[][]> {
  const scores: Scored[][] = grid.map(() => []);
  const started = performance.now();
  for (const [index, page] of pages.entries()) {
    const html = loadHtml(page);
    const parsed = await parseHtmlPage(html, page.url);
    const options = await pageChainOptions(readPageMetadata(parsed.document, page.url), parsed.baseUrl);
    const { declared } = options;
    const regions: StageOutcome[] = [];
    let readability: StageOutcome | undefined;
    let defuddle: Promise<StageOutcome> | undefined;
    const realDefuddle = async (): Promise<StageOutcome> => {
      const fresh = await parseHtmlPage(html, page.url);
      const tree = fresh.reparse === undefined ? fresh.document : reparsedWithoutBesides(fresh.reparse, declared, BESIDES, beforeStagesFor(fresh));
      return runDefuddleStage(tree, page.url, { baseUrl: fresh.baseUrl });
    };
    const recording: HtmlStages = {
      cleanedBody: async (document, url, stageOptions) => {
        for (const rule of grid) regions.push(await runCleanedBodyStage(document, url, regionUnder(rule), stageOptions?.baseUrl, stageOptions?.regionRoot));
        return regions[productionIndex] as StageOutcome;
      },
      readability: async (document, url, stageOptions) => (readability = await runReadabilityStage(document, url, stageOptions)),
      defuddle: (document, url, stageOptions) => (defuddle = runDefuddleStage(document, url, stageOptions)),
    };
    const real = await runHtmlChain(parsed, page.url, { ...options, stages: recording });
    const memo = new Map<string, Scored>();
    const score = (markdown: string): Scored => {
      let scored = memo.get(markdown);
      if (scored === undefined) memo.set(markdown, (scored = scoreOutput(page, markdown)));
      return scored;
    };
    for (const [ruleIndex] of grid.entries()) {
      let markdown = real.markdown;
      if (ruleIndex !== productionIndex && regions.length > 0) {
        const stages: HtmlStages = {
          cleanedBody: async () => regions[ruleIndex] as StageOutcome,
          readability: async () => readability ?? failedOutcome('readability', 'skipped'),
          defuddle: () => (defuddle ??= realDefuddle()),
        };
        markdown = (await runHtmlChain(replayPage(page.url), page.url, { ...options, stages })).markdown;
      }
      (scores[ruleIndex] as Scored[])[index] = score(markdown);
    }
    if ((index + 1) % 50 === 0) process.stderr.write(`  ${index + 1}/${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
  }
  return scores;
}

/** What `printRuleReport` needs of one rule's cross-validation. */
export interface RuleReport<Rule> {
  readonly title: string;
  readonly pages: readonly CorpusPage[];
  readonly grid: readonly Rule[];
  readonly scores: readonly Scored[][];
  readonly productionIndex: number;
  readonly offIndex: number;
  readonly folds: number;
  readonly seconds: number;
  readonly describe: (rule: Rule) => string;
}

/** The table (off, production in-sample, cross-validated), each fold's choice, each configuration's objective and the pages the rule changes. */
export function printRuleReport<Rule>({ title, pages, grid, scores, productionIndex, offIndex, folds, seconds, describe }: RuleReport<Rule>): void {
  const { heldOut, chosen } = crossValidate(pages, scores, productionIndex, folds);
  const all = pages.map((_, index) => index);
  console.log(`\n### ${title}: ${folds}-fold cross-validation (${grid.length} configurations, ${pages.length} pages, ${seconds.toFixed(0)} s)\n`);
  console.log(markdownTable(['pages', 'n', 'metric', 'in-sample, rule off', 'in-sample, production', `${folds}-fold cross-validated`], figureRows(pages, [scores[offIndex] as Scored[], scores[productionIndex] as Scored[], heldOut])));
  console.log(`\nproduction: ${describe(grid[productionIndex] as Rule)}`);
  chosen.forEach(({ index, trainObjective }, fold) => console.log(`fold ${fold + 1}: ${describe(grid[index] as Rule)} (train objective ${trainObjective.toFixed(4)})`));
  for (const [ruleIndex, rule] of grid.entries()) console.log(`  ${describe(rule)}: objective ${objective(pages, scores[ruleIndex] as Scored[], all).toFixed(5)}`);
  const f1 = (scored: Scored, type: string): number => (type === 'news' ? pageF1(scored.counts) : scored.words.f1);
  pages.forEach((page, index) => {
    const off = (scores[offIndex] as Scored[])[index] as Scored;
    const on = (scores[productionIndex] as Scored[])[index] as Scored;
    if (off !== on) console.log(`changed: ${page.type} ${page.id.slice(0, 8)} ${f1(off, page.type).toFixed(3)} → ${f1(on, page.type).toFixed(3)} ${page.url}`);
  });
}
