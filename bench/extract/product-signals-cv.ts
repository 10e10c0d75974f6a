/**
 * K-fold cross-validation of a product signal read from the page as served, for product pages that
 * declare no product (no schema.org product type, no `og:type` `product`): when the signal fires on
 * such a page, the chain runs as if the page declared a product (`product`, and with `+schema` also
 * `productSchema`, which turns on the product-card rule and the product coverage of the choice).
 * Signals: a JSON-LD node (or its main entity) with `offers`; one quantity field; the number of
 * add-to-cart / buy-now controls (at most 1, 2 or 3); an `<h1>` sharing a block below `<body>`
 * with exactly one such control; an add-to-cart control and a `Specifications` / `Description` /
 * `Product details` heading. Pages where no signal fires keep their production run. Folds,
 * objective and tie rule (production wins ties) are those of `cv-folds.ts`.
 *
 *   node --import tsx bench/extract/product-signals-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { parseArgs } from 'node:util';
import { runHtmlChain } from '../../adapters/outbound/extract/html/html-extraction-chain.js';
import { parseHtmlPage } from '../../adapters/outbound/extract/html/html-page-parser.js';
import { readPageMetadata } from '../../adapters/outbound/extract/html/metadata/page-metadata-reader.js';
import { mainEntities, readStatements } from '../../adapters/outbound/extract/html/metadata/page-statements.js';
import { nodeTypes } from '../../adapters/outbound/extract/html/metadata/json-ld-reader.js';
import { LISTING_TYPES } from '../../adapters/outbound/extract/html/metadata/schema-kinds.js';
import { pageChainOptions } from '../../adapters/outbound/extract/html/page-chain-options.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora, loadHtml, type CorpusPage } from './corpus.js';
import { crossValidate, figureRows, type Scored } from './cv-folds.js';
import { markdownTable } from './report.js';
import { scoreOutput } from './scoring.js';

const { values } = parseArgs({ options: { corpus: { type: 'string' }, folds: { type: 'string', default: '5' }, ids: { type: 'string' } } });
const folds = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const pages = loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS, values.ids ? new Set(values.ids.split(',')) : undefined);

const CART = /^\s*(?:add\s+(?:to\s+)?(?:shopping\s+)?(?:cart|bag|basket|trolley)|buy\s+(?:it\s+)?now)\b/i;
const SPEC_HEADING = /^\s*(?:(?:product\s+|tech(?:nical)?\s+)?(?:specifications|specs|details|description|information)|at a glance)\s*$/i;
const label = (element: Element): string => ((element.textContent ?? '').trim() || element.getAttribute('value') || element.getAttribute('aria-label') || '').replace(/\s+/g, ' ');

interface Signals { readonly offers: boolean; readonly oneQuantity: boolean; readonly carts: number; readonly headedCart: boolean; readonly specHeading: boolean }

/** The candidate signals of `document` (read before the chain consumes it). */
function readSignals(document: Document): Signals {
  const { nodes } = readStatements(document);
  const offers = nodes.flatMap((node) => [node, ...mainEntities(node)]).some((node) => node['offers'] != null && !nodeTypes(node).some((type) => LISTING_TYPES.has(type)));
  const oneQuantity = document.querySelectorAll('input[name="qty" i], input[name="quantity" i], select[name="qty" i], select[name="quantity" i]').length === 1;
  const carts = [...document.querySelectorAll('button, input[type=submit], input[type=button], a, [role=button]')].filter((control) => CART.test(label(control)));
  let headedCart = false;
  for (const heading of document.querySelectorAll('h1')) {
    if ((heading.textContent ?? '').trim() === '') continue;
    for (const cart of carts) {
      let block: Element | null = heading;
      while (block !== null && !block.contains(cart)) block = block.parentElement;
      if (block !== null && block.tagName !== 'BODY' && block.tagName !== 'HTML' && carts.filter((other) => block.contains(other)).length === 1) headedCart = true;
    }
  }
  const specHeading = carts.length > 0 && [...document.querySelectorAll('h2, h3')].some((heading) => SPEC_HEADING.test(heading.textContent ?? ''));
  return { offers, oneQuantity, carts: carts.length, headedCart, specHeading };
}

