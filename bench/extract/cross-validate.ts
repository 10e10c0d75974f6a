/**
 * K-fold cross-validation of the production chain's tuned thresholds over both corpora: the
 * aside-block removal's share (`AsideThresholds`), what the post-furniture removal keeps
 * (`PostFurnitureOptions`), the content region's shares (`RegionThresholds`) and
 * the content choice's coverage (`ContentChoiceThresholds`) and the repeated-block removal's
 * minimum words (`DUPLICATE_BLOCK_MIN_WORDS`, or no removal). Under every aside and post setting
 * the real chain (`runHtmlChain`, with the page's own options: what it declares and states, its
 * product description) runs on a fresh parse, every step before the stages as in production, and
 * its region stage runs at every region setting (settings that leave the same tree share its
 * outcomes); the chain then replays each configuration from those outcomes (a
 * configuration whose inputs repeat an earlier one's reuses its score). Folds are `cv-folds.ts`'s:
 * a site's pages share a fold, and the folds are stratified by corpus and page type. For each fold
 * the configuration with the best objective on the other folds (mean of the news corpus's shingle
 * F1 and WCXB's word F1; ties keep the production thresholds) is scored on the held-out fold; the
 * pooled held-out scores are the cross-validated figure.
 *
 *   node --import tsx bench/extract/cross-validate.ts [--corpus DIR[,DIR]] [--folds K] [--grid small|full] [--ids ...]
 */
import { parseArgs } from 'node:util';
import { parseHTML } from 'linkedom';
import { runHtmlChain, type HtmlChainOptions, type HtmlStages } from '../../adapters/outbound/extract/html/html-extraction-chain.js';
import { parseHtmlPage } from '../../adapters/outbound/extract/html/html-page-parser.js';
import { readPageMetadata } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { pageChainOptions, type PageChainOptions } from '../../adapters/outbound/extract/html/page-chain-options.js';
import type { ParsedHtmlPage } from '../../adapters/outbound/extract/html/parsed-html-page.js';
import { REGION_THRESHOLDS } from '../../adapters/outbound/extract/html/region/content-region.js';
import { runCleanedBodyStage } from '../../adapters/outbound/extract/html/stages/cleaned-body-stage.js';
import { runDefuddleStage } from '../../adapters/outbound/extract/html/stages/defuddle-stage.js';
import { runReadabilityStage } from '../../adapters/outbound/extract/html/stages/readability-stage.js';
import type { StageOutcome } from '../../adapters/outbound/extract/html/stages/stage-outcome.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora, loadHtml } from './corpus.js';
import { markdownTable } from './report.js';
import { scoreOutput } from './scoring.js';
import { crossValidate, figureRows, objective, type Scored } from './cv-folds.js';
import { thresholdGrid, type Config } from './threshold-grid.js';

const { values } = parseArgs({
  options: { corpus: { type: 'string' }, folds: { type: 'string', default: '5' }, grid: { type: 'string', default: 'small' }, ids: { type: 'string' } },
});
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS, values.ids ? new Set(values.ids.split(',')) : undefined);

const { configs, asideGrid, postGrid, regionGrid, productionIndex } = thresholdGrid(values.grid === 'full');

const dummy = (): Document => parseHTML('<!DOCTYPE html><html><head></head><body></body></html>').document as unknown as Document;
const failed = (stage: StageOutcome['stage'], reason: string): StageOutcome => ({ ok: false, stage, reason, parserFailures: 0 });
const productionRegion = regionGrid.findIndex((region) => JSON.stringify(region) === JSON.stringify(REGION_THRESHOLDS));

/** One tree's stage outcomes: the region at every region setting, Readability, and Defuddle when a replay asks. */
interface PageOutcomes {
  readonly regions: readonly StageOutcome[];
  /** For each region setting, the first setting whose region outcome is the same (settings often cut the same region). */
  readonly sameRegionAs: readonly number[];
  readonly readability: StageOutcome;
  readonly defuddle: () => Promise<StageOutcome>;
}

/** The chain's options for one aside and post setting, the page's own (what it declares and states) included. */
type SettingOptions = Pick<HtmlChainOptions, 'asides' | 'postFurniture'> & PageChainOptions;

/**
 * The stage outcomes under one aside and post setting: the real chain runs on a fresh parse (so every
 * step before the stages runs as in production), with its region stage run at every region setting
 * and its Readability stage recorded. Settings that leave the same tree (most pages have no aside
 * block or post furniture) share `trees`' outcomes. Defuddle runs only when a replay asks, on its own
 * parse through the chain with the two cheap stages forced off, as production would reach it.
 */
