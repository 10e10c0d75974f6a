// The passes over the chosen stage's Markdown (link blocks, credits, prompts, control labels, readers' tallies, view-source links, datelines, bios, repeats,
// member cards, a product's structured description) and the notes that tell the model what went.
import { markdownToPlainText } from '../../../../domain/fetch/markdown-to-text.js';
import { dropAccountPrompts } from './markdown/account-prompts.js';
import { dropAdLabels } from './markdown/ad-labels.js';
import { dropControlLabels } from './markdown/control-labels.js';
import { dropReaderTallies } from './markdown/reader-tallies.js';
import { dropAuthorBios } from './markdown/author-bio.js';
import { dropCreditLines } from './markdown/credit-lines.js';
import { dropDatelines, type DatelineOptions } from './markdown/dateline-lines.js';
import { dropEdgeRules } from './markdown/edge-rules.js';
import { dropStrayIndents } from './markdown/stray-indents.js';
import { dropIconGlyphs, dropInvisibleLineEnds } from './markdown/unprintable-characters.js';
import { dropAdjacentRepeats, dropDuplicateBlocks } from './markdown/duplicate-blocks.js';
import { trimLinkBlocks, type LinkBlockTrimOptions } from './markdown/link-block-trim.js';
import { dropListItemRepeats, type ListItemRepeatMode } from './markdown/list-item-repeats.js';
import { withSharedBlocks } from './markdown/markdown-blocks.js';
import { dropMemberCards } from './markdown/member-card-lines.js';
import { dropSourceLinks } from './markdown/source-links.js';
import { addStructuredDescription, type StructuredDescriptionThresholds } from './markdown/structured-description.js';
import { nothing, plural, type ChainSuccess, type HtmlExtraction } from './html-chain-result.js';
import { collapsedLength } from './stages/stage-support.js';

