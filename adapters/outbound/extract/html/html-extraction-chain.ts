import type { AsideVocabulary } from '../../../../domain/page/aside-heading.policy.js';
import { chooseContent, CONTENT_CHOICE_THRESHOLDS, type ContentChoiceThresholds, type DeclaredPageKind, type IndexRules } from '../../../../domain/page/content-choice.policy.js';
import { LINKED_TITLE_INDEX, linkedTitleLines } from '../../../../domain/page/linked-title-index.policy.js';
import { leadWords } from '../../../../domain/page/cut-lead.js';
import { sharedWordShare, visibleWordCount } from '../../../../domain/page/markdown-words.js';
import { MISSED_POSTS, missedPostsOfCut } from '../../../../domain/page/missed-posts.policy.js';
import { missedQuestionsOfCut } from '../../../../domain/page/declared-questions.policy.js';
import { POST_SERIES, postSeriesOfCut } from '../../../../domain/page/post-series.policy.js';
import { beforeStagesFor, prepareForStages, reparsedWithoutBesides, type Besides } from './html-chain-before-stages.js';
import { STREAMED_SEGMENTS_PLACED } from './region/streamed-segments.js';
import { chosen, longestShort, type Finishing } from './html-chain-finishing.js';
import { nothing, type ChainSuccess, type HtmlExtraction } from './html-chain-result.js';
import { DUPLICATE_BLOCK_MIN_WORDS } from './markdown/duplicate-blocks.js';
import type { LinkBlockTrimOptions } from './markdown/link-block-trim.js';
import { STRUCTURED_DESCRIPTION_THRESHOLDS, type StructuredDescriptionThresholds } from './markdown/structured-description.js';
import { LIST_ITEM_REPEAT_MODE, type ListItemRepeatMode } from './markdown/list-item-repeats.js';
import { MEMBER_CARD_MIN_REPEATS } from './markdown/member-card-lines.js';
import type { AsideThresholds } from './region/aside-blocks.js';
import { CHOICE_FIELDSETS_REMOVED } from './region/choice-fieldsets.js';
import { DISCLOSURE_OPTIONS, type DisclosureOptions } from './region/disclosure-widgets.js';
import { PRODUCT_CARD_THRESHOLDS, type ProductCardThresholds } from './region/product-cards.js';
import { TAB_PANELS, type TabPanelMode } from './region/tab-panels.js';
import { POST_SIGNATURE_MIN_REPEATS } from './region/post-signatures.js';
import { POST_QUOTE_MODE, type PostQuoteMode } from './region/post-quotes.js';
import { findPostSeries } from './region/post-series.js';
import { linkedListedItems, listedAddresses, NOTHING_LISTED } from './region/listed-items.js';
import type { PostFurnitureOptions } from './region/post-furniture.js';
import { BADGE_MIN_REPEATS } from './region/repeated-badges.js';
import type { ParsedHtmlPage } from './parsed-html-page.js';
import { REGION_ROOT_MODE, REGION_THRESHOLDS, type RegionRootAsServed, type RegionRootMode } from './region/content-region.js';
import { runCleanedBodyStage } from './stages/cleaned-body-stage.js';
import { runDefuddleStage } from './stages/defuddle-stage.js';
import { runReadabilityStage } from './stages/readability-stage.js';
import { libraryStageObstacle } from './tree-size-guard.js';
import type { StageOutcome } from './stages/stage-outcome.js';

export type { HtmlExtraction } from './html-chain-result.js';

/**
 * A stage whose text is shorter than this (characters, whitespace collapsed) has "too little";
 * when both cheap stages have too little, Defuddle runs. Short real pages end up below it in every
 * stage; then the longest output wins.
 */
export const MIN_STAGE_TEXT_CHARS = 200;
/** Words outside the kept article are reported when there are at least this many... */
const LEFT_OUT_MIN_WORDS = 100;
/** ...and at least this share of the kept article's words. */
const LEFT_OUT_MIN_SHARE = 0.25;


/**
 * One stage: reads `document` and reports what it extracted. It never mutates `document`,
 * unless `consumeDocument` is set (then the chain does not read that document again).
 */
