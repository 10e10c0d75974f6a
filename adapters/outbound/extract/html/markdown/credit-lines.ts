import { joinBlocksExcept, markdownBlocks } from './markdown-blocks.js';

/** A credit line is short (words); a longer paragraph naming an agency is a caption or prose. */
const CREDIT_MAX_WORDS = 12;
/** "Image: …", "Photo credit: …", "Image copyright …", "Credit…" at the start. */
const CREDIT_LABEL = /^[(_*\s]*(?:(?:main\s+)?(?:image|photo|picture|photograph)\s*(?:credit|copyright)?s?\s*[:.…]+|image\s+copyright\b|credit\s*[:.…]+)/i;
/** "Copyright © …" at the start: the page's own notice when nothing follows it, a licence's holder when its text does. */
const COPYRIGHT_LABEL = /^[(_*\s]*copyright\s*(?:©|ⓒ|\(c\))?/i;
/** "… / Getty Images", "… | Getty Images", "… via Getty Images", "…, AP" at the end. */
const AGENCY_TAIL = /(?:\/|\||\bvia\b|,)\s*(?:getty images|ap|reuters|afp|shutterstock|alamy|epa)(?:\s*\/\s*[\p{L}\p{N} .]+)?[)_*\s]*$/iu;
/** A paragraph that is only an agency's name. */
const AGENCY_ONLY = /^[(_*\s]*(?:getty images|shutterstock)[)_*\s]*$/i;

/** Markdown without its picture-credit and copyright lines, and how many went. */
export interface CreditTrim {
  readonly markdown: string;
  readonly droppedLines: number;
}

/**
 * Drops the paragraphs that only credit a picture: "Image copyright Getty Images", "(Image credit:
 * NASA)", "Credit…Doug Mills/The New York Times", "Sakib Ali/Hindustan Times/Getty Images"; and a
 * copyright notice ("Copyright © 2025 WABC-TV. All Rights Reserved.") when no paragraph of prose
 * follows it (before a licence's text it names the licence's holder, which is content). They
 * attribute, they do not inform. Kept: anything with a link, several lines or more than
 * {@link CREDIT_MAX_WORDS} words (a caption that describes the picture), headings and code.
 */
export function dropCreditLines(markdown: string): CreditTrim {
  const blocks = markdownBlocks(markdown);
  let proseFollows = false;
  const drop = new Set<number>();
  for (let index = blocks.length - 1; index >= 0; index -= 1) {
    const { text, inCode } = blocks[index] as (typeof blocks)[number];
    if (inCode) continue;
    const line = text.trim();
    if (isShortLine(line) && (isPictureCredit(line) || (!proseFollows && COPYRIGHT_LABEL.test(line)))) drop.add(index);
    else if (!proseFollows && isProse(line)) proseFollows = true;
  }
  if (drop.size === 0) return { markdown, droppedLines: 0 };
  return { markdown: joinBlocksExcept(blocks, drop), droppedLines: drop.size };
}

function isShortLine(text: string): boolean {
  return text !== '' && !text.includes('\n') && !text.includes('](') && text.split(/\s+/).length <= CREDIT_MAX_WORDS;
}

function isPictureCredit(text: string): boolean {
  return CREDIT_LABEL.test(text) || AGENCY_TAIL.test(text) || AGENCY_ONLY.test(text);
}

/** A block of more than {@link CREDIT_MAX_WORDS} words. */
function isProse(text: string): boolean {
  return text.split(/\s+/).length > CREDIT_MAX_WORDS;
}
