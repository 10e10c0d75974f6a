/**
 * K-fold cross-validation of the site-directory rule alone (`RegionThresholds.siteDirectories`: a site
 * header or footer holding `protectedShare` of the region's text whose text is at least a share of link
 * labels, a mega-menu or mega-footer, is pruned whatever its size and left out of the region's shares),
 * off and on with that share at the link clusters' own `linkDensity` (production) and at other values,
 * every other setting at production. Each page runs the production chain once on a fresh parse with its metadata; when
 * the chain calls the region stage (on the page prepared by its passes before the stages), the
 * region is extracted under every configuration (the stage only reads the page); the chain is then
 * replayed (`runHtmlChain` on an empty page) for each other configuration from those outcomes and
 * the same Readability outcome. Defuddle, when a replay needs it and the real run did not, runs on
 * a fresh parse prepared as production prepares its re-parse. Pages over the large-document limit
 * are extracted as the chain would (not in parts), so their figures may differ from the bench's.
 * Folds, objective (mean of the news corpus's shingle F1 and WCXB's word F1) and tie rule
 * (production wins ties) are those of `cv-folds.ts`.
 *
 *   node --import tsx bench/extract/site-directory-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { parseArgs } from 'node:util';
import { beforeStagesFor, reparsedWithoutBesides, type Besides } from '../../adapters/outbound/extract/html/html-chain-before-stages.js';
import { runHtmlChain, type HtmlChainOptions, type HtmlStages } from '../../adapters/outbound/extract/html/html-extraction-chain.js';
import { parseHtmlPage } from '../../adapters/outbound/extract/html/html-page-parser.js';
import { declaredPageKind, readPageMetadata } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { CHOICE_FIELDSETS_REMOVED } from '../../adapters/outbound/extract/html/region/choice-fieldsets.js';
import { REGION_THRESHOLDS, SITE_DIRECTORIES_PRUNED } from '../../adapters/outbound/extract/html/region/content-region.js';
import { PRODUCT_CARD_THRESHOLDS } from '../../adapters/outbound/extract/html/region/product-cards.js';
import { runCleanedBodyStage } from '../../adapters/outbound/extract/html/stages/cleaned-body-stage.js';
import { runDefuddleStage } from '../../adapters/outbound/extract/html/stages/defuddle-stage.js';
import { runReadabilityStage } from '../../adapters/outbound/extract/html/stages/readability-stage.js';
import type { StageOutcome } from '../../adapters/outbound/extract/html/stages/stage-outcome.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora, loadHtml } from './corpus.js';
import { crossValidate, figureRows, objective, type Scored } from './cv-folds.js';
import { pageF1 } from './metric.js';
import { markdownTable } from './report.js';
import { scoreOutput } from './scoring.js';
import { failedOutcome, replayPage } from './stage-replay.js';

const { values } = parseArgs({ options: { corpus: { type: 'string' }, folds: { type: 'string', default: '5' }, ids: { type: 'string' } } });
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS, values.ids ? new Set(values.ids.split(',')) : undefined);

/** `undefined`: the rule off; a number: on, with the site directory's link share at that value (the link clusters' `linkDensity` stays production's). */
const grid: (number | undefined)[] = [undefined, 0.5, 0.6, 0.67, REGION_THRESHOLDS.linkDensity, 0.8, 0.9, 0.95];
const productionIndex = SITE_DIRECTORIES_PRUNED ? grid.indexOf(REGION_THRESHOLDS.linkDensity) : 0;
const offIndex = grid.indexOf(undefined);
const describe = (density: number | undefined): string => (density === undefined ? 'off' : `link share ≥ ${density}`);
const besides: Besides = { choiceFieldsets: CHOICE_FIELDSETS_REMOVED, productCards: PRODUCT_CARD_THRESHOLDS };
/** The region's thresholds under one configuration; only the site-directory search sees `density` (it is handed the clusters' threshold as its own). */
const regionUnder = (density: number | undefined) => {
  const { siteDirectories: _production, ...rest } = REGION_THRESHOLDS;
  return density === undefined ? rest : { ...rest, siteDirectories: true, siteDirectoryLinkDensity: density };
};

const scores: Scored[][] = grid.map(() => []);
const started = performance.now();
for (const [index, page] of pages.entries()) {
  const html = loadHtml(page);
  const parsed = await parseHtmlPage(html, page.url);
  const metadata = readPageMetadata(parsed.document, page.url);
  const declared = declaredPageKind(metadata);
  const options: HtmlChainOptions = { declared, pageStatements: metadata, ...(metadata.productDescription === undefined ? {} : { productDescription: metadata.productDescription }) };
  const regions: StageOutcome[] = [];
  let readability: StageOutcome | undefined;
  let defuddle: Promise<StageOutcome> | undefined;
  const realDefuddle = async (): Promise<StageOutcome> => {
    const fresh = await parseHtmlPage(html, page.url);
    const tree = fresh.reparse === undefined ? fresh.document : reparsedWithoutBesides(fresh.reparse, declared, besides, beforeStagesFor(fresh));
    return runDefuddleStage(tree, page.url, { baseUrl: fresh.baseUrl });
  };
  const recording: HtmlStages = {
    cleanedBody: async (document, url, stageOptions) => {
      for (const rule of grid) regions.push(await runCleanedBodyStage(document, url, regionUnder(rule), stageOptions?.baseUrl));
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

const { heldOut, chosen } = crossValidate(pages, scores, productionIndex, folds);
// Stricter: "off" wins ties, so a fold whose training pages the rule leaves unchanged is judged with the rule off.
const strict = crossValidate(pages, scores, offIndex, folds);
const all = pages.map((_, index) => index);
console.log(`\n### site-directory rule: ${folds}-fold cross-validation (${grid.length} configurations, ${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
console.log(markdownTable(['pages', 'n', 'metric', 'in-sample, rule off', 'in-sample, production', `${folds}-fold cross-validated`, `${folds}-fold, off wins ties`], figureRows(pages, [scores[offIndex] as Scored[], scores[productionIndex] as Scored[], heldOut, strict.heldOut])));
console.log(`\nproduction: ${describe(SITE_DIRECTORIES_PRUNED ? REGION_THRESHOLDS.linkDensity : undefined)}`);
chosen.forEach(({ index, trainObjective }, fold) => console.log(`fold ${fold + 1}: ${describe(grid[index])} (train objective ${trainObjective.toFixed(4)}); off winning ties: ${describe(grid[strict.chosen[fold]?.index ?? offIndex])}`));
for (const [ruleIndex, rule] of grid.entries()) console.log(`  ${describe(rule)}: objective ${objective(pages, scores[ruleIndex] as Scored[], all).toFixed(5)}`);
pages.forEach((page, index) => {
  const changedUnder = grid.map((rule, ruleIndex) => ((scores[ruleIndex] as Scored[])[index] !== (scores[offIndex] as Scored[])[index] ? describe(rule) : undefined)).filter((label) => label !== undefined);
  if (changedUnder.length > 0) console.log(`changed under: ${page.type} ${page.id.slice(0, 8)}: ${changedUnder.join(', ')}`);
});
const f1 = (scored: Scored, type: string): number => (type === 'news' ? pageF1(scored.counts) : scored.words.f1);
pages.forEach((page, index) => {
  const off = (scores[offIndex] as Scored[])[index] as Scored;
  const on = (scores[productionIndex] as Scored[])[index] as Scored;
  if (off !== on) console.log(`changed: ${page.type} ${page.id.slice(0, 8)} ${f1(off, page.type).toFixed(3)} → ${f1(on, page.type).toFixed(3)} ${page.url}`);
});
