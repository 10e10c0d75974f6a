// What the chain removes from (and reveals in) the parsed page before its stages read it, with
// the notes that tell the model.
import type { AsideVocabulary } from '../../../../domain/page/aside-heading.policy.js';
import type { DeclaredPageKind } from '../../../../domain/page/content-choice.policy.js';
import { plural } from './html-chain-result.js';
import { unwrapLinkedButtons } from './region/linked-buttons.js';
import { writeContentButtons } from './region/content-buttons.js';
import { unwrapAddressLinks } from './stages/address-links.js';
import { linkOverlaidTitles } from './region/overlay-links.js';
import { showLabelledFigures } from './region/labelled-figures.js';
import { writeAriaHeadings } from './region/aria-headings.js';
import { boldTableGroupHeadings } from './region/table-group-headings.js';
import { removeEmptyHeadingNeighbours, removeUnsnippetedHeadingParts, unwrapHeadingBlocks } from './region/heading-wrappers.js';
import { liftFactRowHeadings } from './markdown/fact-rows-rule.js';
import { writeValueTrails } from './region/value-trails.js';
import { writeReadOnlyFields } from './region/read-only-fields.js';
import { writeForumQuotes } from './region/forum-quote-boxes.js';
import { writeCellIcons, writeListIcons } from './region/cell-icons.js';
import { writeRelativeDates, writeYearlessTimes } from './region/relative-dates.js';
import { unlinkRatings, writeRatingLabels } from './region/rating-labels.js';
import { writePanelTitles } from './region/panel-title-links.js';
import { demoteLogoHeadings } from './region/logo-headings.js';
import { unlinkBrandLines } from './region/brand-line.js';
import { unwrapFieldlessForms } from './region/fieldless-forms.js';
import { preformatCodeMirrorLines } from './region/codemirror-lines.js';
import { dropTruncatedCopies, mayBeHiddenByMarkup, mayNameExcerpt, showHiddenFullTexts } from './region/truncated-copies.js';
import { ElementCensus } from './element-census.js';
import type { ParsedHtmlPage } from './parsed-html-page.js';
import { emptyFindings, noteElement, type WalkFindings } from './before-stage-walk.js';
import { retag } from './element-retag.js';
import { isSubheading, removeAsideBlocks, type AsideThresholds } from './region/aside-blocks.js';
import { REGION_ROOT_MODE, regionRootAsServed, type RegionRootAsServed, type RegionRootMode } from './region/content-region.js';
import { choiceGroupsArePickers, removeChoiceFieldsets } from './region/choice-fieldsets.js';
import { writeButtonPickers } from './region/button-pickers.js';
import { writeRadioPickers } from './region/radio-pickers.js';
import { writeQuantityFields } from './region/quantity-fields.js';
import { isCartChoice, writeSelectPickers } from './region/select-pickers.js';
import { writeAriaTables } from './region/aria-tables.js';
import { giveListRowGridRoles } from './region/list-row-grids.js';
import { writeStyledParagraphs } from './region/styled-paragraphs.js';
import { DISCLOSURE_OPTIONS, revealDisclosures, type DisclosureOptions } from './region/disclosure-widgets.js';
import { dropHiddenCopies, dropHiddenNotices } from './region/hidden-copies.js';
import { removeUnshownPriceStates } from './region/price-states.js';
import { preformatBrokenCode, preformatCodeAreas, preformatCodeLines, preformatRawCode } from './region/code-line-blocks.js';
import { markLineNumbers } from './region/code-line-numbers.js';
import { markReplies, THREAD_MIN_POSTS } from './region/reply-marks.js';
import { nameRadioTabs } from './region/radio-tabs.js';
import { writeTaskStates } from './region/task-list-items.js';
import { joinCalloutSymbols, keepCalloutAsides, writeCalloutIconLabels } from './region/callout-asides.js';
import { keepInfoboxes } from './region/infobox-asides.js';
import { keepBuyBoxAsides, keepBuyBoxSidebars } from './region/buy-box-asides.js';
import { dropMobileCopies } from './region/mobile-copies.js';
import { removeForumActionButtons } from './region/forum-action-links.js';
import { removeReactionBars } from './region/reaction-bars.js';
import { writeMathAsTex } from './region/math-tex.js';
import { removeHiddenPermalinks } from './region/hidden-permalinks.js';
import { removeLanguageSwitchers } from './region/language-switchers.js';
import { POST_FURNITURE_OPTIONS, removePostFurniture, type PostFurnitureOptions } from './region/post-furniture.js';
import { dropShortTimeCopies, SHORT_TIME_COPIES_DROPPED } from './region/time-copies.js';
import { keepPostAuthorAsides, POST_AUTHOR_ASIDES_KEPT } from './region/post-author-asides.js';
import { markPostDateLinks } from './region/post-date-links.js';
import { unlinkQuoteSources } from './region/quote-source-links.js';
import { sourcePictureImages, unwrapImageButtons } from './region/picture-sources.js';
import { nameCodeLanguages } from './region/code-languages.js';
import { unwrapProseInPre } from './region/prose-in-pre.js';
import { writeKeptLineBreaks } from './region/kept-line-breaks.js';
import { keepPostQuotes, POST_QUOTE_MODE, type PostQuoteMode } from './region/post-quotes.js';
import { POST_SIGNATURE_MIN_REPEATS, removePostSignatures } from './region/post-signatures.js';
import { removeProductCards, type ProductCardThresholds } from './region/product-cards.js';
import { BADGE_MIN_REPEATS, markRepeatedBadges } from './region/repeated-badges.js';
import { placeStreamedSegments, STREAMED_SEGMENTS_PLACED } from './region/streamed-segments.js';
import { dropOrphanTabNames, revealTabPanels, TAB_PANELS, type TabPanelMode } from './region/tab-panels.js';
import { markBootstrapTabs } from './region/bootstrap-tabs.js';
import { markStripTabs } from './region/strip-tabs.js';
import { showDefinitionTabs, writeHeaderAttributes } from './region/scripted-widget-labels.js';
import { inlineBlankLinkBlocks } from './region/blank-link-blocks.js';
import { nestSectionHeadings } from './region/nested-heading-levels.js';
import { placeSideCodeColumns } from './region/side-code-columns.js';
import { writeShortFlexRows } from './region/short-flex-rows.js';
import { dropSmallScreenCopies } from './region/small-screen-copies.js';

