import type { ExtractionStage } from '../../../../application/ports/document-extractor.port.js';
import { markdownToPlainText } from '../../../../domain/fetch/markdown-to-text.js';
import { chooseContent, CONTENT_CHOICE_THRESHOLDS, type ContentChoiceThresholds, type DeclaredPageKind } from '../../../../domain/page/content-choice.policy.js';
import { LINKED_TITLE_INDEX, linkedTitleLines, type LinkedTitleIndex } from '../../../../domain/page/linked-title-index.policy.js';
import { visibleWordCount } from '../../../../domain/page/markdown-words.js';
import { dropCreditLines } from './markdown/credit-lines.js';
import { dropDatelines, type DatelineOptions } from './markdown/dateline-lines.js';
import { dropAuthorBios } from './markdown/author-bio.js';
import { DUPLICATE_BLOCK_MIN_WORDS, dropDuplicateBlocks } from './markdown/duplicate-blocks.js';
import { trimLinkBlocks, type LinkBlockTrimOptions } from './markdown/link-block-trim.js';
import { addStructuredDescription, STRUCTURED_DESCRIPTION_THRESHOLDS, type StructuredDescriptionThresholds } from './markdown/structured-description.js';
import { dropListItemRepeats, LIST_ITEM_REPEAT_MODE, type ListItemRepeatMode } from './markdown/list-item-repeats.js';
import { dropMemberCards, MEMBER_CARD_MIN_REPEATS } from './markdown/member-card-lines.js';
import { removeAsideBlocks } from './region/aside-blocks.js';
import { CHOICE_FIELDSETS_REMOVED, choiceGroupsArePickers, removeChoiceFieldsets } from './region/choice-fieldsets.js';
import { DISCLOSURE_OPTIONS, revealDisclosures, type DisclosureOptions } from './region/disclosure-widgets.js';
import { removePostFurniture } from './region/post-furniture.js';
import { PRODUCT_CARD_THRESHOLDS, removeProductCards, type ProductCardThresholds } from './region/product-cards.js';
import type { ParsedHtmlPage } from './parsed-html-page.js';
import { REGION_THRESHOLDS } from './region/content-region.js';
import { runCleanedBodyStage } from './stages/cleaned-body-stage.js';
import { runDefuddleStage } from './stages/defuddle-stage.js';
import { runReadabilityStage } from './stages/readability-stage.js';
import { collapsedLength } from './stages/stage-support.js';
import { libraryStageObstacle } from './tree-size-guard.js';
import type { StageOutcome } from './stages/stage-outcome.js';

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

/** The HTML chain's result: Markdown (possibly empty) and how it was obtained. */
export interface HtmlExtraction {
  readonly markdown: string;
  readonly title?: string;
  /** The stage whose output is `markdown`; absent when every stage failed. */
  readonly stage?: ExtractionStage;
  /** Why earlier stages lost and what the content choice decided, in order (after the parser's notes). */
  readonly stageNotes: readonly string[];
  /** What the chain left out (and the one thing it may add, a product description from structured data), in words for the model (composed here, never page text). */
  readonly removalNotes: readonly string[];
  readonly parserFailures: number;
  /** Whitespace-collapsed text length of the chosen output. */
  readonly textLength: number;
}

type Success = Extract<StageOutcome, { ok: true }>;

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
  cleanedBody: (document, url, options) => runCleanedBodyStage(document, url, REGION_THRESHOLDS, options?.baseUrl),
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
  /** When a declared article is an index after all ({@link LINKED_TITLE_INDEX} unless a benchmark varies it; `rule: undefined` turns it off). */
  readonly linkedTitleIndex?: { readonly rule: LinkedTitleIndex | undefined };
  /** Minimum words of a verbatim repeat dropped on a declared product page (`dropDuplicateBlocks`); `minWords: undefined` keeps repeats. */
  readonly duplicateBlocks?: { readonly minWords: number | undefined };
  /** What the link-block trim drops besides chrome link blocks; production's unless a benchmark varies it. */
  readonly linkTrim?: LinkBlockTrimOptions;
  /** Drop picture-credit and copyright lines (`dropCreditLines`); on unless a benchmark turns it off. */
  readonly creditLines?: boolean;
  /** The page's publication date and author as its metadata states them: with a date, dateline and byline paragraphs go (`dropDatelines`). */
  readonly pageStatements?: { readonly publishedAt?: string; readonly author?: string };
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
  /** How often a member statistic must recur for the cards beside a thread's posts to go (`dropMemberCards`, {@link MEMBER_CARD_MIN_REPEATS} unless a benchmark varies it); `false` keeps them. */
  readonly memberCards?: number | false;
}

