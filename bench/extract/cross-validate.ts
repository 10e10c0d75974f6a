/**
 * K-fold cross-validation of the production chain's tuned thresholds over both corpora: the
 * aside-block removal's share (`AsideThresholds`), what the post-furniture removal keeps
 * (`PostFurnitureOptions`, or no removal), the content region's shares (`RegionThresholds`) and
 * the content choice's coverage (`ContentChoiceThresholds`) and the repeated-block removal's
 * minimum words (`DUPLICATE_BLOCK_MIN_WORDS`, or no removal). Every page is
 * extracted once per aside, post and region setting with the real stages (a post setting that
 * trims nothing on a page reuses the untrimmed tree's outcomes); the real chain (`runHtmlChain`) then replays each
 * configuration from those outcomes. Folds are stratified by corpus and page type (pages dealt
 * round-robin in hash order). For each fold the configuration with the best objective on the other
 * folds (mean of the news corpus's shingle F1 and WCXB's word F1; ties keep the production
 * thresholds) is scored on the held-out fold; the pooled held-out scores are the cross-validated
 * figure.
 *
 *   node --import tsx bench/extract/cross-validate.ts [--corpus DIR[,DIR]] [--folds K] [--grid small|full] [--ids ...]
 */
import { parseArgs } from 'node:util';
import { parseHTML } from 'linkedom';
import { CONTENT_CHOICE_THRESHOLDS, type ContentChoiceThresholds, type DeclaredPageKind } from '../../domain/page/content-choice.policy.js';
import { runHtmlChain, type HtmlStages } from '../../adapters/outbound/extract/html/html-extraction-chain.js';
import { parseHtmlPage } from '../../adapters/outbound/extract/html/html-page-parser.js';
import { declaredPageKind, readPageMetadata } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import type { ParsedHtmlPage } from '../../adapters/outbound/extract/html/parsed-html-page.js';
import { ASIDE_THRESHOLDS, removeAsideBlocks, type AsideThresholds } from '../../adapters/outbound/extract/html/region/aside-blocks.js';
import { DUPLICATE_BLOCK_MIN_WORDS } from '../../adapters/outbound/extract/html/markdown/duplicate-blocks.js';
import { CHOICE_FIELDSETS_REMOVED, removeChoiceFieldsets } from '../../adapters/outbound/extract/html/region/choice-fieldsets.js';
import { POST_FURNITURE_OPTIONS, removePostFurniture, type PostFurnitureOptions } from '../../adapters/outbound/extract/html/region/post-furniture.js';
import { REGION_THRESHOLDS, type RegionThresholds } from '../../adapters/outbound/extract/html/region/content-region.js';
import { ITEM_PART_RULE } from '../../adapters/outbound/extract/html/region/item-parts.js';
import { runCleanedBodyStage } from '../../adapters/outbound/extract/html/stages/cleaned-body-stage.js';
import { runDefuddleStage } from '../../adapters/outbound/extract/html/stages/defuddle-stage.js';
import { runReadabilityStage } from '../../adapters/outbound/extract/html/stages/readability-stage.js';
import type { StageOutcome } from '../../adapters/outbound/extract/html/stages/stage-outcome.js';
import { libraryStageObstacle } from '../../adapters/outbound/extract/html/tree-size-guard.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora, loadHtml } from './corpus.js';
import { markdownTable } from './report.js';
import { scoreOutput } from './scoring.js';
import { crossValidate, figureRows, objective, type Scored } from './cv-folds.js';

interface Config {
  readonly aside: AsideThresholds;
  /** Undefined: no post-furniture removal (the chain before it existed). */
  readonly posts: PostFurnitureOptions | undefined;
  readonly region: RegionThresholds;
  readonly choice: ContentChoiceThresholds;
  /** Minimum words of a dropped verbatim repeat; undefined: repeats kept. */
  readonly duplicates: number | undefined;
}

const { values } = parseArgs({
  options: { corpus: { type: 'string' }, folds: { type: 'string', default: '5' }, grid: { type: 'string', default: 'small' }, ids: { type: 'string' } },
});
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS, values.ids ? new Set(values.ids.split(',')) : undefined);

