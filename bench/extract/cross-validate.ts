/**
 * K-fold cross-validation of the production chain's tuned thresholds over both corpora: the
 * aside-block removal's share (`AsideThresholds`), what the post-furniture removal keeps
 * (`PostFurnitureOptions`, or no removal), the content region's shares (`RegionThresholds`) and
 * the content choice's coverage (`ContentChoiceThresholds`) and the repeated-block removal's
 * minimum words (`DUPLICATE_BLOCK_MIN_WORDS`, or no removal). Every page is extracted once per
 * aside, post and region setting with the real stages (settings that leave the same tree share its
 * outcomes); the real chain (`runHtmlChain`) then replays each configuration from those outcomes (a
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
import type { DeclaredPageKind } from '../../domain/page/content-choice.policy.js';
import { runHtmlChain, type HtmlStages } from '../../adapters/outbound/extract/html/html-extraction-chain.js';
import { parseHtmlPage } from '../../adapters/outbound/extract/html/html-page-parser.js';
import { declaredPageKind, readPageMetadata } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import type { ParsedHtmlPage } from '../../adapters/outbound/extract/html/parsed-html-page.js';
import { removeAsideBlocks } from '../../adapters/outbound/extract/html/region/aside-blocks.js';
import { CHOICE_FIELDSETS_REMOVED, removeChoiceFieldsets } from '../../adapters/outbound/extract/html/region/choice-fieldsets.js';
import { removePostFurniture } from '../../adapters/outbound/extract/html/region/post-furniture.js';
import { runCleanedBodyStage } from '../../adapters/outbound/extract/html/stages/cleaned-body-stage.js';
import { runDefuddleStage } from '../../adapters/outbound/extract/html/stages/defuddle-stage.js';
import { runReadabilityStage } from '../../adapters/outbound/extract/html/stages/readability-stage.js';
import type { StageOutcome } from '../../adapters/outbound/extract/html/stages/stage-outcome.js';
import { libraryStageObstacle } from '../../adapters/outbound/extract/html/tree-size-guard.js';
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

/** One tree's stage outcomes: the region at every region setting, Readability, and Defuddle when the chain asks. */
interface PageOutcomes {
  readonly regions: readonly StageOutcome[];
  readonly readability: StageOutcome;
  readonly defuddle: () => Promise<StageOutcome>;
}

async function extractOutcomes(parsed: ParsedHtmlPage, url: string): Promise<PageOutcomes> {
  const regions: StageOutcome[] = [];
  for (const region of regionGrid) regions.push(await runCleanedBodyStage(parsed.document, url, region));
  const obstacle = libraryStageObstacle(parsed.document.documentElement);
  const readability = obstacle === undefined ? await runReadabilityStage(parsed.document, url, { consumeDocument: parsed.reparse !== undefined }) : failed('readability', `skipped (${obstacle})`);
  let defuddle: Promise<StageOutcome> | undefined;
  const lazyDefuddle = (): Promise<StageOutcome> => {
    defuddle ??= obstacle === undefined ? runDefuddleStage(parsed.reparse?.() ?? parsed.document, url) : Promise.resolve(failed('defuddle', 'skipped'));
    return defuddle;
  };
  return { regions, readability, defuddle: lazyDefuddle };
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
  /** Stage outcomes by the tree the stages read (its markup), shared by the settings that leave the same tree. */
  const trees = new Map<string, PageOutcomes>();
  const html = loadHtml(page);
  let declared: DeclaredPageKind | undefined;
  for (const aside of asideGrid) {
    for (const posts of postGrid) {
      // Each aside and post setting removes from its own fresh tree; what the page declares is read once.
      const parsed = await parseHtmlPage(html, page.url);
      declared ??= declaredPageKind(readPageMetadata(parsed.document, page.url));
      const body = parsed.document.body;
      if (body !== null) removeAsideBlocks(body, { reviews: declared.product === true }, aside);
      // At its production setting (its own CV: collection-rules-cv.ts), as the chain removes it.
      if (body !== null && declared.collection && CHOICE_FIELDSETS_REMOVED) removeChoiceFieldsets(body);
      if (posts !== undefined && body !== null) removePostFurniture(body, posts);
      // Settings that remove nothing on this page (most pages have no aside block or post furniture) leave the same tree.
      const tree = parsed.document.documentElement.outerHTML;
      const outcomes = trees.get(tree) ?? (await extractOutcomes(parsed, page.url));
      trees.set(tree, outcomes);
      const replayPage: ParsedHtmlPage = { document: dummy(), baseUrl: page.url, parser: 'linkedom', parserFailures: 0, notes: [], reparse: dummy };
      outcomeIds.set(outcomes, outcomeIds.get(outcomes) ?? outcomeIds.size);
      for (const [configIndex, config] of configs.entries()) {
        if (config.aside !== aside || config.posts !== posts) continue;
        const region = outcomes.regions[regionGrid.indexOf(config.region)] as StageOutcome;
        // Region settings often cut the same region: a configuration whose inputs repeat an earlier one's replays nothing.
        const replayKey = `${outcomeIds.get(outcomes)}|${JSON.stringify(config.choice)}|${config.duplicates}|${outcomeKey(region)}`;
        let scored = replays.get(replayKey);
        if (scored === undefined) {
          const stages: HtmlStages = { cleanedBody: async () => region, readability: async () => outcomes.readability, defuddle: outcomes.defuddle };
          // The replayed page's tree is empty: the chain's own aside and post removal find nothing there.
          const result = await runHtmlChain(replayPage, page.url, { stages, declared, choiceThresholds: config.choice, duplicateBlocks: { minWords: config.duplicates } });
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

const describe = (config: Config): string => `aside ${config.aside.maxShare}, posts ${config.posts === undefined ? 'kept whole' : config.posts.bylines ? 'trimmed, bylines kept' : 'trimmed to their text'}, main ${config.region.mainShare}, protected ${config.region.protectedShare}, link ${config.region.linkDensity}, index ${config.region.indexLinkDensity}, coverage ${config.choice.coverage}, repeats ${config.duplicates === undefined ? 'kept' : `dropped from ${config.duplicates} words`}`;
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
