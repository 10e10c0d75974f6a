import { classifyPage } from '../../../../../domain/page/page-classifier.js';
import type { PageSignals } from '../../../../../domain/page/page-signals.js';
import type { DecodingFacts, HtmlDocumentResult } from '../html-document-result.js';
import type { PrefilteredHtml } from '../html-prefilter.js';
import { createMarkdownConverter, type MarkdownConverter } from '../markdown/markdown-converter.js';
import { collapseBlankLines } from '../markdown/blank-lines.js';
import { namesMemberStatistic } from '../markdown/member-card-lines.js';
import { estimateMarkupDepth, flattenMarkupToText, MAX_MARKUP_DEPTH } from '../markup-depth-guard.js';
import { pageBaseUrl } from '../page-base-url.js';
import { readPageMetadata, type PageMetadata } from '../metadata/page-metadata-reader.js';
import { collectPageSignals } from '../page-signals-collector.js';
import { chainFinishing } from '../html-extraction-chain.js';
import { chosen } from '../html-chain-finishing.js';
import { pageChainOptions } from '../page-chain-options.js';
import { pruneRegion, REGION_THRESHOLDS, type RegionRemovals } from '../region/content-region.js';
import { removeNonContent } from '../region/non-content-removal.js';
import { describeError } from '../stages/stage-support.js';
import { flattenBeyondDepth, TREE_LIMITS } from '../tree-size-guard.js';
import { partsOf, planParts, SPANNING_MARK, type PartPlan } from './markup-chunker.js';
import { countStartTags } from './start-tag-count.js';
import { readKeptNoscripts } from '../region/kept-noscripts.js';
import type { TextMeasure } from '../region/text-measure.js';

const MIB = 1024 * 1024;

/**
 * When a page counts as large, and how it is cut. The article-detection stages (Defuddle,
 * Readability) build whole-page trees several times and grow faster than linearly: on the
 * corpus's own pages concatenated they need about 3 s of CPU for 0.5 MiB of markup and 6 s for
 * 2 MiB, and a 9 MiB page peaked at 1 GB. The development corpus's largest page has 0.22 MiB of
 * markup after prefiltering, so 1 MiB leaves every ordinary page on the normal chain.
 */
export const LARGE_DOCUMENT_LIMITS = {
  /** Prefiltered markup (UTF-16 code units) above which a page is converted in parts. */
  minMarkupChars: MIB,
  /**
   * Size of one part (code units of markup). Small parts die young: on a loaded 2-core machine,
   * 8-32 KiB parts took about 5.5 s of CPU for 8 MiB of dense markup, 256 KiB parts 7-8 s
   * (bench/fetch-large, `dense` shape), with the same Markdown. With the light tree, 16-32 KiB
   * parts are still the fastest (64-128 KiB cost 10-40 % more CPU).
   */
  partChars: 32 * 1024,
  /**
   * Elements (start tags of the prefiltered markup) above which a page is converted in parts
   * however small its markup: the chain's time grows with the element count, about 84 µs an
   * element at the median and 159 µs at the 90th percentile over the 836 development and silver
   * pages with 2,000 or more (bench/extract, warm process), so past 12,000 elements a page can pass
   * the 2 s a fetch may take. A 1.0 MiB Sphinx API page of 28,000 elements took 1.8-3.2 s, in parts 0.3 s.
   */
  maxElements: 12_000,
} as const;

/**
 * Why a page (already prefiltered) is read in parts, as the stage note says it, or `undefined` when
 * the chain reads it whole: more markup than `minMarkupChars`, or more elements than `maxElements`.
 */
export function largeDocumentReason(prefiltered: PrefilteredHtml): string | undefined {
  const chars = prefiltered.html.length;
  if (chars > LARGE_DOCUMENT_LIMITS.minMarkupChars) return markupReason(chars);
  const elements = countStartTags(prefiltered.html, LARGE_DOCUMENT_LIMITS.maxElements);
  if (elements > LARGE_DOCUMENT_LIMITS.maxElements) return `more than ${LARGE_DOCUMENT_LIMITS.maxElements.toLocaleString('en-US')} elements`;
  return undefined;
}

