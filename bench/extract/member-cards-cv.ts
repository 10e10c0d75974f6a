/**
 * K-fold cross-validation of the member-card rule (`dropMemberCards`: a thread's repeated "Posts: …",
 * "Joined: …" cards beside its posts go): off, or on with a statistic recurring at least 2, 3, 4 or 6
 * times, every other setting at production. Each page runs the real chain once (production) with
 * its stages' outcomes recorded; the real chain (`runHtmlChain`) then replays the page from those
 * outcomes under the other settings. Folds, objective
 * (mean of the news corpus's shingle F1 and WCXB's word F1) and tie rule (production wins ties) are
 * those of `cv-folds.ts`.
 *
 *   node --import tsx bench/extract/member-cards-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { parseArgs } from 'node:util';
import { DEFAULT_HTML_STAGES, runHtmlChain, type HtmlStages } from '../../adapters/outbound/extract/html/html-extraction-chain.js';
import { parseHtmlPage } from '../../adapters/outbound/extract/html/html-page-parser.js';
import { pageChainOptions } from '../../adapters/outbound/extract/html/page-chain-options.js';
import { readPageMetadata } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import type { StageOutcome } from '../../adapters/outbound/extract/html/stages/stage-outcome.js';
import { MEMBER_CARD_MIN_REPEATS } from '../../adapters/outbound/extract/html/markdown/member-card-lines.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora, loadHtml } from './corpus.js';
import { crossValidate, figureRows, objective, type Scored } from './cv-folds.js';
import { pageF1 } from './metric.js';
import { markdownTable } from './report.js';
import { scoreOutput } from './scoring.js';
import { failedOutcome, replayPage } from './stage-replay.js';

const { values } = parseArgs({ options: { corpus: { type: 'string' }, folds: { type: 'string', default: '5' }, ids: { type: 'string' } } });
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS, values.ids ? new Set(values.ids.split(',')) : undefined);
const configs: (number | false)[] = [false, 2, 3, 4, 6];
const productionIndex = configs.indexOf(MEMBER_CARD_MIN_REPEATS);
const describe = (minRepeats: number | false | undefined): string => (minRepeats === false || minRepeats === undefined ? 'member cards kept' : `member cards dropped when a statistic recurs ≥ ${minRepeats} times`);

const scores: Scored[][] = configs.map(() => []);
const changed: string[] = [];
const started = performance.now();
for (const [index, page] of pages.entries()) {
  const parsed = await parseHtmlPage(loadHtml(page), page.url);
  const options = await pageChainOptions(readPageMetadata(parsed.document, page.url), parsed.baseUrl);
  const recorded = new Map<keyof HtmlStages, StageOutcome>();
  const recording = (name: keyof HtmlStages): HtmlStages[typeof name] => async (...args) => {
    const outcome = await DEFAULT_HTML_STAGES[name](...args);
    recorded.set(name, outcome);
    return outcome;
  };
  const on = await runHtmlChain(parsed, page.url, { ...options, stages: { cleanedBody: recording('cleanedBody'), readability: recording('readability'), defuddle: recording('defuddle') } });
  const replayed = (name: keyof HtmlStages) => async () => recorded.get(name) ?? failedOutcome(name === 'cleanedBody' ? 'cleaned-body' : name, 'skipped');
  const replay = (memberCards: number | false) => runHtmlChain(replayPage(page.url), page.url, { ...options, memberCards, stages: { cleanedBody: replayed('cleanedBody'), readability: replayed('readability'), defuddle: replayed('defuddle') } });
  const off = await replay(false);
  const offScore = scoreOutput(page, off.markdown);
  const onScore = on.markdown === off.markdown ? offScore : scoreOutput(page, on.markdown);
  for (const [configIndex, config] of configs.entries()) {
    const markdown = config === false ? off.markdown : config === MEMBER_CARD_MIN_REPEATS ? on.markdown : (await replay(config)).markdown;
    (scores[configIndex] as Scored[])[index] = markdown === off.markdown ? offScore : markdown === on.markdown ? onScore : scoreOutput(page, markdown);
  }
  if (on.markdown !== off.markdown) {
    const f1 = (scored: Scored): number => (page.type === 'news' ? pageF1(scored.counts) : scored.words.f1);
    changed.push(`${page.type} ${page.id.slice(0, 8)} ${f1(offScore).toFixed(3)} → ${f1(onScore).toFixed(3)} ${page.url}`);
  }
  if ((index + 1) % 50 === 0) process.stderr.write(`  ${index + 1}/${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
}

const { heldOut, chosen } = crossValidate(pages, scores, productionIndex, folds);
const all = pages.map((_, index) => index);
console.log(`\n### member-card rule: ${folds}-fold cross-validation (${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
console.log(markdownTable(['pages', 'n', 'metric', 'in-sample, rule off', 'in-sample, production', `${folds}-fold cross-validated`], figureRows(pages, [scores[0] as Scored[], scores[productionIndex] as Scored[], heldOut])));
chosen.forEach(({ index, trainObjective }, fold) => console.log(`fold ${fold + 1}: ${describe(configs[index])} (train objective ${trainObjective.toFixed(4)})`));
for (const [configIndex, config] of configs.entries()) console.log(`  ${describe(config)}: objective ${objective(pages, scores[configIndex] as Scored[], all).toFixed(4)}`);
console.log(`\npages whose output the rule changes (off → production):\n${changed.join('\n')}`);
