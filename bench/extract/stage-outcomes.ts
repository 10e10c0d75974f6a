/**
 * One page's real stage outcomes for the rule-only cross-validations: the page parsed once, its
 * chain options read from it (`pageChainOptions`), production's steps before the stages
 * (`prepareForStages`, with the region's root they choose), then the region and Readability
 * stages; Defuddle runs only when a replay asks for it, on the re-parse production would give it.
 * Each configuration then replays the real chain (`runHtmlChain` on `replayPage`) from these
 * outcomes with `options`, as production would have run it.
 */
import type { DeclaredPageKind } from '../../domain/page/content-choice.policy.js';
import { beforeStagesFor, prepareForStages, reparsedWithoutBesides, type Besides } from '../../adapters/outbound/extract/html/html-chain-before-stages.js';
import { runHtmlChain, type HtmlChainOptions, type HtmlStages } from '../../adapters/outbound/extract/html/html-extraction-chain.js';
import { parseHtmlPage } from '../../adapters/outbound/extract/html/html-page-parser.js';
import { readPageMetadata, type PageMetadata } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { pageChainOptions, type PageChainOptions } from '../../adapters/outbound/extract/html/page-chain-options.js';
import { CHOICE_FIELDSETS_REMOVED } from '../../adapters/outbound/extract/html/region/choice-fieldsets.js';
import { REGION_THRESHOLDS } from '../../adapters/outbound/extract/html/region/content-region.js';
import { PRODUCT_CARD_THRESHOLDS } from '../../adapters/outbound/extract/html/region/product-cards.js';
import { runCleanedBodyStage } from '../../adapters/outbound/extract/html/stages/cleaned-body-stage.js';
import { runDefuddleStage } from '../../adapters/outbound/extract/html/stages/defuddle-stage.js';
import { runReadabilityStage } from '../../adapters/outbound/extract/html/stages/readability-stage.js';
import type { StageOutcome } from '../../adapters/outbound/extract/html/stages/stage-outcome.js';
import { libraryStageObstacle } from '../../adapters/outbound/extract/html/tree-size-guard.js';
import { loadHtml, type CorpusPage } from './corpus.js';
import type { Scored } from './cv-folds.js';
import { scoreOutput } from './scoring.js';
import { failedOutcome, replayPage } from './stage-replay.js';

/** The outcomes' stubs, the options the chain replays them with, and the page's metadata. */
export interface PageStageOutcomes {
  readonly stages: HtmlStages;
  readonly options: PageChainOptions;
  readonly metadata: PageMetadata;
}

/** What a script varies before the stages: the declared kind (read from `metadata`), whether choice groups go. */
export interface StageOutcomeSettings {
  readonly declared?: (metadata: PageMetadata) => DeclaredPageKind;
  readonly choiceFieldsets?: boolean;
}

export async function stageOutcomesOnce(page: CorpusPage, settings: StageOutcomeSettings = {}): Promise<PageStageOutcomes> {
  const parsed = await parseHtmlPage(loadHtml(page), page.url);
  const metadata = readPageMetadata(parsed.document, page.url);
  const read = await pageChainOptions(metadata, parsed.baseUrl);
  const options: PageChainOptions = settings.declared === undefined ? read : { ...read, declared: settings.declared(metadata) };
  const besides: Besides = { choiceFieldsets: settings.choiceFieldsets ?? CHOICE_FIELDSETS_REMOVED, productCards: PRODUCT_CARD_THRESHOLDS };
  const before = beforeStagesFor(parsed);
  const regionRoot = prepareForStages(parsed.document, options.declared, besides, before, [], []);
  const region = await runCleanedBodyStage(parsed.document, page.url, REGION_THRESHOLDS, parsed.baseUrl, regionRoot);
  const obstacle = libraryStageObstacle(parsed.document.documentElement);
  const readability = obstacle === undefined ? await runReadabilityStage(parsed.document, page.url, { consumeDocument: parsed.reparse !== undefined }) : failedOutcome('readability', 'skipped');
  let defuddle: Promise<StageOutcome> | undefined;
  const defuddleTree = (): Document => (parsed.reparse === undefined ? parsed.document : reparsedWithoutBesides(parsed.reparse, options.declared, besides, before));
  const stages: HtmlStages = {
    cleanedBody: async () => region,
    readability: async () => readability,
    defuddle: () => (defuddle ??= obstacle === undefined ? runDefuddleStage(defuddleTree(), page.url) : Promise.resolve(failedOutcome('defuddle', 'skipped'))),
  };
  return { stages, options, metadata };
}

/**
 * scores[configuration][page]: each page's stages run once (`stageOutcomesOnce`), then the real
 * chain is replayed under every configuration of `grid` with the chain options `optionsFor(rule)`
 * adds. Outputs equal under two configurations share one `Scored` object.
 */
export async function replayedScores<Rule>(pages: readonly CorpusPage[], grid: readonly Rule[], optionsFor: (rule: Rule) => Partial<HtmlChainOptions>): Promise<Scored[][]> {
  const scores: Scored[][] = grid.map(() => []);
  const started = performance.now();
  for (const [index, page] of pages.entries()) {
    const { stages, options } = await stageOutcomesOnce(page);
    const replay = replayPage(page.url);
    const memo = new Map<string, Scored>();
    for (const [ruleIndex, rule] of grid.entries()) {
      const { markdown } = await runHtmlChain(replay, page.url, { ...options, stages, ...optionsFor(rule) });
      let scored = memo.get(markdown);
      if (scored === undefined) memo.set(markdown, (scored = scoreOutput(page, markdown)));
      (scores[ruleIndex] as Scored[])[index] = scored;
    }
    if ((index + 1) % 50 === 0) process.stderr.write(`  ${index + 1}/${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
  }
  return scores;
}