type Mode = 'product' | 'schema';
interface Config { readonly name: string; readonly fires: (signals: Signals) => boolean; readonly mode: Mode }
const signalRules: readonly [string, (signals: Signals) => boolean][] = [
  ['JSON-LD offers', (s) => s.offers],
  ['one quantity field', (s) => s.oneQuantity],
  ['carts 1', (s) => s.carts === 1],
  ['carts 1-2', (s) => s.carts >= 1 && s.carts <= 2],
  ['carts 1-3', (s) => s.carts >= 1 && s.carts <= 3],
  ['h1 block with one cart', (s) => s.headedCart],
  ['offers or h1 block', (s) => s.offers || s.headedCart],
  ['cart and a specifications/description heading', (s) => s.specHeading],
];
const configs: readonly (Config | false)[] = [false, ...signalRules.flatMap(([name, fires]) => (['product', 'schema'] as const).map((mode) => ({ name, fires, mode })))];
const describe = (config: Config | false): string => (config === false ? 'declared only (production)' : `${config.name} → ${config.mode === 'schema' ? 'product+schema' : 'product'}`);

async function extract(page: CorpusPage, mode: Mode | false): Promise<{ readonly markdown: string; readonly declaredProduct: boolean; readonly signals: Signals; readonly signalMs: number }> {
  const parsed = await parseHtmlPage(loadHtml(page), page.url);
  const started = performance.now();
  const signals = readSignals(parsed.document);
  const signalMs = performance.now() - started;
  const options = await pageChainOptions(readPageMetadata(parsed.document, page.url), parsed.baseUrl);
  const declared = mode === false ? options.declared : { ...options.declared, product: true, collection: true, ...(mode === 'schema' ? { productSchema: true } : {}) };
  const result = await runHtmlChain(parsed, page.url, { ...options, declared });
  return { markdown: result.markdown, declaredProduct: options.declared.product === true, signals, signalMs };
}

const scores: Scored[][] = configs.map(() => []);
const started = performance.now();
let signalMs = 0;
const fired: string[] = [];
/** Per signal: product pages it fires on, other pages it fires on (declared or not: the signal as a detector of product pages). */
const detector = signalRules.map(() => ({ products: 0, others: [] as string[] }));
for (const [index, page] of pages.entries()) {
  const first = await extract(page, false);
  signalMs += first.signalMs;
  const base = scoreOutput(page, first.markdown);
  const byMode = new Map<Mode, Scored>();
  for (const [configIndex, config] of configs.entries()) {
    let score = base;
    if (config !== false && !first.declaredProduct && config.fires(first.signals)) {
      if (!byMode.has(config.mode)) byMode.set(config.mode, scoreOutput(page, (await extract(page, config.mode)).markdown));
      score = byMode.get(config.mode) as Scored;
    }
    (scores[configIndex] as Scored[])[index] = score;
  }
  signalRules.forEach(([, fires], ruleIndex) => {
    const tally = detector[ruleIndex] as { products: number; others: string[] };
    if (fires(first.signals)) {
      if (page.type === 'product') tally.products += 1;
      else tally.others.push(`${page.type} ${page.id.slice(0, 8)}`);
    }
  });
  if (!first.declaredProduct) {
    const names = signalRules.filter(([, fires]) => fires(first.signals)).map(([name]) => name);
    if (names.length > 0) fired.push(`${page.type} ${page.id.slice(0, 8)} (${names.join('; ')}): word F1 ${base.words.f1.toFixed(4)} → product ${byMode.get('product')?.words.f1.toFixed(4)}, product+schema ${byMode.get('schema')?.words.f1.toFixed(4)}`);
  }
  if ((index + 1) % 50 === 0) process.stderr.write(`  ${index + 1}/${pages.length} pages, ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
}

const result = crossValidate(pages, scores, 0, folds);
console.log(`\n### product signals on pages that declare no product: ${folds}-fold cross-validation (${pages.length} pages, signals ${(signalMs / pages.length).toFixed(2)} ms/page, ${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
console.log(markdownTable(['pages', 'n', 'metric', ...configs.map((config) => `in-sample, ${describe(config)}`), `${folds}-fold cross-validated`], figureRows(pages, [...scores, result.heldOut])));
console.log(`\nundeclared pages where a signal fires:\n${fired.join('\n')}`);
const productPages = pages.filter((page) => page.type === 'product').length;
console.log(`\nsignals as detectors of product pages (${productPages} product pages, declared or not):\n${signalRules.map(([name], ruleIndex) => `${name}: ${detector[ruleIndex]?.products} product pages; other pages: ${detector[ruleIndex]?.others.join(', ') || 'none'}`).join('\n')}`);
console.log(`\n${result.chosen.map((choice, fold) => `fold ${fold + 1}: ${describe(configs[choice.index] as Config | false)} (train objective ${choice.trainObjective.toFixed(4)})`).join('\n')}`);