/** How the steps that show hidden content and remove post furniture run before the stages (production's unless a benchmark varies them). */
export interface BeforeStageSettings {
  readonly disclosures: DisclosureOptions;
  readonly tabPanels: TabPanelMode;
  /** How often one shape of member signature must recur for them to go; `false` keeps them. */
  readonly signatures: number | false;
  /** Which asides inside the posts' bodies are read as part of the posts (`keepPostQuotes`); {@link POST_QUOTE_MODE} when absent. */
  readonly postQuotes?: PostQuoteMode;
  /** Whether React's streamed segments are put in place. */
  readonly streamed: boolean;
  /** Whether the region's root chosen before the removals holds after them (`RegionRootMode`); `after` when absent. */
  readonly regionRoot?: RegionRootMode;
  /** How many badges must say one label for the region to leave them out (`markRepeatedBadges`); `false` keeps them; {@link BADGE_MIN_REPEATS} when absent. */
  readonly badges?: number | false;
  /** What the posts a page marks with microdata keep around their text ({@link POST_FURNITURE_OPTIONS} when absent). */
  readonly postFurniture?: PostFurnitureOptions;
  /** Whether a `<time>`'s short relative copy beside its full date goes (`dropShortTimeCopies`; {@link SHORT_TIME_COPIES_DROPPED} when absent). */
  readonly shortTimeCopies?: boolean;
  /** Whether a post's author named in a pane beside it stays as a line (`keepPostAuthorAsides`; {@link POST_AUTHOR_ASIDES_KEPT} when absent). */
  readonly authorAsides?: boolean;
}

export const PRODUCTION_BEFORE_STAGES: BeforeStageSettings = { disclosures: DISCLOSURE_OPTIONS, tabPanels: TAB_PANELS, signatures: POST_SIGNATURE_MIN_REPEATS, postQuotes: POST_QUOTE_MODE, streamed: STREAMED_SEGMENTS_PLACED, regionRoot: REGION_ROOT_MODE, badges: BADGE_MIN_REPEATS };