function markupReason(chars: number): string {
  return `${(chars / MIB).toFixed(1)} MiB of markup (over ${LARGE_DOCUMENT_LIMITS.minMarkupChars / MIB} MiB)`;
}

/** How each part of a large page is cleaned, besides `removeNonContent` (which always runs). */
export interface LargePartCleaning {
  /** Each part is pruned as the content region is (`pruneRegion`: chrome names, link clusters, site directories), measured on the part alone. */
  readonly region: boolean;
  /**
   * With `region`, what `removeNonContent` removes first whatever its size: `all` (chrome by tag and role,
   * hidden elements, page headers and footers), `chrome` (all but hidden elements), `none` (the region's
   * pruning alone decides: it removes hidden elements, headers and footers only when small, as on the normal chain).
   */
  readonly markupFirst: 'all' | 'chrome' | 'none';
  /**
   * With `region`, what a part's pruning takes as the size of what it cannot see whole: `page` (the body's text
   * and the text of each element spanning parts, measured on the whole markup: `planParts`), or `part` (each part alone).
   */
  readonly measures: 'page' | 'part';
  /** A `<noscript>` long enough to be content (`isChromeElement` keeps it) is read: its children take its place (Turndown drops the element). */
  readonly noscript: boolean;
  /**
   * Only the page's `<main>` (or `role="main"`) is read when it holds the region's share of the body's text
   * (`REGION_THRESHOLDS.mainShare`, measured on the markup: `mainElementStart`), as the content region takes it as its root.
   */
  readonly main: boolean;
  /**
   * The chain's finishing passes on the joined Markdown (`chosen`): `all` of them (those the page's declared
   * kind and statements call for), `links` (all but the repeats inside list items and the member cards), `trim`
   * (`links` without the credit lines), or `none`.
   */
  readonly finishing: 'all' | 'links' | 'trim' | 'none';
}

/** Production cleaning of the parts; chosen by k-fold cross-validation with every dev page forced through this path (bench/extract/large-path-cv.ts). */
export const LARGE_PART_CLEANING: LargePartCleaning = { region: true, markupFirst: 'chrome', measures: 'page', noscript: true, main: true, finishing: 'all' };

/** The attribute that marks the main element's start tag in the markup, so that every part holding it (opened or re-opened) finds it. */
const MAIN_MARK = 'data-large-document-main';

/**
 * Measures of one part, with what the part cannot see whole measured on the page (`PartPlan`): the
 * body's text (the region's total when the body is its root; a main element spanning parts is marked
 * as spanning) and each element spanning parts (its share of the region, its link density), so that a
 * wrapper is as large in every part as on the page and a menu cut into parts as link-dense.
 */
function wholeMeasures(measures: Map<Element, TextMeasure>, root: Element, bodyRoot: boolean, plan: PartPlan): void {
  for (const element of measures.keys()) {
    const start = element.getAttribute(SPANNING_MARK);
    const whole = start === null ? undefined : plan.spanning.get(Number(start));
    if (whole !== undefined) measures.set(element, whole);
  }
  if (bodyRoot) measures.set(root, plan.body);
}

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

interface PartTotals {
  scripts: number;
  passwordFields: number;
}

function titleOf(document: Document): string | undefined {
  const title = (document.title || document.querySelector('h1')?.textContent || '').replace(/\s+/g, ' ').trim();
  return title === '' ? undefined : title;
}

