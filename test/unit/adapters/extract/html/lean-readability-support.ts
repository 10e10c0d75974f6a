// Shared by the lean Readability tests: the same page read by Readability and by the project's lean subclass.
import { Readability } from '@mozilla/readability';
import { parseHtmlPage } from '../../../../../adapters/outbound/extract/html/html-page-parser.js';
import { leanReadability } from '../../../../../adapters/outbound/extract/html/stages/lean-readability.js';

export const URL_ = 'https://news.example/2024/05/story.html';

export const PARAGRAPH = 'The council met on Tuesday evening to decide the fate of the old footbridge, and after a long debate it chose repair. ';

/** Readability's article and the lean subclass's, each from its own parse of `markup`. */
export async function both(markup: string): Promise<readonly [unknown, unknown]> {
  const Lean = await leanReadability();
  const stock = new Readability((await parseHtmlPage(markup, URL_)).document, { keepClasses: true }).parse();
  const lean = new Lean((await parseHtmlPage(markup, URL_)).document, { keepClasses: true }).parse();
  return [stock, lean];
}