/**
 * First turns accordion and FAQ titles that are buttons back into text and shows the collapsed
 * panels they open (`revealDisclosures`). Then removes from `page.document` the blocks a heading titles as recommendations of other
 * products, and on a declared product page its customers' reviews (`removeAsideBlocks`), on a page
 * that declares a product or a listing its groups of radio buttons or checkboxes (`removeChoiceFieldsets`), on a
 * page that declares a schema.org product the series of other products' cards (`removeProductCards`), and the
 * furniture around the posts the page marks with microdata (`removePostFurniture`). Then runs
 * the two cheap stages on the one parsed page: the content region (`cleaned-body`, read-only)
 * and Readability + Turndown (which consumes `page.document` when the page can be re-parsed). When
 * both reach {@link MIN_STAGE_TEXT_CHARS}, `chooseContent` decides from their word counts, what
 * the page declares and, where a declared article would decide, whether Readability's output is a
 * run of linked item titles (an index page: {@link LINKED_TITLE_INDEX}); the verdict is the note
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
  const removalNotes: string[] = [];
  let parserFailures = page.parserFailures;
  const short: Success[] = [];
  const usable = (outcome: StageOutcome): Success | undefined => {
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
  // Only on product pages: there a verbatim repeat is the same description rendered twice; in an
  // article, a guide or a thread it is often content (a meal plan's repeated meals, an API's shared fields).
  const duplicateMinWords = declared.product !== true ? undefined : options.duplicateBlocks === undefined ? DUPLICATE_BLOCK_MIN_WORDS : options.duplicateBlocks.minWords;
  const itemRepeats = options.listItemRepeats === undefined ? LIST_ITEM_REPEAT_MODE : options.listItemRepeats.mode;
  // Built when finishing: `parserFailures` grows as the stages run.
  const finishing = (): Finishing => ({
    notes, removalNotes, parserFailures, duplicateMinWords, itemRepeats, linkTrim: { ...options.linkTrim, pageUrl: url }, creditLines: options.creditLines ?? true,
    description: declared.productSchema === true && options.structuredDescription !== false ? { text: options.productDescription, thresholds: options.structuredDescription ?? STRUCTURED_DESCRIPTION_THRESHOLDS } : undefined,
    datelines: (options.datelines?.on ?? true) && !declared.collection && options.pageStatements?.publishedAt !== undefined ? { author: options.pageStatements.author, headProseWords: options.datelines?.headProseWords } : undefined,
    bioAuthor: (options.authorBios ?? true) && !declared.collection ? options.pageStatements?.author : undefined,
    memberCards: options.memberCards ?? MEMBER_CARD_MIN_REPEATS,
  });
  const finish = (outcome: Success): HtmlExtraction => chosen(outcome, finishing());
  const besides: Besides = { choiceFieldsets: options.choiceFieldsets ?? CHOICE_FIELDSETS_REMOVED, productCards: options.productCards ?? PRODUCT_CARD_THRESHOLDS };
  const disclosures = options.disclosures ?? DISCLOSURE_OPTIONS;
  revealAccordions(page.document, disclosures, notes, removalNotes);
  removeAsides(page.document, declared, removalNotes, besides);
  trimPosts(page.document, removalNotes);

  const { baseUrl } = page;
  const region = usable(await stages.cleanedBody(page.document, url, { baseUrl }));
  const obstacle = libraryStageObstacle(page.document.documentElement);
  if (obstacle !== undefined) {
    notes.push(`readability: skipped (${obstacle})`, `defuddle: skipped (${obstacle})`);
    return region === undefined ? longestShort(short, finishing()) : finish(region);
  }
  if (isCancelled()) return region === undefined ? nothing(notes, parserFailures) : finish(region);
  const consumeDocument = page.reparse !== undefined;
  const readability = usable(await stages.readability(page.document, url, { consumeDocument, baseUrl }));
  // A stage measured text but its Markdown came out empty: note it and try the next candidate.
  const converted = (outcome: Success | undefined): Success | undefined => {
    if (outcome === undefined || outcome.markdown !== '') return outcome;
    notes.push(`${outcome.stage}: empty Markdown`);
    return undefined;
  };
  if (region !== undefined && readability !== undefined) {
    const readabilityWords = readability.words ?? visibleWordCount(readability.markdown);
    const regionWords = region.words ?? visibleWordCount(region.markdown);
    const readabilityLinkedTitles = (): number => linkedTitleLines(readability.markdown);
    const index = options.linkedTitleIndex ?? { rule: LINKED_TITLE_INDEX };
    const choice = chooseContent({ readabilityWords, regionWords, readabilityLinkedTitles }, declared, options.choiceThresholds ?? CONTENT_CHOICE_THRESHOLDS, index);
    notes.push(`choice: ${choice.source === 'readability' ? 'readability' : 'cleaned-body'} (${choice.reason})`);
    if (choice.source === 'readability' && converted(readability) !== undefined) {
      const leftOut = regionWords - readabilityWords;
      if (leftOut >= LEFT_OUT_MIN_WORDS && leftOut >= LEFT_OUT_MIN_SHARE * readabilityWords) {
        removalNotes.push(`about ${leftOut} words around the main article left out (comments, teasers or page chrome)`);
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
  const tree = consumeDocument ? reparsedWithoutBesides(page.reparse as () => Document, declared, besides, disclosures) : page.document;
  const defuddle = usable(await stages.defuddle(tree, url, { baseUrl }));
  if (defuddle !== undefined) return finish(defuddle);
  return longestShort(short, finishing());
}

/** Which of the optional removals before the stages run, and how. */
interface Besides {
  readonly choiceFieldsets: boolean;
  readonly productCards: ProductCardThresholds | false;
}

