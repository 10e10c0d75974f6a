// The one walk before the stages: each element sorted into the lists the later steps read, so that none walks the page again.
import { isBlankLinkBlock } from './region/blank-link-blocks.js';
import { isBlobCodeRow } from './region/blob-tables.js';
import { isBootstrapTab } from './region/bootstrap-tabs.js';
import { isCodeArea, isCodeLine, isCodeListLine, isLooseCode, isRawCodeBlock } from './region/code-line-blocks.js';
import { isQuoteBox } from './region/forum-quote-boxes.js';
import { mayBeCalloutSymbol } from './region/callout-asides.js';
import { mayBeFlexRow } from './region/short-flex-rows.js';
import { hidingClassOf } from './region/hidden-copies.js';
import { mayBeMobileCopy } from './region/mobile-copies.js';
import { mayBeNamedGrid } from './region/class-named-grids.js';
import { isForumActionButton, isScriptedPostAction } from './region/forum-action-links.js';
import { isFragmentLink } from './region/hidden-permalinks.js';
import { isLanguageLink } from './region/language-switchers.js';
import { keepsLineBreaks } from './region/kept-line-breaks.js';
import { spokenOnly } from './region/overlay-links.js';
import { HEADING, isProfileLink } from './region/post-author-asides.js';
import { mentionsSignature } from './region/post-signatures.js';
import { mayStateDate } from './region/post-date-links.js';
import { isRadioInput } from './region/radio-tabs.js';
import { mayNameReactions } from './region/reaction-bars.js';
import { isRatingLabel } from './region/rating-labels.js';
import { SCRIPTED_TIMES, TOOLTIP } from './region/relative-dates.js';
import { mentionsBadge } from './region/repeated-badges.js';
import { TAB_ID } from './region/scripted-widget-labels.js';
import { isSummaryGrid } from './region/summary-grids.js';
import { isTabPanel } from './region/tab-panels.js';
import { mayBeStripTab } from './region/strip-tabs.js';
import { isTaskCheckbox } from './region/task-list-items.js';
import { isNamedRowList } from './region/list-row-grids.js';
import { isQuantityField } from './region/quantity-fields.js';