export type HtmlStage = (document: Document, url: string, options?: HtmlStageOptions) => Promise<StageOutcome>;

/** What the chain tells a stage besides the document and the page's final URL. */
export interface HtmlStageOptions {
  /** The stage may rewrite `document` in place (the chain does not read it again). */
  readonly consumeDocument?: boolean;
  /**
   * The page's base for relative links (`ParsedHtmlPage.baseUrl`), found once when the page was
   * parsed; without it the stage looks for the document's `<base href>` itself (a walk of the tree).
   */
  readonly baseUrl?: string;
  /** The region's root as chosen before the chain's removals (`prepareForStages`), for the region stage; chosen there when absent. */
  readonly regionRoot?: RegionRootAsServed;
  /**
   * The addresses of the items the page's JSON-LD `ItemList` names, read once by the chain where the page
   * declares itself a list of items (`listedAddresses`): the region keeps a block of linked entry titles.
   */
  readonly listed?: ReadonlySet<string>;
}

/** The stages the chain runs; replaceable for tests and benchmarks. */
export interface HtmlStages {
  readonly defuddle: HtmlStage;
  readonly readability: HtmlStage;
  readonly cleanedBody: HtmlStage;
}

/** The production stages. */
export const DEFAULT_HTML_STAGES: HtmlStages = {
  defuddle: runDefuddleStage,
  readability: runReadabilityStage,
  cleanedBody: (document, url, options) => runCleanedBodyStage(document, url, REGION_THRESHOLDS, options?.baseUrl, options?.regionRoot, options?.listed),
};