/**
 * Extracts a page too large for the article-detection stages, in bounded memory: the markup
 * (already prefiltered) is split into parts of about `LARGE_DOCUMENT_LIMITS.partChars` at block
 * boundaries (`splitMarkupIntoParts`), and each part is parsed, cleaned like the cleaned-body stage
 * (`removeNonContent`, structure deeper than `TREE_LIMITS.maxDepth` flattened) and converted to
 * Markdown before the next is parsed, so only one part's tree is alive at a time. The first part
 * (which holds the head) is parsed by linkedom, for the title, base URL, metadata and page signals;
 * the others into the light tree (`light-part-parser.ts`), which yields the same Markdown for a
 * fraction of the cost. Script and password-field counts come from every part. With
 * `rawOnly`, only the first part is parsed (for the classification). The event loop gets a turn
 * between parts, and a cancelled extraction stops there. The stage note gives `reason` (what
 * {@link largeDocumentReason} found; by default the markup's size) as why the page was read in parts.
 */
export async function extractLargeHtmlDocument(
  markup: string,
  prefiltered: PrefilteredHtml,
  url: string,
  decoding: DecodingFacts,
  options: { readonly rawOnly: boolean; readonly isCancelled: () => boolean; readonly cleaning?: LargePartCleaning; readonly reason?: string },
): Promise<HtmlDocumentResult> {
  const cleaning = options.cleaning ?? LARGE_PART_CLEANING;
  const removals: RegionRemovals = { chrome: 0, linkClusters: 0, controlWords: 0 };
  const notes: string[] = [];
  const failures: string[] = [];
  let parserFailures = 0;
  let source = prefiltered.html;
  const depth = estimateMarkupDepth(source);
  // The estimate skips optional-end elements (li, p, td, …), which at most double the real depth.
  const shallow = depth * 2 < TREE_LIMITS.maxDepth;
  if (depth > MAX_MARKUP_DEPTH) {
    parserFailures += 1;
    notes.push(`parse: tags nested deeper than ${MAX_MARKUP_DEPTH} levels; read as plain text`);
    source = flattenMarkupToText(source);
  }
  // One pass over the tags plans the parts and measures what no part sees whole: the body, the elements that span parts, the main element.
  const plan = planParts(source, LARGE_DOCUMENT_LIMITS.partChars);
  const mainStart = cleaning.main && plan.main !== undefined && plan.main.text.text > 0 && plan.main.text.text >= REGION_THRESHOLDS.mainShare * plan.body.text ? plan.main.start : undefined;
  const marks = new Map<number, { readonly name: string; readonly value: string }>();
  if (cleaning.region && cleaning.measures === 'page') for (const start of plan.spanning.keys()) marks.set(start, { name: SPANNING_MARK, value: String(start) });
  if (mainStart !== undefined) marks.set(mainStart, { name: MAIN_MARK, value: '' });
  const { parseHTML } = await import('linkedom');
  const { parseLightPart } = await import('./light-part-parser.js');
  const markdownParts: string[] = [];
  const totals: PartTotals = { scripts: prefiltered.removedScripts, passwordFields: 0 };
  let signals: PageSignals | undefined;
  let title: string | undefined;
  let metadata: PageMetadata | undefined;
  let convert: MarkdownConverter | undefined;
  let baseUrl = url;
  let parts = 0;
  for (const part of partsOf(source, plan, marks)) {
    if (parts > 0) {
      await yieldToEventLoop();
      if (options.isCancelled()) break;
    }
    parts += 1;
    try {
      let body: Element | null;
      if (signals === undefined) {
        const document = parseHTML(part).document as unknown as Document;
        const collected = collectPageSignals(document, markup, 0, 0, url);
        signals = decoding.httpStatus === undefined ? collected : { ...collected, httpStatus: decoding.httpStatus };
        metadata = readPageMetadata(document, url);
        title = metadata.title ?? titleOf(document);
        baseUrl = pageBaseUrl(document, url);
        convert = await createMarkdownConverter(baseUrl);
        if (options.rawOnly) break;
        totals.scripts += collected.scriptCount;
        totals.passwordFields += collected.passwordFieldCount;
        body = document.body as Element | null;
      } else {
        // Later parts only need their body converted: the light tree builds the same nodes for a fraction of linkedom's cost.
        const light = parseLightPart(part);
        totals.scripts += light.scripts;
        totals.passwordFields += light.passwordFields;
        body = light.body as unknown as Element | null;
      }
      if (body === null || convert === undefined) continue;
      // With a main element, a part reads only what it holds of it (a part before or after it reads nothing).
      const root = mainStart === undefined ? body : body.querySelector(`[${MAIN_MARK}]`);
      if (root === null) continue;
      if (!cleaning.region || cleaning.markupFirst !== 'none') removeNonContent(root, { hidden: !cleaning.region || cleaning.markupFirst === 'all' });
      // A part without the tag pays no walk.
      if (cleaning.noscript && /<noscript/i.test(part)) readKeptNoscripts(root);
      if (cleaning.region) pruneRegion(root, REGION_THRESHOLDS, removals, cleaning.measures === 'page' ? (measures) => wholeMeasures(measures, root, root === body, plan) : undefined);
      if (!shallow) flattenBeyondDepth(root);
      const markdown = convert(root, { consume: true });
      if (markdown !== '') markdownParts.push(markdown);
    } catch (error) {
      parserFailures += 1;
      failures.push(`large document: part ${parts} failed (${describeError(error)})`);
    }
  }
  const joined = collapseBlankLines(markdownParts.join('\n\n'));
  const reason = options.reason ?? markupReason(prefiltered.html.length);
  notes.push(`large document: ${reason} read in ${parts} part${parts === 1 ? '' : 's'} by the cleaned-body stage; Defuddle and Readability skipped`, ...failures);
  const removalNotes: string[] = [];
  let markdown = joined;
  if (cleaning.finishing !== 'none' && joined !== '' && metadata !== undefined) {
    const chainOptions = await pageChainOptions(metadata, baseUrl);
    // The member cards' pass reads every line; a page that never names a member statistic has none (a bound for huge pages).
    const cards = cleaning.finishing === 'all' && namesMemberStatistic(joined);
    const passes = cleaning.finishing === 'all'
      ? (cards ? chainOptions : { ...chainOptions, memberCards: false as const })
      : { ...chainOptions, listItemRepeats: { mode: undefined }, memberCards: false as const, ...(cleaning.finishing === 'trim' ? { creditLines: false } : {}) };
    // Nothing reads the text length of this outcome: neither is the Markdown measured before the passes nor after.
    const outcome = { ok: true as const, stage: 'cleaned-body' as const, markdown: joined, textLength: joined.length, parserFailures: 0, ...(removals.linkClusters > 0 ? { removedLinkClusters: removals.linkClusters } : {}) };
    markdown = chosen(outcome, chainFinishing(passes, url, notes, removalNotes, parserFailures), false).markdown;
  }
  const verdict = classifyPage({
    ...(signals === undefined ? {} : {
      signals: { ...signals, scriptCount: totals.scripts, passwordFieldCount: totals.passwordFields, extractedTextLength: markdown.length },
    }),
    pdfMislabelled: false,
    declaredMediaType: 'text/html',
    replacementChars: decoding.replacementChars,
    decodedLength: decoding.decodedLength,
  });
  return {
    markdown: options.rawOnly ? '' : markdown,
    ...(title === undefined ? {} : { title }),
    ...(metadata?.author === undefined ? {} : { author: metadata.author }),
    ...(metadata?.publishedAt === undefined ? {} : { publishedAt: metadata.publishedAt }),
    ...(metadata?.updatedAt === undefined ? {} : { updatedAt: metadata.updatedAt }),
    ...(options.rawOnly || markdown === '' ? {} : { stage: 'cleaned-body' as const }),
    stageNotes: notes,
    removalNotes,
    parserFailures,
    verdict,
  };
}
