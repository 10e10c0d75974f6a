import { joinBlocksExcept, markdownBlocks } from './markdown-blocks.js';

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
 * the story, and the author's name is in the page metadata. Kept: headings, lists, code, quotes,
 * such a paragraph in the first half (an article about its own writer), any other name.
 */
export function dropAuthorBios(markdown: string, author: string): AuthorBioTrim {
  const names = author.split(/\s*,\s*/).map((name) => name.trim()).filter((name) => name.length > 1);
  if (names.length === 0) return { markdown, droppedBlocks: 0 };
  const bio = new RegExp(`^[*_\\s]*(?:${names.map(escapeRegExp).join('|')})[*_]*\\s+(?:${BIO_VERBS})\\b`, 'iu');
  const blocks = markdownBlocks(markdown);
  const drop = new Set<number>();
  blocks.forEach(({ text, inCode, heading }, index) => {
    if (inCode || heading !== undefined || index < blocks.length / 2) return;
    const line = text.trim();
    if (!bio.test(line) || /^(?:[-+*>|]|\d+\.)\s/.test(line) || line.split(/\s+/, BIO_MAX_WORDS + 1).length > BIO_MAX_WORDS) return;
    drop.add(index);
  });
  if (drop.size === 0) return { markdown, droppedBlocks: 0 };
  return { markdown: joinBlocksExcept(blocks, drop), droppedBlocks: drop.size };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