/** Options of {@link runHtmlChain}. */
export interface HtmlChainOptions {
  /** Polled between stages; a cancelled chain returns what it has. */
  readonly isCancelled?: () => boolean;
  readonly stages?: HtmlStages;
  /** What the page declares about itself (from its metadata); nothing by default. */
  readonly declared?: DeclaredPageKind;
  /** The content choice's thresholds; the production ones unless a benchmark varies them. */
  readonly choiceThresholds?: ContentChoiceThresholds;
  /** When a declared article is an index after all ({@link LINKED_TITLE_INDEX} unless a benchmark varies it; `rule: undefined` turns it off), and when Readability's index left items out (`MISSED_INDEX_ITEMS` unless `missed` is given). */
  readonly linkedTitleIndex?: IndexRules;
  /** Minimum words of a verbatim repeat dropped on a declared product page (`dropDuplicateBlocks`); `minWords: undefined` keeps repeats. */
  readonly duplicateBlocks?: { readonly minWords: number | undefined };
  /** What the link-block trim drops besides chrome link blocks; production's unless a benchmark varies it. */
  readonly linkTrim?: LinkBlockTrimOptions;
  /** Drop picture-credit and copyright lines (`dropCreditLines`); on unless a benchmark turns it off. */
  readonly creditLines?: boolean;
  /**
   * The page's publication date and author as its metadata states them (with a date, dateline and
   * byline paragraphs go: `dropDatelines`), the address it gives as its own (its site's promoted
   * headlines go too: `trimLinkBlocks`), and the questions of its declared FAQ (the choice asks which cut states them).
   */
  readonly pageStatements?: { readonly publishedAt?: string; readonly author?: string; readonly canonicalUrl?: string; readonly statedTitles?: readonly string[]; readonly productRating?: string; readonly paywalled?: true; readonly faqQuestions?: readonly string[] };
  /** Whether dateline and byline paragraphs go when the page's date is known, and where the head ends; production's unless a benchmark varies it. */
  readonly datelines?: { readonly on: boolean; readonly headProseWords?: number };
  /** Whether paragraphs about the metadata's author go (`dropAuthorBios`); on unless a benchmark turns it off. */
  readonly authorBios?: boolean;
  /** Whether groups of radio buttons or checkboxes go on pages that declare a product or a listing ({@link CHOICE_FIELDSETS_REMOVED} unless a benchmark varies it). */
  readonly choiceFieldsets?: boolean;
  /** Which repeats inside one list item go (`dropListItemRepeats`); {@link LIST_ITEM_REPEAT_MODE} unless a benchmark varies it. */
  readonly listItemRepeats?: { readonly mode: ListItemRepeatMode };
  /** How other products' cards are told on a declared product page ({@link PRODUCT_CARD_THRESHOLDS} unless a benchmark varies it); `false` keeps them. */
  readonly productCards?: ProductCardThresholds | false;
  /** The declared product's schema.org description (`PageMetadata.productDescription`), put first when the output lacks it. */
  readonly productDescription?: string;
  /** When that description is added ({@link STRUCTURED_DESCRIPTION_THRESHOLDS} unless a benchmark varies it); `false` never adds it. */
  readonly structuredDescription?: StructuredDescriptionThresholds | false;
  /** Which accordion parts are kept ({@link DISCLOSURE_OPTIONS} unless a benchmark varies them). */
  readonly disclosures?: DisclosureOptions;
  /** Which hidden tab panels are shown ({@link TAB_PANELS} unless a benchmark varies it). */
  readonly tabPanels?: TabPanelMode;
  /** How often a member statistic must recur for the cards beside a thread's posts to go (`dropMemberCards`, {@link MEMBER_CARD_MIN_REPEATS} unless a benchmark varies it); `false` keeps them. */
  readonly memberCards?: number | false;
  /** Whether React's streamed segments are put in place first (`placeStreamedSegments`; {@link STREAMED_SEGMENTS_PLACED} unless a benchmark varies it). */
  readonly streamedSegments?: boolean;
  /** How often one shape of member signature must recur under the posts for them to go (`removePostSignatures`, {@link POST_SIGNATURE_MIN_REPEATS} unless a benchmark varies it); `false` keeps them. */
  readonly postSignatures?: number | false;
  /** Which asides inside the posts' bodies are read as part of the posts (`keepPostQuotes`, {@link POST_QUOTE_MODE} unless a benchmark varies it). */
  readonly postQuotes?: PostQuoteMode;
  /** What the posts a page marks with microdata keep around their text (`POST_FURNITURE_OPTIONS` unless a benchmark varies it). */
  readonly postFurniture?: PostFurnitureOptions;
  /** Whether a `<time>`'s short relative copy beside its full date goes (`SHORT_TIME_COPIES_DROPPED` unless a benchmark varies it). */
  readonly shortTimeCopies?: boolean;
  /** Whether a post's author named in an `<aside>` beside it stays as a line (`POST_AUTHOR_ASIDES_KEPT` unless a benchmark varies it). */
  readonly authorAsides?: boolean;
  /** How the region's root chosen before the removals bears on it ({@link REGION_ROOT_MODE} unless a benchmark varies it). */
  readonly regionRoot?: RegionRootMode;
  /** How many badges of the page must say one label for them to go (`BADGE_MIN_REPEATS` unless a benchmark varies it; `false` keeps them). */
  readonly badges?: number | false;
  /** Whether other products' cards' share is taken of the page as served (`PRODUCT_CARD_SHARE_AS_SERVED` unless a benchmark varies it). */
  readonly cardShareAsServed?: boolean;
  /** The titled aside blocks' limits (`ASIDE_THRESHOLDS` unless a benchmark varies them). */
  readonly asides?: AsideThresholds;
  /** Which titles mark an aside block (`ASIDE_VOCABULARY` unless a benchmark varies it). */
  readonly asideVocabulary?: AsideVocabulary;
}

/**
 * The finishing passes' settings (`chosen`) for a page: what `options` say (the page's declared kind and
 * statements, a benchmark's variations), production's elsewhere. Notes go to `notes` and `removalNotes`.
 */