function removeAsides(document: Document, declared: DeclaredPageKind, removalNotes: string[], { choiceFieldsets, productCards }: Besides): void {
  const body = document.body as HTMLElement | null;
  if (body === null) return;
  const removed = removeAsideBlocks(body, { reviews: declared.product === true });
  if (removed.recommendations > 0) removalNotes.push(`${plural(removed.recommendations, 'block')} of recommended other products removed`);
  if (removed.reviews > 0) removalNotes.push(`${plural(removed.reviews, 'block')} of customer reviews and ratings removed`);
  // Only where the page declares a product or a listing: there a group of radio buttons or
  // checkboxes is a picker or a filter; a thread's poll and an article's quiz stay, and other pages pay no walk.
  const pickers = choiceFieldsets && choiceGroupsArePickers(declared) ? removeChoiceFieldsets(body) : 0;
  if (pickers > 0) removalNotes.push(`${plural(pickers, 'group')} of radio buttons or checkboxes removed (option pickers, filters)`);
  // Only where schema.org declares a product: `og:type` product alone is also set by category pages, whose cards are their content.
  const cards = productCards !== false && declared.productSchema === true ? removeProductCards(body, productCards) : 0;
  if (cards > 0) removalNotes.push(`${plural(cards, 'card')} of other products removed (repeated cards with a link and a price)`);
}

/**
 * Before anything is removed: accordion and FAQ titles that are buttons stay as text and their
 * collapsed answers are shown (`revealDisclosures`). Noted for the model too: it reads text a
 * reader had to open (and hidden text is where pages put what they do not show).
 */
function revealAccordions(document: Document, options: DisclosureOptions, notes: string[], removalNotes: string[]): void {
  const body = document.body as HTMLElement | null;
  if (body === null) return;
  const revealed = revealDisclosures(body, options);
  if (revealed.headings > 0 || revealed.panels > 0) notes.push(`accordions: ${plural(revealed.headings, 'title')} kept as text, ${plural(revealed.panels, 'collapsed panel')} shown`);
  if (revealed.panels > 0) removalNotes.push(`text of ${plural(revealed.panels, 'collapsed panel')} shown (FAQ answers, accordion sections a reader opens)`);
}

function trimPosts(document: Document, removalNotes: string[]): void {
  const body = document.body as HTMLElement | null;
  const trimmed = body === null ? 0 : removePostFurniture(body);
  if (trimmed > 0) removalNotes.push(`vote counts, user cards and reply/quote/share controls removed around ${trimmed} post${trimmed === 1 ? '' : 's'}`);
}

/**
 * A fresh parse for Defuddle, with the same accordions revealed and the same aside blocks, choice
 * groups and post furniture removed (already counted in the notes: same markup, same blocks).
 */
function reparsedWithoutBesides(reparse: () => Document, declared: DeclaredPageKind, besides: Besides, disclosures: DisclosureOptions): Document {
  const fresh = reparse();
  revealAccordions(fresh, disclosures, [], []);
  removeAsides(fresh, declared, [], besides);
  trimPosts(fresh, []);
  return fresh;
}

/** What `chosen` adds to and how it trims. */
interface Finishing {
  readonly notes: string[];
  readonly removalNotes: string[];
  readonly parserFailures: number;
  readonly duplicateMinWords: number | undefined;
  readonly itemRepeats: ListItemRepeatMode;
  readonly linkTrim: LinkBlockTrimOptions | undefined;
  readonly creditLines: boolean;
  /** The declared product's structured description and when to add it; absent on other pages. */
  readonly description: { readonly text: string | undefined; readonly thresholds: StructuredDescriptionThresholds } | undefined;
  readonly datelines: DatelineOptions | undefined;
  readonly bioAuthor: string | undefined;
  readonly memberCards: number | false;
}