/** What `chosen` adds to and how it trims. */
export interface Finishing {
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

/** The longest of the outputs under the stage minimum, finished; nothing when there is none. */
export function longestShort(short: readonly ChainSuccess[], finishing: Finishing): HtmlExtraction {
  const longest = short.reduce<ChainSuccess | undefined>((best, outcome) => (best === undefined || outcome.textLength > best.textLength ? outcome : best), undefined);
  if (longest === undefined) return nothing(finishing.notes, finishing.parserFailures);
  finishing.notes.push(`chain: no stage reached the minimum; kept the longest (${longest.stage})`);
  return chosen(longest, finishing);
}

/**
 * The chosen stage's Markdown after the finishing passes, in their order, with a removal note for
 * each pass that dropped (or added) something; `textLength` is measured again when one did (unless `remeasure`
 * is false: a caller that does not read it saves converting the Markdown to text).
 */
export function chosen(outcome: ChainSuccess, { notes, removalNotes, parserFailures, duplicateMinWords, itemRepeats, linkTrim, creditLines, datelines, bioAuthor, description, memberCards }: Finishing, remeasure = true): HtmlExtraction {
  const { adjacent, trimmed, credits, prompts, labels, tallies, ads, sources, dated, bios, blockDeduped, listDeduped, cards, described } = withSharedBlocks(() => {
    // First, on the Markdown as the stage made it: a block is a layout copy when the page itself stacks it, not when a later pass removed what stood between.
    const adjacent = dropAdjacentRepeats(outcome.markdown);
    const trimmed = trimLinkBlocks(adjacent.markdown, linkTrim);
    const credits = creditLines ? dropCreditLines(trimmed.markdown) : { markdown: trimmed.markdown, droppedLines: 0 };
    const prompts = dropAccountPrompts(credits.markdown);
    const labels = dropControlLabels(prompts.markdown);
    const tallies = dropReaderTallies(labels.markdown);
    const ads = dropAdLabels(tallies.markdown);
    const sources = dropSourceLinks(ads.markdown, linkTrim?.pageUrl);
    const dated = datelines !== undefined ? dropDatelines(sources.markdown, datelines) : { markdown: sources.markdown, droppedLines: 0 };
    const bios = bioAuthor !== undefined ? dropAuthorBios(dated.markdown, bioAuthor) : { markdown: dated.markdown, droppedBlocks: 0 };
    const blockDeduped = dropDuplicateBlocks(bios.markdown, duplicateMinWords);
    const listDeduped = dropListItemRepeats(blockDeduped.markdown, itemRepeats);
    const cards = memberCards === false ? { markdown: listDeduped.markdown, droppedCards: 0 } : dropMemberCards(listDeduped.markdown, memberCards);
    const described = description === undefined ? { markdown: cards.markdown, added: false } : addStructuredDescription(cards.markdown, description.text, description.thresholds);
    return { adjacent, trimmed, credits, prompts, labels, tallies, ads, sources, dated, bios, blockDeduped, listDeduped, cards, described };
  });
  const deduped = { ...listDeduped, markdown: dropStrayIndents(dropEdgeRules(dropInvisibleLineEnds(dropIconGlyphs(described.markdown)))) };
  const clusters = outcome.removedLinkClusters ?? 0;
  if (clusters > 0) removalNotes.push(`${plural(clusters, 'link-heavy block')} removed (menus, tag and link lists)`);
  if (trimmed.droppedBlocks > 0) {
    notes.push(`trim: dropped ${plural(trimmed.droppedBlocks, 'link-only block')}`);
    removalNotes.push(`${plural(trimmed.droppedBlocks, 'link-only block')} removed (navigation, sharing, related stories)`);
  }
  if (credits.droppedLines > 0) removalNotes.push(`${plural(credits.droppedLines, 'picture credit or copyright line')} removed`);
  if (prompts.droppedBlocks > 0) removalNotes.push(`${plural(prompts.droppedBlocks, 'sign-in or registration prompt')} removed (lines asking the reader to sign in or register to comment, save or read on)`);
  if (labels.droppedBlocks > 0) removalNotes.push(`${plural(labels.droppedBlocks, 'control label')} removed ("Read more", "Show more", "Subscribe", a carousel's "1 of 15" standing alone, with no link behind them)`);
  if (tallies.droppedBlocks > 0) removalNotes.push(`${plural(tallies.droppedBlocks, 'line')} counting readers removed (a post's likes, "3 people like this"; who is viewing the topic)`);
  if (ads.droppedBlocks > 0) removalNotes.push(`${plural(ads.droppedBlocks, 'advertisement label')} removed (an ad slot's "Advertisement" or its banner picture)`);
  if (sources.droppedLinks > 0) removalNotes.push(`${plural(sources.droppedLinks, 'view-source link')} removed (the links a documentation page sets beside each item to that item's source code)`);
  if (dated.droppedLines > 0) removalNotes.push(`${dated.droppedLines} ${dated.droppedLines === 1 ? 'dateline or byline' : 'datelines and bylines'} removed (when and by whom the page was posted or updated; its date and author are in the page metadata)`);
  if (bios.droppedBlocks > 0) removalNotes.push(`${plural(bios.droppedBlocks, 'paragraph')} about the author removed (the author is named in the page metadata)`);
  if (adjacent.droppedBlocks > 0) removalNotes.push(`${plural(adjacent.droppedBlocks, 'immediate repeat')} of a heading or line removed (layout copies stacked one after another; the first is kept)`);
  if (blockDeduped.droppedBlocks > 0) removalNotes.push(`${plural(blockDeduped.droppedBlocks, 'repeated block')} removed (verbatim copies of text kept once)`);
  if (deduped.droppedBlocks > 0) removalNotes.push(`${plural(deduped.droppedBlocks, 'repeated line')} inside list items removed (a title or price shown twice in one item, kept once)`);
  if (cards.droppedCards > 0) removalNotes.push(`${plural(cards.droppedCards, 'member card')} removed beside the posts (authors' post counts, join dates, reputation and profile fields)`);
  if (described.added) removalNotes.push("the product's description added first from the page's structured data (schema.org Product): the page's visible text lacks it");
  const changed = trimmed.droppedBlocks > 0 || credits.droppedLines > 0 || prompts.droppedBlocks > 0 || labels.droppedBlocks > 0 || tallies.droppedBlocks > 0 || sources.droppedLinks > 0 || dated.droppedLines > 0 || bios.droppedBlocks > 0 || adjacent.droppedBlocks > 0 || blockDeduped.droppedBlocks > 0 || deduped.droppedBlocks > 0 || cards.droppedCards > 0 || described.added;
  return {
    markdown: deduped.markdown,
    ...(outcome.title === undefined ? {} : { title: outcome.title }),
    stage: outcome.stage,
    stageNotes: notes,
    removalNotes,
    parserFailures,
    textLength: changed && remeasure ? collapsedLength(markdownToPlainText(deduped.markdown)) : outcome.textLength,
  };
}
