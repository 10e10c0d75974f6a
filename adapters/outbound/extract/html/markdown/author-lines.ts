import { isProfileLink, NAME_MAX_WORDS } from '../region/post-author-asides.js';

/** A block that is one link alone (emphasised or set as a heading, perhaps), with its label and target. */
const LONE_LINK = /^[ \t]*(?:#{1,6}[ \t]+)?(\*{1,2}|_{1,2})?\[([^\]]+)\]\(<?([^)\s>]*)>?(?:[ \t]+"[^"]*")?\)\1?[ \t]*$/;
/** A profile path that stops at its section ("/members", "/users/"): the site's list of members, a menu's link, no one member. */
const MEMBER_LIST = /(?:^|\/)(?:profile|profiles|users?|members?|u)\/?(?:[?#].*)?$/i;

/**
 * Whether the Markdown block `text` is one link to a member's profile (`isProfileLink`, not the list
 * of members) labelled with a name of at most {@link NAME_MAX_WORDS} words: the line forum software
 * sets over or beside each post to say who wrote it (ProBoards' and phpBB's mini-profile, a comment's author).
 */
export function isMemberNameLine(text: string): boolean {
  const match = LONE_LINK.exec(text.trim());
  if (match === null) return false;
  const label = (match[2] as string).replace(/\\(.)/g, '$1').trim();
  const href = (match[3] as string).replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '');
  const words = label.split(/\s+/).filter((word) => word !== '');
  return words.length > 0 && words.length <= NAME_MAX_WORDS && /[\p{L}\p{N}]/u.test(label) && !label.startsWith('!') && isProfileLink(href) && !MEMBER_LIST.test(href);
}

/**
 * The blocks (by index) before `leadEnd`, the end of the run of link-only blocks that opens the text,
 * that name the first post's author (`isMemberNameLine`) on a thread whose later posts are named so
 * too (another such line at or after `leadEnd`): where the thread's title is not part of the
 * text, the first post opens it and its author's line is no menu. One such line alone, with no
 * other post's author after it, proves nothing and is left to the trim.
 */
export function leadingAuthorLines(blocks: readonly { readonly text: string }[], leadEnd: number): ReadonlySet<number> {
  const lines = blocks.flatMap((block, index) => (isMemberNameLine(block.text) ? [index] : []));
  if (!lines.some((index) => index >= leadEnd)) return new Set();
  return new Set(lines.filter((index) => index < leadEnd));
}