/** `settings` for one parsed page: streamed segments are placed only where the prefilter saw React's scripts that move them (elsewhere no walk is paid). */
export function beforeStagesFor(page: Pick<ParsedHtmlPage, 'streamedSegmentScripts'>, settings: BeforeStageSettings = PRODUCTION_BEFORE_STAGES): BeforeStageSettings {
  return { ...settings, streamed: settings.streamed && (page.streamedSegmentScripts ?? 0) > 0 };
}

/**
 * Whether other products' cards' share limit (`ProductCardThresholds.maxShare`) is taken of the page
 * as served, before the titled aside blocks go (else of what those leave: on eBay that is mostly
 * cards, over the limit, so all of them stayed). Chosen with the region's root kept from before the
 * removals and `productInside` by 5-fold cross-validation (bench/extract/region-root-cv.ts, bench/RESULTS.md, session 11).
 */
export const PRODUCT_CARD_SHARE_AS_SERVED = true;

/** Which of the optional removals before the stages run, and how. */
export interface Besides {
  readonly choiceFieldsets: boolean;
  readonly productCards: ProductCardThresholds | false;
  /** Other products' cards' share is taken of the page as served (before the aside blocks go); {@link PRODUCT_CARD_SHARE_AS_SERVED} when absent. */
  readonly cardShareAsServed?: boolean;
  /** The titled aside blocks' limits (`ASIDE_THRESHOLDS` when absent). */
  readonly asides?: AsideThresholds;
  /** Which titles mark an aside block (`AsideVocabulary`); `ASIDE_VOCABULARY` when absent. */
  readonly asideVocabulary?: AsideVocabulary;
  /** The declared product's rating as its structured data states it (`PageMetadata.productRating`): the note on removed reviews says it. */
  readonly rating?: string;
}

/**
 * Recommended products, customer reviews (on a product page), pickers and filters (on a product or
 * listing page) and other products' cards (on a schema.org product page) go, each noted; a product's
 * quantity field with a note beside it is written as a line (`writeQuantityFields`).
 */