/** What the walk before the stages (`revealCollapsed`) found for the later steps. */
export interface WalkFindings {
  /** Elements whose names mention a signature (`mentionsSignature`), for `trimPosts`. */
  readonly signatures: Element[];
  /** Elements whose class may name a badge (`mentionsBadge`), for `markBadges`. */
  readonly badges: Element[];
  /** The `<time>` elements, for `dropShortTimeCopies`. */
  readonly times: Element[];
  /** The `<aside>` elements, for `keepPostAuthorAsides`. */
  readonly asides: Element[];
  /** The headings, for `keepPostAuthorAsides`. */
  readonly headings: Element[];
  /** The `<blockquote>` elements, for `unlinkQuoteSources`. */
  readonly quotes: Element[];
  /** The `<figure>` elements, for `unwrapImageButtons`. */
  readonly figures: Element[];
  /** The `<picture>` elements, for `sourcePictureImages`. */
  readonly pictures: Element[];
  /** The `<pre>` elements, for `nameCodeLanguages`. */
  readonly pres: Element[];
  /** Elements a class hides (`hasHidingClass`), for `dropHiddenCopies`. */
  readonly hidden: Element[];
  /** Elements a class shows only on wide screens (`hidden xl:flex`), for `placeSideCodeColumns`. */
  readonly wideOnly: Element[];
  /** Elements a class shows only on small screens (`md:hidden`), for `dropSmallScreenCopies`. */
  readonly narrowOnly: Element[];
  /** Elements whose class names them a small-screen copy, for `dropMobileCopies`. */
  readonly mobileCopies: Element[];
  /** Links of a forum's actions drawn as pictures, for `removeForumActionButtons`. */
  readonly actionButtons: Element[];
  /** Text links of a post's actions that a script works (`isScriptedPostAction`), for `removeForumActionButtons`. */
  readonly scriptedActions: Element[];
  /** Elements whose class may name reactions (`mayNameReactions`), for `removeReactionBars`. */
  readonly reactionBars: Element[];
  /** Lines of code written as a div or a list's item each (`isCodeLine`, `isCodeListLine`), for `preformatCodeLines`. */
  readonly codeLines: Element[];
  /** Radio buttons (`isRadioInput`), for `nameRadioTabs`. */
  readonly radios: Element[];
  /** Text areas holding code (`isCodeArea`), for `preformatCodeAreas`. */
  readonly codeAreas: Element[];
  /** `<code>` elements outside `<pre>` (`isLooseCode`), for `preformatBrokenCode`. */
  readonly looseCodes: Element[];
  /** Task lists' check boxes (`isTaskCheckbox`), for `writeTaskStates`. */
  readonly taskBoxes: Element[];
  /** Links into the page (`isFragmentLink`), for `removeHiddenPermalinks`. */
  readonly fragmentLinks: Element[];
  /** Links to the page in another language (`isLanguageLink`), for `removeLanguageSwitchers`. */
  readonly languageLinks: Element[];
  /** MathML formulas, for `writeMathAsTex`. */
  readonly formulas: Element[];
  /** `<i>` icons with a title, for `writeCalloutIconLabels`. */
  readonly titledIcons: Element[];
  /** Elements whose `aria-label` (a `<div>`'s or `<span>`'s `title`) states a rating (`isRatingLabel`). */
  readonly ratings: Element[];
  /** Elements with an `aria-label` that are images or state a figure, for `showLabelledFigures`. */
  readonly labelledFigures: Element[];
  /** `<span>`s, `<abbr>`s, `<time>`s and links with a `title`, and GitHub's time elements, for `writeRelativeDates`. */
  readonly titledTimes: Element[];
  /** Elements other than `<table>` with `role="table"`, for `writeAriaTables`. */
  readonly ariaTables: Element[];
  /** Lists named a row (`isNamedRowList`), for `giveListRowGridRoles`. */
  readonly rowLists: Element[];
  /** `<span data-as="p">`s, for `writeStyledParagraphs`. */
  readonly styledParagraphs: Element[];
  /** `<svg>`s and `<i>`s without a title, for `writeCellIcons`. */
  readonly cellIcons: Element[];
  /** `<div>`s named as a forum's quote box, for `writeForumQuotes`. */
  readonly quoteBoxes: Element[];
  /** Read-only `<input>`s, for `writeReadOnlyFields`. */
  readonly readOnlyFields: Element[];
  /** Elements with `role="heading"`, for `writeAriaHeadings`. */
  readonly ariaHeadings: Element[];
  /** `<button>`s and `role="button"` elements, for `unwrapLinkedButtons` and `writeContentButtons`. */
  readonly buttons: Element[];
  /** Links with nothing inside but whitespace, or only text for screen readers (a card's overlay). */
  readonly emptyLinks: Element[];
  /** Blank blocks opening a link (`isBlankLinkBlock`), for `inlineBlankLinkBlocks`. */
  readonly blankLinkBlocks: Element[];
  /** Mail and phone links, for `unwrapAddressLinks`. */
  readonly addressLinks: Element[];
  /** Code blocks written as raw lines in a `<div>` (`isRawCodeBlock`), for `preformatRawCode`. */
  readonly rawCodes: Element[];
  /** Text a style shows with its line breaks (`keepsLineBreaks`), for `writeKeptLineBreaks`. */
  readonly lineBroken: Element[];
  /** Tab panels (`isTabPanel`), Bootstrap's tabs, tabs written as definitions and custom elements with a `header`, for the tab steps. */
  readonly panels: Element[];
  readonly bootstrapTabs: Element[];
  /** Elements that may be tabs of a set without ARIA's links (`mayBeStripTab`), for `markStripTabs`. */
  readonly stripTabs: Element[];
  readonly definitionTabs: Element[];
  readonly headedWidgets: Element[];
  /** The drop-downs, for `writeSelectPickers` where a cart's form holds them on a page declaring no product. */
  readonly selects: Element[];
  /** `<nav>`s and `role="navigation"` elements, for `writeValueTrails`. */
  readonly navs: Element[];
  /** Fields for how many to buy (`isQuantityField`), for `writeQuantityFields` on a product's page. */
  readonly quantityFields: Element[];
  /** `<font face="monospace">`s (Gmail's fixed-width text, in mail archives), for `preformatBrokenCode` as code. */
  readonly monospaceFonts: Element[];
  /** `<div>`s a class names a row of flex items (`mayBeFlexRow`), for `writeShortFlexRows`. */
  readonly flexRows: Element[];
  /** Leaves first of two children (`mayBeCalloutSymbol`), for `joinCalloutSymbols`. */
  readonly calloutSymbols: Element[];
  /** Links to a member's profile (`isProfileLink`): `markReplies` and `markPostDateLinks` read a page only with a thread's worth. */
  readonly profileLinks: Element[];
  /** Other links whose short text has a year (`mayStateDate`), for `markPostDateLinks`. */
  readonly datedLinks: Element[];
}