function longestShort(short: readonly Success[], finishing: Finishing): HtmlExtraction {
  const longest = short.reduce<Success | undefined>((best, outcome) => (best === undefined || outcome.textLength > best.textLength ? outcome : best), undefined);
  if (longest === undefined) return nothing(finishing.notes, finishing.parserFailures);
  finishing.notes.push(`chain: no stage reached the minimum; kept the longest (${longest.stage})`);
  return chosen(longest, finishing);
}

function chosen(outcome: Success, { notes, removalNotes, parserFailures, duplicateMinWords, itemRepeats, linkTrim, creditLines, datelines, bioAuthor, description, memberCards }: Finishing): HtmlExtraction {
  const trimmed = trimLinkBlocks(outcome.markdown, linkTrim);
  const credits = creditLines ? dropCreditLines(trimmed.markdown) : { markdown: trimmed.markdown, droppedLines: 0 };
  const dated = datelines !== undefined ? dropDatelines(credits.markdown, datelines) : { markdown: credits.markdown, droppedLines: 0 };
  const bios = bioAuthor !== undefined ? dropAuthorBios(dated.markdown, bioAuthor) : { markdown: dated.markdown, droppedBlocks: 0 };
  const blockDeduped = dropDuplicateBlocks(bios.markdown, duplicateMinWords);
  const listDeduped = dropListItemRepeats(blockDeduped.markdown, itemRepeats);
  const cards = memberCards === false ? { markdown: listDeduped.markdown, droppedCards: 0 } : dropMemberCards(listDeduped.markdown, memberCards);
  const described = description === undefined ? { markdown: cards.markdown, added: false } : addStructuredDescription(cards.markdown, description.text, description.thresholds);
  const deduped = { ...listDeduped, markdown: described.markdown };
  const clusters = outcome.removedLinkClusters ?? 0;
  if (clusters > 0) removalNotes.push(`${plural(clusters, 'link-heavy block')} removed (menus, tag and link lists)`);
  if (trimmed.droppedBlocks > 0) {
    notes.push(`trim: dropped ${plural(trimmed.droppedBlocks, 'link-only block')}`);
    removalNotes.push(`${plural(trimmed.droppedBlocks, 'link-only block')} removed (navigation, sharing, related stories)`);
  }
  if (credits.droppedLines > 0) removalNotes.push(`${plural(credits.droppedLines, 'picture credit or copyright line')} removed`);
  if (dated.droppedLines > 0) removalNotes.push(`${dated.droppedLines} ${dated.droppedLines === 1 ? 'dateline or byline' : 'datelines and bylines'} removed (when and by whom the page was posted or updated; its date and author are in the page metadata)`);
  if (bios.droppedBlocks > 0) removalNotes.push(`${plural(bios.droppedBlocks, 'paragraph')} about the author removed (the author is named in the page metadata)`);
  if (blockDeduped.droppedBlocks > 0) removalNotes.push(`${plural(blockDeduped.droppedBlocks, 'repeated block')} removed (verbatim copies of text kept once)`);
  if (deduped.droppedBlocks > 0) removalNotes.push(`${plural(deduped.droppedBlocks, 'repeated line')} inside list items removed (a title or price shown twice in one item, kept once)`);
  if (cards.droppedCards > 0) removalNotes.push(`${plural(cards.droppedCards, 'member card')} removed beside the posts (authors' post counts, join dates, reputation and profile fields)`);
  if (described.added) removalNotes.push("the product's description added first from the page's structured data (schema.org Product): the page's visible text lacks it");
  const changed = trimmed.droppedBlocks > 0 || credits.droppedLines > 0 || dated.droppedLines > 0 || bios.droppedBlocks > 0 || blockDeduped.droppedBlocks > 0 || deduped.droppedBlocks > 0 || cards.droppedCards > 0 || described.added;
  return {
    markdown: deduped.markdown,
    ...(outcome.title === undefined ? {} : { title: outcome.title }),
    stage: outcome.stage,
    stageNotes: notes,
    removalNotes,
    parserFailures,
    textLength: changed ? collapsedLength(markdownToPlainText(deduped.markdown)) : outcome.textLength,
  };
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function nothing(notes: readonly string[], parserFailures: number): HtmlExtraction {
  return { markdown: '', stageNotes: notes, removalNotes: [], parserFailures, textLength: 0 };
}
