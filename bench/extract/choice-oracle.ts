/**
 * The content choice's headroom: for every page, the output of each candidate the chain can
 * produce (the content region, Readability, Defuddle), each finished by the chain's own passes,
 * against production's choice, and the oracle that takes the best candidate per page with
 * hindsight. Each page runs the real stages once on one parse (production's passes before the
 * stages), Defuddle on a fresh parse with the same passes; the real chain (`runHtmlChain`) then
 * replays production and each forced candidate from those outcomes, with the page's metadata
 * (declared kind, date and author, product description) as production passes them. Pages over the
 * large-document limit are left as production reads them (region only).
 *
 * Writes the per-page candidates and their measured signals as JSON (`--out`) for the choice's
 * rule search (`choice-rules-cv.ts`).
 *
 *   node --import tsx bench/extract/choice-oracle.ts [--corpus DIR[,DIR]] [--ids ...] [--out FILE]
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runHtmlChain, type HtmlStages } from '../../adapters/outbound/extract/html/html-extraction-chain.js';
import { parseHtmlPage } from '../../adapters/outbound/extract/html/html-page-parser.js';
import { readPageMetadata } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { pageChainOptions, type PageChainOptions } from '../../adapters/outbound/extract/html/page-chain-options.js';
import type { StageOutcome } from '../../adapters/outbound/extract/html/stages/stage-outcome.js';
import { largeDocumentReason } from '../../adapters/outbound/extract/html/large-document/large-html-document.js';
import { prefilterHtml } from '../../adapters/outbound/extract/html/html-prefilter.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora, loadHtml, NEWS_TYPE, type CorpusPage } from './corpus.js';
import { headlineFigure, type Scored } from './cv-folds.js';
import { pageF1 } from './metric.js';
import { markdownTable } from './report.js';
import { scoreOutput } from './scoring.js';
import { failedOutcome, replayPage } from './stage-replay.js';

const { values } = parseArgs({ options: { corpus: { type: 'string' }, ids: { type: 'string' }, out: { type: 'string' } } });
const pages = loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS, values.ids ? new Set(values.ids.split(',')) : undefined);

const CANDIDATES = ['production', 'region', 'readability', 'defuddle'] as const;
type Candidate = (typeof CANDIDATES)[number];

/** One page's record: its candidates' finished Markdown, the raw stage outcomes' word counts and the page's declared kind. */
interface PageRecord {
  readonly key: string;
  readonly type: string;
  readonly url: string;
  readonly declared: PageChainOptions['declared'];
  readonly large: boolean;
  readonly markdown: Record<Candidate, string>;
  readonly stageWords: Partial<Record<'region' | 'readability' | 'defuddle', number | undefined>>;
  readonly productionNotes: readonly string[];
}

const fail = (stage: StageOutcome['stage']): StageOutcome => failedOutcome(stage, 'forced off');
const words = (outcome: StageOutcome): number | undefined => (outcome.ok ? outcome.words ?? outcome.markdown.split(/\s+/).filter(Boolean).length : undefined);