export function chainFinishing(options: HtmlChainOptions, url: string, notes: string[], removalNotes: string[], parserFailures: number): Finishing {
  const declared = options.declared ?? { article: false, collection: false };
  // Only on product pages: there a verbatim repeat is the same description rendered twice; in an
  // article, a guide or a thread it is often content (a meal plan's repeated meals, an API's shared fields).
  const duplicateMinWords = declared.product !== true ? undefined : options.duplicateBlocks === undefined ? DUPLICATE_BLOCK_MIN_WORDS : options.duplicateBlocks.minWords;
  const itemRepeats = options.listItemRepeats === undefined ? LIST_ITEM_REPEAT_MODE : options.listItemRepeats.mode;
  return {
    notes, removalNotes, parserFailures, duplicateMinWords, itemRepeats, linkTrim: { ...options.linkTrim, pageUrl: url, ...(options.pageStatements?.canonicalUrl === undefined ? {} : { canonicalUrl: options.pageStatements.canonicalUrl }), ...(options.pageStatements?.statedTitles === undefined ? {} : { statedTitles: options.pageStatements.statedTitles }) }, creditLines: options.creditLines ?? true,
    description: declared.productSchema === true && options.structuredDescription !== false ? { text: options.productDescription, thresholds: options.structuredDescription ?? STRUCTURED_DESCRIPTION_THRESHOLDS } : undefined,
    datelines: (options.datelines?.on ?? true) && !declared.collection && options.pageStatements?.publishedAt !== undefined ? { author: options.pageStatements.author, headProseWords: options.datelines?.headProseWords } : undefined,
    bioAuthor: (options.authorBios ?? true) && !declared.collection ? options.pageStatements?.author : undefined,
    memberCards: options.memberCards ?? MEMBER_CARD_MIN_REPEATS,
  };
}

/** Said where the page's article declares itself not free to read (`PageMetadata.paywalled`). */
const PAYWALL_NOTE = "the page marks its article as not free to read (schema.org isAccessibleForFree false): this text may be only the part it shows without a subscription";

/**
 * First puts the content a streaming page sent hidden after its placeholders in place (`placeStreamedSegments`), then turns accordion and FAQ titles that are buttons back into text and shows the collapsed
 * panels they open (`revealDisclosures`), and shows hidden tab panels (`revealTabPanels`). Then removes from `page.document` the blocks a heading titles as recommendations of other
 * products, and on a declared product page its customers' reviews (`removeAsideBlocks`), on a page
 * that declares a product or a listing its groups of radio buttons or checkboxes (`removeChoiceFieldsets`), on a
 * page that declares a schema.org product the series of other products' cards (`removeProductCards`), and the
 * furniture around the posts the page marks with microdata (`removePostFurniture`) and the member
 * signatures a thread repeats under its posts (`removePostSignatures`). Then runs
 * the two cheap stages on the one parsed page: the content region (`cleaned-body`, read-only)
 * and Readability + Turndown (which consumes `page.document` when the page can be re-parsed). When
 * both reach {@link MIN_STAGE_TEXT_CHARS}, `chooseContent` decides from their word counts, what
 * the page declares and, where a declared article would decide, whether Readability's output is a
 * run of linked item titles (an index page: {@link LINKED_TITLE_INDEX}), and, where Readability's
 * coverage would decide and its output is such an index, whether the region has linked titles it
 * left out (`MISSED_INDEX_ITEMS`: the region's Markdown is converted only then); the verdict is the note
 * `choice: <stage> (<reason>)`. Defuddle, the expensive stage, runs only when neither cheap stage reached the minimum (on a re-parse, since Readability
 * consumed the tree). The chosen Markdown loses its chrome link blocks and promoted headlines
 * (`trimLinkBlocks`), its picture-credit and copyright lines (`dropCreditLines`), on a page
 * that is no thread, listing or product its datelines and bylines when the metadata states the
 * page's date (`dropDatelines`) and its paragraphs about the metadata's author (`dropAuthorBios`), and, on a
 * page that declares a product, the second copies of blocks it renders twice (`dropDuplicateBlocks`), and
 * on every page a block repeating another block of the same list item (`dropListItemRepeats`) and the member cards a thread
 * repeats beside its posts (`dropMemberCards`); a page that declares
 * a schema.org product whose output lacks that product's structured description gets it first (`addStructuredDescription`). Pages
 * beyond `TREE_LIMITS` skip the library stages. What was left out is counted in `removalNotes`.
 * Callers must read `page.document` before the chain (the chain changes it).
 */