async function extractOutcomes(html: string, url: string, options: SettingOptions, trees: Map<string, PageOutcomes>): Promise<PageOutcomes> {
  let known: PageOutcomes | undefined;
  let tree = '';
  const regions: StageOutcome[] = [];
  let readability: StageOutcome | undefined;
  const stages: HtmlStages = {
    cleanedBody: async (document, stageUrl, stageOptions) => {
      tree = document.documentElement.outerHTML;
      known = trees.get(tree);
      if (known !== undefined) return known.regions[productionRegion] as StageOutcome;
      for (const region of regionGrid) regions.push(await runCleanedBodyStage(document, stageUrl, region, stageOptions?.baseUrl, stageOptions?.regionRoot));
      return regions[productionRegion] as StageOutcome;
    },
    readability: async (document, stageUrl, stageOptions) => {
      readability = known?.readability ?? (await runReadabilityStage(document, stageUrl, stageOptions));
      return readability;
    },
    defuddle: async () => failed('defuddle', 'not asked'),
  };
  await runHtmlChain(await parseHtmlPage(html, url), url, { ...options, stages });
  if (known !== undefined) return known;
  let defuddle: Promise<StageOutcome> | undefined;
  const lazyDefuddle = (): Promise<StageOutcome> => {
    defuddle ??= (async () => {
      let outcome: StageOutcome = failed('defuddle', 'skipped');
      const onlyDefuddle: HtmlStages = {
        cleanedBody: async () => failed('cleaned-body', 'forced off'),
        readability: async () => failed('readability', 'forced off'),
        defuddle: async (document, stageUrl, stageOptions) => (outcome = await runDefuddleStage(document, stageUrl, stageOptions)),
      };
      await runHtmlChain(await parseHtmlPage(html, url), url, { ...options, stages: onlyDefuddle });
      return outcome;
    })();
    return defuddle;
  };
  // Readability is not run where the tree is too large for the libraries (the chain notes it skipped).
  const keys = regions.map(outcomeKey);
  const sameRegionAs = keys.map((key) => keys.indexOf(key));
  const outcomes: PageOutcomes = { regions, sameRegionAs, readability: readability ?? failed('readability', 'skipped'), defuddle: lazyDefuddle };
  trees.set(tree, outcomes);
  return outcomes;
}

/** Everything of a stage outcome the chain reads. */
function outcomeKey(outcome: StageOutcome): string {
  return outcome.ok ? JSON.stringify([outcome.markdown, outcome.title, outcome.textLength, outcome.words, outcome.parserFailures, outcome.removedLinkClusters, outcome.controlWords]) : JSON.stringify([outcome.stage, outcome.reason, outcome.parserFailures]);
}

/** scores[config][page]. */
const scores: Scored[][] = configs.map(() => []);
const started = performance.now();
for (const [index, page] of pages.entries()) {
  const memo = new Map<string, Scored>();
  const replays = new Map<string, Scored>();
  const outcomeIds = new Map<PageOutcomes, number>();
  /** Stage outcomes by the tree the stages read (its markup). */
  const trees = new Map<string, PageOutcomes>();
  const html = loadHtml(page);
  const pageOptions = await pageChainOptions(readPageMetadata((await parseHtmlPage(html, page.url)).document, page.url), page.url);
  for (const aside of asideGrid) {
    for (const posts of postGrid) {
      const outcomes = await extractOutcomes(html, page.url, { ...pageOptions, asides: aside, postFurniture: posts }, trees);
      const replayPage: ParsedHtmlPage = { document: dummy(), baseUrl: page.url, parser: 'linkedom', parserFailures: 0, notes: [], reparse: dummy };
      outcomeIds.set(outcomes, outcomeIds.get(outcomes) ?? outcomeIds.size);
      for (const [configIndex, config] of configs.entries()) {
        if (config.aside !== aside || config.posts !== posts) continue;
        const regionIndex = regionGrid.indexOf(config.region);
        const region = outcomes.regions[regionIndex] as StageOutcome;
        // A configuration whose inputs repeat an earlier one's replays nothing.
        const replayKey = `${outcomeIds.get(outcomes)}|${JSON.stringify(config.choice)}|${config.duplicates}|${outcomes.sameRegionAs[regionIndex]}`;
        let scored = replays.get(replayKey);
        if (scored === undefined) {
          const stages: HtmlStages = { cleanedBody: async () => region, readability: async () => outcomes.readability, defuddle: outcomes.defuddle };
          // The replayed page's tree is empty: the chain's own aside and post removal find nothing there.
          const result = await runHtmlChain(replayPage, page.url, { ...pageOptions, stages, choiceThresholds: config.choice, duplicateBlocks: { minWords: config.duplicates } });
          scored = memo.get(result.markdown) ?? scoreOutput(page, result.markdown);
          memo.set(result.markdown, scored);
          replays.set(replayKey, scored);
        }
        (scores[configIndex] as Scored[])[index] = scored;
      }
    }
  }
  if ((index + 1) % 50 === 0) process.stderr.write(`  cross-validation: ${index + 1}/${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
}

const describe = (config: Config): string => `aside ${config.aside.maxShare}, posts ${config.posts.bylines ? 'trimmed, bylines kept' : 'trimmed to their text'}, main ${config.region.mainShare}, protected ${config.region.protectedShare}, link ${config.region.linkDensity}, index ${config.region.indexLinkDensity}, coverage ${config.choice.coverage}, repeats ${config.duplicates === undefined ? 'kept' : `dropped from ${config.duplicates} words`}`;
const validated = crossValidate(pages, scores, productionIndex, folds);
const heldOut = validated.heldOut;
const chosen = validated.chosen.map(({ index, trainObjective }, fold) => `fold ${fold + 1}: ${describe(configs[index] as Config)} (train objective ${trainObjective.toFixed(4)})`);
const objectiveOf = (configIndex: number, members: readonly number[]): number => objective(pages, scores[configIndex] as Scored[], members);
const all = pages.map((_, index) => index);
const optimistic = configs.map((_, configIndex) => objectiveOf(configIndex, all)).reduce((best, value, configIndex, list) => (value > (list[best] ?? -1) ? configIndex : best), productionIndex);

const rows = figureRows(pages, [scores[productionIndex] as Scored[], scores[optimistic] as Scored[], heldOut]);
console.log(`\n### cross-validation of the production thresholds (${folds}-fold, ${configs.length} configurations, ${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
console.log(markdownTable(['pages', 'n', 'metric', 'in-sample (production thresholds)', 'in-sample best of grid (optimistic)', `${folds}-fold cross-validated`], rows));
console.log(`\nproduction: ${describe(configs[productionIndex] as Config)}\nbest of grid in-sample: ${describe(configs[optimistic] as Config)}\n${chosen.join('\n')}`);
