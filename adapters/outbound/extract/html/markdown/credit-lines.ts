import { markdownBlocks } from './markdown-blocks.js';

/** A credit line is short (words); a longer paragraph naming an agency is a caption or prose. */
const CREDIT_MAX_WORDS = 12;
/** "Image: …", "Photo credit: …", "Image copyright …", "Credit…", "Copyright © …" at the start. */
const CREDIT_LABEL = /^[(_*\s]*(?:(?:main\s+)?(?:image|photo|picture|photograph)\s*(?:credit|copyright)?s?\s*[:.…]+|image\s+copyright\b|credit\s*[:.…]+|copyright\s*(?:©|ⓒ|\(c\))?)/i;
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
 * Drops the paragraphs that only credit a picture or state a copyright: "Image copyright Getty
 * Images", "(Image credit: NASA)", "Credit…Doug Mills/The New York Times", "Sakib Ali/Hindustan
 * Times/Getty Images", "Copyright © 2025 WABC-TV. All Rights Reserved.". They attribute, they do not
 * inform. Kept: anything with a link, several lines or more than {@link CREDIT_MAX_WORDS} words (a
 * caption that describes the picture), headings and code.
 */
export function dropCreditLines(markdown: string): CreditTrim {
  const blocks = markdownBlocks(markdown);
  const kept = blocks.filter(({ text, inCode }) => inCode || !isCreditLine(text.trim()));
  if (kept.length === blocks.length) return { markdown, droppedLines: 0 };
  return { markdown: kept.map((block) => block.text).join('\n\n'), droppedLines: blocks.length - kept.length };
}

function isCreditLine(text: string): boolean {
  if (text === '' || text.includes('\n') || text.includes('](') || text.split(/\s+/).length > CREDIT_MAX_WORDS) return false;
  return CREDIT_LABEL.test(text) || AGENCY_TAIL.test(text) || AGENCY_ONLY.test(text);
}