export async function runHtmlChain(page: ParsedHtmlPage, url: string, options: HtmlChainOptions = {}): Promise<HtmlExtraction> {
  const isCancelled = options.isCancelled ?? (() => false);
  const stages = options.stages ?? DEFAULT_HTML_STAGES;
  const declared = options.declared ?? { article: false, collection: false };
  const notes = [...page.notes];
  const removalNotes: string[] = options.pageStatements?.paywalled === true ? [PAYWALL_NOTE] : [];
  let parserFailures = page.parserFailures;
  const short: ChainSuccess[] = [];
  const usable = (outcome: StageOutcome): ChainSuccess | undefined => {
    parserFailures += outcome.parserFailures;
    if (!outcome.ok) {
      notes.push(`${outcome.stage}: ${outcome.reason}`);
      return undefined;
    }
    if (outcome.textLength >= MIN_STAGE_TEXT_CHARS) return outcome;
    notes.push(`${outcome.stage}: below minimum (${outcome.textLength} < ${MIN_STAGE_TEXT_CHARS} chars)`);
    short.push(outcome);
    return undefined;
  };
  // Built when finishing: `parserFailures` grows as the stages run.
  const finishing = (): Finishing => chainFinishing(options, url, notes, removalNotes, parserFailures);
  const finish = (outcome: ChainSuccess): HtmlExtraction => chosen(outcome, finishing());
  const besides: Besides = { choiceFieldsets: options.choiceFieldsets ?? CHOICE_FIELDSETS_REMOVED, productCards: options.productCards ?? PRODUCT_CARD_THRESHOLDS, ...(options.cardShareAsServed === undefined ? {} : { cardShareAsServed: options.cardShareAsServed }), ...(options.asideVocabulary === undefined ? {} : { asideVocabulary: options.asideVocabulary }), ...(options.asides === undefined ? {} : { asides: options.asides }), ...(options.pageStatements?.productRating === undefined ? {} : { rating: options.pageStatements.productRating }) };
  const before = beforeStagesFor(page, {
    disclosures: options.disclosures ?? DISCLOSURE_OPTIONS,
    tabPanels: options.tabPanels ?? TAB_PANELS,
    signatures: options.postSignatures ?? POST_SIGNATURE_MIN_REPEATS,
    postQuotes: options.postQuotes ?? POST_QUOTE_MODE,
    streamed: options.streamedSegments ?? STREAMED_SEGMENTS_PLACED,
    regionRoot: options.regionRoot ?? REGION_ROOT_MODE,
    badges: options.badges ?? BADGE_MIN_REPEATS,
    ...(options.postFurniture === undefined ? {} : { postFurniture: options.postFurniture }),
    ...(options.shortTimeCopies === undefined ? {} : { shortTimeCopies: options.shortTimeCopies }),
    ...(options.authorAsides === undefined ? {} : { authorAsides: options.authorAsides }),
  });
  const regionRoot = prepareForStages(page.document, declared, besides, before, notes, removalNotes);

  const { baseUrl } = page;
  // Read before the stages: the region keeps the items it names, and the choice counts them in each cut.
  const listed = declared.listing === true ? listedAddresses(page.document) : NOTHING_LISTED;
  const region = usable(await stages.cleanedBody(page.document, url, { baseUrl, listed, ...(regionRoot === undefined ? {} : { regionRoot }) }));
  const obstacle = libraryStageObstacle(page.document.documentElement);
  if (obstacle !== undefined) {
    notes.push(`readability: skipped (${obstacle})`, `defuddle: skipped (${obstacle})`);
    return region === undefined ? longestShort(short, finishing()) : finish(region);
  }
  if (isCancelled()) return region === undefined ? nothing(notes, parserFailures) : finish(region);
  const consumeDocument = page.reparse !== undefined;
  // Read before Readability consumes the tree.
  const postSeries = region !== undefined ? findPostSeries(page.document.documentElement, Math.min(POST_SERIES.minPosts, MISSED_POSTS.minPosts)) : [];
  // Only a series of enough posts is looked for in the cuts: without one, no cut is written as Markdown to find none.
  const seriesOf = (minPosts: number): boolean => postSeries.some((posts) => posts.length >= minPosts);
  const longSeries = seriesOf(MISSED_POSTS.minPosts);
  const readability = usable(await stages.readability(page.document, url, { consumeDocument, baseUrl }));
  // A stage measured text but its Markdown came out empty: note it and try the next candidate.
  const converted = (outcome: ChainSuccess | undefined): ChainSuccess | undefined => {
    if (outcome === undefined || outcome.markdown !== '') return outcome;
    notes.push(`${outcome.stage}: empty Markdown`);
    return undefined;
  };
  if (region !== undefined && readability !== undefined) {
    const readabilityWords = readability.words ?? visibleWordCount(readability.markdown);
    // The control labels the region dropped count as its words: dropping "Add to cart" must not tip the choice.
    const regionWords = (region.words ?? visibleWordCount(region.markdown)) + (region.controlWords ?? 0);
    const readabilityLinkedTitles = (): number => linkedTitleLines(readability.markdown);
    const regionLinkedTitles = (): number => linkedTitleLines(region.markdown);
    const index = options.linkedTitleIndex ?? { rule: LINKED_TITLE_INDEX };
    const readabilityShareInRegion = (): number => sharedWordShare(readability.markdown, region.markdown);
    const readabilityPostSeries = (): number => (seriesOf(POST_SERIES.minPosts) ? postSeriesOfCut(readability.markdown, postSeries.map((posts) => posts.map((post) => post.text))) : 0);
    const readabilityMissedPosts = (): number => (longSeries ? missedPostsOfCut(readability.markdown, region.markdown, postSeries.map((posts) => posts.map((post) => post.passage))) : 0);
    // Asked by the choice on a page dated only, and again by the left-out note: counted once.
    let leftOutPosts: number | undefined;
    const readabilityLeftOutPosts = (): number => (leftOutPosts ??= longSeries ? missedPostsOfCut(readability.markdown, region.markdown, postSeries.map((posts) => posts.map((post) => post.passage)), { ...MISSED_POSTS, minKept: 0 }) : 0);
    const regionLeadWords = (): number => leadWords(region.markdown, readability.markdown);
    const questions = options.pageStatements?.faqQuestions ?? [];
    // Each cut is written as Markdown only when the page declares an FAQ to look for.
    const readabilityMissedQuestions = (): number => (questions.length === 0 ? 0 : missedQuestionsOfCut(readability.markdown, region.markdown, questions));
    const listedItems = listed.size === 0 ? {} : { readabilityListedItems: () => linkedListedItems(readability.markdown, listed, baseUrl), regionListedItems: () => linkedListedItems(region.markdown, listed, baseUrl) };
    const choice = chooseContent({ readabilityWords, regionWords, readabilityLinkedTitles, regionLinkedTitles, readabilityShareInRegion, readabilityPostSeries, readabilityMissedPosts, readabilityLeftOutPosts, readabilityMissedQuestions, regionLeadWords, ...listedItems }, declared, options.choiceThresholds ?? CONTENT_CHOICE_THRESHOLDS, index);
    notes.push(`choice: ${choice.source === 'readability' ? 'readability' : 'cleaned-body'} (${choice.reason})`);
    if (choice.source === 'readability' && converted(readability) !== undefined) {
      const leftOut = regionWords - readabilityWords;
      if (leftOut >= LEFT_OUT_MIN_WORDS && leftOut >= LEFT_OUT_MIN_SHARE * readabilityWords) {
        removalNotes.push(`about ${leftOut} words around the main article left out (comments, teasers or page chrome)`);
      } else if (longSeries) {
        // A short article's comments are too few words for the note above: the reader is still told they exist.
        const posts = readabilityLeftOutPosts();
        if (posts >= MISSED_POSTS.minPosts) removalNotes.push(`comments or replies below the main article left out (${posts} dated posts or more)`);
      }
      return finish(readability);
    }
    const kept = converted(region) ?? converted(readability);
    if (kept !== undefined) return finish(kept);
  } else {
    const kept = converted(readability) ?? converted(region);
    if (kept !== undefined) return finish(kept);
  }
  if (isCancelled()) return nothing(notes, parserFailures);
  const tree = consumeDocument ? reparsedWithoutBesides(page.reparse as () => Document, declared, besides, before) : page.document;
  const defuddle = usable(await stages.defuddle(tree, url, { baseUrl }));
  if (defuddle !== undefined) return finish(defuddle);
  return longestShort(short, finishing());
}
