import type TurndownService from 'turndown';

const CHROME = 'script, style, noscript, template, svg, nav, header, footer, aside, form, iframe, [role="navigation"], [aria-hidden="true"]';

/** Last resort when no extractor found an article: the body without page chrome, as Markdown. */
export function cleanedBodyMarkdown(document: Document, converter: TurndownService): string {
  const body = document.body;
  if (!body) return '';
  const copy = body.cloneNode(true) as HTMLElement;
  for (const element of Array.from(copy.querySelectorAll(CHROME))) element.remove();
  return converter.turndown(copy.innerHTML);
}