const full = values.grid === 'full';
const regionGrid: RegionThresholds[] = [];
for (const mainShare of full ? [0.15, 0.25, 0.4] : [0.25, 0.4]) {
  for (const protectedShare of full ? [0.35, 0.5, 0.65] : [0.35, 0.5, 0.65]) {
    for (const linkDensity of full ? [0.65, 0.75, 0.85] : [0.65, 0.75, 0.85]) {
      for (const indexLinkDensity of full ? [0.2, 0.3, 0.45] : [0.3]) regionGrid.push({ mainShare, protectedShare, linkDensity, indexLinkDensity, itemParts: ITEM_PART_RULE });
    }
  }
}
const coverageGrid = full ? [0.5, 0.6, 0.7, 0.8, 0.9, 0.95] : [0.6, 0.7, 0.8, 0.9];
// Aside removal changes the tree both stages read, so every aside setting parses and extracts the page again.
const asideGrid: AsideThresholds[] = (full ? [0.25, 0.35, 0.5, 0.65, 0.8] : [0.35, 0.5, 0.65]).map((maxShare) => ({ ...ASIDE_THRESHOLDS, maxShare }));
const postGrid: (PostFurnitureOptions | undefined)[] = [undefined, { bylines: false }, { bylines: true }];
// The repeated-block removal works on the chosen Markdown: only the replay varies it. Below 12 words
// a repeat can be an item's own line on a collection that declares Product (a price under each model).
const duplicateGrid: (number | undefined)[] = full ? [undefined, 12, 16, 20, 30, 50] : [undefined, 12, 20, 30];
const configs: Config[] = asideGrid.flatMap((aside) =>
  postGrid.flatMap((posts) =>
    regionGrid.flatMap((region) => coverageGrid.flatMap((coverage) => duplicateGrid.map((duplicates) => ({ aside, posts, region, choice: { ...CONTENT_CHOICE_THRESHOLDS, coverage }, duplicates })))),
  ),
);
const same = (a: Config, b: Config): boolean => JSON.stringify(a) === JSON.stringify(b);
const productionIndex = configs.findIndex((config) => same(config, { aside: ASIDE_THRESHOLDS, posts: POST_FURNITURE_OPTIONS, region: REGION_THRESHOLDS, choice: CONTENT_CHOICE_THRESHOLDS, duplicates: DUPLICATE_BLOCK_MIN_WORDS }));
if (productionIndex < 0) throw new Error('the grid must contain the production thresholds');

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

/** scores[config][page]. */
const scores: Scored[][] = configs.map(() => []);
const started = performance.now();
for (const [index, page] of pages.entries()) {
  const memo = new Map<string, Scored>();
  const html = loadHtml(page);
  let declared: DeclaredPageKind | undefined;
  for (const aside of asideGrid) {
    /** Stage outcomes of the untrimmed tree, reused by post settings that trim nothing on this page. */
    let untrimmed: PageOutcomes | undefined;
    for (const posts of postGrid) {
      // Each aside and post setting removes from its own fresh tree; what the page declares is read once.
      const parsed = await parseHtmlPage(html, page.url);
      declared ??= declaredPageKind(readPageMetadata(parsed.document, page.url));
      const body = parsed.document.body;
      if (body !== null) removeAsideBlocks(body, { reviews: declared.product === true }, aside);
      // At its production setting (its own CV: collection-rules-cv.ts), as the chain removes it.
      if (body !== null && declared.collection && CHOICE_FIELDSETS_REMOVED) removeChoiceFieldsets(body);
      const trimmed = posts === undefined || body === null ? 0 : removePostFurniture(body, posts);
      const outcomes = trimmed === 0 && untrimmed !== undefined ? untrimmed : await extractOutcomes(parsed, page.url);
      if (posts === undefined) untrimmed = outcomes;
      const replayPage: ParsedHtmlPage = { document: dummy(), baseUrl: page.url, parser: 'linkedom', parserFailures: 0, notes: [], reparse: dummy };
      for (const [configIndex, config] of configs.entries()) {
        if (config.aside !== aside || config.posts !== posts) continue;
        const region = outcomes.regions[regionGrid.indexOf(config.region)] as StageOutcome;
        const stages: HtmlStages = { cleanedBody: async () => region, readability: async () => outcomes.readability, defuddle: outcomes.defuddle };
        // The replayed page's tree is empty: the chain's own aside and post removal find nothing there.
        const result = await runHtmlChain(replayPage, page.url, { stages, declared, choiceThresholds: config.choice, duplicateBlocks: { minWords: config.duplicates } });
        let scored = memo.get(result.markdown);
        if (scored === undefined) {
          scored = scoreOutput(page, result.markdown);
          memo.set(result.markdown, scored);
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
