/** A thematic break as the converter writes it, or as a page's text may ("***", "* * *", "___"). */
const RULE = String.raw`(?:-{3,}|\*{3,}|_{3,}|\* \* \*)`;
const LEADING_RULES = new RegExp(String.raw`^(?:[ \t]*${RULE}[ \t]*(?:\n|$)\s*)+`);
/** Only after a blank line: right under a line of text, "---" makes that line a heading. */
const TRAILING_RULES = new RegExp(String.raw`(?:\n[ \t]*\n[ \t]*${RULE}[ \t]*)+\s*$`);

/** Headings that end the text, with nothing under them. */
const TRAILING_HEADINGS = /(?:\n[ \t]*\n[ \t]*#{1,6}[ \t]+[^\n]*)+\s*$/;

/**
 * The Markdown without the thematic breaks at its very start or end: an `<hr>` that parted the
 * page's header or footer from the text (XWiki's after the document's header, MoinMoin's before the
 * category links) parts nothing once those are gone; nor the headings that end it, over nothing: a
 * feedback widget's "Was this page helpful?" whose buttons went (USA.gov), the title of a list of links
 * the chain left out (service-public.fr's "Et aussi sur service-public.fr").
 */
export function dropEdgeRules(markdown: string): string {
  const trimmed = markdown.replace(LEADING_RULES, '').replace(TRAILING_RULES, '');
  const headless = trimmed.replace(TRAILING_HEADINGS, '').replace(TRAILING_RULES, '');
  return headless.trim() === '' ? trimmed : headless;
}