function removeAsides(document: Document, declared: DeclaredPageKind, removalNotes: string[], { choiceFieldsets, productCards, cardShareAsServed, asideVocabulary, asides, rating }: Besides, selects: readonly Element[], quantityFields: readonly Element[], census: ElementCensus): void {
  const body = document.body as HTMLElement | null;
  if (body === null) return;
  // Only where schema.org declares a product: `og:type` product alone is also set by category pages, whose cards are their content.
  const removed = removeAsideBlocks(body, { reviews: declared.product === true, ...(asideVocabulary === undefined ? {} : { vocabulary: asideVocabulary }) }, asides, census.under(body, isSubheading));
  if (removed.recommendations > 0) removalNotes.push(`${plural(removed.recommendations, 'block')} of recommended other products removed`);
  if (removed.related !== undefined) removalNotes.push(`${plural(removed.related, 'list')} of similar threads or entries removed (other pages' titles, authors and reply counts)`);
  // The rating the reviews stated often went with them: the page's structured data says it too.
  if (removed.reviews > 0) removalNotes.push(`${plural(removed.reviews, 'block')} of customer reviews and ratings removed${rating === undefined ? '' : ` (the page's structured data rates the product ${rating})`}`);
  // Only where the page declares a product or a listing: there a group of radio buttons or
  // checkboxes is a picker or a filter; a thread's poll and an article's quiz stay, and other pages pay no walk.
  const summarised = declared.product === true && declared.listing !== true;
  if (declared.product === true) removeUnshownPriceStates(body);
  if (summarised && quantityFields.length > 0) writeQuantityFields(body, quantityFields);
  const pickers = (choiceFieldsets && choiceGroupsArePickers(declared) ? removeChoiceFieldsets(body, summarised) : 0) + (choiceFieldsets && summarised ? writeButtonPickers(body) + writeSelectPickers(body) + writeRadioPickers(body) : 0);
  if (pickers > 0) removalNotes.push(summarised ? `${plural(pickers, 'group')} of options (radio buttons, buttons, drop-downs) written as one line each (option pickers)` : `${plural(pickers, 'group')} of radio buttons or checkboxes removed (option pickers, filters)`);
  // A shop that declares no product still says what its cart's form offers.
  const cartChoices = choiceFieldsets && !summarised && declared.listing !== true ? selects.filter(isCartChoice) : [];
  const written = cartChoices.length > 0 ? writeSelectPickers(body, cartChoices) : 0;
  if (written > 0) removalNotes.push(`${plural(written, 'drop-down')} of a cart's form written as one line each (option pickers)`);
  // The cards' share is taken of the page as served (the aside removal measured it when it ran): that removal can leave a page that is mostly cards.
  const servedText = (cardShareAsServed ?? PRODUCT_CARD_SHARE_AS_SERVED) ? removed.rootText : undefined;
  const cards = productCards !== false && declared.productSchema === true ? removeProductCards(body, productCards, servedText) : 0;
  if (cards > 0) removalNotes.push(`${plural(cards, 'card')} of other products removed (repeated cards with a link and a price)`);
}

/**
 * First of all, when `on`: the content a streaming page sent after its placeholders (React's hidden
 * `S:` segments) is put where the page's script would put it (`placeStreamedSegments`), noted.
 */
function placeStreamed(document: Document, on: boolean, removalNotes: string[]): void {
  const placed = on ? placeStreamedSegments(document) : 0;
  if (placed > 0) removalNotes.push(`text of ${plural(placed, 'streamed segment')} shown where the page's script puts it (content sent hidden after its placeholder)`);
}

/**
 * Before anything is removed: accordion and FAQ titles that are buttons stay as text and their
 * collapsed answers are shown (`revealDisclosures`), and so are hidden tab panels (other
 * languages' or platforms' steps: `revealTabPanels`), found in the same walk. Noted for the model
 * too: it reads text a reader had to open (and hidden text is where pages put what they do not show).
 * Returns what the later steps need from that walk ({@link WalkFindings}), so that none walks the page again.
 */
function revealCollapsed(document: Document, options: DisclosureOptions, tabPanels: TabPanelMode, notes: string[], removalNotes: string[]): WalkFindings {
  const findings = emptyFindings();
  const body = document.body as HTMLElement | null;
  if (body === null) return findings;
  const revealed = revealDisclosures(body, options, (element) => {
    noteElement(element, findings, tabPanels !== 'none');
  });
  const { panels, bootstrapTabs, stripTabs, definitionTabs, headedWidgets, radios } = findings;
  if (revealed.headings > 0 || revealed.panels > 0) notes.push(`accordions: ${plural(revealed.headings, 'title')} kept as text, ${plural(revealed.panels, 'collapsed panel')} shown`);
  if (revealed.panels > 0) removalNotes.push(`text of ${plural(revealed.panels, 'collapsed panel')} shown (FAQ answers, accordion sections a reader opens)`);
  for (const pane of [...markBootstrapTabs(bootstrapTabs), ...markStripTabs(stripTabs)]) if (!panels.includes(pane)) panels.push(pane);
  const shown = revealTabPanels(body, tabPanels, panels) + (tabPanels === 'none' ? 0 : showDefinitionTabs(definitionTabs));
  writeHeaderAttributes(headedWidgets);
  if (tabPanels !== 'none') nameRadioTabs(radios);
  if (shown > 0) removalNotes.push(`text of ${plural(shown, 'hidden tab panel')} shown (other languages, platforms or options a reader switches to)`);
  return findings;
}

/**
 * The short relative copy a `<time>` prints beside its full date goes (`dropShortTimeCopies`, unless
 * `settings.shortTimeCopies` is off); vote counts, user cards and post controls go from around each post
 * (`removePostFurniture` with `settings.postFurniture`), and the signatures a thread
 * repeats under its posts (`removePostSignatures`, at `signatures` repeats; `false` keeps them), noted;
 * the quotations inside the posts' bodies stay part of them (`keepPostQuotes`, in mode `postQuotes`).
 * `signatureCandidates` and `times` are what `revealCollapsed` found (else the body is walked again).
 */
function trimPosts(document: Document, removalNotes: string[], settings: BeforeStageSettings, signatureCandidates?: readonly Element[], times?: readonly Element[]): void {
  const body = document.body as HTMLElement | null;
  if (body === null) return;
  const { signatures } = settings;
  const postQuotes = settings.postQuotes ?? POST_QUOTE_MODE;
  if (settings.shortTimeCopies ?? SHORT_TIME_COPIES_DROPPED) dropShortTimeCopies(body, times);
  const bodies: Element[] = [];
  const trimmed = removePostFurniture(body, settings.postFurniture ?? POST_FURNITURE_OPTIONS, bodies);
  keepPostQuotes(body, bodies, postQuotes);
  if (trimmed > 0) removalNotes.push(`vote counts, user cards and reply/quote/share controls removed around ${trimmed} post${trimmed === 1 ? '' : 's'}`);
  const signed = removePostSignatures(body, signatures, signatureCandidates);
  if (signed > 0) removalNotes.push(`${plural(signed, 'member signature')} removed from under the posts`);
}

/**
 * The badges a page repeats on its cards or posts ("New", "Best seller", "Pinned") are marked for
 * the content region to leave out (`markRepeatedBadges`, at `minRepeats` copies of one label; `false` keeps them).
 */
function markBadges(document: Document, candidates: readonly Element[], minRepeats: number | false): void {
  const body = document.body as HTMLElement | null;
  if (body !== null) markRepeatedBadges(body, candidates, minRepeats);
}

/**
 * The steps before the stages, in order, on `document`: streamed segments put in place, collapsed and
 * tab-panel text shown (a toggle's "Show child attributes" dropped), a column of code examples shown only on wide screens read in the main column beside it
 * (`placeSideCodeColumns`), short rows of flex items written as one line (`writeShortFlexRows`), tables' group headings written bold (`boldTableGroupHeadings`), headings' empty
 * neighbours and their parts marked `data-nosnippet` removed (`removeUnsnippetedHeadingParts`), the blocks inside them unwrapped, navigation trails that are a labelled value written as a line (`writeValueTrails`) and headings opening fact rows set before them (`removeEmptyHeadingNeighbours`, `unwrapHeadingBlocks`, `liftFactRowHeadings`), sites' logos set as the top heading written as blocks (`demoteLogoHeadings`), `role="heading"` written as headings, read-only
 * fields as code, forums' quote boxes as quotations (`writeAriaHeadings`, `writeReadOnlyFields`,
 * `writeForumQuotes`), table cells' icons as their label or mark and lists' checks and crosses as marks (`writeCellIcons`, `writeListIcons`), relative times
 * given the date their title states and times without a year their day (`writeRelativeDates`, `writeYearlessTimes`), code written a div per line, in a text area, as raw lines in a `<div>` or as lines broken by `<br>` (in a `<code>` or a monospace `<font>`: Gmail's) made preformatted (`preformatCodeLines`, `preformatCodeAreas`, `preformatRawCode`, `preformatBrokenCode`), prose set in a `<pre>` written as blocks (`unwrapProseInPre`), text a style shows with its line breaks given them (`writeKeptLineBreaks`),
 * task lists' check boxes written as their state (`writeTaskStates`), posts' dates set as their permalinks marked for Readability's copy to keep (`markPostDateLinks`), posts' authors kept from their panes
 * (`keepPostAuthorAsides`), forms without a field written as blocks (`unwrapFieldlessForms`), callout asides, wikis' infoboxes and product pages' buy boxes kept as blocks, in an `<aside>` or a block named a sidebar (`keepCalloutAsides`, `keepInfoboxes`, `keepBuyBoxAsides`, `keepBuyBoxSidebars`), a product's brand link over its name written as text (`unlinkBrandLines`) and callouts' icon labels written and their emoji set before their text (`writeCalloutIconLabels`, `joinCalloutSymbols`),
 * mail and phone links that show their address written as text (`unwrapAddressLinks`), ratings said only to screen readers written (`writeRatingLabels`), labelled images' hidden figures shown (`showLabelledFigures`), buttons inside links and buttons that state facts written as text (`unwrapLinkedButtons`, `writeContentButtons`),
 * cards' overlay links put on their headlines (`linkOverlaidTitles`), quotations' source links
 * turned to text (`unlinkQuoteSources`), pictures' bare images given their sources' (`sourcePictureImages`)
 * and figures' zoom buttons replaced by their images (`unwrapImageButtons`), CodeMirror 5 editors written as one code block (`preformatCodeMirrorLines`), code blocks named by their
 * wrappers' language (`nameCodeLanguages`) and their unnamed line numbers marked (`markLineNumbers`), headings' permalinks that speak only to screen readers removed (`removeHiddenPermalinks`), blocks that only switch the page's language removed (`removeLanguageSwitchers`), links into the page that state a rating written as text (`unlinkRatings`), tabs' links that their panels name as their label written as headings (`writePanelTitles`),
 * MathML formulas written as their TeX (`writeMathAsTex`), tables of boxes with ARIA roles, or of lists named rows (`giveListRowGridRoles`), written as tables (`writeAriaTables`), spans styled as paragraphs made paragraphs (`writeStyledParagraphs`), hidden
 * copies of text shown beside them, small-screen copies, posts' shortened copies and hidden live notices removed (`dropHiddenCopies`, `dropSmallScreenCopies`, `dropMobileCopies`, `dropTruncatedCopies`, `dropHiddenNotices`), forums' picture buttons removed (`removeForumActionButtons`), aside blocks, choice groups and other products' cards removed, repeated badges marked for the region, post furniture
 * and member signatures removed, each reply of a threaded discussion marked with whom it answers (`markReplies`), and the headings inside a titled section set below its title (`nestSectionHeadings`); notes for the model go to `notes` and `removalNotes`. Returns the
 * region's root as chosen once the hidden text is shown and before anything is removed
 * (`settings.regionRoot`; `undefined` in mode `after`), for the region stage.
 */
export function prepareForStages(document: Document, declared: DeclaredPageKind, besides: Besides, settings: BeforeStageSettings, notes: string[], removalNotes: string[]): RegionRootAsServed | undefined {
  placeStreamed(document, settings.streamed, removalNotes);
  const found = revealCollapsed(document, settings.disclosures, settings.tabPanels, notes, removalNotes);
  const columns = placeSideCodeColumns(found.wideOnly, found.pres);
  if (columns > 0) notes.push(`${plural(columns, 'column')} of code examples shown on wide screens beside the page read in its main column`);
  writeShortFlexRows(found.flexRows);
  boldTableGroupHeadings(found.headings);
  removeEmptyHeadingNeighbours(found.headings);
  removeUnsnippetedHeadingParts(found.headings);
  unwrapHeadingBlocks(found.headings);
  demoteLogoHeadings(found.headings);
  writeValueTrails(found.navs.filter((nav) => nav.isConnected));
  liftFactRowHeadings(found.headings);
  writeAriaHeadings(found.ariaHeadings);
  if (document.body !== null) {
    writeAriaTables(document.body, [...found.ariaTables, ...giveListRowGridRoles(found.rowLists)]);
    writeStyledParagraphs(document.body, found.styledParagraphs);
  }
  writeReadOnlyFields(found.readOnlyFields);
  unwrapFieldlessForms(document);
  writeForumQuotes(found.quotes, found.quoteBoxes);
  // Before the authors' panes give way to their names: a post is known by its author's profile link.
  if (found.profileLinks.length >= THREAD_MIN_POSTS) markPostDateLinks(found.datedLinks, found.profileLinks);
  if (settings.authorAsides ?? POST_AUTHOR_ASIDES_KEPT) keepPostAuthorAsides(found.asides, found.headings);
  keepCalloutAsides(found.asides);
  keepInfoboxes(found.asides);
  if (declared.product === true) keepBuyBoxAsides(found.asides);
  if (declared.product === true) keepBuyBoxSidebars(document);
  if (declared.product === true) unlinkBrandLines(found.headings);
  writeCalloutIconLabels(found.titledIcons);
  joinCalloutSymbols(found.calloutSymbols);
  writeCellIcons(found.cellIcons);
  writeListIcons(found.cellIcons);
  writeYearlessTimes(found.times);
  writeRelativeDates(found.titledTimes);
  writeRatingLabels(found.ratings);
  showLabelledFigures(found.labelledFigures);
  unwrapLinkedButtons(found.buttons.filter((button) => button.localName === 'button'));
  writeContentButtons(found.buttons);
  linkOverlaidTitles(found.emptyLinks);
  inlineBlankLinkBlocks(found.blankLinkBlocks);
  unwrapAddressLinks(found.addressLinks);
  unlinkQuoteSources(found.quotes);
  sourcePictureImages(found.pictures);
  unwrapImageButtons(found.figures);
  unwrapProseInPre(found.pres);
  preformatCodeMirrorLines(found.pres);
  nameCodeLanguages(found.pres.filter((pre) => pre.isConnected));
  markLineNumbers(found.pres.filter((pre) => pre.isConnected));
  removeHiddenPermalinks(found.fragmentLinks);
  removeLanguageSwitchers(found.languageLinks);
  unlinkRatings(found.fragmentLinks);
  writePanelTitles(found.fragmentLinks);
  writeMathAsTex(found.formulas);
  preformatCodeLines(found.codeLines);
  preformatCodeAreas(found.codeAreas);
  preformatRawCode(found.rawCodes);
  writeKeptLineBreaks(found.lineBroken);
  preformatBrokenCode([...found.looseCodes, ...found.monospaceFonts.map((font) => retag(font, 'code')).filter((code) => code.closest('pre') === null)]);
  writeTaskStates(found.taskBoxes);
  const renderings = dropSmallScreenCopies(found.narrowOnly);
  const hiddenCopies = dropHiddenCopies(found.hidden) + dropMobileCopies(found.mobileCopies);
  // From here to the aside removal's query the steps remove elements or change their attributes only: one walk answers their queries.
  const census = ElementCensus.of(document);
  const body = document.body as HTMLElement | null;
  const copies = hiddenCopies + (body === null ? 0 : dropTruncatedCopies(body, census.under(body, mayNameExcerpt)));
  const expanded = body === null ? 0 : showHiddenFullTexts(body, census.under(body, mayBeHiddenByMarkup));
  if (expanded > 0) removalNotes.push(`${plural(expanded, 'shortened text')} replaced by the whole text the page hides beside ${expanded === 1 ? 'it' : 'them'} (a "Show more" a reader presses)`);
  dropHiddenNotices(found.hidden);
  const actions = removeForumActionButtons(found.actionButtons);
  if (actions > 0) removalNotes.push(`${plural(actions, 'forum action button')} removed (a post's "Quote", "Report", "Send message", drawn as pictures)`);
  const reactions = removeReactionBars(found.reactionBars);
  if (reactions > 0) removalNotes.push(`${plural(reactions, 'reaction bar')} removed under the posts (who reacted to a post, and how many)`);
  const controls = removeForumActionButtons(found.scriptedActions);
  if (controls > 0) removalNotes.push(`${plural(controls, 'post control')} removed ("Quote", "Reply", "Like" links a script works)`);
  if (copies > 0) removalNotes.push(`${copies} hidden ${copies === 1 ? 'copy' : 'copies'} of text shown beside ${copies === 1 ? 'it' : 'them'} removed (an editor's source, a second rendering)`);
  if (renderings > 0) removalNotes.push(`${plural(renderings, 'block')} set twice, for small screens and for wide ones, read once (the second rendering${renderings === 1 ? '' : 's'} removed)`);
  const asServed = regionRootAsServed(census, document, settings.regionRoot ?? 'after');
  removeAsides(document, declared, removalNotes, besides, found.selects, found.quantityFields, census);
  dropOrphanTabNames(document);
  markBadges(document, found.badges, settings.badges ?? BADGE_MIN_REPEATS);
  trimPosts(document, removalNotes, settings, found.signatures, found.times);
  if (document.body !== null && found.profileLinks.length >= THREAD_MIN_POSTS) markReplies(document.body);
  // Last: the steps before read the headings as the page set them.
  nestSectionHeadings(found.headings);
  return asServed;
}

/**
 * A fresh parse for Defuddle, with the same steps run before the stages (already counted in the
 * notes: same markup, same blocks).
 */
export function reparsedWithoutBesides(reparse: () => Document, declared: DeclaredPageKind, besides: Besides, settings: BeforeStageSettings = PRODUCTION_BEFORE_STAGES): Document {
  const fresh = reparse();
  prepareForStages(fresh, declared, besides, settings, [], []);
  return fresh;
}
