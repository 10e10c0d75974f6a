/**
 * K-fold cross-validation of the item-part rule alone (`RegionThresholds.itemParts`: a part of an
 * entry of a series, named like chrome, stays when the other entries have it too and it says
 * something different in each), over "off" and a grid of its two thresholds, every other setting
 * at production. Each page runs the production chain once on a fresh parse with its metadata; when
 * the chain calls the region stage (on the page prepared by its passes before the stages), the
 * region is extracted under every configuration (the stage only reads the page); the chain is then
 * replayed (`runHtmlChain` on an empty page) for each other configuration from those outcomes and
 * the same Readability outcome. Defuddle, when a replay needs it and the real run did not, runs on
 * a fresh parse prepared as production prepares its re-parse. Pages over the large-document limit
 * are extracted as the chain would (not in parts), so their figures may differ from the bench's.
 * Folds, objective (mean of the news corpus's shingle F1 and WCXB's word F1) and tie rule
 * (production wins ties) are those of `cv-folds.ts`.
 *
 *   node --import tsx bench/extract/item-parts-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { parseArgs } from 'node:util';
import { beforeStagesFor, reparsedWithoutBesides, type Besides } from '../../adapters/outbound/extract/html/html-chain-before-stages.js';
import { runHtmlChain, type HtmlChainOptions, type HtmlStages } from '../../adapters/outbound/extract/html/html-extraction-chain.js';
import { parseHtmlPage } from '../../adapters/outbound/extract/html/html-page-parser.js';
import { declaredPageKind, readPageMetadata } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { CHOICE_FIELDSETS_REMOVED } from '../../adapters/outbound/extract/html/region/choice-fieldsets.js';
import { REGION_THRESHOLDS } from '../../adapters/outbound/extract/html/region/content-region.js';
import { ITEM_PART_RULE, type ItemPartRule } from '../../adapters/outbound/extract/html/region/item-parts.js';
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

const grid: (ItemPartRule | undefined)[] = [
  undefined,
  ...[2, 3, 4, 5].flatMap((minCopies) => [0.5, 0.67, 0.8, 1].map((minDistinctShare) => ({ minCopies, minDistinctShare }))),
];
const same = (a: ItemPartRule | undefined, b: ItemPartRule | undefined): boolean => JSON.stringify(a) === JSON.stringify(b);
const productionIndex = grid.findIndex((rule) => same(rule, ITEM_PART_RULE));
if (productionIndex < 0) throw new Error('the grid must contain the production rule');
const offIndex = grid.findIndex((rule) => rule === undefined);
const describe = (rule: ItemPartRule | undefined): string => (rule === undefined ? 'off' : `≥ ${rule.minCopies} copies, ≥ ${rule.minDistinctShare} of them different`);
const besides: Besides = { choiceFieldsets: CHOICE_FIELDSETS_REMOVED, productCards: PRODUCT_CARD_THRESHOLDS };
const regionUnder = (rule: ItemPartRule | undefined) => {
  const { itemParts: _production, ...rest } = REGION_THRESHOLDS;
  return rule === undefined ? rest : { ...rest, itemParts: rule };
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
const all = pages.map((_, index) => index);
console.log(`\n### item-part rule: ${folds}-fold cross-validation (${grid.length} configurations, ${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
console.log(markdownTable(['pages', 'n', 'metric', 'in-sample, rule off', 'in-sample, production', `${folds}-fold cross-validated`], figureRows(pages, [scores[offIndex] as Scored[], scores[productionIndex] as Scored[], heldOut])));
console.log(`\nproduction: ${describe(ITEM_PART_RULE)}`);
chosen.forEach(({ index, trainObjective }, fold) => console.log(`fold ${fold + 1}: ${describe(grid[index])} (train objective ${trainObjective.toFixed(4)})`));
for (const [ruleIndex, rule] of grid.entries()) console.log(`  ${describe(rule)}: objective ${objective(pages, scores[ruleIndex] as Scored[], all).toFixed(5)}`);
const f1 = (scored: Scored, type: string): number => (type === 'news' ? pageF1(scored.counts) : scored.words.f1);
pages.forEach((page, index) => {
  const off = (scores[offIndex] as Scored[])[index] as Scored;
  const on = (scores[productionIndex] as Scored[])[index] as Scored;
  if (off !== on) console.log(`changed: ${page.type} ${page.id.slice(0, 8)} ${f1(off, page.type).toFixed(3)} → ${f1(on, page.type).toFixed(3)} ${page.url}`);
});