const records: PageRecord[] = [];
const scores = new Map<Candidate, Scored[]>(CANDIDATES.map((candidate) => [candidate, []]));
const started = performance.now();
for (const [index, page] of pages.entries()) {
  const html = loadHtml(page);
  const chainRun = async (parsedHtml: string, stages?: Partial<HtmlStages>, capture?: (stage: string, outcome: StageOutcome) => void) => {
    const parsed = await parseHtmlPage(parsedHtml, page.url);
    const metadata = readPageMetadata(parsed.document, page.url);
    const options = await pageChainOptions(metadata, parsed.baseUrl);
    const { DEFAULT_HTML_STAGES } = await import('../../adapters/outbound/extract/html/html-extraction-chain.js');
    const wrap = (name: keyof HtmlStages) => async (...args: Parameters<HtmlStages['cleanedBody']>) => {
      const outcome = await (stages?.[name] ?? DEFAULT_HTML_STAGES[name])(...args);
      capture?.(name, outcome);
      return outcome;
    };
    const result = await runHtmlChain(parsed, page.url, { ...options, stages: { cleanedBody: wrap('cleanedBody'), readability: wrap('readability'), defuddle: wrap('defuddle') } });
    return { result, options, declared: options.declared };
  };
  const large = largeDocumentReason(prefilterHtml(html)) !== undefined;
  const outcomes = new Map<string, StageOutcome>();
  const production = await chainRun(html, undefined, (stage, outcome) => outcomes.set(stage, outcome));
  // Defuddle on its own parse: the chain with both cheap stages forced off runs it as production would.
  if (!outcomes.has('defuddle')) await chainRun(html, { cleanedBody: async () => fail('cleaned-body'), readability: async () => fail('readability') }, (stage, outcome) => {
    if (stage === 'defuddle') outcomes.set(stage, outcome);
  });
  const region = outcomes.get('cleanedBody') ?? fail('cleaned-body');
  const readability = outcomes.get('readability') ?? fail('readability');
  const defuddle = outcomes.get('defuddle') ?? fail('defuddle');
  const replay = async (stages: HtmlStages): Promise<string> => (await runHtmlChain(replayPage(page.url), page.url, { ...production.options, stages })).markdown;
  const markdown: Record<Candidate, string> = {
    production: production.result.markdown,
    region: await replay({ cleanedBody: async () => region, readability: async () => fail('readability'), defuddle: async () => fail('defuddle') }),
    readability: await replay({ cleanedBody: async () => fail('cleaned-body'), readability: async () => readability, defuddle: async () => fail('defuddle') }),
    defuddle: await replay({ cleanedBody: async () => fail('cleaned-body'), readability: async () => fail('readability'), defuddle: async () => defuddle }),
  };
  for (const candidate of CANDIDATES) (scores.get(candidate) as Scored[])[index] = scoreOutput(page, markdown[candidate]);
  records.push({
    key: `${page.corpus}/${page.id}`,
    type: page.type,
    url: page.url,
    declared: production.declared,
    large,
    markdown,
    stageWords: { region: words(region), readability: words(readability), defuddle: words(defuddle) },
    productionNotes: production.result.stageNotes,
  });
  if ((index + 1) % 25 === 0) process.stderr.write(`  ${index + 1}/${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
}

const f1 = (page: CorpusPage, scored: Scored): number => (page.type === NEWS_TYPE ? pageF1(scored.counts) : scored.words.f1);
const bestOf = (candidates: readonly Candidate[]): Scored[] =>
  pages.map((page, index) => candidates.map((candidate) => (scores.get(candidate) as Scored[])[index] as Scored).reduce((best, scored) => (f1(page, scored) > f1(page, best) ? scored : best)));
const columns: [string, Scored[]][] = [
  ...CANDIDATES.map((candidate): [string, Scored[]] => [candidate, scores.get(candidate) as Scored[]]),
  ['oracle: region or readability', bestOf(['region', 'readability'])],
  ['oracle: readability or defuddle', bestOf(['readability', 'defuddle'])],
  ['oracle: all three', bestOf(['region', 'readability', 'defuddle'])],
];
const groups = [...new Set(pages.map((page) => page.corpus))].flatMap((corpus) => {
  const members = pages.map((_, index) => index).filter((index) => pages[index]?.corpus === corpus);
  const types = [...new Set(members.map((index) => (pages[index] as CorpusPage).type))].sort();
  return [[corpus, members] as const, ...(types.length > 1 ? types.map((type) => [`  ${type}`, members.filter((index) => pages[index]?.type === type)] as const) : [])];
});
const rows = groups.map(([label, members]) => [label, String(members.length), ...columns.map(([, list]) => headlineFigure(members.map((index) => pages[index] as CorpusPage), members.map((index) => list[index] as Scored)).toFixed(4))]);
console.log(`\n### content choice: candidates and oracle (${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
console.log(markdownTable(['pages', 'n', ...columns.map(([name]) => name)], rows));
const wins = new Map<string, number>();
pages.forEach((page, index) => {
  const prod = f1(page, (scores.get('production') as Scored[])[index] as Scored);
  const best = Math.max(...(['region', 'readability', 'defuddle'] as const).map((candidate) => f1(page, (scores.get(candidate) as Scored[])[index] as Scored)));
  if (best - prod > 0.05) wins.set(`${page.type} ${page.id.slice(0, 8)}`, best - prod);
});
console.log(`\npages where the best candidate beats production by more than 0.05 (${wins.size}):`);
for (const [page, gain] of [...wins].sort((a, b) => b[1] - a[1])) console.log(`  ${page} +${gain.toFixed(3)}`);
if (values.out !== undefined) writeFileSync(values.out, JSON.stringify(records));
