import { collectStatementElements, type StatementElements } from './statement-elements.js';

/** A byline line: "By" and a name of two to four capitalised words ("By Kim Seo-jin"), nothing else on the line. */
const BY_NAME = /^By\s+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3})$/u;
/** How many of the article's first paragraphs may open with the byline. */
const OPENING_PARAGRAPHS = 2;

/**
 * The name the article's text opens with as its byline, on a line of its own (Yonhap's `<p>By Kim
 * Seo-jin<br><br>SEOUL, May 3 (Yonhap) -- …`), where no markup names the author: one of the first
 * {@link OPENING_PARAGRAPHS} paragraphs of the page's first article, schema.org article body or main part (`articleText`) whose first line,
 * up to a `<br>` or its end, is "By" and a name. `undefined` when there is none.
 */
export function readOpeningByline(document: Document, elements: StatementElements = collectStatementElements(document)): string | undefined {
  const article = elements.articleText;
  if (article === undefined) return undefined;
  const paragraphs = Array.from(article.getElementsByTagName('p')).slice(0, OPENING_PARAGRAPHS);
  for (const paragraph of paragraphs) {
    const name = BY_NAME.exec(firstLine(paragraph))?.[1];
    if (name !== undefined) return name;
  }
  return undefined;
}

/** The paragraph's text up to its first `<br>`, squeezed. */
function firstLine(paragraph: Element): string {
  let text = '';
  for (let node = paragraph.firstChild; node !== null; node = node.nextSibling) {
    if (node.nodeName === 'BR') break;
    text += node.textContent ?? '';
  }
  return text.replace(/\s+/g, ' ').trim();
}
