/** A thematic break as the converter writes it, or as a page's text may ("***", "* * *", "___"). */
const RULE = String.raw`(?:-{3,}|\*{3,}|_{3,}|\* \* \*)`;
const LEADING_RULES = new RegExp(String.raw`^(?:[ \t]*${RULE}[ \t]*(?:\n|$)\s*)+`);
/** Only after a blank line: right under a line of text, "---" makes that line a heading. */
const TRAILING_RULES = new RegExp(String.raw`(?:\n[ \t]*\n[ \t]*${RULE}[ \t]*)+\s*$`);

/**
 * The Markdown without the thematic breaks at its very start or end: an `<hr>` that parted the
 * page's header or footer from the text (XWiki's after the document's header, MoinMoin's before the
 * category links) parts nothing once those are gone.
 */
export function dropEdgeRules(markdown: string): string {
  return markdown.replace(LEADING_RULES, '').replace(TRAILING_RULES, '');
}
