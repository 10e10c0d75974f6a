import { stripInlineMarkdown } from '../../../../../domain/fetch/markdown-inline.js';
import { collapseBlankLines } from './blank-lines.js';
import { isPresenceLine } from './presence-lines.js';

/**
 * A member statistic: a forum's count or date about a post's author ("Posts: 1,725", "Joined: Feb
 * 2019", "Reputation: 7"). The labels are the shared vocabulary of forum software (phpBB, MyBB,
 * vBulletin, XenForo, SMF, Discourse), not one site's.
 */
const STAT_LABEL = /^(?:posts|messages|threads|topics|replies|joined|join date|registered|member since|reputation|reaction score|points|karma|likes received|solutions|credits)$/i;
/**
 * The statistics that only describe a member; a run must hold one of them to be a card. The others
 * (points, replies, topics, …) also label a box score, a quiz or a forum index's counts, so they go
 * only beside one of these.
 */
const MEMBER_STATS = 'posts|messages|joined|join date|registered|member since|reputation|reaction score|likes received';
const MEMBER_STAT_LABEL = new RegExp(`^(?:${MEMBER_STATS})$`, 'i');
const MEMBER_STAT_ANYWHERE = new RegExp(MEMBER_STATS, 'i');

/**
 * Whether `markdown` names a member statistic anywhere: without one it holds no member card, and
 * {@link dropMemberCards} (which reads every line) would drop nothing.
 */
export function namesMemberStatistic(markdown: string): boolean {
  return MEMBER_STAT_ANYWHERE.test(markdown);
}
/** A count ("1,725", "4.9k") or a date ("Feb 2019", "4. Jul 2012, 16:09", "2019-02-23", "March 3, 2021"). */
const STAT_VALUE = /^(?:\d[\d,.\s]*[km]?|(?:\d{1,2}\.?\s+)?[a-z]{3,9}\.?\s+(?:\d{1,2},?\s+)?\d{4}(?:,?\s+\d{1,2}:\d{2}(?:\s*[ap]m)?)?|\d{4}-\d{2}-\d{2}(?:[ T,]+\d{1,2}:\d{2}.*)?)$/i;
/** "Label: value" with a short label (at most {@link FIELD_LABEL_MAX_WORDS} words) and value; emphasis and link syntax already gone. */
const FIELD_LINE = /^([\p{L}][\p{L}\p{N} .'/-]{0,30}?)\s*:\s*(.*)$/u;
const FIELD_LABEL_MAX_WORDS = 3;
/** A profile field's value is short (a place, an operating system, a version): longer text is a post's own. */
const FIELD_VALUE_MAX_WORDS = 6;
/** "28 posts · Joined 2023": a count and a join date on one line. */
const INLINE_STATS = /^\d[\d,.]*[km]?\s+(?:posts|messages)\s*[·•|,]\s*joined\s+[\p{L}\p{N} ,.]+$/iu;
const INLINE_STAT = 'posts · joined';
/** The label a line stating a member's presence ("Member is Offline") counts under: a part of the card it stands in. */
const PRESENCE_LABEL = '(presence)';
/** Cards are dropped only when the page repeats them: at least this many lines state the same statistic. */
export const MEMBER_CARD_MIN_REPEATS = 2;

/** Markdown without its member cards, and how many went. */
export interface MemberCardTrim {
  readonly markdown: string;
  readonly droppedCards: number;
}

/**
 * Drops the member cards forum software prints beside each post: runs of consecutive "Label: value"
 * lines (blank lines between them allowed) that hold at least one member statistic (post count,
 * join date, reputation, see {@link MEMBER_STAT_LABEL}), with the other statistics of the run
 * ({@link STAT_LABEL}) and whatever short profile fields share the run
 * ("Location: United Kingdom", "Primary OS: …") whose label recurs as well, and a line in the run that states the member's
 * presence (`isPresenceLine`: "Member is Offline"), plus one-line "28 posts · Joined 2023". Only when
 * the same statistic appears at least {@link MEMBER_CARD_MIN_REPEATS} times (one card per post: the
 * page is a thread whose authors are described around their posts); one such line in an article
 * stays. The posts themselves are never touched: a card line is a label and a short value, and a
 * post's text is longer or has no label. Code blocks are left alone.
 */
export function dropMemberCards(markdown: string, minRepeats: number = MEMBER_CARD_MIN_REPEATS): MemberCardTrim {
  const lines = markdown.split('\n');
  const kinds = classifyLines(lines);
  const repeats = new Map<string, number>();
  const labels = new Map<string, number>();
  for (const kind of kinds) {
    if (kind === undefined) continue;
    labels.set(kind.label, (labels.get(kind.label) ?? 0) + 1);
    if (kind.stat !== undefined) repeats.set(kind.stat, (repeats.get(kind.stat) ?? 0) + 1);
  }
  const isCardStat = (stat: string | undefined): boolean => stat !== undefined && (MEMBER_STAT_LABEL.test(stat) || stat === INLINE_STAT) && (repeats.get(stat) ?? 0) >= minRepeats;
  if (![...repeats.keys()].some(isCardStat)) return { markdown, droppedCards: 0 };
  const drop = new Set<number>();
  let cards = 0;
  for (let start = 0; start < lines.length; start++) {
    if (kinds[start] === undefined) continue;
    // A run: field lines, with only blank lines between them.
    let end = start;
    const members: number[] = [];
    for (let index = start; index < lines.length; index++) {
      if (kinds[index] !== undefined) {
        members.push(index);
        end = index;
      } else if ((lines[index] as string).trim() !== '') break;
    }
    if (members.some((index) => isCardStat(kinds[index]?.stat))) {
      // Its statistics go; its other fields when their label recurs too (a profile field of every card); a one-off line stays.
      // A member's presence in the run ("Member is Offline" under the post count) is the card's too.
      for (const index of members) if (kinds[index]?.stat !== undefined || kinds[index]?.label === PRESENCE_LABEL || (labels.get(kinds[index]?.label ?? '') ?? 0) >= minRepeats) drop.add(index);
      cards += 1;
    }
    start = end;
  }
  if (drop.size === 0) return { markdown, droppedCards: 0 };
  // Blank lines the cards stood between collapse to one paragraph break.
  const kept = collapseBlankLines(lines.filter((_, index) => !drop.has(index)).join('\n')).replace(/^\n+/, '');
  return { markdown: kept, droppedCards: cards };
}

/** Each line's part in a card: a field (with the statistic it states, if any), or `undefined` for any other line. */
function classifyLines(lines: readonly string[]): ({ readonly label: string; readonly stat: string | undefined } | undefined)[] {
  let inFence = false;
  return lines.map((line) => {
    if (/^\s*(?:```|~~~)/.test(line)) {
      inFence = !inFence;
      return undefined;
    }
    if (inFence) return undefined;
    const text = stripInlineMarkdown(line, { keepLinkUrls: false }).trim();
    if (INLINE_STATS.test(text)) return { label: INLINE_STAT, stat: INLINE_STAT };
    if (isPresenceLine(text)) return { label: PRESENCE_LABEL, stat: undefined };
    const field = FIELD_LINE.exec(text);
    if (field === null) return undefined;
    const label = (field[1] as string).trim();
    const value = (field[2] as string).trim();
    if (label.split(/\s+/).length > FIELD_LABEL_MAX_WORDS || (value !== '' && value.split(/\s+/).length > FIELD_VALUE_MAX_WORDS)) return undefined;
    const key = label.toLowerCase();
    return { label: key, stat: STAT_LABEL.test(label) && STAT_VALUE.test(value) ? key : undefined };
  });
}
