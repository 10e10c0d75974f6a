import { dropBlocksWhere, LIST_ITEM_LINE, type BlockTrim } from './markdown-blocks.js';

/** A prompt is short (visible words); a longer paragraph that starts the same way is prose. */
export const ACCOUNT_PROMPT_MAX_WORDS = 40;

const IMAGE = /!\[[^\]]*\]\([^)]*\)/g;
const LINK = /\[([^\]]*)\]\([^)]*\)/g;
/** Signing in or up, as a prompt names it. */
const ACCOUNT_ACTION = String.raw`(?:create (?:an|a free|your) account|sign ?up|register|log ?in|sign ?in|be (?:logged|signed) in)`;
/** What a prompt may say before the action: the reader is told to ("You must log in or register to comment", "You must be logged in to post a comment"). */
const OBLIGATION = String.raw`(?:you (?:must|need to|have to|will need to|['’]ll need to) (?:first )?)?`;
/** What the site withholds until one signs in: its own features (commenting, saving, following, reading on). */
const SITE_FEATURE = String.raw`(?:add|save|view|see|access|comment|post|reply|respond|follow|leave|read|continue|download|unlock|like|react|rate|bookmark|track|participate|write|submit|ask|answer)`;
/**
 * "Sign in to comment", "Please create an account or log in to access all these features", "Create an account or
 * sign in to comment", "Log in to save to favorites", "You must log in or register to comment"; "Already have an account? Sign in here.", "Don't have an
 * account?", "You can post now and register later.", "Sign up for a new account in our community."
 */
const ACCOUNT_PROMPT = new RegExp(
  String.raw`^(?:please )?${OBLIGATION}${ACCOUNT_ACTION}(?: (?:now|here|first))?(?:,? or ${ACCOUNT_ACTION})?,? (?:to|for) ${SITE_FEATURE}\b` +
    String.raw`|^already (?:have an account|a member|registered)\b|^(?:don'?t|do not) have an account\b|^you can post now and register later\b|^sign up for a new account\b`,
  'i',
);

/** A line that may start a prompt: the cheap test that spares most pages the block split. */
const CANDIDATE_LINE = /^[ \t#>*_[]*(?:(?:please |already |don'?t |do not )?\[?(?:create |sign ?up|sign ?in|log ?in|register|have an account|a member|be (?:logged|signed) in)|you can post now|you (?:must|need|have|will|['’]ll) )/im;

/**
 * Drops the paragraphs and headings that only ask the reader to sign in or register before using the
 * site ("Sign in to add this item to your wishlist", "Already have an account? Sign in here.", "Create an
 * account or sign in to comment"): forum reply boxes, shop wish lists and comment sections show them to
 * every visitor; they say nothing about the page's subject. Kept: list items (a step of a how-to: "1. Sign
 * in to view your keys"), blocks of several lines or more than {@link ACCOUNT_PROMPT_MAX_WORDS} words,
 * code, and any sentence that merely mentions an account or a civic act ("Sign in to the portal", "Register
 * to vote by October 5", "If you already signed up for…").
 */
export function dropAccountPrompts(markdown: string): BlockTrim {
  return dropBlocksWhere(markdown, CANDIDATE_LINE, ({ text, inCode, heading }) => {
    if (inCode) return false;
    const line = text.trim();
    if (line === '' || line.includes('\n') || (heading === undefined && LIST_ITEM_LINE.test(line))) return false;
    const visible = (heading?.title ?? line).replace(IMAGE, ' ').replace(LINK, '$1').replace(/[*_\\>]/g, ' ').replace(/\s+/g, ' ').trim();
    return visible.split(' ').length <= ACCOUNT_PROMPT_MAX_WORDS && ACCOUNT_PROMPT.test(visible);
  });
}
