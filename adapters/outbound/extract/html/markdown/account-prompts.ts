import { joinBlocksExcept, LIST_ITEM_LINE, markdownBlocks, type BlockTrim } from './markdown-blocks.js';

/** A prompt is short (visible words); a longer paragraph that starts the same way is prose. */
export const ACCOUNT_PROMPT_MAX_WORDS = 40;

const IMAGE = /!\[[^\]]*\]\([^)]*\)/g;
const LINK = /\[([^\]]*)\]\([^)]*\)/g;
/** Signing in or up, as a prompt names it. */
const ACCOUNT_ACTION = String.raw`(?:create (?:an|a free|your) account|sign ?up|register|log ?in|sign ?in|be (?:logged|signed) in|be (?:a )?(?:registered )?member|be registered)`;
/** What a prompt may say before the action: the reader is told to ("You must log in or register to comment", "You must be logged in to post a comment"). */
const OBLIGATION = String.raw`(?:you (?:must|need to|have to|will need to|['’]ll need to) (?:first )?)?`;
/** What the site withholds until one signs in: its own features (commenting, saving, following, reading on). */
const SITE_FEATURE = String.raw`(?:add|save|view|see|access|comment|post|reply|respond|follow|leave|read|continue|download|unlock|like|react|rate|bookmark|track|participate|write|submit|ask|answer)`;
/**
 * "Sign in to comment", "Please create an account or log in to access all these features", "Create an account or
 * sign in to comment", "Log in to save to favorites", "You must log in or register to comment", "You need to be a member in order to leave a comment"; "Already have an account? Sign in here.", "Don't have an
 * account?", "You can post now and register later.", "Sign up for a new account in our community."
 */
const ACCOUNT_PROMPT = new RegExp(
  String.raw`^(?:please )?${OBLIGATION}${ACCOUNT_ACTION}(?: (?:now|here|first))?(?:,? or ${ACCOUNT_ACTION})?,? (?:(?:in order )?to|for) ${SITE_FEATURE}\b` +
    String.raw`|^already (?:have an account|a member|registered)\b|^(?:don'?t|do not) have an account\b|^you can post now and register later\b|^sign up for a new account\b`,
  'i',
);

/** A line that may start a prompt: the cheap test that spares most pages the block split. */
const CANDIDATE_LINE = /^[ \t#>*_[]*(?:(?:please |already |don'?t |do not )?\[?(?:create |sign ?up|sign ?in|log ?in|register|have an account|a member|be (?:logged|signed) in)|you can post now|you (?:must|need|have|will|['’]ll) )/im;

/**
 * A heading that only names signing in or up ("Create an account", "Sign in", "Register"): the title of a
 * guest box's halves (Invision's, under every topic), over a prompt and a button.
 */
const ACCOUNT_HEADING = /^(?:create (?:an|a free|your|a new) account|sign ?up|register|log ?in|sign ?in|join(?: us)?)(?: now| here)?$/i;

/**
 * Drops the paragraphs and headings that only ask the reader to sign in or register before using the
 * site ("Sign in to add this item to your wishlist", "Already have an account? Sign in here.", "Create an
 * account or sign in to comment"): forum reply boxes, shop wish lists and comment sections show them to
 * every visitor; they say nothing about the page's subject. Kept: list items (a step of a how-to: "1. Sign
 * in to view your keys"), blocks of several lines or more than {@link ACCOUNT_PROMPT_MAX_WORDS} words,
 * code, and any sentence that merely mentions an account or a civic act ("Sign in to the portal", "Register
 * to vote by October 5", "If you already signed up for…"). A heading that only names the action ({@link ACCOUNT_HEADING})
 * goes once nothing is left under it (the next block left is a heading of its level or above, or none), when a prompt went.
 */
export function dropAccountPrompts(markdown: string): BlockTrim {
  if (!CANDIDATE_LINE.test(markdown)) return { markdown, droppedBlocks: 0 };
  const blocks = markdownBlocks(markdown);
  const drop = new Set<number>();
  blocks.forEach(({ text, inCode, heading }, index) => {
    if (inCode) return;
    const line = text.trim();
    if (line === '' || line.includes('\n') || (heading === undefined && LIST_ITEM_LINE.test(line))) return;
    const visible = visibleText(heading?.title ?? line);
    if (visible.split(' ').length <= ACCOUNT_PROMPT_MAX_WORDS && ACCOUNT_PROMPT.test(visible)) drop.add(index);
  });
  if (drop.size === 0) return { markdown, droppedBlocks: 0 };
  // From the end, so that a run of such headings over nothing goes whole.
  for (let index = blocks.length - 1; index >= 0; index -= 1) {
    const heading = blocks[index]?.heading;
    if (heading === undefined || drop.has(index) || !ACCOUNT_HEADING.test(visibleText(heading.title))) continue;
    let next = index + 1;
    while (drop.has(next)) next += 1;
    const after = blocks[next];
    if (after === undefined || (after.heading !== undefined && after.heading.level <= heading.level)) drop.add(index);
  }
  return { markdown: joinBlocksExcept(blocks, drop), droppedBlocks: drop.size };
}

/** A block's words as a reader sees them: pictures, link syntax and emphasis gone. */
function visibleText(markdown: string): string {
  return markdown.replace(IMAGE, ' ').replace(LINK, '$1').replace(/[*_\\>]/g, ' ').replace(/\s+/g, ' ').trim();
}