/** Empty lists for {@link noteElement} to fill. */
export function emptyFindings(): WalkFindings {
  return { signatures: [], badges: [], times: [], asides: [], headings: [], quotes: [], figures: [], pictures: [], pres: [], hidden: [], wideOnly: [], narrowOnly: [], mobileCopies: [], actionButtons: [], scriptedActions: [], reactionBars: [], codeLines: [], radios: [], codeAreas: [], looseCodes: [], taskBoxes: [], fragmentLinks: [], languageLinks: [], formulas: [], titledIcons: [], ratings: [], labelledFigures: [], ariaHeadings: [], titledTimes: [], ariaTables: [], rowLists: [], styledParagraphs: [], cellIcons: [], quoteBoxes: [], readOnlyFields: [], buttons: [], emptyLinks: [], blankLinkBlocks: [], addressLinks: [], rawCodes: [], lineBroken: [], panels: [], bootstrapTabs: [], stripTabs: [], definitionTabs: [], headedWidgets: [], selects: [], navs: [], quantityFields: [], monospaceFonts: [], calloutSymbols: [], flexRows: [], profileLinks: [], datedLinks: [] };
}

/** Sorts `element` into `findings` (tab panels and tabs only when `tabs`). */
export function noteElement(element: Element, findings: WalkFindings, tabs: boolean): void {
  if (tabs && isTabPanel(element)) findings.panels.push(element);
  if (mentionsSignature(element)) findings.signatures.push(element);
  if (mentionsBadge(element)) findings.badges.push(element);
  const hiding = hidingClassOf(element);
  if (hiding === 'always') findings.hidden.push(element);
  else {
    if (hiding === 'narrow') findings.wideOnly.push(element);
    else if (hiding === 'wide') findings.narrowOnly.push(element);
    if (mayBeMobileCopy(element)) findings.mobileCopies.push(element);
  }
  if (mayNameReactions(element)) findings.reactionBars.push(element);
  const label = element.getAttribute('aria-label');
  const role = element.getAttribute('role');
  if (label !== null && isRatingLabel(label)) findings.ratings.push(element);
  else if (label !== null && (role === 'img' || /\d/.test(label))) findings.labelledFigures.push(element);
  else if (role === 'heading') findings.ariaHeadings.push(element);
  // One read of the element's name for both (the cheapest on linkedom).
  const tag = element.localName;
  // A rating's title over stars its `aria-label` states already (Discogs' "Rated 5 out of 5" round "5 out of 5 stars") is said once.
  if (label === null && (tag === 'div' || tag === 'span') && isRatingLabel(element.getAttribute('title') ?? '') && element.querySelector('[aria-label]') === null) findings.ratings.push(element);
  if ((role === 'table' && tag !== 'table') || (tag === 'div' && (isSummaryGrid(element) || mayBeNamedGrid(element)))) findings.ariaTables.push(element);
  if (tag === 'span' && element.getAttribute('data-as') === 'p') findings.styledParagraphs.push(element);
  else if (tag === 'ul' && isNamedRowList(element)) findings.rowLists.push(element);
  if (((tag === 'span' || tag === 'abbr' || tag === 'time' || tag === 'a') && (element.hasAttribute('title') || element.hasAttribute(TOOLTIP))) || SCRIPTED_TIMES.has(tag)) findings.titledTimes.push(element);
  if (tag === 'time') findings.times.push(element);
  else if (tag === 'aside') findings.asides.push(element);
  else if (HEADING.test(tag)) findings.headings.push(element);
  else if (tag === 'blockquote') findings.quotes.push(element);
  else if (tag === 'figure') findings.figures.push(element);
  else if (tag === 'picture') findings.pictures.push(element);
  else if (tag === 'pre') findings.pres.push(element);
  else if ((tag === 'div' && isCodeLine(element)) || (tag === 'li' && isCodeListLine(element)) || (tag === 'tr' && isBlobCodeRow(element))) findings.codeLines.push(element);
  else if (tag === 'div' && isRawCodeBlock(element)) findings.rawCodes.push(element);
  else if (tag === 'div' && isQuoteBox(element)) findings.quoteBoxes.push(element);
  else if (tag === 'input' && isRadioInput(element)) findings.radios.push(element);
  else if (tag === 'input' && isTaskCheckbox(element)) findings.taskBoxes.push(element);
  else if (tag === 'input' && element.hasAttribute('readonly')) findings.readOnlyFields.push(element);
  else if (tag === 'input' && isQuantityField(element)) findings.quantityFields.push(element);
  else if (tag === 'textarea' && isCodeArea(element)) findings.codeAreas.push(element);
  else if (tag === 'select') findings.selects.push(element);
  else if (tag === 'font' && /monospace/i.test(element.getAttribute('face') ?? '')) findings.monospaceFonts.push(element);
  else if ((tag === 'code' || tag === 'div') && isLooseCode(element)) findings.looseCodes.push(element);
  else if (tag === 'a') {
    if (/^\s*(?:mailto|tel):/i.test(element.getAttribute('href') ?? '')) findings.addressLinks.push(element);
    const blank = isBlankLinkBlock(element);
    if (blank !== undefined) findings.blankLinkBlocks.push(blank);
    if ((element.firstElementChild === null && (element.textContent ?? '').trim() === '') || spokenOnly(element) !== '') findings.emptyLinks.push(element);
    else if (isFragmentLink(element)) findings.fragmentLinks.push(element);
    else if (isProfileLink(element.getAttribute('href') ?? '')) findings.profileLinks.push(element);
    else if (mayStateDate(element)) findings.datedLinks.push(element);
    if (isLanguageLink(element)) findings.languageLinks.push(element);
    if (tabs && isBootstrapTab(element)) findings.bootstrapTabs.push(element);
    if (isForumActionButton(element)) findings.actionButtons.push(element);
    else if (isScriptedPostAction(element)) findings.scriptedActions.push(element);
  }
  else if (tag === 'math') findings.formulas.push(element);
  else if (tag === 'i' && element.hasAttribute('title')) findings.titledIcons.push(element);
  else if (tag === 'i' || tag === 'svg' || (tag === 'td' && element.firstChild === null && element.hasAttribute('class')) || ((tag === 'span' || tag === 'div') && element.firstChild === null && (label !== null || element.hasAttribute('title')))) findings.cellIcons.push(element);
  else if (tag === 'button') findings.buttons.push(element);
  if (role === 'button' && tag !== 'button') findings.buttons.push(element);
  if (tag === 'nav' || (role !== null && role.toLowerCase() === 'navigation')) findings.navs.push(element);
  if (tabs && mayBeStripTab(element, tag, role)) findings.stripTabs.push(element);
  if (tag === 'dd' && element.hasAttribute(TAB_ID)) findings.definitionTabs.push(element);
  else if (tag.includes('-') && element.hasAttribute('header')) findings.headedWidgets.push(element);
  if ((tag === 'p' || tag === 'div' || tag === 'span') && keepsLineBreaks(element)) findings.lineBroken.push(element);
  if ((tag === 'div' || tag === 'span') && mayBeCalloutSymbol(element)) findings.calloutSymbols.push(element);
  if (tag === 'div' && mayBeFlexRow(element)) findings.flexRows.push(element);
}
