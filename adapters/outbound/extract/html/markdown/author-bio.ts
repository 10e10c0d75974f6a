import { joinBlocksExcept, markdownBlocks, type MarkdownBlock } from './markdown-blocks.js';

/** A bio is a short paragraph; a longer one that starts with the author's name is part of the article. */
const BIO_MAX_WORDS = 100;
/** What follows the name in a bio ("Jane Writer is a reporter …", "… covers energy"). */
const BIO_VERBS = 'is|was|has|writes|covers|reports';

/** Markdown without its author bios, and how many went. */
export interface AuthorBioTrim {
  readonly markdown: string;
  readonly droppedBlocks: number;
}

/**
 * Drops the "about the author" paragraphs: in the second half of the article, a paragraph of at
 * most {@link BIO_MAX_WORDS} words that opens with the name of the page's author (as its metadata
 * states it; one of several names joined by commas) followed by "is", "was", "has", "writes",
 * "covers" or "reports" ("Phil Helsel is a reporter for NBC News."). It describes the writer, not
 * the story, and the author's name is in the page metadata; so do the name and headshot just before it, with the
 * heading over them that names the box (`dropBioHeader`). Kept: other headings, lists, code, quotes,
 * such a paragraph in the first half (an article about its own writer), any other name.
 */
export function dropAuthorBios(markdown: string, author: string): AuthorBioTrim {
  const names = author.split(/\s*,\s*/).map((name) => name.trim()).filter((name) => name.length > 1);
  if (names.length === 0) return { markdown, droppedBlocks: 0 };
  const bio = new RegExp(`^[*_\\s]*(?:${names.map(escapeRegExp).join('|')})[*_]*\\s+(?:${BIO_VERBS})\\b`, 'iu');
  const blocks = markdownBlocks(markdown);
  const drop = new Set<number>();
  let bios = 0;
  blocks.forEach(({ text, inCode, heading }, index) => {
    if (inCode || heading !== undefined || index < blocks.length / 2) return;
    const line = text.trim();
    if (!bio.test(line) || /^(?:[-+*>|]|\d+\.)\s/.test(line) || line.split(/\s+/, BIO_MAX_WORDS + 1).length > BIO_MAX_WORDS) return;
    drop.add(index);
    bios += 1;
    dropBioHeader(blocks, index, names, drop);
  });
  if (drop.size === 0) return { markdown, droppedBlocks: 0 };
  return { markdown: joinBlocksExcept(blocks, drop), droppedBlocks: bios };
}

/** A heading over an author's box ("About the author", CBC's "ABOUT THE AUTHOR"). */
const ABOUT_HEADING = /^(?:about (?:the )?(?:authors?|writers?|reporters?|contributors?)|(?:the )?authors?|über (?:den|die) (?:autor|autorin)|à propos de l'auteur|sobre el autor)$/i;
/** A line of the author's name alone, linked or not, or of a picture (the box's headshot). */
const NAME_OR_PICTURE = /^(?:!\[[^\]]*\]\([^)]*\)|\[([^\]]+)\]\([^)]*\)|([^\n[\]()]+))$/;

/**
 * The lines of the box a dropped bio closes, just before it: the author's name (CBC's profile link
 * "Marie-Claire Doucet"), a headshot, and the heading over them when it names the box ("About the
 * author"): left alone, they said the name under an empty heading.
 */
function dropBioHeader(blocks: readonly MarkdownBlock[], bio: number, names: readonly string[], drop: Set<number>): void {
  const keys = names.map((name) => name.toLowerCase());
  const header: number[] = [];
  for (let index = bio - 1; index >= 0 && header.length < 3; index -= 1) {
    const block = blocks[index];
    if (block === undefined || block.inCode) return;
    if (block.heading !== undefined) {
      if (ABOUT_HEADING.test(block.heading.title.replace(/[*_#]/g, '').trim())) for (const part of [...header, index]) drop.add(part);
      return;
    }
    const match = NAME_OR_PICTURE.exec(block.text.trim());
    const name = (match?.[1] ?? match?.[2] ?? '').replace(/[*_]/g, '').trim().toLowerCase();
    if (match === null || (name !== '' && !keys.includes(name))) return;
    header.push(index);
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
